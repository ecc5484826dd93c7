import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as restaurantsCall } from "./catalog-calls_FIqbsg-B.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/restaurants-api/restaurants.ts
var restaurants_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	GET: () => GET,
	HEAD: () => HEAD
});
/** `GET /restaurants-api/restaurants`: every restaurant (spec 7). */
var { GET, HEAD, ALL } = apiEndpoint({ GET: restaurantsCall });
// \0virtual:astro:page:src/pages/restaurants-api/restaurants@_@ts
var page = () => restaurants_exports;
export { page };
