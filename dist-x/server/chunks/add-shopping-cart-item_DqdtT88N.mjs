import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as addCartItemCall } from "./cart-calls_CF4r_1CN.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/shopping-cart-api/add-shopping-cart-item.ts
var add_shopping_cart_item_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	POST: () => POST
});
/** `POST /shopping-cart-api/add-shopping-cart-item`: adds an item to the cart (spec 7). */
var { POST, ALL } = apiEndpoint({ POST: addCartItemCall });
// \0virtual:astro:page:src/pages/shopping-cart-api/add-shopping-cart-item@_@ts
var page = () => add_shopping_cart_item_exports;
export { page };
