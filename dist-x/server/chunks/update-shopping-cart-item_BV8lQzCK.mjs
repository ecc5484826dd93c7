import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { a as updateCartItemCall } from "./cart-calls_CF4r_1CN.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/shopping-cart-api/update-shopping-cart-item.ts
var update_shopping_cart_item_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	POST: () => POST
});
/** `POST /shopping-cart-api/update-shopping-cart-item`: sets a cart line's quantity (spec 7). */
var { POST, ALL } = apiEndpoint({ POST: updateCartItemCall });
// \0virtual:astro:page:src/pages/shopping-cart-api/update-shopping-cart-item@_@ts
var page = () => update_shopping_cart_item_exports;
export { page };
