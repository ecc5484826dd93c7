import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { c as renderComponent, h as renderTemplate, x as addAttribute, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
import { t as $$RestaurantCard } from "./RestaurantCard_CbxRrywW.mjs";
import { t as $$BaseLayout } from "./BaseLayout_AnYw8eqk.mjs";
import { a as STORE_NAME, n as CATALOG_CACHE_CONTROL } from "./config_BYDguQ7j.mjs";
import { t as target } from "./target_Q1WKho5S.mjs";
// src/pages/index.astro
var pages_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => ""
});
createAstro("https://astro.build");
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	const CUISINES_SHOWN = 24;
	const RESTAURANTS_SHOWN = 6;
	const IN_VIEW_ON_WIDE_SCREENS = 3;
	const { cuisines, restaurants } = await target.catalog.home(CUISINES_SHOWN, RESTAURANTS_SHOWN);
	const cuisineLink = (cuisine) => `/restaurants?${new URLSearchParams({ q: cuisine })}`;
	Astro.response.headers.set("Cache-Control", CATALOG_CACHE_CONTROL);
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": STORE_NAME }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="hero" aria-labelledby="greeting"><h1 id="greeting" data-greeting${addAttribute(`Welcome to ${STORE_NAME}!`, "data-generic")}>Welcome to ${STORE_NAME}!</h1><p>Hungry? Pick from local favourites, fill your cart and have it delivered to your door.</p><a class="btn" href="/restaurants">Browse Restaurants</a></section>${cuisines.length > 0 && renderTemplate`<section class="home-section" aria-labelledby="cuisines-heading"><h2 id="cuisines-heading">What are you in the mood for?</h2><ul class="cuisines" aria-label="Cuisines">${cuisines.map((cuisine) => renderTemplate`<li><a class="cuisine"${addAttribute(cuisineLink(cuisine), "href")}>${cuisine}</a></li>`)}</ul></section>`}${restaurants.length > 0 && renderTemplate`<section class="home-section" aria-labelledby="restaurants-heading"><h2 id="restaurants-heading">A taste of each kitchen</h2><ul class="grid grid--wide" aria-label="Restaurants to try">${restaurants.map((restaurant, index) => renderTemplate`${renderComponent($$result, "RestaurantCard", $$RestaurantCard, {
		"restaurant": restaurant,
		"hidden": false,
		"priority": index < IN_VIEW_ON_WIDE_SCREENS ? "eager" : "lazy",
		"headingLevel": 3
	})}`)}</ul></section>`}` })}`;
}, "/work/main/src/pages/index.astro", void 0);
var $$file = "/work/main/src/pages/index.astro";
// \0virtual:astro:page:src/pages/index@_@astro
var page = () => pages_exports;
export { page };
