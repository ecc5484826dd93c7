import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { c as renderComponent, h as renderTemplate, x as addAttribute, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
import { t as $$RestaurantCard } from "./RestaurantCard_CbxRrywW.mjs";
import { n as renderScript, t as $$BaseLayout } from "./BaseLayout_AnYw8eqk.mjs";
import { n as CATALOG_CACHE_CONTROL } from "./config_BYDguQ7j.mjs";
import { C as SearchTermSchema, u as IdParamSchema } from "./contract_DlSq23w9.mjs";
import { r as resultsStatus } from "./search_Coc8mE2b.mjs";
import { t as target } from "./target_Q1WKho5S.mjs";
import * as v from "valibot";
// src/pages/restaurants/index.astro
var restaurants_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	const term = v.parse(SearchTermSchema, Astro.url.searchParams.get("q") ?? "");
	const page = v.safeParse(IdParamSchema, Astro.url.searchParams.get("page") ?? "1");
	const listing = await target.catalog.listing(term, page.success ? page.output : 1);
	const cards = listing.complete ? listing.entries : listing.restaurants.map((restaurant) => ({
		restaurant,
		matches: true
	}));
	const EAGER_CARDS = 3;
	const firstImage = cards.find(({ matches }) => matches)?.restaurant.image;
	let position = 0;
	const pageLink = (number) => {
		const params = new URLSearchParams({
			...term ? { q: term } : {},
			...number > 1 ? { page: String(number) } : {}
		});
		return `/restaurants${params.size ? `?${params}` : ""}`;
	};
	Astro.response.headers.set("Cache-Control", CATALOG_CACHE_CONTROL);
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": "Restaurants",
		"searchTerm": term,
		"liveSearch": true
	}, {
		"default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div data-restaurant-list${addAttribute(String(listing.complete), "data-complete")}><div class="page-heading"><h1>Restaurants</h1><p class="muted" role="status" data-results-status>${resultsStatus(listing.matching)}</p></div><ul class="grid" aria-label="Restaurants">${cards.map(({ restaurant, matches }) => {
			const priority = !matches ? "lazy" : position++ === 0 ? "high" : position <= EAGER_CARDS ? "eager" : "lazy";
			return renderTemplate`${renderComponent($$result, "RestaurantCard", $$RestaurantCard, {
				"restaurant": restaurant,
				"hidden": !matches,
				"priority": priority
			})}`;
		})}</ul><p class="empty" data-no-results${addAttribute(listing.matching > 0, "hidden")}>No restaurants found.</p>${!listing.complete && listing.pages > 1 && renderTemplate`<nav class="pagination" aria-label="Pages of restaurants">${listing.page > 1 ? renderTemplate`<a${addAttribute(pageLink(listing.page - 1), "href")} rel="prev">&larr; Previous</a>` : renderTemplate`<span></span>`}<span>Page ${listing.page} of ${listing.pages}</span>${listing.page < listing.pages ? renderTemplate`<a${addAttribute(pageLink(listing.page + 1), "href")} rel="next">Next &rarr;</a>` : renderTemplate`<span></span>`}</nav>`}</div>`,
		"head": ($$result) => renderTemplate`${firstImage && renderTemplate`<link rel="preload" as="image"${addAttribute(firstImage, "href")} fetchpriority="high">`}`
	})}${renderScript($$result, "/work/main/src/pages/restaurants/index.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/pages/restaurants/index.astro", void 0);
var $$file = "/work/main/src/pages/restaurants/index.astro";
var $$url = "/restaurants";
// \0virtual:astro:page:src/pages/restaurants/index@_@astro
var page = () => restaurants_exports;
export { page };
