import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { c as renderComponent, h as renderTemplate, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
import { t as $$BaseLayout } from "./BaseLayout_AnYw8eqk.mjs";
import { r as PRIVATE_CACHE_CONTROL } from "./config_BYDguQ7j.mjs";
// src/pages/order-confirmation.astro
var order_confirmation_exports = /* @__PURE__ */ __exportAll({
	default: () => $$OrderConfirmation,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$OrderConfirmation = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$OrderConfirmation;
	Astro.response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": "Order Confirmed" }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="notice"><h1>Order Confirmed!</h1><p>Thank you for your order. Your food will be delivered soon.</p><p><a class="btn" href="/orders">See My Orders</a></p></div>` })}`;
}, "/work/main/src/pages/order-confirmation.astro", void 0);
var $$file = "/work/main/src/pages/order-confirmation.astro";
var $$url = "/order-confirmation";
// \0virtual:astro:page:src/pages/order-confirmation@_@astro
var page = () => order_confirmation_exports;
export { page };
