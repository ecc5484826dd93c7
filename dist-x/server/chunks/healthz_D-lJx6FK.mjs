import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as apiEndpoint } from "./endpoint_CGTHe1qT.mjs";
import { u as uncachedJson } from "./http_DKoztiHE.mjs";
// src/pages/healthz.ts
var healthz_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	GET: () => GET,
	HEAD: () => HEAD
});
/** `GET /healthz`: is the process alive? (src/lib/server/health.ts) Answered wherever it runs, the edge too. */
var { GET, HEAD, ALL } = apiEndpoint({ GET: async () => uncachedJson({ status: "alive" }) });
// \0virtual:astro:page:src/pages/healthz@_@ts
var page = () => healthz_exports;
export { page };
