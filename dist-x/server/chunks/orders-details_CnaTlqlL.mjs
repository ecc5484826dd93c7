import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { c as renderComponent, h as renderTemplate } from "./server_CpRLxZws.mjs";
import { n as createComponent } from "./compiler_BTGhIvGj.mjs";
import { t as $$OrdersScreen } from "./OrdersScreen_CfvwQrM-.mjs";
// src/pages/orders-details.astro
var orders_details_exports = /* @__PURE__ */ __exportAll({
	default: () => $$OrdersDetails,
	file: () => $$file,
	url: () => $$url
});
var $$OrdersDetails = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "OrdersScreen", $$OrdersScreen, {})}`;
}, "/work/main/src/pages/orders-details.astro", void 0);
var $$file = "/work/main/src/pages/orders-details.astro";
var $$url = "/orders-details";
// \0virtual:astro:page:src/pages/orders-details@_@astro
var page = () => orders_details_exports;
export { page };
