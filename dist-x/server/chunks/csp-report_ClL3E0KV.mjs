import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { r as methodNotAllowed, t as answerCspReport } from "./operator-endpoints_DHNPWel-.mjs";
// src/pages/csp-report.ts
var csp_report_exports = /* @__PURE__ */ __exportAll({
	ALL: () => ALL,
	POST: () => POST
});
/** `POST /csp-report`: where browsers report what a page's Content-Security-Policy blocked. */
var POST = ({ request }) => answerCspReport(request);
var ALL = ({ request }) => methodNotAllowed(request.method, "POST");
// \0virtual:astro:page:src/pages/csp-report@_@ts
var page = () => csp_report_exports;
export { page };
