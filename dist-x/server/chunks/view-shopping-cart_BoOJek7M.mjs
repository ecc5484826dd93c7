import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { o as viewCartCall } from "./cart-calls_CF4r_1CN.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/shopping-cart-api/view-shopping-cart.ts
var view_shopping_cart_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	GET: () => GET,
	HEAD: () => HEAD
});
/** `GET /shopping-cart-api/view-shopping-cart`: the customer's cart (spec 7). */
var { GET, HEAD, ALL } = apiEndpoint({ GET: viewCartCall });
// \0virtual:astro:page:src/pages/shopping-cart-api/view-shopping-cart@_@ts
var page = () => view_shopping_cart_exports;
export { page };
