import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { c as renderComponent, h as renderTemplate, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
import { t as $$BaseLayout } from "./BaseLayout_AnYw8eqk.mjs";
// src/pages/404.astro
var _404_exports = /* @__PURE__ */ __exportAll({
	default: () => $$404,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$404 = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$404;
	Astro.response.status = 404;
	Astro.response.headers.set("Cache-Control", "public, max-age=0, s-maxage=60");
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": "Page not found" }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="notice"><h1>404 Not Found</h1><p>We could not find that page. It may have moved, or the link may be mistyped.</p><p class="notice__actions"><a class="btn" href="/restaurants">Browse Restaurants</a><a class="btn btn--ghost" href="/">Go to the home page</a></p></div>` })}`;
}, "/work/main/src/pages/404.astro", void 0);
var $$file = "/work/main/src/pages/404.astro";
var $$url = "/404";
// \0virtual:astro:page:src/pages/404@_@astro
var page = () => _404_exports;
export { page };
