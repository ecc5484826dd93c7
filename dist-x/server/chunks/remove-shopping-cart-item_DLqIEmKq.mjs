import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { i as removeCartItemCall } from "./cart-calls_CF4r_1CN.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/shopping-cart-api/remove-shopping-cart-item.ts
var remove_shopping_cart_item_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	POST: () => POST
});
/** `POST /shopping-cart-api/remove-shopping-cart-item`: removes a cart line (spec 7). */
var { POST, ALL } = apiEndpoint({ POST: removeCartItemCall });
// \0virtual:astro:page:src/pages/shopping-cart-api/remove-shopping-cart-item@_@ts
var page = () => remove_shopping_cart_item_exports;
export { page };
