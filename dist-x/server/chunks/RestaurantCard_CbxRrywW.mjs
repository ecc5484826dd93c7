import { c as renderComponent, h as renderTemplate, x as addAttribute, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
// src/components/RestaurantCard.astro
createAstro("https://astro.build");
var $$RestaurantCard = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$RestaurantCard;
	const { restaurant, hidden, priority, headingLevel = 2 } = Astro.props;
	const href = `/restaurants/${restaurant.id}`;
	const Heading = headingLevel === 3 ? "h3" : "h2";
	return renderTemplate`${maybeRenderHead($$result)}<li class="card" data-restaurant${addAttribute(restaurant.name, "data-name")}${addAttribute(restaurant.cuisine, "data-cuisine")}${addAttribute(hidden, "hidden")}><img${addAttribute(restaurant.image, "src")} alt="" width="640" height="400"${addAttribute(priority === "lazy" ? "lazy" : "eager", "loading")}${addAttribute(priority === "high" ? "high" : void 0, "fetchpriority")} decoding="async"><div class="card__body">${renderComponent($$result, "Heading", Heading, {}, { "default": ($$result) => renderTemplate`<a${addAttribute(href, "href")}>${restaurant.name}</a>` })}<p class="card__cuisine">Cuisine: ${restaurant.cuisine}</p><p>${restaurant.description}</p><div class="card__actions"><a class="btn"${addAttribute(href, "href")}${addAttribute(`View Menu of ${restaurant.name}`, "aria-label")}>View Menu</a></div></div></li>`;
}, "/work/main/src/components/RestaurantCard.astro", void 0);
export { $$RestaurantCard as t };
