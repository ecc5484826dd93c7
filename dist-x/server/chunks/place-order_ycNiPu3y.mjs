import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { r as placeOrderCall } from "./order-calls_CMH1VP_v.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/order-mgmt-api/place-order.ts
var place_order_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	POST: () => POST
});
/** `POST /order-mgmt-api/place-order`: places an order from the cart (spec 7). */
var { POST, ALL } = apiEndpoint({ POST: placeOrderCall });
// \0virtual:astro:page:src/pages/order-mgmt-api/place-order@_@ts
var page = () => place_order_exports;
export { page };
