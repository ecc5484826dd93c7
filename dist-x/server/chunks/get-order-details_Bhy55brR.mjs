import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as orderDetailsCall } from "./order-calls_CMH1VP_v.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/order-mgmt-api/get-order-details.ts
var get_order_details_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	POST: () => POST
});
/** `POST /order-mgmt-api/get-order-details`: one order's details (spec 7). */
var { POST, ALL } = apiEndpoint({ POST: orderDetailsCall });
// \0virtual:astro:page:src/pages/order-mgmt-api/get-order-details@_@ts
var page = () => get_order_details_exports;
export { page };
