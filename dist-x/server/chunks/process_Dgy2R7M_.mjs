import { t as databaseOutage } from "./outage_SE5QDoyk.mjs";
import { a as onSignal, c as watchedPools, l as watchedRenders, n as serverSettings } from "./settings_CBnOorLl.mjs";
import { timingSafeEqual } from "node:crypto";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { hostname } from "node:os";
import pino from "pino";
// src/lib/server/observability/metrics.ts
var UNAVAILABLE_KINDS = [
	"unreachable",
	"busy",
	"full",
	"read-only",
	"io-error"
];
/**
* The server's Prometheus metrics. Every label value comes from a fixed set (route patterns from route-pattern.ts,
* methods, status codes, cache outcomes), so that no request, however unusual its address, adds a series.
*/
function createMetrics({ databaseUnavailable } = {}) {
	const registry = new Registry();
	collectDefaultMetrics({ register: registry });
	if (databaseUnavailable) new Gauge({
		name: "storefront_database_unavailable",
		help: "Whether the database is unavailable this way now (1) or not (0), as the outage log says.",
		labelNames: ["kind"],
		registers: [registry],
		collect() {
			const now = new Set(databaseUnavailable());
			for (const kind of UNAVAILABLE_KINDS) this.set({ kind }, now.has(kind) ? 1 : 0);
		}
	});
	const writesRefused = new Counter({
		name: "storefront_write_limit_refusals_total",
		help: "Customers' write attempts refused 429 by their per-minute limit, by kind (cart, order, address).",
		labelNames: ["kind"],
		registers: [registry]
	});
	const ordersPlaced = new Counter({
		name: "storefront_orders_placed_total",
		help: "Orders placed (a retry with the same Idempotency-Key is not counted again).",
		registers: [registry]
	});
	const tokensRefused = new Counter({
		name: "storefront_token_verification_failures_total",
		help: "Sign-in tokens refused, by reason: invalid, session-ended, not-accepted, firebase-unavailable.",
		labelNames: ["reason"],
		registers: [registry]
	});
	const queries = new Histogram({
		name: "storefront_database_query_duration_seconds",
		help: "Time of each database statement (connections and transactions included), by outcome.",
		labelNames: ["outcome"],
		buckets: [
			5e-4,
			.001,
			.0025,
			.005,
			.01,
			.025,
			.05,
			.1,
			.25,
			.5,
			1,
			2.5,
			5
		],
		registers: [registry]
	});
	new Gauge({
		name: "storefront_database_pool_connections",
		help: "PostgreSQL pool connections by state (open, idle) and requests waiting for one (waiting); none on SQLite.",
		labelNames: ["state"],
		registers: [registry],
		collect() {
			const pools = watchedPools();
			const sum = (count) => pools.reduce((total, pool) => total + count(pool), 0);
			this.set({ state: "open" }, sum((pool) => pool.totalCount));
			this.set({ state: "idle" }, sum((pool) => pool.idleCount));
			this.set({ state: "waiting" }, sum((pool) => pool.waitingCount));
		}
	});
	new Gauge({
		name: "storefront_page_renders",
		help: "Page renders running now, and waiting their turn (src/middleware.ts renders two at once).",
		labelNames: ["state"],
		registers: [registry],
		collect() {
			const { running, waiting } = watchedRenders();
			this.set({ state: "running" }, running);
			this.set({ state: "waiting" }, waiting);
		}
	});
	const rendersRefused = new Counter({
		name: "storefront_page_render_refusals_total",
		help: "Pages answered 503 busy without a render, by reason: queue-full, waited-too-long.",
		labelNames: ["reason"],
		registers: [registry]
	});
	onSignal((event) => {
		if (event.kind === "write-refused") writesRefused.inc({ kind: event.write });
		else if (event.kind === "render-refused") rendersRefused.inc({ reason: event.reason });
		else if (event.kind === "order-placed") ordersPlaced.inc();
		else if (event.kind === "token-refused") tokensRefused.inc({ reason: event.reason });
		else queries.observe({ outcome: event.failed ? "failed" : "answered" }, event.seconds);
	});
	const requests = new Counter({
		name: "storefront_http_requests_total",
		help: "Requests answered, by route pattern, method and status.",
		labelNames: [
			"route",
			"method",
			"status"
		],
		registers: [registry]
	});
	const duration = new Histogram({
		name: "storefront_http_request_duration_seconds",
		help: "Time from a request to the end of its answer, by route pattern.",
		labelNames: ["route"],
		buckets: [
			.001,
			.0025,
			.005,
			.01,
			.025,
			.05,
			.1,
			.25,
			.5,
			1,
			2.5,
			5,
			10
		],
		registers: [registry]
	});
	const cache = new Counter({
		name: "storefront_cache_answers_total",
		help: "Answers from the server's page and catalog caches, by outcome (HIT, MISS, STALE).",
		labelNames: ["outcome"],
		registers: [registry]
	});
	const cspReports = new Counter({
		name: "storefront_csp_reports_total",
		help: "Content-Security-Policy violations browsers reported, by directive.",
		labelNames: ["directive"],
		registers: [registry]
	});
	const cspRefused = new Counter({
		name: "storefront_csp_reports_refused_total",
		help: "CSP reports refused: past the rate (rate), too large (size), or not a report (invalid).",
		labelNames: ["reason"],
		registers: [registry]
	});
	return {
		registry,
		/** Counts one reported violation (`directive` from csp-reports.ts's fixed set). */
		cspReport(directive) {
			cspReports.inc({ directive });
		},
		cspRefused(reason) {
			cspRefused.inc({ reason });
		},
		/** Counts one finished request. */
		observe({ route, method, status, seconds, cacheOutcome }) {
			requests.inc({
				route,
				method: knownMethod(method),
				status: String(status)
			});
			duration.observe({ route }, seconds);
			if (cacheOutcome && CACHE_OUTCOMES.has(cacheOutcome)) cache.inc({ outcome: cacheOutcome });
		}
	};
}
var CACHE_OUTCOMES = /* @__PURE__ */ new Set([
	"HIT",
	"MISS",
	"STALE"
]);
var METHODS = /* @__PURE__ */ new Set([
	"GET",
	"HEAD",
	"POST",
	"PUT",
	"PATCH",
	"DELETE",
	"OPTIONS"
]);
/** A method label from a fixed set: Node accepts dozens of methods, and a client may send any of them. */
function knownMethod(method) {
	return METHODS.has(method) ? method : "other";
}
var LOOPBACK = /* @__PURE__ */ new Set([
	"127.0.0.1",
	"::1",
	"::ffff:127.0.0.1"
]);
/**
* Whether a client may read the metrics: one on this machine always (a Prometheus agent beside the instance), any
* other only with `Authorization: Bearer <METRICS_TOKEN>`, and none when no token is set. 401 asks for the token,
* 403 refuses a wrong one.
*/
function metricsAccess(remoteAddress, authorization, token) {
	if (remoteAddress !== void 0 && LOOPBACK.has(remoteAddress)) return 200;
	if (!token) return 403;
	if (!authorization) return 401;
	const given = Buffer.from(authorization);
	const expected = Buffer.from(`Bearer ${token}`);
	return given.length === expected.length && timingSafeEqual(given, expected) ? 200 : 403;
}
// src/lib/server/observability/logger.ts
/**
* The server's JSON log: one object a line on standard output, with the time as ISO 8601 and the instance that wrote
* it, so that lines from several instances can be merged and told apart. Nothing logged here carries a body, a header
* or a raw query: callers hand only named fields (request-log.ts redacts the path). No pino `redact` paths: they
* doubled the cost of a line (docs/performance.md), and no caller hands a header or a body to redact.
*/
function createLogger(instance, destination) {
	return pino({
		base: { instance },
		timestamp: isoTimeByMillisecond(),
		formatters: { level: (label) => ({ level: label }) }
	}, destination ?? bufferedStdout());
}
/**
* pino's `isoTime`, formatted once per millisecond rather than once per line: a busy server writes several lines in
* the same millisecond, and formatting a date is a good part of a line's cost.
*/
function isoTimeByMillisecond(now = Date.now) {
	let formattedAt = NaN;
	let field = "";
	return () => {
		const time = now();
		if (time !== formattedAt) {
			formattedAt = time;
			field = `,"time":"${new Date(time).toISOString()}"`;
		}
		return field;
	};
}
/** Written when 4 KiB are waiting; what is left waiting, within a second. */
var BUFFER_BYTES = 4096;
var FLUSH_MS = 1e3;
/**
* Standard output written in blocks of a few KiB, at least once a second, as nginx buffers its access log: a write
* per line cost a third of the pages' throughput (docs/performance.md). pino writes what is waiting when the process
* exits.
*/
function bufferedStdout() {
	const stdout = pino.destination({
		dest: 1,
		sync: false,
		minLength: BUFFER_BYTES
	});
	setInterval(() => stdout.flush(), FLUSH_MS).unref();
	return stdout;
}
/** `host:port`, which tells instances apart on one machine and across machines. */
function instanceName(port) {
	return `${hostname()}:${port}`;
}
// src/lib/server/observability/request-log.ts
var EMAIL = /[^\s/?&=#]+(?:@|%40)[^\s/?&=#]+/gi;
/** Query parameters that name a customer: their value never reaches a log. */
var PRIVATE_PARAMS = /([?&](?:user-id|userId|email|token)=)[^&#]*/gi;
/** The path as a log may show it: the customer's id and any email address replaced. */
function redactPath(url) {
	if (!url.includes("=") && !url.includes("@") && !url.includes("%40")) return url;
	return url.replace(PRIVATE_PARAMS, "$1[redacted]").replace(EMAIL, "[email]");
}
/** Writes one line per finished request (`msg: "request"`), or nothing when the setting turned them off. */
function requestLog(logger, enabled) {
	return (request) => {
		if (!enabled) return;
		logger.info({
			reqId: request.id,
			method: request.method,
			route: request.route,
			path: redactPath(request.url),
			status: request.status,
			durationMs: Math.round(request.durationMs * 10) / 10,
			...request.cache ? { cache: request.cache } : {},
			...request.aborted ? { aborted: true } : {}
		}, "request");
	};
}
// src/lib/server/observability/process.ts
/**
* The process's one log and one set of metrics, made on first use: the Node server (src/lib/server/node/) writes a
* line and counts every request with them, and the endpoints (`/metrics`, `/csp-report`) read and add to the same
* ones. They describe this process alone: each instance is scraped and logs on its own.
*/
var made;
function make() {
	const logger = createLogger(instanceName(process.env["PORT"] ?? 4321));
	return {
		logger,
		logRequest: requestLog(logger, serverSettings().LOG_REQUESTS),
		metrics: createMetrics({ databaseUnavailable: () => databaseOutage.current() })
	};
}
function observability() {
	made ??= make();
	return made;
}
export { metricsAccess as n, observability as t };
