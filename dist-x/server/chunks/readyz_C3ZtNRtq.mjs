import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
import { t as readyCall } from "./health_CpQW7Cji.mjs";
// src/pages/readyz.ts
var readyz_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	GET: () => GET,
	HEAD: () => HEAD
});
/** `GET /readyz`: may this instance be sent traffic? (src/lib/server/health.ts) */
var { GET, HEAD, ALL } = apiEndpoint({ GET: readyCall });
// \0virtual:astro:page:src/pages/readyz@_@ts
var page = () => readyz_exports;
export { page };
