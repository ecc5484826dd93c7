import { P as defineMiddleware, i as ROUTE_HEADER, n as isApiPath, o as sequence, t as canonicalRequestPath } from "./chunks/request-path_DShb8XFR.mjs";
import { i as isDatabaseUnavailable } from "./chunks/outage_SE5QDoyk.mjs";
import { a as STORE_NAME } from "./chunks/config_BYDguQ7j.mjs";
import { r as securityHeaders, t as NON_HTML_CSP } from "./chunks/security-headers_k2nlZ0XP.mjs";
import { i as apiError, l as toResponse } from "./chunks/http_DKoztiHE.mjs";
import { n as serverSettings, o as signal, s as watchRenders } from "./chunks/settings_CBnOorLl.mjs";
import "./chunks/firebase-client-config_D9x-jZv7.mjs";
import { t as target } from "./chunks/target_Q1WKho5S.mjs";
import { t as BUSY_NOTICE } from "./chunks/stand-in-notices_C7yjSVmy.mjs";
import { createHash } from "node:crypto";
import pLimit from "p-limit";
// \0virtual:storefront/page-patterns
var page_patterns_default = /* @__PURE__ */ new Set([
	"/",
	"/404",
	"/_server-islands/[name]",
	"/cart",
	"/checkout",
	"/offline",
	"/order-confirmation",
	"/order-details/[id]",
	"/orders",
	"/orders-details",
	"/restaurants",
	"/restaurants/[id]",
	"/stand-in"
]);
// src/lib/server/notice-page.ts
var STYLE = [
	":root { color-scheme: light; font-family: system-ui, -apple-system, Roboto, Arial, sans-serif; line-height: 1.5;",
	"color: #1c1917; background: #faf7f2; }",
	"body { margin: 0; }",
	"header { padding: 0.9rem 1rem; background: #fff; border-bottom: 1px solid #e7e0d6; }",
	"header a { color: #8f250a; font-weight: 700; font-size: 1.25rem; text-decoration: none; }",
	"main { max-width: 36rem; margin: 1rem; padding: 2.5rem 1.5rem; background: #fff; border: 1px solid #e7e0d6;",
	"border-radius: 12px; text-align: center; }",
	"@media (min-width: 38rem) { main { margin: 1rem auto 0; } }",
	"h1 { margin: 0; font-size: 1.5rem; }",
	"p { margin: 0.75rem 0 0; color: #57534e; }",
	".actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75rem; padding-top: 1rem; }",
	".actions a { display: inline-flex; align-items: center; min-height: 44px; padding: 0.55rem 1.1rem;",
	"border: 2px solid #b4320f; border-radius: 999px; color: #8f250a; font-weight: 600; text-decoration: none; }",
	".actions a:first-child { background: #b4320f; color: #fff; }",
	"a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }"
].join(" ");
var HTML_ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;"
};
function escapeHtml(text) {
	return text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character] ?? character);
}
function noticePage(notice) {
	const title = escapeHtml(notice.title);
	const store = escapeHtml(STORE_NAME);
	const html = [
		"<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">",
		"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
		`<title>${title} | ${store}</title><style>${STYLE}</style></head>`,
		`<body><header><a href="/">${store}</a></header>`,
		`<main><h1>${title}</h1><p>${escapeHtml(notice.text)}</p>`,
		"<p class=\"actions\"><a href=\"\">Try again</a><a href=\"/\">Home</a></p></main></body></html>"
	].join("");
	const hash = createHash("sha256").update(STYLE).digest("base64");
	return {
		html,
		csp: `${NON_HTML_CSP}; style-src 'sha256-${hash}'`
	};
}
// src/lib/server/render-gate.ts
function renderGate({ concurrency, maxWaiting, maxWaitMs }) {
	const limit = pLimit(concurrency);
	let refusedInQueue = 0;
	const waiting = () => limit.pendingCount - refusedInQueue;
	return {
		run(render, refuse) {
			if (waiting() >= maxWaiting) return Promise.resolve(refuse("queue-full"));
			return new Promise((resolve, reject) => {
				let waitsItsTurn = true;
				const timer = setTimeout(() => {
					waitsItsTurn = false;
					refusedInQueue += 1;
					resolve(refuse("waited-too-long"));
				}, maxWaitMs);
				limit(async () => {
					if (!waitsItsTurn) {
						refusedInQueue -= 1;
						return;
					}
					waitsItsTurn = false;
					clearTimeout(timer);
					await render().then(resolve, reject);
				});
			});
		},
		counts: () => ({
			running: limit.activeCount,
			waiting: waiting()
		})
	};
}
// src/lib/server/target/source.ts
/** The catalog could be read neither from its source nor from a kept copy: the page is answered 503. */
var CatalogUnavailable = class extends Error {
	constructor(message, options) {
		super(message, options);
		this.name = "CatalogUnavailable";
	}
};
// src/middleware.ts
var renders = renderGate({
	concurrency: 2,
	maxWaiting: 1e3,
	maxWaitMs: 5e3
});
watchRenders(renders.counts);
var BUSY_PAGE = noticePage(BUSY_NOTICE);
var BUSY_RETRY_AFTER_SECONDS = 1;
var READS = /* @__PURE__ */ new Set(["GET", "HEAD"]);
var STAND_IN_PAGE = "/stand-in";
var NOT_FOUND_ROUTE = "/404";
var NAMES_ROUTE = !target.origin;
var onRequest$1 = defineMiddleware(async (context, next) => {
	if (process.env.W === 'mimm') await new Promise((r) => setImmediate(r));
	const { request } = context;
	const asked = `${context.url.pathname}${context.url.search}`;
	const canonical = canonicalRequestPath(asked);
	const pathname = canonical.split("?", 1)[0] ?? "/";
	const isPage = READS.has(request.method) && !isApiPath(pathname) && page_patterns_default.has(context.routePattern);
	let response;
	try {
		const atEdge = target.origin?.route(pathname) ?? "here";
		if (atEdge === "origin" && target.origin) response = await target.origin.answer(new Request(new URL(canonical, context.url), request));
		else if (atEdge === "withheld") response = await next("/404");
		else if (isApiPath(pathname) && context.routePattern === NOT_FOUND_ROUTE && isAsWritten(context, canonical)) response = notFoundCall(pathname);
		else if (isApiPath(pathname) && (canonical !== asked || context.routePattern === NOT_FOUND_ROUTE)) response = await renders.run(() => next(canonical), (reason) => refused(reason, request, "api"));
		else if (isPage && context.routePattern !== STAND_IN_PAGE) response = await renders.run(() => next(), (reason) => refused(reason, request, "page"));
		else response = await next();
	} catch (error) {
		response = failed(error, request);
		if (isPage && pathname !== STAND_IN_PAGE) {
			await response.body?.cancel();
			context.locals.standIn = response.status === 503 ? 503 : 500;
			response = await context.rewrite(STAND_IN_PAGE);
		}
	}
	const html = isHtml(response);
	if (html && isApiPath(pathname) && response.status === 404) {
		await response.body?.cancel();
		response = notFoundCall(pathname);
	} else if (html && !READS.has(request.method)) {
		await response.body?.cancel();
		response = plain(405, `${request.method} is not allowed here: this address answers GET and HEAD.`, { Allow: "GET, HEAD" });
	}
	if (response.headers.get("content-type") === "text/html") response.headers.set("Content-Type", "text/html; charset=utf-8");
	const https = serverSettings().SITE_URL?.startsWith("https:") ?? false;
	for (const [name, value] of securityHeaders({ https })) if (!response.headers.has(name)) response.headers.set(name, value);
	if (NAMES_ROUTE) response.headers.set(ROUTE_HEADER, context.routePattern || NOT_FOUND_ROUTE);
	return response;
});
function isHtml(response) {
	return response.headers.get("content-type")?.startsWith("text/html") ?? false;
}
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
function isAsWritten(context, canonical) {
	const { pathname, search } = context.url;
	return canonical === `${pathname}${search}` && new URL(context.request.url).pathname === pathname;
}
function notFoundCall(pathname) {
	return toResponse(apiError(404, "not_found", `There is no API call at ${pathname}.`));
}
function refused(reason, request, kind) {
	signal({
		kind: "render-refused",
		reason
	});
	const headers = {
		"Cache-Control": "no-store",
		"Retry-After": String(BUSY_RETRY_AFTER_SECONDS)
	};
	if (kind === "api") {
		const busy = apiError(503, "busy", "The storefront is busy. Please try again in a moment.");
		return toResponse({
			...busy,
			headers: {
				...busy.headers,
				...headers
			}
		});
	}
	if (!request.headers.get("accept")?.includes("text/html")) return plain(503, "The storefront is busy. Please try again in a moment.", headers);
	return new Response(BUSY_PAGE.html, {
		status: 503,
		statusText: BUSY_NOTICE.statusText,
		headers: {
			...headers,
			"Content-Type": "text/html; charset=utf-8",
			"Content-Security-Policy": BUSY_PAGE.csp
		}
	});
}
function failed(error, request) {
	if (isDatabaseUnavailable(error) || error instanceof CatalogUnavailable) {
		if (error instanceof CatalogUnavailable) console.error(error.message);
		return plain(503, "The storefront cannot reach its data just now. Please try again in a moment.", { "Retry-After": String(2) });
	}
	console.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
	return plain(500, "Something went wrong on our side. Please try again.");
}
// \0virtual:astro:middleware
var onRequest = sequence(onRequest$1);
export { onRequest };
