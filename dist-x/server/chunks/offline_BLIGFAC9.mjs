import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { c as renderComponent, h as renderTemplate, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
import { n as renderScript, t as $$BaseLayout } from "./BaseLayout_AnYw8eqk.mjs";
import { n as CATALOG_CACHE_CONTROL } from "./config_BYDguQ7j.mjs";
// src/pages/offline.astro
var offline_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Offline,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Offline = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Offline;
	Astro.response.headers.set("Cache-Control", CATALOG_CACHE_CONTROL);
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": "You are offline",
		"data-astro-cid-u74gkqpp": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="notice" data-astro-cid-u74gkqpp><h1 data-astro-cid-u74gkqpp>You are offline</h1><p data-astro-cid-u74gkqpp>This page has not been opened on this device before, so it cannot be shown without a connection. Your cart is kept here, and changes to it are sent once you are back online.</p><p class="notice__actions" data-astro-cid-u74gkqpp><a class="btn" href="/cart" data-astro-cid-u74gkqpp>My Cart</a><a class="btn btn--ghost" href="/orders" data-astro-cid-u74gkqpp>My Orders</a><a class="btn btn--ghost" href="/" data-astro-cid-u74gkqpp>Home</a></p><section class="kept-pages" aria-labelledby="kept-heading" data-kept-pages hidden data-astro-cid-u74gkqpp><h2 id="kept-heading" data-astro-cid-u74gkqpp>Pages you can open offline</h2><ul data-kept-list data-astro-cid-u74gkqpp></ul></section></div>` })}${renderScript($$result, "/work/main/src/pages/offline.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/pages/offline.astro", void 0);
var $$file = "/work/main/src/pages/offline.astro";
var $$url = "/offline";
// \0virtual:astro:page:src/pages/offline@_@astro
var page = () => offline_exports;
export { page };
