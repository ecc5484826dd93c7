import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as answerMetrics, r as methodNotAllowed } from "./operator-endpoints_DHNPWel-.mjs";
// src/pages/metrics.ts
var metrics_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	GET: () => GET,
	HEAD: () => HEAD
});
/** `GET /metrics`: Prometheus text for this machine's clients, or others with METRICS_TOKEN. */
var GET = ({ request, clientAddress }) => answerMetrics(request, clientAddress);
var HEAD = GET;
var ALL = ({ request }) => methodNotAllowed(request.method, "GET, HEAD");
// \0virtual:astro:page:src/pages/metrics@_@ts
var page = () => metrics_exports;
export { page };
