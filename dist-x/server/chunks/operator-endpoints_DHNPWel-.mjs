import "./security-headers_k2nlZ0XP.mjs";
import { n as serverSettings } from "./settings_CBnOorLl.mjs";
import { n as metricsAccess, t as observability } from "./process_Dgy2R7M_.mjs";
import * as v from "valibot";
// src/lib/server/csp-reports.ts
/** A browser's report is well under 1 KiB; a batch of the Reporting API a few. */
var MAX_CSP_REPORT_BYTES = 16384;
var Text = v.pipe(v.string(), v.maxLength(2048));
/** `report-uri`'s form, `Content-Type: application/csp-report`. */
var ReportUriSchema = v.object({ "csp-report": v.object({
	"blocked-uri": v.optional(Text, ""),
	"effective-directive": v.optional(Text),
	"violated-directive": v.optional(Text)
}) });
/** The Reporting API's form, `Content-Type: application/reports+json`: a batch, of which only CSP reports count. */
var ReportToSchema = v.pipe(v.array(v.object({
	type: Text,
	body: v.optional(v.object({
		blockedURL: v.optional(Text, ""),
		effectiveDirective: v.optional(Text)
	}))
})), v.minLength(1), v.maxLength(100));
/** The directives a report may name: any other reads `other`, so the metric's labels stay a fixed set. */
var DIRECTIVES = /* @__PURE__ */ new Set([
	"base-uri",
	"child-src",
	"connect-src",
	"default-src",
	"font-src",
	"form-action",
	"frame-ancestors",
	"frame-src",
	"img-src",
	"manifest-src",
	"media-src",
	"object-src",
	"script-src",
	"script-src-attr",
	"script-src-elem",
	"style-src",
	"style-src-attr",
	"style-src-elem",
	"worker-src",
	"require-trusted-types-for",
	"trusted-types"
]);
function directiveName(given) {
	const name = given?.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? "";
	return DIRECTIVES.has(name) ? name : "other";
}
function blockedOrigin(given) {
	if (/^[a-z-]{1,20}$/i.test(given)) return given.toLowerCase();
	try {
		const url = new URL(given);
		return url.origin === "null" ? `${url.protocol}` : url.origin;
	} catch {
		return "other";
	}
}
/** The violations a report's body holds, or undefined when it is not a CSP report of either form. */
function readCspReport(contentType, body) {
	let json;
	try {
		json = JSON.parse(body);
	} catch {
		return;
	}
	const type = contentType.split(";", 1)[0]?.trim().toLowerCase();
	if (type === "application/csp-report") {
		const parsed = v.safeParse(ReportUriSchema, json);
		if (!parsed.success) return void 0;
		const report = parsed.output["csp-report"];
		return [{
			directive: directiveName(report["effective-directive"] ?? report["violated-directive"]),
			blocked: blockedOrigin(report["blocked-uri"])
		}];
	}
	if (type === "application/reports+json") {
		const parsed = v.safeParse(ReportToSchema, json);
		if (!parsed.success) return void 0;
		return parsed.output.flatMap(({ type: kind, body: report }) => kind === "csp-violation" && report ? [{
			directive: directiveName(report.effectiveDirective),
			blocked: blockedOrigin(report.blockedURL)
		}] : []);
	}
}
/**
* A token bucket for the whole process: `perMinute` reports, refilled evenly, at most `perMinute` at once. A page
* broken for everyone sends a report per visit; a few a second tell the operator all there is to tell.
*/
function createReportBudget(perMinute = 60, now = Date.now) {
	let tokens = perMinute;
	let last = now();
	return { 
	/** Whether one more report may be taken now. */
take() {
		const time = now();
		tokens = Math.min(perMinute, tokens + (time - last) * perMinute / 6e4);
		last = time;
		if (tokens < 1) return false;
		tokens -= 1;
		return true;
	} };
}
// src/lib/server/observability/operator-endpoints.ts
/** What src/pages/metrics.ts and csp-report.ts answer: short plain texts, never cached. */
function plain(status, text, headers = {}) {
	return new Response(text, {
		status,
		headers: {
			"Content-Type": "text/plain; charset=utf-8",
			"Cache-Control": "no-store",
			...headers
		}
	});
}
/** `GET /metrics`: for this machine's clients, or others with the operator's token (metrics.ts). */
async function answerMetrics(request, clientAddress) {
	const access = metricsAccess(clientAddress, request.headers.get("authorization") ?? void 0, serverSettings().METRICS_TOKEN);
	if (access === 401) return plain(401, "The metrics need a token.", { "WWW-Authenticate": "Bearer" });
	if (access === 403) return plain(403, "The metrics are not for this client.");
	const { registry } = observability().metrics;
	return new Response(await registry.metrics(), { headers: {
		"Content-Type": registry.contentType,
		"Cache-Control": "no-store"
	} });
}
/** Reports for the whole process, whichever browsers send them (csp-reports.ts). */
var cspReportBudget = createReportBudget();
/** The request's body as text, or undefined past `maxBytes` (declared or sent), of which no more is read. */
async function readBounded(request, maxBytes) {
	if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return void 0;
	if (!request.body) return "";
	const chunks = [];
	let size = 0;
	for await (const chunk of request.body) {
		size += chunk.length;
		if (size > maxBytes) return void 0;
		chunks.push(chunk);
	}
	return Buffer.concat(chunks).toString("utf8");
}
/**
* `POST /csp-report`: a browser's report of what the page's policy blocked (csp-reports.ts): one log line and one count
* per violation, within a size and a rate for the whole process.
*/
async function answerCspReport(request) {
	const { logger, metrics } = observability();
	if (!cspReportBudget.take()) {
		metrics.cspRefused("rate");
		return plain(429, "Too many reports.", { "Retry-After": "60" });
	}
	const body = await readBounded(request, MAX_CSP_REPORT_BYTES);
	if (body === void 0) {
		metrics.cspRefused("size");
		return plain(413, `A report must be at most ${MAX_CSP_REPORT_BYTES} bytes.`);
	}
	const violations = readCspReport(request.headers.get("content-type") ?? "", body);
	if (!violations) {
		metrics.cspRefused("invalid");
		return plain(400, "This is not a CSP report.");
	}
	const reqId = request.headers.get("x-request-id") ?? void 0;
	for (const { directive, blocked } of violations) {
		metrics.cspReport(directive);
		logger.warn({
			reqId,
			directive,
			blocked
		}, "csp violation");
	}
	return new Response(null, {
		status: 204,
		headers: { "Cache-Control": "no-store" }
	});
}
/** A 405 naming the methods an operator's address takes. */
function methodNotAllowed(method, allowed) {
	return plain(405, `${method} is not allowed here: this address answers ${allowed}.`, { Allow: allowed });
}
export { answerMetrics as n, methodNotAllowed as r, answerCspReport as t };
