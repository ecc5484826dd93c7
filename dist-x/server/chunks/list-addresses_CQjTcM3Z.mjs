import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as listAddressesCall } from "./address-calls_Cf2akmbc.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/address-book-api/list-addresses.ts
var list_addresses_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	GET: () => GET,
	HEAD: () => HEAD
});
/** `GET /address-book-api/list-addresses`: the customer's saved delivery addresses (our own). */
var { GET, HEAD, ALL } = apiEndpoint({ GET: listAddressesCall });
// \0virtual:astro:page:src/pages/address-book-api/list-addresses@_@ts
var page = () => list_addresses_exports;
export { page };
