import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as restaurantMenuCall } from "./catalog-calls_FIqbsg-B.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
// src/pages/restaurant-details-api/restaurant-menu.ts
var restaurant_menu_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	GET: () => GET,
	HEAD: () => HEAD
});
/** `GET /restaurant-details-api/restaurant-menu`: one restaurant's menu, `?id=` (spec 7). */
var { GET, HEAD, ALL } = apiEndpoint({ GET: restaurantMenuCall });
// \0virtual:astro:page:src/pages/restaurant-details-api/restaurant-menu@_@ts
var page = () => restaurant_menu_exports;
export { page };
