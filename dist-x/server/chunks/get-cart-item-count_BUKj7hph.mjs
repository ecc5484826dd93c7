import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as cartCountCall } from "./cart-calls_CF4r_1CN.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/shopping-cart-api/get-cart-item-count.ts
var get_cart_item_count_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	GET: () => GET,
	HEAD: () => HEAD
});
/** `GET /shopping-cart-api/get-cart-item-count`: how many items the customer's cart holds (spec 7). */
var { GET, HEAD, ALL } = apiEndpoint({ GET: cartCountCall });
// \0virtual:astro:page:src/pages/shopping-cart-api/get-cart-item-count@_@ts
var page = () => get_cart_item_count_exports;
export { page };
