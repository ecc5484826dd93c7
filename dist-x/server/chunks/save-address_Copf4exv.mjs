import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { r as saveAddressCall } from "./address-calls_Cf2akmbc.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/address-book-api/save-address.ts
var save_address_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	POST: () => POST
});
/** `POST /address-book-api/save-address`: saves a delivery address (our own). */
var { POST, ALL } = apiEndpoint({ POST: saveAddressCall });
// \0virtual:astro:page:src/pages/address-book-api/save-address@_@ts
var page = () => save_address_exports;
export { page };
