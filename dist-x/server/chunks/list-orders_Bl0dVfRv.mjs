import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as listOrdersCall } from "./order-calls_CMH1VP_v.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/order-mgmt-api/list-orders.ts
var list_orders_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	GET: () => GET,
	HEAD: () => HEAD
});
/** `GET /order-mgmt-api/list-orders`: the customer's orders (spec 7). */
var { GET, HEAD, ALL } = apiEndpoint({ GET: listOrdersCall });
// \0virtual:astro:page:src/pages/order-mgmt-api/list-orders@_@ts
var page = () => list_orders_exports;
export { page };
