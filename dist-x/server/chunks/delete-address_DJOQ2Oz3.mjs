import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as deleteAddressCall } from "./address-calls_Cf2akmbc.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/address-book-api/delete-address.ts
var delete_address_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	POST: () => POST
});
/** `POST /address-book-api/delete-address`: deletes a saved address (our own). */
var { POST, ALL } = apiEndpoint({ POST: deleteAddressCall });
// \0virtual:astro:page:src/pages/address-book-api/delete-address@_@ts
var page = () => delete_address_exports;
export { page };
