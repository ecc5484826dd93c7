import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { r as clearCartCall } from "./cart-calls_CF4r_1CN.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/shopping-cart-api/clear-shopping-cart.ts
var clear_shopping_cart_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	POST: () => POST
});
/** `POST /shopping-cart-api/clear-shopping-cart`: empties the cart (spec 7). */
var { POST, ALL } = apiEndpoint({ POST: clearCartCall });
// \0virtual:astro:page:src/pages/shopping-cart-api/clear-shopping-cart@_@ts
var page = () => clear_shopping_cart_exports;
export { page };
