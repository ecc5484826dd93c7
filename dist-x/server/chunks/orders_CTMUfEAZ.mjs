import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { c as renderComponent, h as renderTemplate } from "./server_CpRLxZws.mjs";
import { n as createComponent } from "./compiler_BTGhIvGj.mjs";
import { t as $$OrdersScreen } from "./OrdersScreen_CfvwQrM-.mjs";
// src/pages/orders.astro
var orders_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Orders,
	file: () => $$file,
	url: () => $$url
});
var $$Orders = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "OrdersScreen", $$OrdersScreen, {})}`;
}, "/work/main/src/pages/orders.astro", void 0);
var $$file = "/work/main/src/pages/orders.astro";
var $$url = "/orders";
// \0virtual:astro:page:src/pages/orders@_@astro
var page = () => orders_exports;
export { page };
