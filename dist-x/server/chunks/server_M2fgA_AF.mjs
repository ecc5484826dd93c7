import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import "./identity_DCxSY90d.mjs";
import { $ as AstroError, B as PrerenderClientAddressNotAvailable, D as MiddlewareNotAResponse, E as MiddlewareNoDataOrNextCalled, J as StaticClientAddressNotAvailable, K as SessionStorageInitError, P as NoManifestAvailable, Q as i18nNoLocaleFoundInPath, T as LocalsReassigned, U as ReservedSlotName, W as ResponseSentError, a as ClientAddressNotAvailable, et as isAstroError, i as CacheNotEnabled, n as ActionsReturnedInvalidDataError, p as ForbiddenRewrite, q as SessionStorageSaveError, r as AstroResponseHeadersReassigned, t as ActionNotFoundError, w as LocalsNotAnObject } from "./errors-data_DRU0rb8p.mjs";
import { A as ASTRO_ERROR_HEADER, C as isRenderInstruction, F as clientAddressSymbol, I as fetchStateSymbol, L as nodeRequestAbortControllerCleanupSymbol, N as REDIRECT_STATUS_CODES, P as REROUTABLE_STATUS_CODES, R as originPathnameSymbol, T as pushDirective, a as isRoute404, g as decodeKey, i as renderPage, j as ASTRO_GENERATOR, k as renderEndpoint, m as isRenderTemplateResult, o as isRoute500, p as renderSlotToString, s as renderJSX, u as chunkToString, v as generateCspDigest, w as normalizeCspResourceEntry, z as responseSentSymbol$1 } from "./server_CpRLxZws.mjs";
import { d as prependForwardSlash$1, f as removeLeadingForwardSlash, g as stripRequestBase, h as slash, i as collapseDuplicateTrailingSlashes, m as removeTrailingForwardSlash, o as hasFileExtension, r as collapseDuplicateSlashes, s as isInternalPath, t as appendForwardSlash, u as joinPaths } from "./path_DWM4um2w.mjs";
import { A as BodySizeLimitError, C as routeHasHtmlExtension, D as pathHasLocale, E as normalizeThePath, M as createAsyncManifestMemo, N as createManifestMemo, O as DEFAULT_404_ROUTE, P as defineMiddleware, S as getDefaultStatusCode, T as normalizeTheLocale, _ as MultiLevelEncodingError, b as getCustom404Route, c as getProps, d as getLogger, f as getResolvedLogger, g as setOriginPathname, h as getOriginPathname, i as ROUTE_HEADER, j as readBodyWithLimit, k as SERVER_ISLAND_COMPONENT, l as getRouteCache, m as copyRequest, n as isApiPath, o as sequence, p as getEnvironment, s as getParams, u as getRouteGenerator, v as validateAndDecodePathname, w as getErrorRoutePath, x as getCustom500Route, y as shouldAppendForwardSlash } from "./request-path_DShb8XFR.mjs";
import { n as matchPattern } from "./remote_Cac2Oznb.mjs";
import { n as AstroIntegrationLogger, r as astroToRuntimeLogger } from "./console_CdBwB1iU.mjs";
import { i as setSecurityHeaders, n as SERVICE_WORKER_CSP, r as securityHeaders } from "./security-headers_k2nlZ0XP.mjs";
import { i as preferredEncoding, n as freshAnswer } from "./route-cache-provider_DQeWzvn3.mjs";
import { n as getDb, t as closeConnection } from "./db_BdanbxxL.mjs";
import { n as serverSettings } from "./settings_CBnOorLl.mjs";
import { n as reportShuttingDown } from "./health_CpQW7Cji.mjs";
import { t as observability } from "./process_Dgy2R7M_.mjs";
import { i as apiError, n as MAX_BODY_BYTES } from "./http_DKoztiHE.mjs";
import url from "node:url";
import { createReadStream, readdirSync } from "node:fs";
import colors from "piccolore";
import { escape } from "html-escaper";
import { randomUUID } from "node:crypto";
import path, { extname } from "node:path";
import React, { createElement, memo } from "react";
import "node:os";
import http, { STATUS_CODES } from "node:http";
import ReactDOM from "react-dom/server";
import picomatch from "picomatch";
import { parse, stringify, unflatten } from "devalue";
import { parseCookie, stringifySetCookie } from "cookie";
import { createStorage } from "unstorage";
import { AsyncLocalStorage } from "node:async_hooks";
import { Readable } from "node:stream";
import { Http2ServerResponse } from "node:http2";
import "node:https";
import "server-destroy";
import send from "send";
import { contentType } from "mime-types";
import { Server } from "node:net";
// node_modules/astro/dist/core/routing/pattern.js
function getPattern(segments, base, addTrailingSlash) {
	const pathname = segments.map((segment) => {
		if (segment.length === 1 && segment[0].spread) return "(?:\\/(.*?))?";
		else return "\\/" + segment.map((part) => {
			if (part.spread) return "(.*?)";
			else if (part.dynamic) return "([^/]+?)";
			else return part.content.normalize().replace(/\?/g, "%3F").replace(/#/g, "%23").replace(/%5B/g, "[").replace(/%5D/g, "]").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
		}).join("");
	}).join("");
	const trailing = addTrailingSlash && segments.length ? getTrailingSlashPattern(addTrailingSlash) : "$";
	let initial = "\\/";
	if (addTrailingSlash === "never" && base !== "/" && pathname !== "") initial = "";
	return new RegExp(`^${pathname || initial}${trailing}`);
}
function getTrailingSlashPattern(addTrailingSlash) {
	if (addTrailingSlash === "always") return "\\/$";
	if (addTrailingSlash === "never") return "$";
	return "\\/?$";
}
// node_modules/astro/dist/core/middleware/noop-middleware.js
var NOOP_MIDDLEWARE_FN = async (_ctx, next) => {
	return await next();
};
// node_modules/astro/dist/core/app/manifest.js
function deserializeManifest(serializedManifest, routesList) {
	const routes = [];
	if (serializedManifest.routes) for (const serializedRoute of serializedManifest.routes) routes.push({
		...serializedRoute,
		routeData: deserializeRouteData(serializedRoute.routeData)
	});
	if (routesList) for (const route of routesList?.routes) routes.push({
		file: "",
		links: [],
		scripts: [],
		styles: [],
		routeData: route
	});
	const assets = new Set(serializedManifest.assets);
	const componentMetadata = new Map(serializedManifest.componentMetadata);
	const inlinedScripts = new Map(serializedManifest.inlinedScripts);
	const clientDirectives = new Map(serializedManifest.clientDirectives);
	const key = decodeKey(serializedManifest.key);
	return {
		middleware() {
			return { onRequest: NOOP_MIDDLEWARE_FN };
		},
		...serializedManifest,
		rootDir: new URL(serializedManifest.rootDir),
		srcDir: new URL(serializedManifest.srcDir),
		publicDir: new URL(serializedManifest.publicDir),
		outDir: new URL(serializedManifest.outDir),
		cacheDir: new URL(serializedManifest.cacheDir),
		buildClientDir: new URL(serializedManifest.buildClientDir),
		buildServerDir: new URL(serializedManifest.buildServerDir),
		assets,
		componentMetadata,
		inlinedScripts,
		clientDirectives,
		routes,
		key
	};
}
function deserializeRouteData(rawRouteData) {
	return {
		route: rawRouteData.route,
		type: rawRouteData.type,
		pattern: new RegExp(rawRouteData.pattern),
		params: rawRouteData.params,
		component: rawRouteData.component,
		pathname: rawRouteData.pathname || void 0,
		segments: rawRouteData.segments,
		prerender: rawRouteData.prerender,
		redirect: rawRouteData.redirect,
		redirectRoute: rawRouteData.redirectRoute ? deserializeRouteData(rawRouteData.redirectRoute) : void 0,
		fallbackRoutes: rawRouteData.fallbackRoutes.map((fallback) => {
			return deserializeRouteData(fallback);
		}),
		isIndex: rawRouteData.isIndex,
		origin: rawRouteData.origin,
		distURL: rawRouteData.distURL
	};
}
function deserializeRouteInfo(rawRouteInfo) {
	return {
		styles: rawRouteInfo.styles,
		file: rawRouteInfo.file,
		links: rawRouteInfo.links,
		scripts: rawRouteInfo.scripts,
		routeData: deserializeRouteData(rawRouteInfo.routeData)
	};
}
// \0astro:react:opts
var _astro_react_opts_default = {
	include: void 0,
	exclude: void 0,
	experimentalReactChildren: false,
	experimentalDisableStreaming: false
};
// node_modules/@astrojs/react/dist/context.js
var contexts = /* @__PURE__ */ new WeakMap();
var ID_PREFIX = "r";
function getContext(rendererContextResult) {
	if (contexts.has(rendererContextResult)) return contexts.get(rendererContextResult);
	const ctx = {
		currentIndex: 0,
		get id() {
			return ID_PREFIX + this.currentIndex.toString();
		}
	};
	contexts.set(rendererContextResult, ctx);
	return ctx;
}
function incrementId(rendererContextResult) {
	const ctx = getContext(rendererContextResult);
	const id = ctx.id;
	ctx.currentIndex++;
	return id;
}
// node_modules/@astrojs/react/dist/static-html.js
var StaticHtml = ({ value, name, hydrate = true }) => {
	if (value == null || value.trim() === "") return null;
	return createElement(hydrate ? "astro-slot" : "astro-static-slot", {
		name,
		suppressHydrationWarning: true,
		dangerouslySetInnerHTML: { __html: value }
	});
};
var static_html_default = memo(StaticHtml, () => true);
// node_modules/@astrojs/internal-helpers/dist/create-filter.js
function ensureArray(thing) {
	if (Array.isArray(thing)) return thing;
	if (thing == null) return [];
	return [thing];
}
function toMatcher(pattern) {
	if (pattern instanceof RegExp) return pattern;
	const normalized = slash(pattern);
	const fn = picomatch(normalized, { dot: true });
	return { test: (what) => fn(what) };
}
function createFilter(include, exclude) {
	const includeMatchers = ensureArray(include).map(toMatcher);
	const excludeMatchers = ensureArray(exclude).map(toMatcher);
	if (!includeMatchers.length && !excludeMatchers.length) return (id) => typeof id === "string" && !id.includes("\0");
	return function(id) {
		if (typeof id !== "string") return false;
		if (id.includes("\0")) return false;
		const pathId = slash(id);
		for (const matcher of excludeMatchers) {
			if (matcher instanceof RegExp) matcher.lastIndex = 0;
			if (matcher.test(pathId)) return false;
		}
		for (const matcher of includeMatchers) {
			if (matcher instanceof RegExp) matcher.lastIndex = 0;
			if (matcher.test(pathId)) return true;
		}
		return !includeMatchers.length;
	};
}
// node_modules/@astrojs/react/dist/server.js
var slotName = (str) => str.trim().replace(/[-_]([a-z])/g, (_, w) => w.toUpperCase());
var reactTypeof = /* @__PURE__ */ Symbol.for("react.element");
var reactTransitionalTypeof = /* @__PURE__ */ Symbol.for("react.transitional.element");
var filter = _astro_react_opts_default?.include || _astro_react_opts_default?.exclude ? createFilter(_astro_react_opts_default.include, _astro_react_opts_default.exclude) : null;
async function check(Component, props, children, metadata) {
	if (typeof Component === "object") return Component["$$typeof"]?.toString().slice(7).startsWith("react") ?? false;
	if (typeof Component !== "function") return false;
	if (Component.name === "QwikComponent") return false;
	if (typeof Component === "function" && Component["$$typeof"] === /* @__PURE__ */ Symbol.for("react.forward_ref")) return false;
	if (Component.prototype != null && typeof Component.prototype.render === "function") return React.Component.isPrototypeOf(Component) || React.PureComponent.isPrototypeOf(Component);
	if (filter && metadata?.componentUrl && !filter(metadata.componentUrl)) return false;
	let isReactComponent = false;
	function Tester(...args) {
		try {
			const vnode = Component(...args);
			if (vnode && (vnode["$$typeof"] === reactTypeof || vnode["$$typeof"] === reactTransitionalTypeof)) isReactComponent = true;
		} catch {}
		return React.createElement("div");
	}
	await renderToStaticMarkup.call(this, Tester, props, children);
	return isReactComponent;
}
async function getNodeWritable() {
	let { Writable } = await import(
		/* @vite-ignore */
		"node:stream"
);
	return Writable;
}
function needsHydration(metadata) {
	return metadata?.astroStaticSlot ? !!metadata.hydrate : true;
}
async function renderToStaticMarkup(Component, props, { default: children, ...slotted }, metadata) {
	let prefix;
	if (this && this.result) prefix = incrementId(this.result);
	const attrs = { prefix };
	delete props["class"];
	const slots = {};
	for (const [key, value] of Object.entries(slotted)) {
		const name = slotName(key);
		slots[name] = React.createElement(static_html_default, {
			hydrate: needsHydration(metadata),
			value,
			name
		});
	}
	const newProps = {
		...props,
		...slots
	};
	const newChildren = children ?? props.children;
	if (children && _astro_react_opts_default.experimentalReactChildren) {
		attrs["data-react-children"] = true;
		newProps.children = (await import("./vnode-children_C4hxNQje.mjs").then((mod) => mod.default))(children);
	} else if (newChildren != null) newProps.children = React.createElement(static_html_default, {
		hydrate: needsHydration(metadata),
		value: newChildren
	});
	const formState = this ? await getFormState(this) : void 0;
	if (formState) {
		attrs["data-action-result"] = JSON.stringify(formState[0]);
		attrs["data-action-key"] = formState[1];
		attrs["data-action-name"] = formState[2];
	}
	const vnode = React.createElement(Component, newProps);
	const renderOptions = {
		identifierPrefix: prefix,
		formState
	};
	let html;
	if (_astro_react_opts_default.experimentalDisableStreaming) html = ReactDOM.renderToString(vnode);
	else if ("renderToReadableStream" in ReactDOM) html = await renderToReadableStreamAsync(vnode, renderOptions);
	else html = await renderToPipeableStreamAsync(vnode, renderOptions);
	html = html.replace(/<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g, "");
	return {
		html,
		attrs
	};
}
async function getFormState({ result }) {
	const { request, actionResult } = result;
	if (!actionResult) return void 0;
	if (!isFormRequest(request.headers.get("content-type"))) return void 0;
	const { searchParams } = new URL(request.url);
	const actionKey = (await request.clone().formData()).get("$ACTION_KEY")?.toString();
	const actionName = searchParams.get("_action");
	if (!actionKey || !actionName) return void 0;
	return [
		actionResult,
		actionKey,
		actionName
	];
}
async function renderToPipeableStreamAsync(vnode, options) {
	const Writable = await getNodeWritable();
	let html = "";
	return new Promise((resolve, reject) => {
		let error = void 0;
		let stream = ReactDOM.renderToPipeableStream(vnode, {
			...options,
			onError(err) {
				error = err;
				reject(error);
			},
			onAllReady() {
				stream.pipe(new Writable({
					write(chunk, _encoding, callback) {
						html += chunk.toString("utf-8");
						callback();
					},
					destroy() {
						resolve(html);
					}
				}));
			}
		});
	});
}
async function readResult(stream) {
	const reader = stream.getReader();
	let result = "";
	const decoder = new TextDecoder("utf-8");
	while (true) {
		const { done, value } = await reader.read();
		if (done) {
			if (value) result += decoder.decode(value);
			else decoder.decode(/* @__PURE__ */ new Uint8Array());
			return result;
		}
		result += decoder.decode(value, { stream: true });
	}
}
async function renderToReadableStreamAsync(vnode, options) {
	return await readResult(await ReactDOM.renderToReadableStream(vnode, options));
}
var formContentTypes$1 = ["application/x-www-form-urlencoded", "multipart/form-data"];
function isFormRequest(contentType) {
	const type = contentType?.split(";")[0].toLowerCase();
	return formContentTypes$1.some((t) => type === t);
}
// \0virtual:astro:renderers
var renderers = [Object.assign({
	"name": "@astrojs/react",
	"clientEntrypoint": "@astrojs/react/client.js",
	"serverEntrypoint": "@astrojs/react/server.js"
}, { ssr: {
	name: "@astrojs/react",
	check,
	renderToStaticMarkup,
	supportsAstroStaticSlot: true
} })];
[
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"type": "page",
			"component": "_server-islands.astro",
			"params": ["name"],
			"segments": [[{
				"content": "_server-islands",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "name",
				"dynamic": true,
				"spread": false
			}]],
			"pattern": "^\\/_server-islands\\/([^/]+?)\\/?$",
			"prerender": false,
			"isIndex": false,
			"fallbackRoutes": [],
			"route": "/_server-islands/[name]",
			"origin": "internal",
			"distURL": [],
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/_image",
			"component": "node_modules/astro/dist/assets/endpoint/node.js",
			"params": [],
			"pathname": "/_image",
			"pattern": "^\\/_image\\/?$",
			"segments": [[{
				"content": "_image",
				"dynamic": false,
				"spread": false
			}]],
			"type": "endpoint",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"isIndex": false,
			"origin": "internal",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/404",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/404\\/?$",
			"segments": [[{
				"content": "404",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/404.astro",
			"pathname": "/404",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/address-book-api/delete-address",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/address-book-api\\/delete-address\\/?$",
			"segments": [[{
				"content": "address-book-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "delete-address",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/address-book-api/delete-address.ts",
			"pathname": "/address-book-api/delete-address",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/address-book-api/list-addresses",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/address-book-api\\/list-addresses\\/?$",
			"segments": [[{
				"content": "address-book-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "list-addresses",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/address-book-api/list-addresses.ts",
			"pathname": "/address-book-api/list-addresses",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/address-book-api/save-address",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/address-book-api\\/save-address\\/?$",
			"segments": [[{
				"content": "address-book-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "save-address",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/address-book-api/save-address.ts",
			"pathname": "/address-book-api/save-address",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/cart",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/cart\\/?$",
			"segments": [[{
				"content": "cart",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/cart.astro",
			"pathname": "/cart",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/checkout",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/checkout\\/?$",
			"segments": [[{
				"content": "checkout",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/checkout.astro",
			"pathname": "/checkout",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/csp-report",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/csp-report\\/?$",
			"segments": [[{
				"content": "csp-report",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/csp-report.ts",
			"pathname": "/csp-report",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/healthz",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/healthz\\/?$",
			"segments": [[{
				"content": "healthz",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/healthz.ts",
			"pathname": "/healthz",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/metrics",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/metrics\\/?$",
			"segments": [[{
				"content": "metrics",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/metrics.ts",
			"pathname": "/metrics",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/offline",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/offline\\/?$",
			"segments": [[{
				"content": "offline",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/offline.astro",
			"pathname": "/offline",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/order-confirmation",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/order-confirmation\\/?$",
			"segments": [[{
				"content": "order-confirmation",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/order-confirmation.astro",
			"pathname": "/order-confirmation",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/order-details/[id]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/order-details\\/([^/]+?)\\/?$",
			"segments": [[{
				"content": "order-details",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "id",
				"dynamic": true,
				"spread": false
			}]],
			"params": ["id"],
			"component": "src/pages/order-details/[id].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/order-mgmt-api/get-order-details",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/order-mgmt-api\\/get-order-details\\/?$",
			"segments": [[{
				"content": "order-mgmt-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "get-order-details",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/order-mgmt-api/get-order-details.ts",
			"pathname": "/order-mgmt-api/get-order-details",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/order-mgmt-api/list-orders",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/order-mgmt-api\\/list-orders\\/?$",
			"segments": [[{
				"content": "order-mgmt-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "list-orders",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/order-mgmt-api/list-orders.ts",
			"pathname": "/order-mgmt-api/list-orders",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/order-mgmt-api/place-order",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/order-mgmt-api\\/place-order\\/?$",
			"segments": [[{
				"content": "order-mgmt-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "place-order",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/order-mgmt-api/place-order.ts",
			"pathname": "/order-mgmt-api/place-order",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/orders",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/orders\\/?$",
			"segments": [[{
				"content": "orders",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/orders.astro",
			"pathname": "/orders",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/orders-details",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/orders-details\\/?$",
			"segments": [[{
				"content": "orders-details",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/orders-details.astro",
			"pathname": "/orders-details",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/readyz",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/readyz\\/?$",
			"segments": [[{
				"content": "readyz",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/readyz.ts",
			"pathname": "/readyz",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/restaurant-details-api/restaurant-menu",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/restaurant-details-api\\/restaurant-menu\\/?$",
			"segments": [[{
				"content": "restaurant-details-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "restaurant-menu",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/restaurant-details-api/restaurant-menu.ts",
			"pathname": "/restaurant-details-api/restaurant-menu",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/restaurants/[id]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/restaurants\\/([^/]+?)\\/?$",
			"segments": [[{
				"content": "restaurants",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "id",
				"dynamic": true,
				"spread": false
			}]],
			"params": ["id"],
			"component": "src/pages/restaurants/[id].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/restaurants",
			"isIndex": true,
			"type": "page",
			"pattern": "^\\/restaurants\\/?$",
			"segments": [[{
				"content": "restaurants",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/restaurants/index.astro",
			"pathname": "/restaurants",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/restaurants-api/restaurants",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/restaurants-api\\/restaurants\\/?$",
			"segments": [[{
				"content": "restaurants-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "restaurants",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/restaurants-api/restaurants.ts",
			"pathname": "/restaurants-api/restaurants",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/shopping-cart-api/add-shopping-cart-item",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/shopping-cart-api\\/add-shopping-cart-item\\/?$",
			"segments": [[{
				"content": "shopping-cart-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "add-shopping-cart-item",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/shopping-cart-api/add-shopping-cart-item.ts",
			"pathname": "/shopping-cart-api/add-shopping-cart-item",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/shopping-cart-api/clear-shopping-cart",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/shopping-cart-api\\/clear-shopping-cart\\/?$",
			"segments": [[{
				"content": "shopping-cart-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "clear-shopping-cart",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/shopping-cart-api/clear-shopping-cart.ts",
			"pathname": "/shopping-cart-api/clear-shopping-cart",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/shopping-cart-api/get-cart-item-count",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/shopping-cart-api\\/get-cart-item-count\\/?$",
			"segments": [[{
				"content": "shopping-cart-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "get-cart-item-count",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/shopping-cart-api/get-cart-item-count.ts",
			"pathname": "/shopping-cart-api/get-cart-item-count",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/shopping-cart-api/remove-shopping-cart-item",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/shopping-cart-api\\/remove-shopping-cart-item\\/?$",
			"segments": [[{
				"content": "shopping-cart-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "remove-shopping-cart-item",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/shopping-cart-api/remove-shopping-cart-item.ts",
			"pathname": "/shopping-cart-api/remove-shopping-cart-item",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/shopping-cart-api/update-shopping-cart-item",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/shopping-cart-api\\/update-shopping-cart-item\\/?$",
			"segments": [[{
				"content": "shopping-cart-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "update-shopping-cart-item",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/shopping-cart-api/update-shopping-cart-item.ts",
			"pathname": "/shopping-cart-api/update-shopping-cart-item",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/shopping-cart-api/view-shopping-cart",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/shopping-cart-api\\/view-shopping-cart\\/?$",
			"segments": [[{
				"content": "shopping-cart-api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "view-shopping-cart",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/shopping-cart-api/view-shopping-cart.ts",
			"pathname": "/shopping-cart-api/view-shopping-cart",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/stand-in",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/stand-in\\/?$",
			"segments": [[{
				"content": "stand-in",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/stand-in.astro",
			"pathname": "/stand-in",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/",
			"isIndex": true,
			"type": "page",
			"pattern": "^\\/$",
			"segments": [],
			"params": [],
			"component": "src/pages/index.astro",
			"pathname": "/",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	}
].map(deserializeRouteInfo);
// \0virtual:astro:pages
var _page0 = () => import("./node_Crgj6wLt.mjs");
var _page1 = () => import("./404_BxH_WhOe.mjs");
var _page2 = () => import("./delete-address_DJOQ2Oz3.mjs");
var _page3 = () => import("./list-addresses_CQjTcM3Z.mjs");
var _page4 = () => import("./save-address_Copf4exv.mjs");
var _page5 = () => import("./cart_EhFUDahy.mjs");
var _page6 = () => import("./checkout_8NGdqYzN.mjs");
var _page7 = () => import("./csp-report_ClL3E0KV.mjs");
var _page8 = () => import("./healthz_D-lJx6FK.mjs");
var _page9 = () => import("./metrics_CJKFPrn1.mjs");
var _page10 = () => import("./offline_BLIGFAC9.mjs");
var _page11 = () => import("./order-confirmation_D9XWtFZm.mjs");
var _page12 = () => import("./_id__VirHnB6W.mjs");
var _page13 = () => import("./get-order-details_Bhy55brR.mjs");
var _page14 = () => import("./list-orders_Bl0dVfRv.mjs");
var _page15 = () => import("./place-order_ycNiPu3y.mjs");
var _page16 = () => import("./orders_CTMUfEAZ.mjs");
var _page17 = () => import("./orders-details_CnaTlqlL.mjs");
var _page18 = () => import("./readyz_C3ZtNRtq.mjs");
var _page19 = () => import("./restaurant-menu_CGPlzHqp.mjs");
var _page20 = () => import("./_id__CZdDkgtD.mjs");
var _page21 = () => import("./index_BDvAQJyX.mjs");
var _page22 = () => import("./restaurants_CDzkbVG-.mjs");
var _page23 = () => import("./add-shopping-cart-item_DqdtT88N.mjs");
var _page24 = () => import("./clear-shopping-cart_uFISYFSa.mjs");
var _page25 = () => import("./get-cart-item-count_BUKj7hph.mjs");
var _page26 = () => import("./remove-shopping-cart-item_DLqIEmKq.mjs");
var _page27 = () => import("./update-shopping-cart-item_BV8lQzCK.mjs");
var _page28 = () => import("./view-shopping-cart_BoOJek7M.mjs");
var _page29 = () => import("./stand-in_Dbv8u3QY.mjs");
var _page30 = () => import("./index_CVz8qh5F.mjs");
var pageMap = /* @__PURE__ */ new Map([
	["node_modules/astro/dist/assets/endpoint/node.js", _page0],
	["src/pages/404.astro", _page1],
	["src/pages/address-book-api/delete-address.ts", _page2],
	["src/pages/address-book-api/list-addresses.ts", _page3],
	["src/pages/address-book-api/save-address.ts", _page4],
	["src/pages/cart.astro", _page5],
	["src/pages/checkout.astro", _page6],
	["src/pages/csp-report.ts", _page7],
	["src/pages/healthz.ts", _page8],
	["src/pages/metrics.ts", _page9],
	["src/pages/offline.astro", _page10],
	["src/pages/order-confirmation.astro", _page11],
	["src/pages/order-details/[id].astro", _page12],
	["src/pages/order-mgmt-api/get-order-details.ts", _page13],
	["src/pages/order-mgmt-api/list-orders.ts", _page14],
	["src/pages/order-mgmt-api/place-order.ts", _page15],
	["src/pages/orders.astro", _page16],
	["src/pages/orders-details.astro", _page17],
	["src/pages/readyz.ts", _page18],
	["src/pages/restaurant-details-api/restaurant-menu.ts", _page19],
	["src/pages/restaurants/[id].astro", _page20],
	["src/pages/restaurants/index.astro", _page21],
	["src/pages/restaurants-api/restaurants.ts", _page22],
	["src/pages/shopping-cart-api/add-shopping-cart-item.ts", _page23],
	["src/pages/shopping-cart-api/clear-shopping-cart.ts", _page24],
	["src/pages/shopping-cart-api/get-cart-item-count.ts", _page25],
	["src/pages/shopping-cart-api/remove-shopping-cart-item.ts", _page26],
	["src/pages/shopping-cart-api/update-shopping-cart-item.ts", _page27],
	["src/pages/shopping-cart-api/view-shopping-cart.ts", _page28],
	["src/pages/stand-in.astro", _page29],
	["src/pages/index.astro", _page30]
]);
// \0virtual:astro:manifest
var _manifest = deserializeManifest({"rootDir":"file:///work/main/","cacheDir":"file:///work/main/node_modules/.astro/","outDir":"file:///work/main/dist/","srcDir":"file:///work/main/src/","publicDir":"file:///work/main/public/","buildClientDir":"file:///work/main/dist/client/","buildServerDir":"file:///work/main/dist/server/","adapterName":"@astrojs/node","assetsDir":"_astro","routes":[{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"type":"page","component":"_server-islands.astro","params":["name"],"segments":[[{"content":"_server-islands","dynamic":false,"spread":false}],[{"content":"name","dynamic":true,"spread":false}]],"pattern":"^\\/_server-islands\\/([^/]+?)\\/?$","prerender":false,"isIndex":false,"fallbackRoutes":[],"route":"/_server-islands/[name]","origin":"internal","distURL":[],"_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/_image","component":"node_modules/astro/dist/assets/endpoint/node.js","params":[],"pathname":"/_image","pattern":"^\\/_image\\/?$","segments":[[{"content":"_image","dynamic":false,"spread":false}]],"type":"endpoint","prerender":false,"fallbackRoutes":[],"distURL":[],"isIndex":false,"origin":"internal","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":":root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/404","isIndex":false,"type":"page","pattern":"^\\/404\\/?$","segments":[[{"content":"404","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/404.astro","pathname":"/404","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/address-book-api/delete-address","isIndex":false,"type":"endpoint","pattern":"^\\/address-book-api\\/delete-address\\/?$","segments":[[{"content":"address-book-api","dynamic":false,"spread":false}],[{"content":"delete-address","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/address-book-api/delete-address.ts","pathname":"/address-book-api/delete-address","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/address-book-api/list-addresses","isIndex":false,"type":"endpoint","pattern":"^\\/address-book-api\\/list-addresses\\/?$","segments":[[{"content":"address-book-api","dynamic":false,"spread":false}],[{"content":"list-addresses","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/address-book-api/list-addresses.ts","pathname":"/address-book-api/list-addresses","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/address-book-api/save-address","isIndex":false,"type":"endpoint","pattern":"^\\/address-book-api\\/save-address\\/?$","segments":[[{"content":"address-book-api","dynamic":false,"spread":false}],[{"content":"save-address","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/address-book-api/save-address.ts","pathname":"/address-book-api/save-address","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"[data-screen]{display:flow-root}.cart-notice{border-radius:var(--radius);background:#fff8eb;border:1px solid #e9c98f;justify-items:start;gap:.5rem;margin-bottom:1rem;padding:.9rem 1rem;display:grid}.cart-notice__title{margin:0;font-weight:700}.cart-notice ul{margin:0;padding-left:1.25rem}.cart-notice ul:empty{display:none}.alert .btn{margin-top:.25rem}.alert p{margin:0}.sign-in-hint{text-align:center;color:var(--ink-soft);justify-items:center;gap:.5rem;margin-top:1rem;display:grid}.sign-in-hint p,.cart-hint{margin:0}.cart-hint{margin-top:.75rem}.cart-waiting{color:#713f12;background:#fef3c7;border-radius:8px;margin:0 0 .75rem;padding:.5rem 1rem}.saved-addresses{border:0;min-width:0;margin:0;padding:0}.saved-addresses legend{margin-bottom:.4rem;padding:0;font-weight:600}.saved-addresses ul{gap:.5rem;margin:0;padding:0;list-style:none;display:grid}.address-option{flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:.5rem;display:flex}.address-option__pick{background:var(--paper);min-width:0;min-height:44px;color:var(--ink);font:inherit;text-align:left;overflow-wrap:break-word;cursor:pointer;border:1px solid #a8a29e;border-radius:8px;flex:12rem;padding:.5rem .75rem}.address-option__pick[aria-pressed=true]{border:2px solid var(--brand);background:#fbeae5;font-weight:600}.checkout__save{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;display:flex}.checkout__save-message{color:var(--ink-soft);margin:0}.order-card__actions,.order-details__actions{flex-wrap:wrap;gap:.5rem;display:flex}.progress{gap:4px;margin:0;padding:0;list-style:none;display:flex}.progress__step{background:var(--line);border-radius:3px;flex:1;height:6px}.progress__step[data-state=done],.progress__step[data-state=current]{background:var(--brand)}.timeline{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.timeline__heading{margin-bottom:.9rem;font-size:1.1rem}.timeline__steps{margin:0;padding:0;list-style:none;display:grid}.timeline__step{justify-content:space-between;gap:1rem;padding:0 0 1rem 2rem;display:flex;position:relative}.timeline__step:last-child{padding-bottom:0}.timeline__step:before{content:\"\";background:var(--paper);border:2px solid #a8a29e;border-radius:50%;width:1rem;height:1rem;position:absolute;top:.25rem;left:0}.timeline__step:not(:last-child):after{content:\"\";background:var(--line);width:2px;position:absolute;top:1.25rem;bottom:0;left:calc(.5rem - 1px)}.timeline__step[data-state=done]:before{border-color:var(--brand);background:var(--brand)}.timeline__step[data-state=done]:after{background:var(--brand)}.timeline__step[data-state=current]:before{border-color:var(--brand);box-shadow:0 0 0 4px #fbeae5}.timeline__step[data-state=current] .timeline__label{color:var(--brand-dark);font-weight:700}.timeline__step[data-state=upcoming] .timeline__label,.timeline__time{color:var(--ink-soft)}.timeline__time{font-variant-numeric:tabular-nums;white-space:nowrap}@media (width>=48rem){.timeline__steps{grid-template-columns:repeat(6,minmax(0,1fr))}.timeline__step{flex-direction:column;justify-content:flex-start;gap:.15rem;padding:1.75rem .5rem 0 0}.timeline__step:not(:last-child):after{width:auto;height:2px;inset:calc(.75rem - 1px) .25rem auto 1.25rem}}\n:root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/cart","isIndex":false,"type":"page","pattern":"^\\/cart\\/?$","segments":[[{"content":"cart","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/cart.astro","pathname":"/cart","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"[data-screen]{display:flow-root}.cart-notice{border-radius:var(--radius);background:#fff8eb;border:1px solid #e9c98f;justify-items:start;gap:.5rem;margin-bottom:1rem;padding:.9rem 1rem;display:grid}.cart-notice__title{margin:0;font-weight:700}.cart-notice ul{margin:0;padding-left:1.25rem}.cart-notice ul:empty{display:none}.alert .btn{margin-top:.25rem}.alert p{margin:0}.sign-in-hint{text-align:center;color:var(--ink-soft);justify-items:center;gap:.5rem;margin-top:1rem;display:grid}.sign-in-hint p,.cart-hint{margin:0}.cart-hint{margin-top:.75rem}.cart-waiting{color:#713f12;background:#fef3c7;border-radius:8px;margin:0 0 .75rem;padding:.5rem 1rem}.saved-addresses{border:0;min-width:0;margin:0;padding:0}.saved-addresses legend{margin-bottom:.4rem;padding:0;font-weight:600}.saved-addresses ul{gap:.5rem;margin:0;padding:0;list-style:none;display:grid}.address-option{flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:.5rem;display:flex}.address-option__pick{background:var(--paper);min-width:0;min-height:44px;color:var(--ink);font:inherit;text-align:left;overflow-wrap:break-word;cursor:pointer;border:1px solid #a8a29e;border-radius:8px;flex:12rem;padding:.5rem .75rem}.address-option__pick[aria-pressed=true]{border:2px solid var(--brand);background:#fbeae5;font-weight:600}.checkout__save{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;display:flex}.checkout__save-message{color:var(--ink-soft);margin:0}.order-card__actions,.order-details__actions{flex-wrap:wrap;gap:.5rem;display:flex}.progress{gap:4px;margin:0;padding:0;list-style:none;display:flex}.progress__step{background:var(--line);border-radius:3px;flex:1;height:6px}.progress__step[data-state=done],.progress__step[data-state=current]{background:var(--brand)}.timeline{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.timeline__heading{margin-bottom:.9rem;font-size:1.1rem}.timeline__steps{margin:0;padding:0;list-style:none;display:grid}.timeline__step{justify-content:space-between;gap:1rem;padding:0 0 1rem 2rem;display:flex;position:relative}.timeline__step:last-child{padding-bottom:0}.timeline__step:before{content:\"\";background:var(--paper);border:2px solid #a8a29e;border-radius:50%;width:1rem;height:1rem;position:absolute;top:.25rem;left:0}.timeline__step:not(:last-child):after{content:\"\";background:var(--line);width:2px;position:absolute;top:1.25rem;bottom:0;left:calc(.5rem - 1px)}.timeline__step[data-state=done]:before{border-color:var(--brand);background:var(--brand)}.timeline__step[data-state=done]:after{background:var(--brand)}.timeline__step[data-state=current]:before{border-color:var(--brand);box-shadow:0 0 0 4px #fbeae5}.timeline__step[data-state=current] .timeline__label{color:var(--brand-dark);font-weight:700}.timeline__step[data-state=upcoming] .timeline__label,.timeline__time{color:var(--ink-soft)}.timeline__time{font-variant-numeric:tabular-nums;white-space:nowrap}@media (width>=48rem){.timeline__steps{grid-template-columns:repeat(6,minmax(0,1fr))}.timeline__step{flex-direction:column;justify-content:flex-start;gap:.15rem;padding:1.75rem .5rem 0 0}.timeline__step:not(:last-child):after{width:auto;height:2px;inset:calc(.75rem - 1px) .25rem auto 1.25rem}}\n:root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/checkout","isIndex":false,"type":"page","pattern":"^\\/checkout\\/?$","segments":[[{"content":"checkout","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/checkout.astro","pathname":"/checkout","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/csp-report","isIndex":false,"type":"endpoint","pattern":"^\\/csp-report\\/?$","segments":[[{"content":"csp-report","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/csp-report.ts","pathname":"/csp-report","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/healthz","isIndex":false,"type":"endpoint","pattern":"^\\/healthz\\/?$","segments":[[{"content":"healthz","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/healthz.ts","pathname":"/healthz","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/metrics","isIndex":false,"type":"endpoint","pattern":"^\\/metrics\\/?$","segments":[[{"content":"metrics","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/metrics.ts","pathname":"/metrics","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".kept-pages[data-astro-cid-u74gkqpp]{margin-top:1.5rem}.kept-pages[data-astro-cid-u74gkqpp] h2[data-astro-cid-u74gkqpp]{font-size:1.1rem}.kept-pages[data-astro-cid-u74gkqpp] ul[data-astro-cid-u74gkqpp]{margin:0;padding:0;list-style:none}\n:root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/offline","isIndex":false,"type":"page","pattern":"^\\/offline\\/?$","segments":[[{"content":"offline","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/offline.astro","pathname":"/offline","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":":root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/order-confirmation","isIndex":false,"type":"page","pattern":"^\\/order-confirmation\\/?$","segments":[[{"content":"order-confirmation","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/order-confirmation.astro","pathname":"/order-confirmation","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"[data-screen]{display:flow-root}.cart-notice{border-radius:var(--radius);background:#fff8eb;border:1px solid #e9c98f;justify-items:start;gap:.5rem;margin-bottom:1rem;padding:.9rem 1rem;display:grid}.cart-notice__title{margin:0;font-weight:700}.cart-notice ul{margin:0;padding-left:1.25rem}.cart-notice ul:empty{display:none}.alert .btn{margin-top:.25rem}.alert p{margin:0}.sign-in-hint{text-align:center;color:var(--ink-soft);justify-items:center;gap:.5rem;margin-top:1rem;display:grid}.sign-in-hint p,.cart-hint{margin:0}.cart-hint{margin-top:.75rem}.cart-waiting{color:#713f12;background:#fef3c7;border-radius:8px;margin:0 0 .75rem;padding:.5rem 1rem}.saved-addresses{border:0;min-width:0;margin:0;padding:0}.saved-addresses legend{margin-bottom:.4rem;padding:0;font-weight:600}.saved-addresses ul{gap:.5rem;margin:0;padding:0;list-style:none;display:grid}.address-option{flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:.5rem;display:flex}.address-option__pick{background:var(--paper);min-width:0;min-height:44px;color:var(--ink);font:inherit;text-align:left;overflow-wrap:break-word;cursor:pointer;border:1px solid #a8a29e;border-radius:8px;flex:12rem;padding:.5rem .75rem}.address-option__pick[aria-pressed=true]{border:2px solid var(--brand);background:#fbeae5;font-weight:600}.checkout__save{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;display:flex}.checkout__save-message{color:var(--ink-soft);margin:0}.order-card__actions,.order-details__actions{flex-wrap:wrap;gap:.5rem;display:flex}.progress{gap:4px;margin:0;padding:0;list-style:none;display:flex}.progress__step{background:var(--line);border-radius:3px;flex:1;height:6px}.progress__step[data-state=done],.progress__step[data-state=current]{background:var(--brand)}.timeline{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.timeline__heading{margin-bottom:.9rem;font-size:1.1rem}.timeline__steps{margin:0;padding:0;list-style:none;display:grid}.timeline__step{justify-content:space-between;gap:1rem;padding:0 0 1rem 2rem;display:flex;position:relative}.timeline__step:last-child{padding-bottom:0}.timeline__step:before{content:\"\";background:var(--paper);border:2px solid #a8a29e;border-radius:50%;width:1rem;height:1rem;position:absolute;top:.25rem;left:0}.timeline__step:not(:last-child):after{content:\"\";background:var(--line);width:2px;position:absolute;top:1.25rem;bottom:0;left:calc(.5rem - 1px)}.timeline__step[data-state=done]:before{border-color:var(--brand);background:var(--brand)}.timeline__step[data-state=done]:after{background:var(--brand)}.timeline__step[data-state=current]:before{border-color:var(--brand);box-shadow:0 0 0 4px #fbeae5}.timeline__step[data-state=current] .timeline__label{color:var(--brand-dark);font-weight:700}.timeline__step[data-state=upcoming] .timeline__label,.timeline__time{color:var(--ink-soft)}.timeline__time{font-variant-numeric:tabular-nums;white-space:nowrap}@media (width>=48rem){.timeline__steps{grid-template-columns:repeat(6,minmax(0,1fr))}.timeline__step{flex-direction:column;justify-content:flex-start;gap:.15rem;padding:1.75rem .5rem 0 0}.timeline__step:not(:last-child):after{width:auto;height:2px;inset:calc(.75rem - 1px) .25rem auto 1.25rem}}\n:root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/order-details/[id]","isIndex":false,"type":"page","pattern":"^\\/order-details\\/([^/]+?)\\/?$","segments":[[{"content":"order-details","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/order-details/[id].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/order-mgmt-api/get-order-details","isIndex":false,"type":"endpoint","pattern":"^\\/order-mgmt-api\\/get-order-details\\/?$","segments":[[{"content":"order-mgmt-api","dynamic":false,"spread":false}],[{"content":"get-order-details","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/order-mgmt-api/get-order-details.ts","pathname":"/order-mgmt-api/get-order-details","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/order-mgmt-api/list-orders","isIndex":false,"type":"endpoint","pattern":"^\\/order-mgmt-api\\/list-orders\\/?$","segments":[[{"content":"order-mgmt-api","dynamic":false,"spread":false}],[{"content":"list-orders","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/order-mgmt-api/list-orders.ts","pathname":"/order-mgmt-api/list-orders","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/order-mgmt-api/place-order","isIndex":false,"type":"endpoint","pattern":"^\\/order-mgmt-api\\/place-order\\/?$","segments":[[{"content":"order-mgmt-api","dynamic":false,"spread":false}],[{"content":"place-order","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/order-mgmt-api/place-order.ts","pathname":"/order-mgmt-api/place-order","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"[data-screen]{display:flow-root}.cart-notice{border-radius:var(--radius);background:#fff8eb;border:1px solid #e9c98f;justify-items:start;gap:.5rem;margin-bottom:1rem;padding:.9rem 1rem;display:grid}.cart-notice__title{margin:0;font-weight:700}.cart-notice ul{margin:0;padding-left:1.25rem}.cart-notice ul:empty{display:none}.alert .btn{margin-top:.25rem}.alert p{margin:0}.sign-in-hint{text-align:center;color:var(--ink-soft);justify-items:center;gap:.5rem;margin-top:1rem;display:grid}.sign-in-hint p,.cart-hint{margin:0}.cart-hint{margin-top:.75rem}.cart-waiting{color:#713f12;background:#fef3c7;border-radius:8px;margin:0 0 .75rem;padding:.5rem 1rem}.saved-addresses{border:0;min-width:0;margin:0;padding:0}.saved-addresses legend{margin-bottom:.4rem;padding:0;font-weight:600}.saved-addresses ul{gap:.5rem;margin:0;padding:0;list-style:none;display:grid}.address-option{flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:.5rem;display:flex}.address-option__pick{background:var(--paper);min-width:0;min-height:44px;color:var(--ink);font:inherit;text-align:left;overflow-wrap:break-word;cursor:pointer;border:1px solid #a8a29e;border-radius:8px;flex:12rem;padding:.5rem .75rem}.address-option__pick[aria-pressed=true]{border:2px solid var(--brand);background:#fbeae5;font-weight:600}.checkout__save{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;display:flex}.checkout__save-message{color:var(--ink-soft);margin:0}.order-card__actions,.order-details__actions{flex-wrap:wrap;gap:.5rem;display:flex}.progress{gap:4px;margin:0;padding:0;list-style:none;display:flex}.progress__step{background:var(--line);border-radius:3px;flex:1;height:6px}.progress__step[data-state=done],.progress__step[data-state=current]{background:var(--brand)}.timeline{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.timeline__heading{margin-bottom:.9rem;font-size:1.1rem}.timeline__steps{margin:0;padding:0;list-style:none;display:grid}.timeline__step{justify-content:space-between;gap:1rem;padding:0 0 1rem 2rem;display:flex;position:relative}.timeline__step:last-child{padding-bottom:0}.timeline__step:before{content:\"\";background:var(--paper);border:2px solid #a8a29e;border-radius:50%;width:1rem;height:1rem;position:absolute;top:.25rem;left:0}.timeline__step:not(:last-child):after{content:\"\";background:var(--line);width:2px;position:absolute;top:1.25rem;bottom:0;left:calc(.5rem - 1px)}.timeline__step[data-state=done]:before{border-color:var(--brand);background:var(--brand)}.timeline__step[data-state=done]:after{background:var(--brand)}.timeline__step[data-state=current]:before{border-color:var(--brand);box-shadow:0 0 0 4px #fbeae5}.timeline__step[data-state=current] .timeline__label{color:var(--brand-dark);font-weight:700}.timeline__step[data-state=upcoming] .timeline__label,.timeline__time{color:var(--ink-soft)}.timeline__time{font-variant-numeric:tabular-nums;white-space:nowrap}@media (width>=48rem){.timeline__steps{grid-template-columns:repeat(6,minmax(0,1fr))}.timeline__step{flex-direction:column;justify-content:flex-start;gap:.15rem;padding:1.75rem .5rem 0 0}.timeline__step:not(:last-child):after{width:auto;height:2px;inset:calc(.75rem - 1px) .25rem auto 1.25rem}}\n:root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/orders","isIndex":false,"type":"page","pattern":"^\\/orders\\/?$","segments":[[{"content":"orders","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/orders.astro","pathname":"/orders","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"[data-screen]{display:flow-root}.cart-notice{border-radius:var(--radius);background:#fff8eb;border:1px solid #e9c98f;justify-items:start;gap:.5rem;margin-bottom:1rem;padding:.9rem 1rem;display:grid}.cart-notice__title{margin:0;font-weight:700}.cart-notice ul{margin:0;padding-left:1.25rem}.cart-notice ul:empty{display:none}.alert .btn{margin-top:.25rem}.alert p{margin:0}.sign-in-hint{text-align:center;color:var(--ink-soft);justify-items:center;gap:.5rem;margin-top:1rem;display:grid}.sign-in-hint p,.cart-hint{margin:0}.cart-hint{margin-top:.75rem}.cart-waiting{color:#713f12;background:#fef3c7;border-radius:8px;margin:0 0 .75rem;padding:.5rem 1rem}.saved-addresses{border:0;min-width:0;margin:0;padding:0}.saved-addresses legend{margin-bottom:.4rem;padding:0;font-weight:600}.saved-addresses ul{gap:.5rem;margin:0;padding:0;list-style:none;display:grid}.address-option{flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:.5rem;display:flex}.address-option__pick{background:var(--paper);min-width:0;min-height:44px;color:var(--ink);font:inherit;text-align:left;overflow-wrap:break-word;cursor:pointer;border:1px solid #a8a29e;border-radius:8px;flex:12rem;padding:.5rem .75rem}.address-option__pick[aria-pressed=true]{border:2px solid var(--brand);background:#fbeae5;font-weight:600}.checkout__save{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;display:flex}.checkout__save-message{color:var(--ink-soft);margin:0}.order-card__actions,.order-details__actions{flex-wrap:wrap;gap:.5rem;display:flex}.progress{gap:4px;margin:0;padding:0;list-style:none;display:flex}.progress__step{background:var(--line);border-radius:3px;flex:1;height:6px}.progress__step[data-state=done],.progress__step[data-state=current]{background:var(--brand)}.timeline{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.timeline__heading{margin-bottom:.9rem;font-size:1.1rem}.timeline__steps{margin:0;padding:0;list-style:none;display:grid}.timeline__step{justify-content:space-between;gap:1rem;padding:0 0 1rem 2rem;display:flex;position:relative}.timeline__step:last-child{padding-bottom:0}.timeline__step:before{content:\"\";background:var(--paper);border:2px solid #a8a29e;border-radius:50%;width:1rem;height:1rem;position:absolute;top:.25rem;left:0}.timeline__step:not(:last-child):after{content:\"\";background:var(--line);width:2px;position:absolute;top:1.25rem;bottom:0;left:calc(.5rem - 1px)}.timeline__step[data-state=done]:before{border-color:var(--brand);background:var(--brand)}.timeline__step[data-state=done]:after{background:var(--brand)}.timeline__step[data-state=current]:before{border-color:var(--brand);box-shadow:0 0 0 4px #fbeae5}.timeline__step[data-state=current] .timeline__label{color:var(--brand-dark);font-weight:700}.timeline__step[data-state=upcoming] .timeline__label,.timeline__time{color:var(--ink-soft)}.timeline__time{font-variant-numeric:tabular-nums;white-space:nowrap}@media (width>=48rem){.timeline__steps{grid-template-columns:repeat(6,minmax(0,1fr))}.timeline__step{flex-direction:column;justify-content:flex-start;gap:.15rem;padding:1.75rem .5rem 0 0}.timeline__step:not(:last-child):after{width:auto;height:2px;inset:calc(.75rem - 1px) .25rem auto 1.25rem}}\n:root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/orders-details","isIndex":false,"type":"page","pattern":"^\\/orders-details\\/?$","segments":[[{"content":"orders-details","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/orders-details.astro","pathname":"/orders-details","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/readyz","isIndex":false,"type":"endpoint","pattern":"^\\/readyz\\/?$","segments":[[{"content":"readyz","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/readyz.ts","pathname":"/readyz","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/restaurant-details-api/restaurant-menu","isIndex":false,"type":"endpoint","pattern":"^\\/restaurant-details-api\\/restaurant-menu\\/?$","segments":[[{"content":"restaurant-details-api","dynamic":false,"spread":false}],[{"content":"restaurant-menu","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/restaurant-details-api/restaurant-menu.ts","pathname":"/restaurant-details-api/restaurant-menu","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":":root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/restaurants/[id]","isIndex":false,"type":"page","pattern":"^\\/restaurants\\/([^/]+?)\\/?$","segments":[[{"content":"restaurants","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/restaurants/[id].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":":root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/restaurants","isIndex":true,"type":"page","pattern":"^\\/restaurants\\/?$","segments":[[{"content":"restaurants","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/restaurants/index.astro","pathname":"/restaurants","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/restaurants-api/restaurants","isIndex":false,"type":"endpoint","pattern":"^\\/restaurants-api\\/restaurants\\/?$","segments":[[{"content":"restaurants-api","dynamic":false,"spread":false}],[{"content":"restaurants","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/restaurants-api/restaurants.ts","pathname":"/restaurants-api/restaurants","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/shopping-cart-api/add-shopping-cart-item","isIndex":false,"type":"endpoint","pattern":"^\\/shopping-cart-api\\/add-shopping-cart-item\\/?$","segments":[[{"content":"shopping-cart-api","dynamic":false,"spread":false}],[{"content":"add-shopping-cart-item","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/shopping-cart-api/add-shopping-cart-item.ts","pathname":"/shopping-cart-api/add-shopping-cart-item","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/shopping-cart-api/clear-shopping-cart","isIndex":false,"type":"endpoint","pattern":"^\\/shopping-cart-api\\/clear-shopping-cart\\/?$","segments":[[{"content":"shopping-cart-api","dynamic":false,"spread":false}],[{"content":"clear-shopping-cart","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/shopping-cart-api/clear-shopping-cart.ts","pathname":"/shopping-cart-api/clear-shopping-cart","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/shopping-cart-api/get-cart-item-count","isIndex":false,"type":"endpoint","pattern":"^\\/shopping-cart-api\\/get-cart-item-count\\/?$","segments":[[{"content":"shopping-cart-api","dynamic":false,"spread":false}],[{"content":"get-cart-item-count","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/shopping-cart-api/get-cart-item-count.ts","pathname":"/shopping-cart-api/get-cart-item-count","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/shopping-cart-api/remove-shopping-cart-item","isIndex":false,"type":"endpoint","pattern":"^\\/shopping-cart-api\\/remove-shopping-cart-item\\/?$","segments":[[{"content":"shopping-cart-api","dynamic":false,"spread":false}],[{"content":"remove-shopping-cart-item","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/shopping-cart-api/remove-shopping-cart-item.ts","pathname":"/shopping-cart-api/remove-shopping-cart-item","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/shopping-cart-api/update-shopping-cart-item","isIndex":false,"type":"endpoint","pattern":"^\\/shopping-cart-api\\/update-shopping-cart-item\\/?$","segments":[[{"content":"shopping-cart-api","dynamic":false,"spread":false}],[{"content":"update-shopping-cart-item","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/shopping-cart-api/update-shopping-cart-item.ts","pathname":"/shopping-cart-api/update-shopping-cart-item","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/shopping-cart-api/view-shopping-cart","isIndex":false,"type":"endpoint","pattern":"^\\/shopping-cart-api\\/view-shopping-cart\\/?$","segments":[[{"content":"shopping-cart-api","dynamic":false,"spread":false}],[{"content":"view-shopping-cart","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/shopping-cart-api/view-shopping-cart.ts","pathname":"/shopping-cart-api/view-shopping-cart","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":":root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/stand-in","isIndex":false,"type":"page","pattern":"^\\/stand-in\\/?$","segments":[[{"content":"stand-in","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/stand-in.astro","pathname":"/stand-in","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":":root{--brand:#b4320f;--brand-dark:#8f250a;--ink:#1c1917;--ink-soft:#57534e;--paper:#fff;--canvas:#faf7f2;--line:#e7e0d6;--focus:#1d4ed8;--radius:12px;--shadow:0 1px 2px #1c19170f, 0 4px 12px #1c19170f;color-scheme:light;color:var(--ink);background:var(--canvas);-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.5}*,:before,:after{box-sizing:border-box}body{flex-direction:column;min-height:100vh;margin:0;display:flex}main{flex:1;min-height:100vh;padding-block:1.5rem 3rem}main:focus{outline:none}img{max-width:100%;height:auto;display:block}[hidden]{display:none!important}h1,h2,h3{margin:0 0 .5rem;line-height:1.2}h1{font-size:clamp(1.6rem,4vw,2.25rem)}a{color:var(--brand-dark)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;border:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;position:absolute!important}.skip-link{z-index:10;background:var(--paper);border-radius:var(--radius);padding:.5rem 1rem;position:absolute;top:-4rem;left:1rem}.skip-link:focus{top:.5rem}.btn{border:2px solid var(--brand);background:var(--brand);color:#fff;min-height:44px;font:inherit;cursor:pointer;touch-action:manipulation;border-radius:999px;justify-content:center;align-items:center;gap:.4rem;padding:.55rem 1.1rem;font-weight:600;text-decoration:none;transition:background-color .15s,transform 50ms;display:inline-flex}.btn:hover{background:var(--brand-dark);border-color:var(--brand-dark)}.btn:active{transform:scale(.97)}.btn[disabled],.btn[aria-busy=true]{opacity:.7;cursor:progress}.btn--ghost{color:var(--brand-dark);background:0 0}.btn--ghost:hover{color:var(--brand-dark);background:#fbeae5}.site-header{background:var(--paper);border-bottom:1px solid var(--line)}.site-header__bar{flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding-block:.6rem;display:flex}.logo{color:var(--ink);align-items:center;gap:.5rem;min-height:44px;margin-right:auto;font-size:1.2rem;font-weight:800;text-decoration:none;display:inline-flex}.site-header__account{flex-direction:column;order:2;gap:0}.site-header__account:after{content:\"Sign Out\" / \"\";visibility:hidden;height:0;overflow:hidden}.site-nav{order:3;width:100%}.site-nav ul{justify-content:space-between;gap:0;margin:0 -.5rem;padding:0;list-style:none;display:flex}.site-nav a{min-height:44px;color:var(--ink);white-space:nowrap;border-radius:999px;align-items:center;gap:.35rem;padding:.25rem .5rem;font-weight:600;text-decoration:none;display:inline-flex}.site-nav a:hover{background:var(--canvas)}.site-nav a[aria-current=page]{color:var(--brand-dark);background:#fbeae5}.badge{background:var(--brand);color:#fff;text-align:center;border-radius:999px;min-width:1.5rem;padding:0 .4rem;font-size:.8rem;line-height:1.5rem;display:inline-block}@media (width>=48rem){.site-nav{order:1;width:auto}.site-nav ul{justify-content:flex-start;gap:.25rem;margin-inline:0}.site-nav a{padding-inline:.75rem}}@media (width<=23rem){.logo{font-size:1.05rem}.site-header__account{padding-inline:.8rem}.site-nav a{padding-inline:.35rem;font-size:.875rem}}.search-bar{background:var(--paper);border-bottom:1px solid var(--line);padding-block:.6rem}.search{gap:.5rem;max-width:40rem;display:flex}.search__input{min-width:0;min-height:44px;font:inherit;background:var(--canvas);color:var(--ink);border:1px solid #a8a29e;border-radius:999px;flex:1;padding:.5rem .9rem}.search__input::placeholder{color:#6b6460}.search__button{background:var(--ink);color:#fff;min-width:44px;min-height:44px;font:inherit;cursor:pointer;border:0;border-radius:999px;flex:none;padding:.5rem 1.1rem;font-weight:600}@media (width<=29.99rem){.search__input{padding-inline:.75rem}.search__input::placeholder{font-size:.875rem}.search__button{background:var(--ink) url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E\") center / 20px no-repeat;padding:0;font-size:0}}.site-footer{border-top:1px solid var(--line);background:var(--paper);color:var(--ink-soft);font-size:.9rem}.hero{border-radius:var(--radius);background:linear-gradient(135deg,#fff4ec,#fde2d6);gap:1rem;padding:2rem 1.5rem;display:grid}.hero p{max-width:36rem;color:var(--ink-soft);margin:0;font-size:1.1rem}.hero .btn{justify-self:start}.home-section{margin-top:2rem}.home-section h2{font-size:1.35rem}.cuisines{flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none;display:flex}.cuisine{border:1px solid var(--line);background:var(--paper);min-height:44px;color:var(--ink);border-radius:999px;align-items:center;padding:.4rem 1rem;font-weight:600;text-decoration:none;display:inline-flex}.cuisine:hover{border-color:var(--brand);color:var(--brand-dark)}.page-heading{flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem;margin-bottom:1rem;display:flex}.muted{color:var(--ink-soft)}.grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1.25rem;margin:0;padding:0;list-style:none;display:grid}.grid--wide{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.card{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);box-shadow:var(--shadow);flex-direction:column;display:flex;overflow:hidden}.card img{aspect-ratio:8/5;object-fit:cover;background:var(--line);width:100%}.card__body{flex-direction:column;flex:1;gap:.35rem;padding:1rem;display:flex}.card__body h2,.card__body h3{margin:0;font-size:1.15rem}.card__body :is(h2,h3) a{color:var(--ink);text-decoration:none}.card__body :is(h2,h3) a:hover{text-decoration:underline}.card__body p{margin:0}.card__cuisine{color:var(--brand-dark);font-size:.9rem;font-weight:600}.card__actions{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-top:auto;padding-top:.75rem;display:flex}.price{font-size:1.1rem;font-weight:700}.empty{border-radius:var(--radius);text-align:center;color:var(--ink-soft);border:1px dashed #c9bfb2;padding:2rem 1rem}.back-link{margin-bottom:1rem;display:inline-block}.restaurant{gap:1.25rem;margin-bottom:2rem;display:grid}.restaurant img{border-radius:var(--radius);aspect-ratio:8/5;object-fit:cover;width:100%}.restaurant p{margin:0 0 .5rem}@media (width>=48rem){.restaurant{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:center}}.menu .card img{aspect-ratio:4/3}.notice{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);max-width:36rem;box-shadow:var(--shadow);text-align:center;margin:1rem auto 0;padding:2.5rem 1.5rem}.notice p{color:var(--ink-soft);margin:.75rem 0 0}.notice__actions{flex-wrap:wrap;justify-content:center;gap:.75rem;padding-top:1rem;display:flex}.form{gap:.9rem;display:grid}.form label{gap:.3rem;font-weight:600;display:grid}.form input{min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.5rem .75rem;font-weight:400}.form__actions{flex-wrap:wrap;justify-content:flex-end;gap:.5rem;display:flex}.dialog{border-radius:var(--radius);border:0;width:min(28rem,100vw - 2rem);padding:1.5rem;box-shadow:0 20px 50px #00000040}.dialog::backdrop{background:#1c191773}.offline-notice{color:#713f12;background:#fef3c7;border-radius:8px;margin:.4rem auto;padding:.5rem 1rem;font-size:.9rem}.site-header__message,.alert{color:#7f1d1d;background:#fdecea;border-radius:8px;margin:0 auto .6rem;padding:.6rem 1rem}.success{color:#14532d;background:#e7f6ec;border-radius:8px;padding:.6rem 1rem}.add-to-cart{justify-items:end;gap:.25rem;display:grid}.add-to-cart__status{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.add-to-cart__error{color:#991b1b;text-align:right;font-size:.85rem}.island-notice{color:#991b1b;flex-basis:100%;margin:.5rem 0 0;font-size:.85rem}.btn[aria-busy=true]:after{content:\"\";border:2px solid;border-right-color:#0000;border-radius:50%;width:.9em;height:.9em;animation:.7s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.btn[aria-busy=true]:after{animation:none}}.cart-lines{gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none;display:grid}.cart-line{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);grid-template-columns:5.5rem 1fr;align-items:center;gap:.75rem 1rem;padding:.75rem;display:grid}.cart-line img{border-radius:8px;width:5.5rem}.cart-line__info p,.cart-line__name{margin:0}.cart-line__name{font-size:1.05rem}.cart-line__restaurant{color:var(--ink-soft);font-size:.9rem}.cart-line__actions{grid-column:1/-1;align-items:center;gap:.5rem;display:flex}.cart-line__actions input{width:4.5rem;min-height:44px;font:inherit;border:1px solid #a8a29e;border-radius:8px;padding:.4rem .5rem}.cart-line__actions .btn{margin-left:auto}@media (width>=40rem){.cart-line{grid-template-columns:6rem 1fr auto}.cart-line__actions{grid-column:auto}}.cart-summary{border-radius:var(--radius);background:var(--paper);border:1px solid var(--line);flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;padding:1rem;display:flex}.cart-summary__total{margin:0;font-size:1.2rem}.cart-summary__actions{flex-wrap:wrap;gap:.5rem;display:flex}.checkout{gap:1.5rem;display:grid}@media (width>=48rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.checkout__summary,.checkout__form{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);padding:1.25rem}.summary-lines{gap:.6rem;margin:0 0 1rem;padding:0;list-style:none;display:grid}.summary-lines li{border-bottom:1px solid var(--line);grid-template-columns:1fr auto;gap:0 1rem;padding-bottom:.6rem;display:grid}.summary-lines__restaurant{color:var(--ink-soft);grid-column:1/-1;font-size:.85rem}.summary-lines__price{font-weight:600}.orders{gap:1rem;margin:0;padding:0;list-style:none;display:grid}.order-card,.order-details>.order-facts{border:1px solid var(--line);border-radius:var(--radius);background:var(--paper);gap:1rem;padding:1.25rem;display:grid}.order-card .btn{justify-self:start}.order-details{gap:1.25rem;display:grid}.order-facts{grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem 1.5rem;margin:0;display:grid}.order-facts dt{color:var(--ink-soft);font-size:.85rem}.order-facts dd{margin:0;font-weight:600}.order-facts__address{grid-column:1/-1}.status{color:#713f12;background:#fef3c7;border-radius:999px;padding:.1rem .6rem;display:inline-block}.status[data-status=Delivered]{color:#14532d;background:#dcfce7}.pagination{justify-content:space-between;align-items:center;gap:1rem;margin-top:1.5rem;display:flex}.pagination a{align-items:center;min-height:44px;font-weight:600;display:inline-flex}[data-restaurant-list][aria-busy=true] .grid{opacity:.6}\n"}],"routeData":{"route":"/","isIndex":true,"type":"page","pattern":"^\\/$","segments":[],"params":[],"component":"src/pages/index.astro","pathname":"/","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}}],"serverLike":true,"middlewareMode":"classic","base":"/","trailingSlash":"ignore","compressHTML":"jsx","componentMetadata":[["/work/main/src/pages/orders-details.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/orders.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/cart.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/checkout.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/order-details/[id].astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/404.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/index.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/offline.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/order-confirmation.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/restaurants/[id].astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/restaurants/index.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/stand-in.astro",{"propagation":"none","containsHead":true}]],"renderers":[],"clientDirectives":[["idle","(()=>{var l=(n,t)=>{let i=async()=>{await(await n())()},e=typeof t.value==\"object\"?t.value:void 0,s={timeout:e==null?void 0:e.timeout};\"requestIdleCallback\"in window?window.requestIdleCallback(i,s):setTimeout(i,s.timeout||200)};(self.Astro||(self.Astro={})).idle=l;window.dispatchEvent(new Event(\"astro:idle\"));})();"],["load","(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event(\"astro:load\"));})();"],["media","(()=>{var n=(a,t)=>{let i=async()=>{await(await a())()};if(t.value){let e=matchMedia(t.value);e.matches?i():e.addEventListener(\"change\",i,{once:!0})}};(self.Astro||(self.Astro={})).media=n;window.dispatchEvent(new Event(\"astro:media\"));})();"],["only","(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event(\"astro:only\"));})();"],["visible","(()=>{var a=(s,i,o)=>{let r=async()=>{await(await s())()},t=typeof i.value==\"object\"?i.value:void 0,c={rootMargin:t==null?void 0:t.rootMargin},n=new IntersectionObserver(e=>{for(let l of e)if(l.isIntersecting){n.disconnect(),r();break}},c);for(let e of o.children)n.observe(e)};(self.Astro||(self.Astro={})).visible=a;window.dispatchEvent(new Event(\"astro:visible\"));})();"],["interaction","(()=>{var m=[\"pointerdown\",\"pointerover\",\"touchstart\",\"focusin\",\"keydown\"];function f(e,t){let n=o=>{for(let r of m)e.removeEventListener(r,n);t(o)};for(let o of m)e.addEventListener(o,n,{passive:!0})}function d(e){let t=e.target?.closest(\"button\");return t&&t.type!==\"submit\"?t:null}function E(e,t){let n=null,o=r=>{let i=d(r);i&&(r.preventDefault(),r.stopPropagation(),n=i,i.setAttribute(\"aria-busy\",\"true\"),t?.(i))};return e.addEventListener(\"click\",o,!0),{pressed:()=>n,release(){return e.removeEventListener(\"click\",o,!0),n}}}var a=\"storefront:kept-tap:v1\",T=\"storefront:reloaded-for:v1\";var M=\"Part of this page has changed since you opened it. Reloading it to finish what you tapped\\u2026\",H=\"We could not load this part of the page. Check your connection: what you tapped is kept and will be done once it loads.\";function g(e){let t=e.id||e.getAttribute(\"name\")||e.getAttribute(\"aria-label\");return`${e.tagName} ${t??e.textContent?.trim()}`}function h(e){return`${e.getAttribute(\"component-export\")} ${e.getAttribute(\"props\")}`}function p(e,t){let n=e.nextElementSibling,o;if(n instanceof HTMLElement&&n.matches(\"[data-island-notice]\"))o=n;else{if(!t)return;o=Object.assign(document.createElement(\"p\"),{className:\"island-notice\"}),o.setAttribute(\"role\",\"alert\"),o.setAttribute(\"data-island-notice\",\"\"),e.after(o)}o.textContent=t,o.hidden=!t}function b(e){try{return sessionStorage.getItem(e)}catch{return null}}function l(e,t){try{t===null?sessionStorage.removeItem(e):sessionStorage.setItem(e,t)}catch{}}async function S(e){let t=e.getAttribute(\"component-url\");if(!t)return!1;try{if((await fetch(t,{cache:\"no-store\"})).ok)return!0;let n=await fetch(location.href,{cache:\"no-store\",headers:{Accept:\"text/html\"}});return n.ok&&!(await n.text()).includes(t)}catch{return!1}}var I=e=>new Promise(t=>{let n=()=>{clearTimeout(o),removeEventListener(\"online\",n),t()},o=setTimeout(n,e);addEventListener(\"online\",n)});async function P(e,t){let n=!1,o=()=>n=!0;t.addEventListener(\"astro:hydration-error\",o);try{let r=await e();if(n)throw new Error(`${t.getAttribute(\"component-url\")} did not load`);return r}finally{t.removeEventListener(\"astro:hydration-error\",o)}}async function v(e,t,n){for(let o=2e3;;o=Math.min(o*2,3e4))try{let r=await P(e,t);return p(t,\"\"),r}catch{let r=t.getAttribute(\"component-url\")??\"\";if(b(T)!==r&&await S(t)){let i=n();if(i){let s={page:location.href,island:h(t),button:g(i)};l(a,JSON.stringify(s))}return l(T,r),p(t,M),location.reload(),new Promise(()=>{})}p(t,H),await I(o)}}function y(e){let t=b(a);if(!t)return null;let n;try{n=JSON.parse(t)}catch{return l(a,null),null}return n.page!==location.href||n.island!==h(e)||typeof n.button!=\"string\"?null:(l(a,null),n.button)}function L(e,t){return[...e.querySelectorAll(\"button\")].find(n=>g(n)===t)??null}var _=(e,t,n)=>{let o=E(n),r=y(n),i=async s=>{let c=s?.type===\"pointerdown\"?d(s):null;c?.setAttribute(\"aria-busy\",\"true\");let A=await v(e,n,()=>o.pressed()??c),u=o.release()??(r?L(n,r):null);await A(),c?.removeAttribute(\"aria-busy\"),u?.removeAttribute(\"aria-busy\"),u?.isConnected&&requestAnimationFrame(()=>u.click())};r?i(null):f(n,i)},w=_;(self.Astro||(self.Astro={})).interaction=w;window.dispatchEvent(new Event(\"astro:interaction\"));})();\n"],["takeover","(()=>{var _=[\"pointerdown\",\"pointerover\",\"touchstart\",\"focusin\",\"keydown\"];function O(o,n){let e=t=>{for(let r of _)o.removeEventListener(r,e);n(t)};for(let t of _)o.addEventListener(t,e,{passive:!0})}function g(o){let n=o.target?.closest(\"button\");return n&&n.type!==\"submit\"?n:null}function F(o,n){let e=null,t=r=>{let a=g(r);a&&(r.preventDefault(),r.stopPropagation(),e=a,a.setAttribute(\"aria-busy\",\"true\"),n?.(a))};return o.addEventListener(\"click\",t,!0),{pressed:()=>e,release(){return o.removeEventListener(\"click\",t,!0),e}}}var T=\"storefront:kept-tap:v1\",K=\"storefront:reloaded-for:v1\";var G=\"Part of this page has changed since you opened it. Reloading it to finish what you tapped\\u2026\",V=\"We could not load this part of the page. Check your connection: what you tapped is kept and will be done once it loads.\";function v(o){let n=o.id||o.getAttribute(\"name\")||o.getAttribute(\"aria-label\");return`${o.tagName} ${n??o.textContent?.trim()}`}function N(o){return`${o.getAttribute(\"component-export\")} ${o.getAttribute(\"props\")}`}function b(o,n){let e=o.nextElementSibling,t;if(e instanceof HTMLElement&&e.matches(\"[data-island-notice]\"))t=e;else{if(!n)return;t=Object.assign(document.createElement(\"p\"),{className:\"island-notice\"}),t.setAttribute(\"role\",\"alert\"),t.setAttribute(\"data-island-notice\",\"\"),o.after(t)}t.textContent=n,t.hidden=!n}function C(o){try{return sessionStorage.getItem(o)}catch{return null}}function L(o,n){try{n===null?sessionStorage.removeItem(o):sessionStorage.setItem(o,n)}catch{}}async function W(o){let n=o.getAttribute(\"component-url\");if(!n)return!1;try{if((await fetch(n,{cache:\"no-store\"})).ok)return!0;let e=await fetch(location.href,{cache:\"no-store\",headers:{Accept:\"text/html\"}});return e.ok&&!(await e.text()).includes(n)}catch{return!1}}var J=o=>new Promise(n=>{let e=()=>{clearTimeout(t),removeEventListener(\"online\",e),n()},t=setTimeout(e,o);addEventListener(\"online\",e)});async function U(o,n){let e=!1,t=()=>e=!0;n.addEventListener(\"astro:hydration-error\",t);try{let r=await o();if(e)throw new Error(`${n.getAttribute(\"component-url\")} did not load`);return r}finally{n.removeEventListener(\"astro:hydration-error\",t)}}async function B(o,n,e){for(let t=2e3;;t=Math.min(t*2,3e4))try{let r=await U(o,n);return b(n,\"\"),r}catch{let r=n.getAttribute(\"component-url\")??\"\";if(C(K)!==r&&await W(n)){let a=e();if(a){let u={page:location.href,island:N(n),button:v(a)};L(T,JSON.stringify(u))}return L(K,r),b(n,G),location.reload(),new Promise(()=>{})}b(n,V),await J(t)}}function D(o){let n=C(T);if(!n)return null;let e;try{e=JSON.parse(n)}catch{return L(T,null),null}return e.page!==location.href||e.island!==N(o)||typeof e.button!=\"string\"?null:(L(T,null),e.button)}function q(o,n){return[...o.querySelectorAll(\"button\")].find(e=>v(e)===n)??null}var z=1e4,Q=(o,n,e)=>{let t=[],r=null,a=F(e,s=>{r&&t.splice(t.indexOf(r),1),r=i=>d(i,s)?.click(),t.push(r)}),u=null,m=s=>{s.preventDefault();let i=s.target;t.push(c=>d(c,i)?.requestSubmit())},h=s=>{let{key:i,target:c}=s;i!==\"Enter\"||!(c instanceof HTMLInputElement)||c.form||t.push(l=>d(l,c)?.dispatchEvent(new KeyboardEvent(\"keydown\",{key:\"Enter\",bubbles:!0})))},M=s=>u=s.target,p=null,w=s=>p=s.target,k=s=>{s.target===p&&(p=null)},H=s=>{let{target:i,relatedTarget:c}=s;(i instanceof HTMLInputElement||i instanceof HTMLTextAreaElement)&&queueMicrotask(()=>{i.isConnected&&(u===i&&(u=null),t.push(l=>ee(d(l,i),c,l)))})},E=null,A=s=>{let{pointerType:i,target:c}=s,l=i===\"touch\"?null:c.closest(\"button, a[href]\");E=l&&{element:l,end:\"pointerup\"}},S=s=>{let{key:i,repeat:c,target:l}=s;i===\" \"&&!c&&l instanceof HTMLButtonElement&&(E={element:l,end:\"keyup\"})},P=s=>{(s.type!==\"keyup\"||s.key===\" \")&&(E=null)},I=[\"pointerup\",\"pointercancel\",\"keyup\"];e.addEventListener(\"pointerdown\",A,!0),e.addEventListener(\"keydown\",S,!0);for(let s of I)document.addEventListener(s,P,!0);e.addEventListener(\"submit\",m,!0),e.addEventListener(\"keydown\",h,!0),e.addEventListener(\"focusin\",M,!0),e.addEventListener(\"focusout\",H,!0);let x=[\"keydown\",\"pointerdown\",\"input\"];e.addEventListener(\"select\",w,!0);for(let s of x)e.addEventListener(s,k,!0);let y=D(e);y&&t.push(s=>q(s,y)?.click());let R=async s=>{e.setAttribute(\"data-awake\",\"\"),s?.type===\"focusin\"&&(u=s.target);let i=s?.type===\"pointerdown\"?g(s):null;i?.setAttribute(\"aria-busy\",\"true\");let c=await B(o,e,()=>a.pressed()??i);ne(u)&&(p=u),e.setAttribute(\"client\",\"only\");let l=X(e);await c();let $=await l;e.removeEventListener(\"submit\",m,!0),e.removeEventListener(\"keydown\",h,!0),e.removeEventListener(\"focusin\",M,!0),e.removeEventListener(\"focusout\",H,!0),e.removeEventListener(\"select\",w,!0);for(let f of x)e.removeEventListener(f,k,!0);e.removeEventListener(\"pointerdown\",A,!0),e.removeEventListener(\"keydown\",S,!0);for(let f of I)document.removeEventListener(f,P,!0);a.release(),E&&!E.element.isConnected&&Z(E,e),te($,e),u&&!u.isConnected&&oe(u,e,u===p);for(let f of t)await new Promise(j=>requestAnimationFrame(j)),f(e)};y?R(null):O(e,R)};function X(o){return new Promise(n=>{let e=new MutationObserver(t=>{e.disconnect(),n(t.flatMap(r=>[...r.removedNodes].filter(a=>a instanceof Element)))});e.observe(o,{childList:!0}),setTimeout(()=>{e.disconnect(),n([])},z)})}function d(o,n){let e=v(n);return[...o.querySelectorAll(n.tagName)].find(t=>v(t)===e)??null}function Z({element:o,end:n},e){let t=d(e,o);if(!t)return;let r=a=>{if(a.type===\"keyup\"&&a.key!==\" \"||(document.removeEventListener(n,r,!0),document.removeEventListener(\"pointercancel\",r,!0),a.type!==n||!t.contains(a.target)))return;let u=!1,m=()=>u=!0;t.addEventListener(\"click\",m,{capture:!0,once:!0}),setTimeout(()=>{t.removeEventListener(\"click\",m,!0),u||t.click()})};document.addEventListener(n,r,!0),n===\"pointerup\"&&document.addEventListener(\"pointercancel\",r,!0)}function ee(o,n,e){if(!o)return;let t=n instanceof Element&&!n.isConnected?d(e,n):n;o.dispatchEvent(new FocusEvent(\"blur\",{relatedTarget:t})),o.dispatchEvent(new FocusEvent(\"focusout\",{bubbles:!0,relatedTarget:t}))}function te(o,n){let e=o.flatMap(t=>[...t.matches(\"input, textarea\")?[t]:[],...t.querySelectorAll(\"input, textarea\")]);for(let t of e){let r=d(n,t);if(r){if(t instanceof HTMLInputElement&&(t.type===\"checkbox\"||t.type===\"radio\")){t.checked!==r.checked&&r.click();continue}t.value===t.defaultValue||t.value===r.value||(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(r),\"value\")?.set?.call(r,t.value),r.dispatchEvent(new Event(\"input\",{bubbles:!0})))}}}function ne(o){if(!(o instanceof HTMLInputElement)||o!==document.activeElement||o.value===\"\")return!1;let n=document.getSelection();return n?.type===\"Range\"&&n.toString()===o.value}function oe(o,n,e){if(document.activeElement&&document.activeElement!==document.body)return;let t=d(n,o);t?.focus({preventScroll:!0}),(o instanceof HTMLInputElement||o instanceof HTMLTextAreaElement)&&(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement)&&(o.selectionStart!==null?t.setSelectionRange(o.selectionStart,o.selectionEnd):e&&t.select())}var Y=Q;(self.Astro||(self.Astro={})).takeover=Y;window.dispatchEvent(new Event(\"astro:takeover\"));})();\n"]],"entryModules":{"\u0000virtual:astro:cache-provider":"chunks/_virtual_astro_cache-provider_DiHBFQJq.mjs","\u0000virtual:astro:middleware":"virtual_astro_middleware.mjs","\u0000virtual:astro:server-island-manifest":"chunks/_virtual_astro_server-island-manifest_BhTW5IeR.mjs","\u0000virtual:astro:session-driver":"chunks/_virtual_astro_session-driver_HzKX7Wn1.mjs","\u0000virtual:astro:actions/noop-entrypoint":"chunks/noop-entrypoint_CxXy0p4B.mjs","/work/main/node_modules/@astrojs/react/dist/vnode-children.js":"chunks/vnode-children_C4hxNQje.mjs","/work/main/src/lib/server/node/entry.ts":"entry.mjs","\u0000virtual:astro:page:src/pages/404@_@astro":"chunks/404_BxH_WhOe.mjs","\u0000virtual:astro:page:src/pages/restaurants/[id]@_@astro":"chunks/_id__CZdDkgtD.mjs","\u0000virtual:astro:page:src/pages/order-details/[id]@_@astro":"chunks/_id__VirHnB6W.mjs","\u0000virtual:astro:page:src/pages/shopping-cart-api/add-shopping-cart-item@_@ts":"chunks/add-shopping-cart-item_DqdtT88N.mjs","\u0000virtual:astro:page:src/pages/cart@_@astro":"chunks/cart_EhFUDahy.mjs","\u0000virtual:astro:page:src/pages/checkout@_@astro":"chunks/checkout_8NGdqYzN.mjs","\u0000virtual:astro:page:src/pages/shopping-cart-api/clear-shopping-cart@_@ts":"chunks/clear-shopping-cart_uFISYFSa.mjs","\u0000virtual:astro:page:src/pages/csp-report@_@ts":"chunks/csp-report_ClL3E0KV.mjs","\u0000virtual:astro:page:src/pages/address-book-api/delete-address@_@ts":"chunks/delete-address_DJOQ2Oz3.mjs","/work/main/src/lib/auth/firebase.ts":"_astro/firebase.C8B2vYdS.js","\u0000virtual:astro:page:src/pages/shopping-cart-api/get-cart-item-count@_@ts":"chunks/get-cart-item-count_BUKj7hph.mjs","\u0000virtual:astro:page:src/pages/order-mgmt-api/get-order-details@_@ts":"chunks/get-order-details_Bhy55brR.mjs","\u0000virtual:astro:page:src/pages/healthz@_@ts":"chunks/healthz_D-lJx6FK.mjs","\u0000virtual:astro:page:src/pages/restaurants/index@_@astro":"chunks/index_BDvAQJyX.mjs","\u0000virtual:astro:page:src/pages/index@_@astro":"chunks/index_CVz8qh5F.mjs","\u0000virtual:astro:page:src/pages/address-book-api/list-addresses@_@ts":"chunks/list-addresses_CQjTcM3Z.mjs","\u0000virtual:astro:page:src/pages/order-mgmt-api/list-orders@_@ts":"chunks/list-orders_Bl0dVfRv.mjs","\u0000virtual:astro:page:src/pages/metrics@_@ts":"chunks/metrics_CJKFPrn1.mjs","\u0000virtual:astro:page:node_modules/astro/dist/assets/endpoint/node@_@js":"chunks/node_Crgj6wLt.mjs","\u0000virtual:astro:page:src/pages/offline@_@astro":"chunks/offline_BLIGFAC9.mjs","\u0000virtual:astro:page:src/pages/order-confirmation@_@astro":"chunks/order-confirmation_D9XWtFZm.mjs","\u0000virtual:astro:page:src/pages/orders-details@_@astro":"chunks/orders-details_CnaTlqlL.mjs","\u0000virtual:astro:page:src/pages/orders@_@astro":"chunks/orders_CTMUfEAZ.mjs","\u0000virtual:astro:page:src/pages/order-mgmt-api/place-order@_@ts":"chunks/place-order_ycNiPu3y.mjs","\u0000virtual:astro:page:src/pages/readyz@_@ts":"chunks/readyz_C3ZtNRtq.mjs","\u0000virtual:astro:page:src/pages/shopping-cart-api/remove-shopping-cart-item@_@ts":"chunks/remove-shopping-cart-item_DLqIEmKq.mjs","\u0000virtual:astro:page:src/pages/restaurant-details-api/restaurant-menu@_@ts":"chunks/restaurant-menu_CGPlzHqp.mjs","\u0000virtual:astro:page:src/pages/restaurants-api/restaurants@_@ts":"chunks/restaurants_CDzkbVG-.mjs","\u0000virtual:astro:page:src/pages/address-book-api/save-address@_@ts":"chunks/save-address_Copf4exv.mjs","/work/main/src/lib/server/node/server.ts":"chunks/server_M2fgA_AF.mjs","/work/main/node_modules/astro/dist/assets/services/sharp.js":"chunks/sharp_Dbdma5LJ.mjs","\u0000virtual:astro:page:src/pages/stand-in@_@astro":"chunks/stand-in_Dbv8u3QY.mjs","\u0000virtual:astro:page:src/pages/shopping-cart-api/update-shopping-cart-item@_@ts":"chunks/update-shopping-cart-item_BV8lQzCK.mjs","\u0000virtual:astro:page:src/pages/shopping-cart-api/view-shopping-cart@_@ts":"chunks/view-shopping-cart_BoOJek7M.mjs","/work/main/src/islands/AddToCartButton.tsx":"_astro/AddToCartButton.D_cbL5ii.js","/work/main/src/layouts/BaseLayout.astro?astro&type=script&index=0&lang.ts":"_astro/BaseLayout.astro_astro_type_script_index_0_lang.CtGokQeA.js","/work/main/src/islands/CartView.tsx":"_astro/CartView.CcjrTu0T.js","/work/main/src/islands/CheckoutForm.tsx":"_astro/CheckoutForm.B8Db7SgX.js","/work/main/src/components/CustomerScreenScript.astro?astro&type=script&index=0&lang.ts":"_astro/CustomerScreenScript.astro_astro_type_script_index_0_lang.DXLxXaIT.js","/work/main/src/islands/OrderDetails.tsx":"_astro/OrderDetails.DAwFM_IV.js","/work/main/src/islands/OrderList.tsx":"_astro/OrderList.CZvu5PRR.js","/work/main/src/islands/SearchBox.tsx":"_astro/SearchBox.kNFPm0YS.js","@astrojs/react/client.js":"_astro/client.DTfT9tzw.js","/work/main/src/pages/restaurants/index.astro?astro&type=script&index=0&lang.ts":"_astro/index.astro_astro_type_script_index_0_lang.CKusTYpr.js","/work/main/src/pages/offline.astro?astro&type=script&index=0&lang.ts":"_astro/offline.astro_astro_type_script_index_0_lang.CGgjGqoE.js","astro:scripts/before-hydration.js":""},"inlinedScripts":[],"assets":["/manifest.webmanifest","/_astro/AddToCartButton.D_cbL5ii.js","/_astro/BaseLayout.astro_astro_type_script_index_0_lang.CtGokQeA.js","/_astro/CartView.CcjrTu0T.js","/_astro/CheckoutForm.B8Db7SgX.js","/_astro/CustomerScreenScript.astro_astro_type_script_index_0_lang.DXLxXaIT.js","/_astro/OrderDetails.DAwFM_IV.js","/_astro/OrderList.CZvu5PRR.js","/_astro/SearchBox.kNFPm0YS.js","/_astro/addresses.CwVM_qde.js","/_astro/cart-sync.Dzp-aIrP.js","/_astro/cart.Du9tm8js.js","/_astro/client.DTfT9tzw.js","/_astro/config.tcr36tXP.js","/_astro/connection.BcrAiEnx.js","/_astro/firebase.C8B2vYdS.js","/_astro/index.astro_astro_type_script_index_0_lang.CKusTYpr.js","/_astro/jsx-runtime.B8xjHJ7R.js","/_astro/offline.astro_astro_type_script_index_0_lang.CGgjGqoE.js","/_astro/orders.CeZcvAn_.js","/_astro/orders.Dn7LhIAD.js","/_astro/react.BRlRjsuM.js","/_astro/react.XepQxplV.js","/_astro/render.BFuSIfUs.js","/_astro/rolldown-runtime.4tVxZq34.js","/_astro/same-customer.DdrqAlL6.js","/icons/icon-192.png","/icons/icon-512.png","/icons/icon-maskable-512.png","/images/items/bombay-tandoor-house-chana-masala.svg","/images/items/bombay-tandoor-house-chicken-tikka-masala.svg","/images/items/bombay-tandoor-house-masala-chai.svg","/images/items/bombay-tandoor-house-paneer-tikka.svg","/images/items/bombay-tandoor-house-pav-bhaji.svg","/images/items/bombay-tandoor-house-tandoori-chicken.svg","/images/items/casa-verde-taqueria-al-pastor-tacos.svg","/images/items/casa-verde-taqueria-carne-asada-burrito.svg","/images/items/casa-verde-taqueria-chicken-quesadilla.svg","/images/items/casa-verde-taqueria-chips-guacamole.svg","/images/items/casa-verde-taqueria-churros.svg","/images/items/casa-verde-taqueria-elote.svg","/images/items/casa-verde-taqueria-horchata.svg","/images/items/french-quarter-burgers-bacon-bbq-burger.svg","/images/items/french-quarter-burgers-buffalo-wings.svg","/images/items/french-quarter-burgers-cajun-fries.svg","/images/items/french-quarter-burgers-classic-smash-burger.svg","/images/items/french-quarter-burgers-crispy-chicken-sandwich.svg","/images/items/french-quarter-burgers-pecan-pie.svg","/images/items/french-quarter-burgers-vanilla-milkshake.svg","/images/items/golden-dragon-dim-sum-char-siu-bao.svg","/images/items/golden-dragon-dim-sum-egg-tarts.svg","/images/items/golden-dragon-dim-sum-har-gow.svg","/images/items/golden-dragon-dim-sum-hot-and-sour-soup.svg","/images/items/golden-dragon-dim-sum-jasmine-tea.svg","/images/items/golden-dragon-dim-sum-kung-pao-chicken.svg","/images/items/golden-dragon-dim-sum-siu-mai.svg","/images/items/golden-dragon-dim-sum-yangzhou-fried-rice.svg","/images/items/le-petit-bistro-butter-croissant.svg","/images/items/le-petit-bistro-cafe-au-lait.svg","/images/items/le-petit-bistro-creme-brulee.svg","/images/items/le-petit-bistro-croque-monsieur.svg","/images/items/le-petit-bistro-french-onion-soup.svg","/images/items/le-petit-bistro-macarons.svg","/images/items/le-petit-bistro-quiche-lorraine.svg","/images/items/le-petit-bistro-steak-frites.svg","/images/items/nonna-rosa-pizzeria-arancini.svg","/images/items/nonna-rosa-pizzeria-cannoli.svg","/images/items/nonna-rosa-pizzeria-diavola-pizza.svg","/images/items/nonna-rosa-pizzeria-meatball-sub.svg","/images/items/nonna-rosa-pizzeria-penne-arrabbiata.svg","/images/items/nonna-rosa-pizzeria-quattro-formaggi.svg","/images/items/olive-tree-mezze-baklava.svg","/images/items/olive-tree-mezze-chicken-shawarma-wrap.svg","/images/items/olive-tree-mezze-falafel-bowl.svg","/images/items/olive-tree-mezze-greek-salad.svg","/images/items/olive-tree-mezze-hummus-plate.svg","/images/items/olive-tree-mezze-lamb-kofta.svg","/images/items/olive-tree-mezze-mint-lemonade.svg","/images/items/pho-saigon-corner-banh-mi.svg","/images/items/pho-saigon-corner-beef-pho.svg","/images/items/pho-saigon-corner-bun-cha.svg","/images/items/pho-saigon-corner-chicken-pho.svg","/images/items/pho-saigon-corner-fresh-spring-rolls.svg","/images/items/pho-saigon-corner-vietnamese-iced-coffee.svg","/images/items/ramen-hoshi-gyoza.svg","/images/items/ramen-hoshi-karaage.svg","/images/items/ramen-hoshi-mochi.svg","/images/items/ramen-hoshi-spicy-miso-ramen.svg","/images/items/ramen-hoshi-tonkotsu-ramen.svg","/images/items/ramen-hoshi-yakitori.svg","/images/items/ramen-hoshi-yuzu-lemonade.svg","/images/items/sakura-sushi-house-chicken-teriyaki-bowl.svg","/images/items/sakura-sushi-house-dragon-roll.svg","/images/items/sakura-sushi-house-edamame.svg","/images/items/sakura-sushi-house-iced-green-tea.svg","/images/items/sakura-sushi-house-matcha-ice-cream.svg","/images/items/sakura-sushi-house-miso-soup.svg","/images/items/sakura-sushi-house-salmon-maki.svg","/images/items/sakura-sushi-house-tuna-nigiri.svg","/images/items/seoul-bowl-bibimbap.svg","/images/items/seoul-bowl-bulgogi-plate.svg","/images/items/seoul-bowl-japchae.svg","/images/items/seoul-bowl-kimbap.svg","/images/items/seoul-bowl-kimchi-jjigae.svg","/images/items/seoul-bowl-korean-fried-chicken.svg","/images/items/seoul-bowl-tteokbokki.svg","/images/items/spice-route-kitchen-butter-chicken.svg","/images/items/spice-route-kitchen-garlic-naan.svg","/images/items/spice-route-kitchen-gulab-jamun.svg","/images/items/spice-route-kitchen-lamb-biryani.svg","/images/items/spice-route-kitchen-mango-lassi.svg","/images/items/spice-route-kitchen-palak-paneer.svg","/images/items/spice-route-kitchen-vegetable-samosas.svg","/images/items/thai-orchid-chicken-satay.svg","/images/items/thai-orchid-green-curry.svg","/images/items/thai-orchid-mango-sticky-rice.svg","/images/items/thai-orchid-pad-thai.svg","/images/items/thai-orchid-papaya-salad.svg","/images/items/thai-orchid-thai-iced-tea.svg","/images/items/thai-orchid-tom-yum-soup.svg","/images/items/trattoria-bella-luna-blood-orange-soda.svg","/images/items/trattoria-bella-luna-caprese-salad.svg","/images/items/trattoria-bella-luna-garlic-focaccia.svg","/images/items/trattoria-bella-luna-lasagna-al-forno.svg","/images/items/trattoria-bella-luna-margherita-pizza.svg","/images/items/trattoria-bella-luna-spaghetti-carbonara.svg","/images/items/trattoria-bella-luna-tiramisu.svg","/images/restaurants/bombay-tandoor-house.svg","/images/restaurants/casa-verde-taqueria.svg","/images/restaurants/french-quarter-burgers.svg","/images/restaurants/golden-dragon-dim-sum.svg","/images/restaurants/le-petit-bistro.svg","/images/restaurants/nonna-rosa-pizzeria.svg","/images/restaurants/olive-tree-mezze.svg","/images/restaurants/pho-saigon-corner.svg","/images/restaurants/ramen-hoshi.svg","/images/restaurants/sakura-sushi-house.svg","/images/restaurants/seoul-bowl.svg","/images/restaurants/spice-route-kitchen.svg","/images/restaurants/thai-orchid.svg","/images/restaurants/trattoria-bella-luna.svg"],"buildFormat":"directory","checkOrigin":false,"actionBodySizeLimit":1048576,"serverIslandBodySizeLimit":1048576,"allowedDomains":[],"key":"8rD6jHKRCl0LjVR1BS9OLIJYWQBeY8TFpVUNKeePCN0=","sessionConfig":{"driver":"unstorage/drivers/fs-lite","options":{"base":"/work/main/node_modules/.astro/sessions"}},"cacheConfig":{"provider":"./src/lib/server/route-cache-provider.ts","options":{"max":1000,"query":["q","page","id"],"shared":[{"prefix":"/order-details/","segment":"^[1-9][0-9]{0,8}$","key":"/order-details/[id]"}]},"routes":{"/":{"maxAge":5,"swr":86400,"tags":["catalog"]},"/restaurants":{"maxAge":5,"swr":86400,"tags":["catalog"]},"/restaurants/[id]":{"maxAge":5,"swr":86400,"tags":["catalog"]},"/restaurants-api/restaurants":{"maxAge":5,"swr":86400,"tags":["catalog"]},"/restaurant-details-api/restaurant-menu":{"maxAge":5,"swr":86400,"tags":["catalog"]},"/cart":{"maxAge":3600},"/checkout":{"maxAge":3600},"/order-confirmation":{"maxAge":3600},"/orders":{"maxAge":3600},"/orders-details":{"maxAge":3600},"/offline":{"maxAge":3600},"/order-details/[id]":{"maxAge":3600}}},"csp":{"algorithm":"SHA-256","directives":["default-src 'self'","base-uri 'self'","object-src 'none'","frame-ancestors 'none'","form-action 'self'","img-src 'self' data:","connect-src 'self'","worker-src 'self'","report-uri /csp-report","report-to csp-endpoint"],"scriptHashes":["sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw=","sha256-QzWFZi+FLIx23tnm9SBU4aEgx4x8DsuASP07mfqol/c=","sha256-0chmwFk0zaA528yFfGV7J9ppIpdfTPPULncDF3WG7Zs=","sha256-eIXWvAmxkr251LJZkjniEK5LcPF3NkapbJepohwYRIc=","sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q=","sha256-lyuRNpOCXLNpsXN/GiuVaBaqXbq9mlABEzTPFN5qRcA=","sha256-H9aOk0JXjjHQhoH4xSLMXe7pxihPYfjo3G9yb+gEB84=","sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U=","sha256-SHXg3YtOAVshUMT3f+eElYDgbV0kaujWj8DSaXSS4Vs="],"scriptResources":["'self'","https://apis.google.com"],"isStrictDynamic":false,"styleHashes":["sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-dtNak15pGyhQ/1XTrDtDYokUpc9FwgJk68KL386vg5Y=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-dtNak15pGyhQ/1XTrDtDYokUpc9FwgJk68KL386vg5Y=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-ZOYj5i3OLg78e/vcGB8/OZLBDDBN6HExuKOpSRK/dj4=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-dtNak15pGyhQ/1XTrDtDYokUpc9FwgJk68KL386vg5Y=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-dtNak15pGyhQ/1XTrDtDYokUpc9FwgJk68KL386vg5Y=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-dtNak15pGyhQ/1XTrDtDYokUpc9FwgJk68KL386vg5Y=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow="],"styleResources":[],"scriptDirective":{"resources":["'self'","https://apis.google.com"],"hashes":["sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw=","sha256-QzWFZi+FLIx23tnm9SBU4aEgx4x8DsuASP07mfqol/c=","sha256-0chmwFk0zaA528yFfGV7J9ppIpdfTPPULncDF3WG7Zs=","sha256-eIXWvAmxkr251LJZkjniEK5LcPF3NkapbJepohwYRIc=","sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q=","sha256-lyuRNpOCXLNpsXN/GiuVaBaqXbq9mlABEzTPFN5qRcA=","sha256-H9aOk0JXjjHQhoH4xSLMXe7pxihPYfjo3G9yb+gEB84=","sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U=","sha256-SHXg3YtOAVshUMT3f+eElYDgbV0kaujWj8DSaXSS4Vs="],"strictDynamic":false},"styleDirective":{"resources":[],"hashes":["sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-dtNak15pGyhQ/1XTrDtDYokUpc9FwgJk68KL386vg5Y=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-dtNak15pGyhQ/1XTrDtDYokUpc9FwgJk68KL386vg5Y=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-ZOYj5i3OLg78e/vcGB8/OZLBDDBN6HExuKOpSRK/dj4=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-dtNak15pGyhQ/1XTrDtDYokUpc9FwgJk68KL386vg5Y=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-dtNak15pGyhQ/1XTrDtDYokUpc9FwgJk68KL386vg5Y=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-dtNak15pGyhQ/1XTrDtDYokUpc9FwgJk68KL386vg5Y=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-uNklKl/fSByjwE5x7GY4Ryi8I+OTq5hs/AYwNQOMJsc=","sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow="]}},"image":{},"devToolbar":{"enabled":false,"debugInfoOutput":""},"logLevel":"silent","shouldInjectCspMetaTags":true});
var manifestRoutes = _manifest.routes;
var manifest = Object.assign(_manifest, {
	renderers,
	actions: () => import("./noop-entrypoint_CxXy0p4B.mjs"),
	middleware: () => import("../virtual_astro_middleware.mjs"),
	sessionDriver: () => import("./_virtual_astro_session-driver_HzKX7Wn1.mjs"),
	cacheProvider: () => import("./_virtual_astro_cache-provider_DiHBFQJq.mjs"),
	serverIslandMappings: () => import("./_virtual_astro_server-island-manifest_BhTW5IeR.mjs"),
	routes: manifestRoutes,
	pageMap
});
function getAmbientManifest() {
	const manifest$1 = manifest;
	if (!manifest$1) throw new AstroError(NoManifestAvailable);
	return manifest$1;
}
// node_modules/astro/dist/core/app/render-options.js
var renderOptionsSymbol = /* @__PURE__ */ Symbol.for("astro.renderOptions");
function getRenderOptions(request) {
	return Reflect.get(request, renderOptionsSymbol);
}
function setRenderOptions(request, options) {
	Reflect.set(request, renderOptionsSymbol, options);
}
// node_modules/astro/dist/core/app/origin-check.js
var FORM_CONTENT_TYPES = [
	"application/x-www-form-urlencoded",
	"multipart/form-data",
	"text/plain"
];
var SAFE_METHODS = [
	"GET",
	"HEAD",
	"OPTIONS"
];
function isForbiddenCrossOriginRequest(request, url, isPrerendered) {
	if (isPrerendered) return false;
	if (SAFE_METHODS.includes(request.method)) return false;
	const isSameOrigin = request.headers.get("origin") === url.origin;
	if (request.headers.has("content-type")) return hasFormLikeHeader(request.headers.get("content-type")) && !isSameOrigin;
	return !isSameOrigin;
}
function createCrossOriginForbiddenResponse(request) {
	return new Response(`Cross-site ${request.method} form submissions are forbidden`, { status: 403 });
}
function createOriginCheckMiddleware() {
	return defineMiddleware((context, next) => {
		const { request, url, isPrerendered } = context;
		if (isForbiddenCrossOriginRequest(request, url, isPrerendered)) return createCrossOriginForbiddenResponse(request);
		return next();
	});
}
function hasFormLikeHeader(contentType) {
	if (contentType) {
		for (const FORM_CONTENT_TYPE of FORM_CONTENT_TYPES) if (contentType.toLowerCase().includes(FORM_CONTENT_TYPE)) return true;
	}
	return false;
}
// node_modules/astro/dist/core/fetch/features.js
var FetchFeatures = {
	redirects: 1,
	sessions: 2,
	actions: 4,
	middleware: 8,
	i18n: 16,
	cache: 32
};
var ALL_FETCH_FEATURES = FetchFeatures.redirects | FetchFeatures.sessions | FetchFeatures.actions | FetchFeatures.middleware | FetchFeatures.i18n | FetchFeatures.cache;
var usedFeatures = /* @__PURE__ */ new WeakMap();
function markFeatureUsed(manifest, feature) {
	const entry = usedFeatures.get(manifest);
	if (entry) entry.bits |= feature;
	else usedFeatures.set(manifest, { bits: feature });
}
function getUsedFeatures(manifest) {
	return usedFeatures.get(manifest)?.bits ?? 0;
}
// node_modules/astro/dist/actions/consts.js
var ACTION_QUERY_PARAMS = {
	actionName: "_action",
	actionPayload: "_astroActionPayload"
};
// node_modules/astro/dist/actions/runtime/client.js
var codeToStatusMap = {
	BAD_REQUEST: 400,
	UNAUTHORIZED: 401,
	PAYMENT_REQUIRED: 402,
	FORBIDDEN: 403,
	NOT_FOUND: 404,
	METHOD_NOT_ALLOWED: 405,
	NOT_ACCEPTABLE: 406,
	PROXY_AUTHENTICATION_REQUIRED: 407,
	REQUEST_TIMEOUT: 408,
	CONFLICT: 409,
	GONE: 410,
	LENGTH_REQUIRED: 411,
	PRECONDITION_FAILED: 412,
	CONTENT_TOO_LARGE: 413,
	URI_TOO_LONG: 414,
	UNSUPPORTED_MEDIA_TYPE: 415,
	RANGE_NOT_SATISFIABLE: 416,
	EXPECTATION_FAILED: 417,
	MISDIRECTED_REQUEST: 421,
	UNPROCESSABLE_CONTENT: 422,
	LOCKED: 423,
	FAILED_DEPENDENCY: 424,
	TOO_EARLY: 425,
	UPGRADE_REQUIRED: 426,
	PRECONDITION_REQUIRED: 428,
	TOO_MANY_REQUESTS: 429,
	REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
	UNAVAILABLE_FOR_LEGAL_REASONS: 451,
	INTERNAL_SERVER_ERROR: 500,
	NOT_IMPLEMENTED: 501,
	BAD_GATEWAY: 502,
	SERVICE_UNAVAILABLE: 503,
	GATEWAY_TIMEOUT: 504,
	HTTP_VERSION_NOT_SUPPORTED: 505,
	VARIANT_ALSO_NEGOTIATES: 506,
	INSUFFICIENT_STORAGE: 507,
	LOOP_DETECTED: 508,
	NETWORK_AUTHENTICATION_REQUIRED: 511
};
var statusToCodeMap = Object.fromEntries(Object.entries(codeToStatusMap).map(([key, value]) => [value, key]));
var ActionError = class ActionError extends Error {
	type = "AstroActionError";
	code = "INTERNAL_SERVER_ERROR";
	status = 500;
	constructor(params) {
		super(params.message);
		this.code = params.code;
		this.status = ActionError.codeToStatus(params.code);
		if (params.stack) this.stack = params.stack;
	}
	static codeToStatus(code) {
		return codeToStatusMap[code];
	}
	static statusToCode(status) {
		return statusToCodeMap[status] ?? "INTERNAL_SERVER_ERROR";
	}
	static fromJson(body) {
		if (isInputError(body)) return new ActionInputError(body.issues);
		if (isActionError(body)) return new ActionError(body);
		return new ActionError({ code: "INTERNAL_SERVER_ERROR" });
	}
};
function isActionError(error) {
	return typeof error === "object" && error != null && "type" in error && error.type === "AstroActionError";
}
function isInputError(error) {
	return typeof error === "object" && error != null && "type" in error && error.type === "AstroActionInputError" && "issues" in error && Array.isArray(error.issues);
}
var ActionInputError = class extends ActionError {
	type = "AstroActionInputError";
	issues;
	fields;
	constructor(issues) {
		super({
			message: `Failed to validate: ${JSON.stringify(issues, null, 2)}`,
			code: "BAD_REQUEST"
		});
		this.issues = issues;
		this.fields = {};
		for (const issue of issues) if (issue.path.length > 0) {
			const key = issue.path[0].toString();
			this.fields[key] ??= [];
			this.fields[key]?.push(issue.message);
		}
	}
};
function deserializeActionResult(res) {
	if (res.type === "error") {
		let json;
		try {
			json = JSON.parse(res.body);
		} catch {
			return {
				data: void 0,
				error: new ActionError({
					message: res.body,
					code: "INTERNAL_SERVER_ERROR"
				})
			};
		}
		if (Object.assign({
			"ASSETS_PREFIX": void 0,
			"BASE_URL": "/",
			"DEV": false,
			"MODE": "production",
			"PROD": true,
			"SITE": void 0,
			"SSR": true
		}, { _: "/usr/bin/npm" })?.PROD) return {
			error: ActionError.fromJson(json),
			data: void 0
		};
		else {
			const error = ActionError.fromJson(json);
			error.stack = actionResultErrorStack.get();
			return {
				error,
				data: void 0
			};
		}
	}
	if (res.type === "empty") return {
		data: void 0,
		error: void 0
	};
	return {
		data: parse(res.body, { URL: (href) => new URL(href) }),
		error: void 0
	};
}
var actionResultErrorStack = /* @__PURE__ */ (function actionResultErrorStackFn() {
	let errorStack;
	return {
		set(stack) {
			errorStack = stack;
		},
		get() {
			return errorStack;
		}
	};
})();
function getActionQueryString(name) {
	return `?${new URLSearchParams({ [ACTION_QUERY_PARAMS.actionName]: name }).toString()}`;
}
// node_modules/astro/dist/actions/utils.js
function hasActionPayload(locals) {
	return "_actionPayload" in locals;
}
function createGetActionResult(locals) {
	return (actionFn) => {
		if (!hasActionPayload(locals) || actionFn.toString() !== getActionQueryString(locals._actionPayload.actionName)) return;
		return deserializeActionResult(locals._actionPayload.actionResult);
	};
}
function createCallAction(context) {
	return (baseAction, input) => {
		Reflect.set(context, ACTION_API_CONTEXT_SYMBOL, true);
		return baseAction.bind(context)(input);
	};
}
// node_modules/astro/dist/core/cookies/cookies.js
var DELETED_EXPIRATION = /* @__PURE__ */ new Date(0);
var DELETED_VALUE = "deleted";
var responseSentSymbol = /* @__PURE__ */ Symbol.for("astro.responseSent");
var identity = (value) => value;
var AstroCookie = class {
	value;
	constructor(value) {
		this.value = value;
	}
	json() {
		if (this.value === void 0) throw new Error(`Cannot convert undefined to an object.`);
		return JSON.parse(this.value);
	}
	number() {
		return Number(this.value);
	}
	boolean() {
		if (this.value === "false") return false;
		if (this.value === "0") return false;
		return Boolean(this.value);
	}
};
var AstroCookies = class {
	#request;
	#requestValues;
	#outgoing;
	#consumed;
	#logger;
	constructor(request, logger) {
		this.#request = request;
		this.#requestValues = null;
		this.#outgoing = null;
		this.#consumed = false;
		this.#logger = logger;
	}
	/**
	* Astro.cookies.delete(key) is used to delete a cookie. Using this method will result
	* in a Set-Cookie header added to the response.
	* @param key The cookie to delete
	* @param options Options related to this deletion, such as the path of the cookie.
	*/
	delete(key, options) {
		this.#ensureOutgoingMap().set(key, [
			DELETED_VALUE,
			stringifySetCookie({
				...options,
				name: key,
				value: DELETED_VALUE,
				expires: DELETED_EXPIRATION,
				maxAge: void 0
			}),
			false
		]);
	}
	/**
	* Astro.cookies.get(key) is used to get a cookie value. The cookie value is read from the
	* request. If you have set a cookie via Astro.cookies.set(key, value), the value will be taken
	* from that set call, overriding any values already part of the request.
	* @param key The cookie to get.
	* @returns An object containing the cookie value as well as convenience methods for converting its value.
	*/
	get(key, options = void 0) {
		if (this.#outgoing?.has(key)) {
			let [serializedValue, , isSetValue] = this.#outgoing.get(key);
			if (isSetValue) return new AstroCookie(serializedValue);
			else return;
		}
		const decode = options?.decode ?? decodeURIComponent;
		const values = this.#ensureParsed();
		if (key in values) {
			const value = values[key];
			if (value) {
				let decodedValue;
				try {
					decodedValue = decode(value);
				} catch (_error) {
					decodedValue = value;
				}
				return new AstroCookie(decodedValue);
			}
		}
	}
	/**
	* Astro.cookies.has(key) returns a boolean indicating whether this cookie is either
	* part of the initial request or set via Astro.cookies.set(key)
	* @param key The cookie to check for.
	* @param _options This parameter is no longer used.
	* @returns
	*/
	has(key, _options) {
		if (this.#outgoing?.has(key)) {
			let [, , isSetValue] = this.#outgoing.get(key);
			return isSetValue;
		}
		return this.#ensureParsed()[key] !== void 0;
	}
	/**
	* Astro.cookies.set(key, value) is used to set a cookie's value. If provided
	* an object it will be stringified via JSON.stringify(value). Additionally you
	* can provide options customizing how this cookie will be set, such as setting httpOnly
	* in order to prevent the cookie from being read in client-side JavaScript.
	* @param key The name of the cookie to set.
	* @param value A value, either a string or other primitive or an object.
	* @param options Options for the cookie, such as the path and security settings.
	*/
	set(key, value, options) {
		if (this.#consumed) this.#logger.warn("SKIP_FORMAT", "Astro.cookies.set() was called after the cookies had already been sent to the browser.\nThis may have happened if this method was called in an imported component.\nPlease make sure that Astro.cookies.set() is only called in the frontmatter of the main page.");
		let serializedValue;
		if (typeof value === "string") serializedValue = value;
		else {
			let toStringValue = value.toString();
			if (toStringValue === Object.prototype.toString.call(value)) serializedValue = JSON.stringify(value);
			else serializedValue = toStringValue;
		}
		const { encode, ...attributes } = options ?? {};
		this.#ensureOutgoingMap().set(key, [
			serializedValue,
			stringifySetCookie({
				...attributes,
				name: key,
				value: serializedValue
			}, { encode }),
			true
		]);
		if (this.#request[responseSentSymbol]) throw new AstroError({ ...ResponseSentError });
	}
	/**
	* Merges a new AstroCookies instance into the current instance. Any new cookies
	* will be added to the current instance, overwriting any existing cookies with the same name.
	*/
	merge(cookies) {
		const outgoing = cookies.#outgoing;
		if (outgoing) for (const [key, value] of outgoing) this.#ensureOutgoingMap().set(key, value);
	}
	/**
	* Astro.cookies.header() returns an iterator for the cookies that have previously
	* been set by either Astro.cookies.set() or Astro.cookies.delete().
	* This method is primarily used by adapters to set the header on outgoing responses.
	* @returns
	*/
	*headers() {
		if (this.#outgoing == null) return;
		for (const [, value] of this.#outgoing) yield value[1];
	}
	/**
	* Marks the cookies as consumed and returns the header values.
	* After consumption, any subsequent `set()` calls will warn.
	*/
	consume() {
		this.#consumed = true;
		return this.headers();
	}
	/**
	* @deprecated Use the instance method `cookies.consume()` instead.
	* Kept for backward compatibility with adapters.
	*/
	static consume(cookies) {
		return cookies.consume();
	}
	#ensureParsed() {
		if (!this.#requestValues) this.#parse();
		if (!this.#requestValues) this.#requestValues = /* @__PURE__ */ Object.create(null);
		return this.#requestValues;
	}
	#ensureOutgoingMap() {
		if (!this.#outgoing) this.#outgoing = /* @__PURE__ */ new Map();
		return this.#outgoing;
	}
	#parse() {
		const raw = this.#request.headers.get("cookie");
		if (!raw) return;
		this.#requestValues = parseCookie(raw, { decode: identity });
	}
};
// node_modules/astro/dist/core/cookies/response.js
var astroCookiesSymbol = /* @__PURE__ */ Symbol.for("astro.cookies");
function attachCookiesToResponse(response, cookies) {
	Reflect.set(response, astroCookiesSymbol, cookies);
}
function getCookiesFromResponse(response) {
	let cookies = Reflect.get(response, astroCookiesSymbol);
	if (cookies != null) return cookies;
	else return;
}
function* getSetCookiesFromResponse(response) {
	const cookies = getCookiesFromResponse(response);
	if (!cookies) return [];
	for (const headerValue of cookies.consume()) yield headerValue;
	return [];
}
// node_modules/astro/dist/core/render/slots.js
function getFunctionExpression(slot) {
	if (!slot) return;
	const expressions = slot?.expressions?.filter((e) => isRenderInstruction(e) === false || isRenderTemplateResult(e));
	if (expressions?.length !== 1) return;
	const expression = expressions[0];
	if (isRenderTemplateResult(expression)) return getFunctionExpression(expression);
	return expression;
}
var Slots = class {
	#result;
	#slots;
	#logger;
	constructor(result, slots, logger) {
		this.#result = result;
		this.#slots = slots;
		this.#logger = logger;
		if (slots) for (const key of Object.keys(slots)) {
			if (this[key] !== void 0) throw new AstroError({
				...ReservedSlotName,
				message: ReservedSlotName.message(key)
			});
			Object.defineProperty(this, key, {
				get() {
					return true;
				},
				enumerable: true
			});
		}
	}
	has(name) {
		if (!this.#slots) return false;
		return Boolean(this.#slots[name]);
	}
	async render(name, args = []) {
		if (!this.#slots || !this.has(name)) return;
		const result = this.#result;
		if (!Array.isArray(args)) this.#logger.warn(null, `Expected second parameter to be an array, received a ${typeof args}. If you're trying to pass an array as a single argument and getting unexpected results, make sure you're passing your array as an item of an array. Ex: Astro.slots.render('default', [["Hello", "World"]])`);
		else if (args.length > 0) {
			const slotValue = this.#slots[name];
			const component = typeof slotValue === "function" ? await slotValue(result) : await slotValue;
			const expression = getFunctionExpression(component);
			if (expression) {
				const slot = async () => typeof expression === "function" ? expression(...args) : expression;
				return await renderSlotToString(result, slot).then((res) => {
					return res;
				});
			}
			if (typeof component === "function") return await renderJSX(result, component(...args)).then((res) => res != null ? String(res) : res);
		}
		const content = await renderSlotToString(result, this.#slots[name]);
		return chunkToString(result, content);
	}
};
// node_modules/astro/dist/i18n/fallback.js
function computeFallbackRoute(options) {
	const { pathname, responseStatus, fallback, fallbackType, locales, defaultLocale, strategy } = options;
	if (responseStatus !== 404) return { type: "none" };
	if (!fallback || Object.keys(fallback).length === 0) return { type: "none" };
	const segments = pathname.split("/");
	const urlLocale = segments.find((segment) => {
		for (const locale of locales) if (typeof locale === "string") {
			if (locale === segment) return true;
		} else if (locale.path === segment) return true;
		return false;
	});
	if (!urlLocale) return { type: "none" };
	if (!Object.keys(fallback).includes(urlLocale)) return { type: "none" };
	const fallbackLocale = fallback[urlLocale];
	const pathFallbackLocale = getPathByLocale(fallbackLocale, locales);
	const localeIndex = segments.indexOf(urlLocale);
	let newPathname;
	if (pathFallbackLocale === defaultLocale && strategy === "pathname-prefix-other-locales") {
		segments.splice(localeIndex, 1);
		newPathname = segments.join("/") || "/";
	} else {
		segments[localeIndex] = pathFallbackLocale;
		newPathname = segments.join("/");
	}
	return {
		type: fallbackType,
		pathname: newPathname
	};
}
// node_modules/astro/dist/i18n/router.js
var I18nRouter = class {
	#strategy;
	#defaultLocale;
	#locales;
	#base;
	#domains;
	constructor(options) {
		this.#strategy = options.strategy;
		this.#defaultLocale = options.defaultLocale;
		this.#locales = options.locales;
		this.#base = options.base === "/" ? "/" : removeTrailingForwardSlash(options.base || "");
		this.#domains = options.domains;
	}
	/**
	* Evaluate routing strategy for a pathname.
	* Returns decision object (not HTTP Response).
	*/
	match(pathname, context) {
		if (this.shouldSkipProcessing(pathname, context)) return { type: "continue" };
		switch (this.#strategy) {
			case "manual": return { type: "continue" };
			case "pathname-prefix-always": return this.matchPrefixAlways(pathname, context);
			case "domains-prefix-always":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixAlways(pathname, context);
			case "pathname-prefix-other-locales": return this.matchPrefixOtherLocales(pathname, context);
			case "domains-prefix-other-locales":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixOtherLocales(pathname, context);
			case "pathname-prefix-always-no-redirect": return this.matchPrefixAlwaysNoRedirect(pathname, context);
			case "domains-prefix-always-no-redirect":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixAlwaysNoRedirect(pathname, context);
			default: return { type: "continue" };
		}
	}
	/**
	* Check if i18n processing should be skipped for this request
	*/
	shouldSkipProcessing(pathname, context) {
		if (pathname.includes("/404") || pathname.includes("/500")) return true;
		if (pathname.includes("/_server-islands/")) return true;
		if (context.isReroute) return true;
		if (context.routeType && context.routeType !== "page" && context.routeType !== "fallback") return true;
		return false;
	}
	/**
	* Strategy: pathname-prefix-always
	* All locales must have a prefix, including the default locale.
	*/
	matchPrefixAlways(pathname, _context) {
		if (pathname === this.#base + "/" || pathname === this.#base) return {
			type: "redirect",
			location: `${this.#base === "/" ? "" : this.#base}/${this.#defaultLocale}`
		};
		if (!pathHasLocale(pathname, this.#locales)) return { type: "notFound" };
		return { type: "continue" };
	}
	/**
	* Strategy: pathname-prefix-other-locales
	* Default locale has no prefix, other locales must have a prefix.
	*/
	matchPrefixOtherLocales(pathname, _context) {
		let pathnameContainsDefaultLocale = false;
		for (const segment of pathname.split("/")) if (normalizeTheLocale(segment) === normalizeTheLocale(this.#defaultLocale)) {
			pathnameContainsDefaultLocale = true;
			break;
		}
		if (pathnameContainsDefaultLocale) return {
			type: "notFound",
			location: pathname.replace(`/${this.#defaultLocale}`, "")
		};
		return { type: "continue" };
	}
	/**
	* Strategy: pathname-prefix-always-no-redirect
	* Like prefix-always but allows root to serve instead of redirecting
	*/
	matchPrefixAlwaysNoRedirect(pathname, _context) {
		if (pathname === this.#base + "/" || pathname === this.#base) return { type: "continue" };
		if (!pathHasLocale(pathname, this.#locales)) return { type: "notFound" };
		return { type: "continue" };
	}
	/**
	* Check if the current locale doesn't belong to the configured domain.
	* Used for domain-based routing strategies.
	*/
	localeHasntDomain(currentLocale, currentDomain) {
		if (!this.#domains || !currentDomain) return false;
		if (!currentLocale) return false;
		const localesForDomain = this.#domains[currentDomain];
		if (!localesForDomain) return true;
		return !localesForDomain.includes(currentLocale);
	}
};
// node_modules/astro/dist/core/i18n/handler.js
function compileI18n(i18n, base, trailingSlash, format) {
	return {
		config: i18n,
		base,
		trailingSlash,
		format,
		router: new I18nRouter({
			strategy: i18n.strategy,
			defaultLocale: i18n.defaultLocale,
			locales: i18n.locales,
			base,
			domains: i18n.domainLookupTable ? Object.keys(i18n.domainLookupTable).reduce((acc, domain) => {
				const locale = i18n.domainLookupTable[domain];
				if (!acc[domain]) acc[domain] = [];
				acc[domain].push(locale);
				return acc;
			}, {}) : void 0
		})
	};
}
var i18nMemo = createManifestMemo((manifest) => {
	const config = manifest.i18n;
	return config && config.strategy !== "manual" ? compileI18n(config, manifest.base, manifest.trailingSlash, manifest.buildFormat) : null;
});
function getI18n(manifest) {
	return i18nMemo.get(manifest);
}
async function finalizeI18n(compiled, state, response) {
	markFeatureUsed(state.manifest, FetchFeatures.i18n);
	const i18n = compiled.config;
	if (state.skipErrorReroute && typeof i18n.fallback === "undefined") return response;
	if (state.responseRouteType !== "page" && state.responseRouteType !== "fallback") return response;
	const url = state.url;
	const currentLocale = state.computeCurrentLocale();
	const isPrerendered = state.routeData.prerender;
	const routerContext = {
		currentLocale,
		currentDomain: url.hostname,
		routeType: state.responseRouteType,
		isReroute: false
	};
	const routeDecision = compiled.router.match(url.pathname, routerContext);
	switch (routeDecision.type) {
		case "redirect": {
			let location = routeDecision.location;
			if (shouldAppendForwardSlash(compiled.trailingSlash, compiled.format)) location = appendForwardSlash(location);
			return new Response(null, {
				status: routeDecision.status ?? 302,
				headers: { Location: location }
			});
		}
		case "notFound": {
			if (isPrerendered) {
				const prerenderedRes = new Response(response.body, {
					status: 404,
					headers: response.headers
				});
				state.skipErrorReroute = true;
				if (routeDecision.location) prerenderedRes.headers.set("Location", routeDecision.location);
				return prerenderedRes;
			}
			const headers = new Headers();
			if (routeDecision.location) headers.set("Location", routeDecision.location);
			return new Response(null, {
				status: 404,
				headers
			});
		}
	}
	if (i18n.fallback && i18n.fallbackType) {
		const effectiveStatus = state.responseRouteType === "fallback" ? 404 : response.status;
		const fallbackDecision = computeFallbackRoute({
			pathname: url.pathname,
			responseStatus: effectiveStatus,
			currentLocale,
			fallback: i18n.fallback,
			fallbackType: i18n.fallbackType,
			locales: i18n.locales,
			defaultLocale: i18n.defaultLocale,
			strategy: i18n.strategy,
			base: compiled.base
		});
		switch (fallbackDecision.type) {
			case "redirect": return new Response(null, {
				status: 302,
				headers: { Location: fallbackDecision.pathname + url.search }
			});
			case "rewrite": try {
				return await state.rewrite(fallbackDecision.pathname + url.search);
			} catch {
				break;
			}
		}
	}
	return response;
}
// node_modules/astro/dist/i18n/index.js
function getPathByLocale(locale, locales) {
	for (const loopLocale of locales) if (typeof loopLocale === "string") {
		if (loopLocale === locale) return loopLocale;
	} else for (const code of loopLocale.codes) if (code === locale) return loopLocale.path;
	throw new AstroError(i18nNoLocaleFoundInPath);
}
function getAllCodes(locales) {
	const result = [];
	for (const loopLocale of locales) if (typeof loopLocale === "string") result.push(loopLocale);
	else result.push(...loopLocale.codes);
	return result;
}
// node_modules/astro/dist/i18n/utils.js
function parseLocale(header) {
	if (header === "*") return [{
		locale: header,
		qualityValue: void 0
	}];
	const result = [];
	const localeValues = header.split(",").map((str) => str.trim());
	for (const localeValue of localeValues) {
		const split = localeValue.split(";").map((str) => str.trim());
		const localeName = split[0];
		const qualityValue = split[1];
		if (!split) continue;
		if (qualityValue && qualityValue.startsWith("q=")) {
			const qualityValueAsFloat = Number.parseFloat(qualityValue.slice(2));
			if (Number.isNaN(qualityValueAsFloat) || qualityValueAsFloat > 1) result.push({
				locale: localeName,
				qualityValue: void 0
			});
			else result.push({
				locale: localeName,
				qualityValue: qualityValueAsFloat
			});
		} else result.push({
			locale: localeName,
			qualityValue: void 0
		});
	}
	return result;
}
function sortAndFilterLocales(browserLocaleList, locales) {
	const normalizedLocales = getAllCodes(locales).map(normalizeTheLocale);
	return browserLocaleList.filter((browserLocale) => {
		if (browserLocale.locale !== "*") return normalizedLocales.includes(normalizeTheLocale(browserLocale.locale));
		return true;
	}).sort((a, b) => {
		const qa = a.locale === "*" ? a.qualityValue ?? 0 : a.qualityValue ?? 1;
		return (b.locale === "*" ? b.qualityValue ?? 0 : b.qualityValue ?? 1) - qa;
	});
}
function computePreferredLocale(request, locales) {
	const acceptHeader = request.headers.get("Accept-Language");
	let result = void 0;
	if (acceptHeader) {
		const firstResult = sortAndFilterLocales(parseLocale(acceptHeader), locales).at(0);
		if (firstResult && firstResult.locale !== "*") {
			outer: for (const currentLocale of locales) if (typeof currentLocale === "string") {
				if (normalizeTheLocale(currentLocale) === normalizeTheLocale(firstResult.locale)) {
					result = currentLocale;
					break;
				}
			} else for (const currentCode of currentLocale.codes) if (normalizeTheLocale(currentCode) === normalizeTheLocale(firstResult.locale)) {
				result = currentCode;
				break outer;
			}
		}
	}
	return result;
}
function computePreferredLocaleList(request, locales) {
	const acceptHeader = request.headers.get("Accept-Language");
	let result = [];
	if (acceptHeader) {
		const browserLocaleList = sortAndFilterLocales(parseLocale(acceptHeader), locales);
		if (browserLocaleList.length === 1 && browserLocaleList.at(0).locale === "*") return getAllCodes(locales);
		else if (browserLocaleList.length > 0) {
			for (const browserLocale of browserLocaleList) for (const loopLocale of locales) if (typeof loopLocale === "string") {
				if (normalizeTheLocale(loopLocale) === normalizeTheLocale(browserLocale.locale)) result.push(loopLocale);
			} else for (const code of loopLocale.codes) if (normalizeTheLocale(code) === normalizeTheLocale(browserLocale.locale)) result.push(code);
		}
	}
	return result;
}
function computeCurrentLocale(pathname, locales, defaultLocale) {
	for (const segment of pathname.split("/").map(normalizeThePath)) for (const locale of locales) if (typeof locale === "string") {
		if (!segment.includes(locale)) continue;
		if (normalizeTheLocale(locale) === normalizeTheLocale(segment)) return locale;
	} else if (locale.path === segment) return locale.codes.at(0);
	else for (const code of locale.codes) if (normalizeTheLocale(code) === normalizeTheLocale(segment)) return code;
	for (const locale of locales) if (typeof locale === "string") {
		if (locale === defaultLocale) return locale;
	} else if (locale.path === defaultLocale) return locale.codes.at(0);
}
function computeCurrentLocaleFromParams(params, locales) {
	const byNormalizedCode = /* @__PURE__ */ new Map();
	const byPath = /* @__PURE__ */ new Map();
	for (const locale of locales) if (typeof locale === "string") byNormalizedCode.set(normalizeTheLocale(locale), locale);
	else {
		byPath.set(locale.path, locale.codes[0]);
		for (const code of locale.codes) byNormalizedCode.set(normalizeTheLocale(code), code);
	}
	for (const value of Object.values(params)) {
		if (!value) continue;
		const pathMatch = byPath.get(value);
		if (pathMatch) return pathMatch;
		const codeMatch = byNormalizedCode.get(normalizeTheLocale(value));
		if (codeMatch) return codeMatch;
	}
}
// node_modules/astro/dist/core/app/prepare-response.js
function prepareResponse(response, { addCookieHeader }) {
	if (addCookieHeader) for (const setCookieHeaderValue of getSetCookiesFromResponse(response)) response.headers.append("set-cookie", setCookieHeaderValue);
	Reflect.set(response, responseSentSymbol$1, true);
}
// node_modules/astro/dist/core/pages/handler.js
var EMPTY_SLOTS = Object.freeze({});
async function handlePages(state, ctx) {
	const { logger, streaming } = state;
	state.resetResponseMetadata();
	let response;
	const componentInstance = await state.loadComponentInstance();
	switch (state.routeData.type) {
		case "endpoint":
			response = await renderEndpoint(componentInstance, ctx, state.routeData.prerender, logger, state);
			break;
		case "page": {
			const props = await state.getProps();
			const actionApiContext = state.getActionAPIContext();
			const result = await state.createResult(componentInstance, actionApiContext);
			try {
				response = await renderPage(result, componentInstance?.default, props, state.slots ?? EMPTY_SLOTS, streaming, state.routeData);
			} catch (e) {
				result.cancelled = true;
				throw e;
			}
			state.responseRouteType = "page";
			if (state.routeData.route === "/404" || state.routeData.route === "/500") state.skipErrorReroute = true;
			break;
		}
		case "redirect": return new Response(null, {
			status: 404,
			headers: { [ASTRO_ERROR_HEADER]: "true" }
		});
		case "fallback":
			state.responseRouteType = "fallback";
			return new Response(null, { status: 500 });
	}
	const responseCookies = getCookiesFromResponse(response);
	if (responseCookies) state.cookies.merge(responseCookies);
	state.response = response;
	return response;
}
// node_modules/astro/dist/core/routing/match.js
function matchRoute$1(pathname, manifest) {
	if (isRoute404(pathname)) {
		const errorRoute = manifest.routes.find((route) => isRoute404(route.route));
		if (errorRoute) return errorRoute;
	}
	if (isRoute500(pathname)) {
		const errorRoute = manifest.routes.find((route) => isRoute500(route.route));
		if (errorRoute) return errorRoute;
	}
	return manifest.routes.find((route) => {
		return route.pattern.test(pathname) || route.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
	});
}
function isRoute404or500(route) {
	return isRoute404(route.route) || isRoute500(route.route);
}
function isRouteServerIsland(route) {
	return route.component === SERVER_ISLAND_COMPONENT;
}
// node_modules/astro/dist/core/routing/astro-designed-error-pages.js
function ensure404Route(manifest) {
	if (!manifest.routes.some((route) => route.route === "/404")) manifest.routes.push(DEFAULT_404_ROUTE);
	return manifest;
}
// node_modules/astro/dist/core/routing/priority.js
function routeComparator(a, b) {
	const commonLength = Math.min(a.segments.length, b.segments.length);
	for (let index = 0; index < commonLength; index++) {
		const aSegment = a.segments[index];
		const bSegment = b.segments[index];
		const aIsStatic = aSegment.every((part) => !part.dynamic && !part.spread);
		const bIsStatic = bSegment.every((part) => !part.dynamic && !part.spread);
		if (aIsStatic && bIsStatic) {
			const aContent = aSegment.map((part) => part.content).join("");
			const bContent = bSegment.map((part) => part.content).join("");
			if (aContent !== bContent) return aContent.localeCompare(bContent);
		}
		if (aIsStatic !== bIsStatic) return aIsStatic ? -1 : 1;
		const aAllDynamic = aSegment.every((part) => part.dynamic);
		if (aAllDynamic !== bSegment.every((part) => part.dynamic)) return aAllDynamic ? 1 : -1;
		const aHasSpread = aSegment.some((part) => part.spread);
		if (aHasSpread !== bSegment.some((part) => part.spread)) return aHasSpread ? 1 : -1;
	}
	const aLength = a.segments.length;
	const bLength = b.segments.length;
	if (aLength !== bLength) {
		const aEndsInRest = a.segments.at(-1)?.some((part) => part.spread);
		const bEndsInRest = b.segments.at(-1)?.some((part) => part.spread);
		if (aEndsInRest !== bEndsInRest && Math.abs(aLength - bLength) === 1) {
			if (aLength > bLength && aEndsInRest) return 1;
			if (bLength > aLength && bEndsInRest) return -1;
		}
		return aLength > bLength ? -1 : 1;
	}
	if (a.type === "endpoint" !== (b.type === "endpoint")) return a.type === "endpoint" ? -1 : 1;
	return a.route.localeCompare(b.route);
}
// node_modules/astro/dist/core/routing/router.js
var Router = class {
	#routes;
	#base;
	#baseWithoutTrailingSlash;
	#buildFormat;
	#trailingSlash;
	constructor(routes, options) {
		this.#routes = [...routes].sort(routeComparator);
		this.#base = normalizeBase(options.base);
		this.#baseWithoutTrailingSlash = removeTrailingForwardSlash(this.#base);
		this.#buildFormat = options.buildFormat;
		this.#trailingSlash = options.trailingSlash;
	}
	/**
	* Match an input pathname against the route list.
	* If allowWithoutBase is true, a non-base-prefixed path is still considered.
	*/
	match(inputPathname, { allowWithoutBase = false } = {}) {
		const normalized = getRedirectForPathname(inputPathname);
		if (normalized.redirect) return {
			type: "redirect",
			location: normalized.redirect,
			status: 301
		};
		if (this.#base !== "/") {
			const baseWithSlash = `${this.#baseWithoutTrailingSlash}/`;
			if (this.#trailingSlash === "always" && (normalized.pathname === this.#baseWithoutTrailingSlash || normalized.pathname === this.#base)) return {
				type: "redirect",
				location: baseWithSlash,
				status: 301
			};
			if (this.#trailingSlash === "never" && normalized.pathname === baseWithSlash) return {
				type: "redirect",
				location: this.#baseWithoutTrailingSlash,
				status: 301
			};
		}
		const baseResult = stripBase(normalized.pathname, this.#base, this.#baseWithoutTrailingSlash, this.#trailingSlash);
		if (!baseResult) {
			if (!allowWithoutBase) return {
				type: "none",
				reason: "outside-base"
			};
		}
		let pathname = baseResult ?? normalized.pathname;
		if (this.#buildFormat === "file") pathname = normalizeFileFormatPathname(pathname);
		const route = this.#routes.find((candidate) => {
			if (candidate.pattern.test(pathname)) return true;
			return candidate.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
		});
		if (!route) return {
			type: "none",
			reason: "no-match"
		};
		return {
			type: "match",
			route,
			params: getParams(route, pathname),
			pathname
		};
	}
	/**
	* Returns all routes that match the given pathname, in priority order.
	* Used when the first match (e.g. a prerendered route) cannot serve
	* the request and subsequent matches need to be tried.
	*/
	matchAll(inputPathname, { allowWithoutBase = false } = {}) {
		const normalized = getRedirectForPathname(inputPathname);
		if (normalized.redirect) return [];
		const baseResult = stripBase(normalized.pathname, this.#base, this.#baseWithoutTrailingSlash, this.#trailingSlash);
		if (!baseResult && !allowWithoutBase) return [];
		let pathname = baseResult ?? normalized.pathname;
		if (this.#buildFormat === "file") pathname = normalizeFileFormatPathname(pathname);
		return this.#routes.filter((candidate) => {
			if (candidate.pattern.test(pathname)) return true;
			return candidate.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
		});
	}
};
function normalizeBase(base) {
	if (!base) return "/";
	if (base === "/") return base;
	return prependForwardSlash$1(base);
}
function getRedirectForPathname(pathname) {
	let value = prependForwardSlash$1(pathname);
	if (value.startsWith("//")) return {
		pathname: value,
		redirect: `/${value.replace(/^\/+/, "")}`
	};
	return { pathname: value };
}
function stripBase(pathname, base, baseWithoutTrailingSlash, trailingSlash) {
	if (base === "/") return pathname;
	const baseWithSlash = `${baseWithoutTrailingSlash}/`;
	if (pathname === baseWithoutTrailingSlash || pathname === base) return trailingSlash === "always" ? null : "/";
	if (pathname === baseWithSlash) return trailingSlash === "never" ? null : "/";
	if (pathname.startsWith(baseWithSlash)) return pathname.slice(baseWithoutTrailingSlash.length);
	return null;
}
function normalizeFileFormatPathname(pathname) {
	if (pathname.endsWith("/index.html")) {
		const trimmed = pathname.slice(0, -11);
		return trimmed === "" ? "/" : trimmed;
	}
	if (pathname.endsWith(".html")) {
		const trimmed = pathname.slice(0, -5);
		return trimmed === "" ? "/" : trimmed;
	}
	return pathname;
}
// node_modules/astro/dist/core/routing/route-table.js
function compileRouteTable(manifest, routes) {
	const routesList = ensure404Route({ routes });
	const router = new Router(routesList.routes, {
		base: manifest.base,
		trailingSlash: manifest.trailingSlash,
		buildFormat: manifest.buildFormat
	});
	return {
		routes: routesList.routes,
		router
	};
}
var routeTables = createManifestMemo((manifest) => compileRouteTable(manifest, (manifest.routes ?? []).map((route) => route.routeData)));
function getRouteTable(manifest) {
	return routeTables.get(manifest);
}
function updateRouteTable(manifest, routes) {
	routeTables.set(manifest, compileRouteTable(manifest, [...routes]));
}
function matchRoute(manifest, pathname) {
	const match = getRouteTable(manifest).router.match(pathname, { allowWithoutBase: true });
	if (match.type !== "match") return void 0;
	return match.route;
}
function matchAllRoutes(manifest, pathname) {
	return getRouteTable(manifest).router.matchAll(pathname, { allowWithoutBase: true });
}
// node_modules/astro/dist/core/session/driver.js
var sessionDriverMemo = createAsyncManifestMemo(async (manifest) => {
	if (manifest.sessionDriver) return (await manifest.sessionDriver())?.default || null;
	return null;
});
function getSessionDriver(manifest) {
	return sessionDriverMemo.get(manifest);
}
// node_modules/astro/dist/core/session/runtime.js
var PERSIST_SYMBOL = /* @__PURE__ */ Symbol();
var DEFAULT_COOKIE_NAME = "astro-session";
var VALID_COOKIE_REGEX = /^[\w-]+$/;
var UUID_REGEX = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
var unflatten$1 = (parsed, _) => {
	return unflatten(parsed, { URL: (href) => new URL(href) });
};
var stringify$1 = (data, _) => {
	return stringify(data, { URL: (val) => val instanceof URL && val.href });
};
var AstroSession = class AstroSession {
	#cookies;
	#config;
	#cookieConfig;
	#cookieName;
	#storage;
	#data;
	#sessionID;
	#toDestroy = /* @__PURE__ */ new Set();
	#toDelete = /* @__PURE__ */ new Set();
	#dirty = false;
	#cookieSet = false;
	#sessionIDFromCookie = false;
	#partial = true;
	#logger;
	#driverFactory;
	static #sharedStorage = /* @__PURE__ */ new Map();
	constructor({ cookies, config, runtimeMode, driverFactory, mockStorage, logger }) {
		this.#logger = logger;
		if (!config) throw new AstroError({
			...SessionStorageInitError,
			message: SessionStorageInitError.message("No driver was defined in the session configuration and the adapter did not provide a default driver.")
		});
		this.#cookies = cookies;
		this.#driverFactory = driverFactory;
		const { cookie: cookieConfig = DEFAULT_COOKIE_NAME, ...configRest } = config;
		let cookieConfigObject;
		if (typeof cookieConfig === "object") {
			const { name = DEFAULT_COOKIE_NAME, ...rest } = cookieConfig;
			this.#cookieName = name;
			cookieConfigObject = rest;
		} else this.#cookieName = cookieConfig || DEFAULT_COOKIE_NAME;
		this.#cookieConfig = {
			sameSite: "lax",
			secure: runtimeMode === "production",
			path: "/",
			...cookieConfigObject,
			httpOnly: true
		};
		this.#config = configRest;
		if (mockStorage) this.#storage = mockStorage;
	}
	/**
	* Gets a session value. Returns `undefined` if the session or value does not exist.
	*/
	async get(key) {
		return (await this.#ensureData()).get(key)?.data;
	}
	/**
	* Checks if a session value exists.
	*/
	async has(key) {
		return (await this.#ensureData()).has(key);
	}
	/**
	* Gets all session values.
	*/
	async keys() {
		return (await this.#ensureData()).keys();
	}
	/**
	* Gets all session values.
	*/
	async values() {
		return [...(await this.#ensureData()).values()].map((entry) => entry.data);
	}
	/**
	* Gets all session entries.
	*/
	async entries() {
		return [...(await this.#ensureData()).entries()].map(([key, entry]) => [key, entry.data]);
	}
	/**
	* Deletes a session value.
	*/
	delete(key) {
		this.#data ??= /* @__PURE__ */ new Map();
		this.#data.delete(key);
		if (this.#partial) this.#toDelete.add(key);
		this.#dirty = true;
	}
	/**
	* Sets a session value. The session is created if it does not exist.
	*/
	set(key, value, { ttl } = {}) {
		if (!key) throw new AstroError({
			...SessionStorageSaveError,
			message: "The session key was not provided."
		});
		let cloned;
		try {
			cloned = unflatten$1(JSON.parse(stringify$1(value)));
		} catch (err) {
			throw new AstroError({
				...SessionStorageSaveError,
				message: `The session data for ${key} could not be serialized.`,
				hint: "See the devalue library for all supported types: https://github.com/rich-harris/devalue"
			}, { cause: err });
		}
		if (!this.#cookieSet) {
			this.#setCookie();
			this.#cookieSet = true;
		}
		this.#data ??= /* @__PURE__ */ new Map();
		const lifetime = ttl ?? this.#config.ttl;
		const expires = typeof lifetime === "number" ? Date.now() + lifetime * 1e3 : lifetime;
		this.#data.set(key, {
			data: cloned,
			expires
		});
		this.#dirty = true;
	}
	/**
	* Destroys the session, clearing the cookie and storage if it exists.
	*/
	destroy() {
		const cookieValue = this.#cookies.get(this.#cookieName)?.value;
		const sessionId = this.#sessionID ?? (cookieValue && UUID_REGEX.test(cookieValue) ? cookieValue : void 0);
		if (sessionId) this.#toDestroy.add(sessionId);
		this.#cookies.delete(this.#cookieName, this.#cookieConfig);
		this.#sessionID = void 0;
		this.#data = void 0;
		this.#dirty = true;
	}
	/**
	* Regenerates the session, creating a new session ID. The existing session data is preserved.
	*/
	async regenerate() {
		let data = /* @__PURE__ */ new Map();
		try {
			data = await this.#ensureData();
		} catch (err) {
			this.#logger.error("session", `Failed to load session data during regeneration: ${err}`);
			this.#partial = false;
		}
		const oldSessionId = this.#sessionID;
		this.#sessionID = crypto.randomUUID();
		this.#sessionIDFromCookie = false;
		this.#data = data;
		this.#dirty = true;
		await this.#setCookie();
		if (oldSessionId && this.#storage) this.#storage.removeItem(oldSessionId).catch((err) => {
			this.#logger.error("session", `Failed to remove old session ${oldSessionId}: ${err}`);
		});
	}
	async [PERSIST_SYMBOL]() {
		if (!this.#dirty && !this.#toDestroy.size) return;
		const storage = await this.#ensureStorage();
		if (this.#dirty && this.#data) {
			const data = await this.#ensureData();
			this.#toDelete.forEach((key2) => data.delete(key2));
			const key = this.#ensureSessionID();
			let serialized;
			try {
				serialized = stringify$1(data);
			} catch (err) {
				throw new AstroError({
					...SessionStorageSaveError,
					message: SessionStorageSaveError.message("The session data could not be serialized.", this.#config.driver)
				}, { cause: err });
			}
			await storage.setItem(key, serialized);
			this.#dirty = false;
		}
		if (this.#toDestroy.size > 0) {
			const cleanupPromises = [...this.#toDestroy].map((sessionId) => storage.removeItem(sessionId).catch((err) => {
				this.#logger.error("session", `Failed to remove session ${sessionId}: ${err}`);
			}));
			await Promise.all(cleanupPromises);
			this.#toDestroy.clear();
		}
	}
	get sessionID() {
		return this.#sessionID;
	}
	/**
	* Loads a session from storage with the given ID, and replaces the current session.
	* Any changes made to the current session will be lost.
	* This is not normally needed, as the session is automatically loaded using the cookie.
	* However it can be used to restore a session where the ID has been recorded somewhere
	* else (e.g. in a database).
	*/
	async load(sessionID) {
		this.#sessionID = sessionID;
		this.#data = void 0;
		await this.#setCookie();
		await this.#ensureData();
	}
	/**
	* Sets the session cookie.
	*/
	async #setCookie() {
		if (!VALID_COOKIE_REGEX.test(this.#cookieName)) throw new AstroError({
			...SessionStorageSaveError,
			message: "Invalid cookie name. Cookie names can only contain letters, numbers, and dashes."
		});
		const value = this.#ensureSessionID();
		this.#cookies.set(this.#cookieName, value, this.#cookieConfig);
	}
	/**
	* Attempts to load the session data from storage, or creates a new data object if none exists.
	* If there is existing partial data, it will be merged into the new data object.
	*/
	async #ensureData() {
		if (this.#data && !this.#partial) return this.#data;
		this.#data ??= /* @__PURE__ */ new Map();
		if (!this.#sessionID && !this.#cookies.get(this.#cookieName)?.value) {
			this.#partial = false;
			return this.#data;
		}
		const raw = await (await this.#ensureStorage()).get(this.#ensureSessionID());
		if (!raw) {
			if (this.#sessionIDFromCookie) {
				this.#sessionID = crypto.randomUUID();
				this.#sessionIDFromCookie = false;
				if (this.#cookieSet) await this.#setCookie();
			}
			return this.#data;
		}
		try {
			const storedMap = unflatten$1(raw);
			if (!(storedMap instanceof Map)) {
				this.destroy();
				throw new AstroError({
					...SessionStorageInitError,
					message: SessionStorageInitError.message("The session data was an invalid type.", this.#config.driver)
				});
			}
			const now = Date.now();
			for (const [key, value] of storedMap) {
				const expired = typeof value.expires === "number" && value.expires < now;
				if (!this.#data.has(key) && !this.#toDelete.has(key) && !expired) this.#data.set(key, value);
			}
			this.#partial = false;
			return this.#data;
		} catch (err) {
			this.destroy();
			if (err instanceof AstroError) throw err;
			throw new AstroError({
				...SessionStorageInitError,
				message: SessionStorageInitError.message("The session data could not be parsed.", this.#config.driver)
			}, { cause: err });
		}
	}
	/**
	* Returns the session ID, generating a new one if it does not exist.
	*/
	#ensureSessionID() {
		if (!this.#sessionID) {
			const cookieValue = this.#cookies.get(this.#cookieName)?.value;
			if (cookieValue && UUID_REGEX.test(cookieValue)) {
				this.#sessionID = cookieValue;
				this.#sessionIDFromCookie = true;
			} else this.#sessionID = crypto.randomUUID();
		}
		return this.#sessionID;
	}
	/**
	* Ensures the storage is initialized.
	* This is called automatically when a storage operation is needed.
	*/
	async #ensureStorage() {
		if (this.#storage) return this.#storage;
		if (AstroSession.#sharedStorage.has(this.#config.driver)) {
			this.#storage = AstroSession.#sharedStorage.get(this.#config.driver);
			return this.#storage;
		}
		if (!this.#driverFactory) throw new AstroError({
			...SessionStorageInitError,
			message: SessionStorageInitError.message("Astro could not load the driver correctly. Does it exist?", this.#config.driver)
		});
		const driver = this.#driverFactory;
		try {
			this.#storage = createStorage({ driver: {
				...driver(this.#config.options),
				hasItem() {
					return false;
				},
				getKeys() {
					return [];
				}
			} });
			AstroSession.#sharedStorage.set(this.#config.driver, this.#storage);
			return this.#storage;
		} catch (err) {
			throw new AstroError({
				...SessionStorageInitError,
				message: SessionStorageInitError.message("Unknown error", this.#config.driver)
			}, { cause: err });
		}
	}
};
// node_modules/astro/dist/core/session/handler.js
var SESSION_KEY = "session";
function provideSession(state) {
	markFeatureUsed(state.manifest, FetchFeatures.sessions);
	const config = state.manifest.sessionConfig;
	if (!config) return;
	return provideSessionAsync(state, config);
}
async function provideSessionAsync(state, config) {
	const driverFactory = await getSessionDriver(state.manifest);
	if (!driverFactory) return;
	state.provide(SESSION_KEY, {
		create() {
			const cookies = state.cookies;
			return new AstroSession({
				cookies,
				config,
				runtimeMode: getEnvironment(state.manifest).runtimeMode,
				driverFactory,
				mockStorage: null,
				logger: state.logger
			});
		},
		finalize(session) {
			return session[PERSIST_SYMBOL]();
		}
	});
}
// node_modules/astro/dist/core/app/validate-headers.js
function getFirstForwardedValue(multiValueHeader) {
	return multiValueHeader?.toString().split(",").map((e) => e.trim())[0];
}
function sanitizeHost(hostname) {
	if (!hostname) return void 0;
	if (/[/\\]/.test(hostname)) return void 0;
	return hostname;
}
function parseHost(host) {
	const parts = host.split(":");
	if (parts.length > 2) return void 0;
	return {
		hostname: parts[0],
		port: parts[1]
	};
}
function matchesAllowedDomains(hostname, protocol, port, allowedDomains) {
	const urlString = `${protocol}://${port ? `${hostname}:${port}` : hostname}`;
	if (!URL.canParse(urlString)) return false;
	const testUrl = new URL(urlString);
	return allowedDomains.some((pattern) => matchPattern(testUrl, pattern));
}
function validateHost(host, protocol, allowedDomains) {
	if (!host || host.length === 0) return void 0;
	if (!allowedDomains || allowedDomains.length === 0) return void 0;
	const sanitized = sanitizeHost(host);
	if (!sanitized) return void 0;
	const parsed = parseHost(sanitized);
	if (!parsed) return void 0;
	const { hostname, port } = parsed;
	if (matchesAllowedDomains(hostname, protocol, port, allowedDomains)) return sanitized;
}
function validateForwardedHeaders(forwardedProtocol, forwardedHost, forwardedPort, allowedDomains) {
	const result = {};
	if (forwardedProtocol) {
		if (allowedDomains && allowedDomains.length > 0) {
			if (allowedDomains.some((pattern) => pattern.protocol !== void 0)) try {
				const testUrl = new URL(`${forwardedProtocol}://example.com`);
				if (allowedDomains.some((pattern) => matchPattern(testUrl, { protocol: pattern.protocol }))) result.protocol = forwardedProtocol;
			} catch {}
			else if (/^https?$/.test(forwardedProtocol)) result.protocol = forwardedProtocol;
		}
	}
	if (forwardedPort && allowedDomains && allowedDomains.length > 0) {
		if (allowedDomains.some((pattern) => pattern.port !== void 0)) {
			if (allowedDomains.some((pattern) => pattern.port === forwardedPort)) result.port = forwardedPort;
		}
	}
	if (forwardedHost && forwardedHost.length > 0 && allowedDomains && allowedDomains.length > 0) {
		const protoForValidation = result.protocol || "https";
		const sanitized = sanitizeHost(forwardedHost);
		const parsed = sanitized ? parseHost(sanitized) : void 0;
		if (sanitized && parsed) {
			const { hostname, port: portFromHost } = parsed;
			if (matchesAllowedDomains(hostname, protoForValidation, result.port || portFromHost, allowedDomains)) result.host = sanitized;
		}
	}
	return result;
}
// node_modules/astro/dist/core/output-filename.js
var STATUS_CODE_PAGES = /* @__PURE__ */ new Set(["/404", "/500"]);
function getOutputFilename(buildFormat, name, routeData) {
	if (routeData.type === "endpoint") return name;
	if (name === "/" || name === "") return name === "" ? "index.html" : "/index.html";
	if (buildFormat === "file" || STATUS_CODE_PAGES.has(name)) return `${removeTrailingForwardSlash(name || "index")}.html`;
	if (buildFormat === "preserve" && !routeData.isIndex) return `${removeTrailingForwardSlash(name || "index")}.html`;
	return `${removeTrailingForwardSlash(name)}/index.html`;
}
// node_modules/astro/dist/core/errors/default-handler.js
async function renderDefaultError(manifest, request, { status, response: originalResponse, skipMiddleware = false, error, pathname, ...resolvedRenderOptions }) {
	const resolvedPathname = pathname ?? new FetchState(manifest, request).pathname;
	const routeTable = getRouteTable(manifest);
	const errorRouteData = matchRoute$1(getErrorRoutePath(resolvedPathname, status, routeTable.routes, manifest.i18n?.locales, manifest.trailingSlash === "always"), routeTable);
	const url = new URL(request.url);
	if (errorRouteData) {
		if (errorRouteData.prerender) {
			const allowedDomains = manifest.allowedDomains;
			const safeOrigin = validateHost(url.host, url.protocol.replace(":", ""), allowedDomains) ? url.origin : `${url.protocol}//localhost`;
			const statusURL = new URL(`${removeTrailingForwardSlash(manifest.base)}${getOutputFilename(manifest.buildFormat, errorRouteData.route, errorRouteData)}`, safeOrigin);
			if (statusURL.toString() !== request.url && resolvedRenderOptions.prerenderedErrorPageFetch) try {
				const newResponse = mergeResponses(await resolvedRenderOptions.prerenderedErrorPageFetch(statusURL.toString()), originalResponse, {
					status,
					removeContentEncodingHeaders: true
				});
				prepareResponse(newResponse, resolvedRenderOptions);
				return newResponse;
			} catch {
				const response2 = mergeResponses(new Response(null, { status }), originalResponse);
				prepareResponse(response2, resolvedRenderOptions);
				return response2;
			}
		}
		const mod = await getEnvironment(manifest).getComponentByRoute(manifest, errorRouteData);
		const errorState = new FetchState(manifest, request);
		errorState.skipMiddleware = skipMiddleware;
		errorState.clientAddress = resolvedRenderOptions.clientAddress;
		errorState.routeData = errorRouteData;
		errorState.pathname = resolvedPathname;
		errorState.status = status;
		errorState.componentInstance = mod;
		errorState.locals = resolvedRenderOptions.locals ?? {};
		errorState.initialProps = { error };
		try {
			await provideSession(errorState);
			const response2 = await handleMiddleware(errorState, handlePages);
			if (rewroteToEmptyErrorResponse(skipMiddleware, errorRouteData, errorState.routeData, response2)) return renderDefaultError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				response: originalResponse,
				skipMiddleware: true,
				pathname: resolvedPathname
			});
			const newResponse = mergeResponses(response2, originalResponse);
			prepareResponse(newResponse, resolvedRenderOptions);
			return newResponse;
		} catch {
			if (skipMiddleware === false) return renderDefaultError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				response: originalResponse,
				skipMiddleware: true,
				pathname: resolvedPathname
			});
		} finally {
			await errorState.finalizeAll();
		}
	}
	const response = mergeResponses(new Response(null, { status }), originalResponse);
	prepareResponse(response, resolvedRenderOptions);
	return response;
}
function mergeResponses(newResponse, originalResponse, override) {
	let newResponseHeaders = newResponse.headers;
	if (override?.removeContentEncodingHeaders) {
		newResponseHeaders = new Headers(newResponseHeaders);
		newResponseHeaders.delete("Content-Encoding");
		newResponseHeaders.delete("Content-Length");
	}
	if (!originalResponse) {
		if (override !== void 0) return new Response(newResponse.body, {
			status: override.status,
			statusText: newResponse.statusText,
			headers: newResponseHeaders
		});
		return newResponse;
	}
	const status = override?.status ? override.status : originalResponse.status === 200 ? newResponse.status : originalResponse.status;
	try {
		originalResponse.headers.delete("Content-type");
		originalResponse.headers.delete("Content-Length");
		originalResponse.headers.delete("Transfer-Encoding");
	} catch {}
	const newHeaders = new Headers();
	const seen = /* @__PURE__ */ new Set();
	for (const [name, value] of originalResponse.headers) {
		newHeaders.append(name, value);
		seen.add(name.toLowerCase());
	}
	for (const [name, value] of newResponseHeaders) {
		const lower = name.toLowerCase();
		if (!seen.has(lower) || lower === "set-cookie") newHeaders.append(name, value);
	}
	const mergedResponse = new Response(newResponse.body, {
		status,
		statusText: status === 200 ? newResponse.statusText : originalResponse.statusText,
		headers: newHeaders
	});
	const originalCookies = getCookiesFromResponse(originalResponse);
	const newCookies = getCookiesFromResponse(newResponse);
	if (originalCookies) {
		if (newCookies) originalCookies.merge(newCookies);
		attachCookiesToResponse(mergedResponse, originalCookies);
	} else if (newCookies) attachCookiesToResponse(mergedResponse, newCookies);
	return mergedResponse;
}
// node_modules/astro/dist/core/errors/build-handler.js
async function renderBuildError(manifest, request, options) {
	if (options.status === 500) {
		if (options.response) return options.response;
		throw options.error;
	}
	return renderDefaultError(manifest, request, {
		...options,
		prerenderedErrorPageFetch: void 0
	});
}
// node_modules/astro/dist/core/errors/dev-handler.js
async function renderDevError(manifest, request, { skipMiddleware = false, error, status, response: _response, pathname, ...resolvedRenderOptions }, { shouldInjectCspMetaTags }) {
	if (isAstroError(error) && [MiddlewareNoDataOrNextCalled.name, MiddlewareNotAResponse.name].includes(error.name)) throw error;
	const resolvedPathname = pathname ?? new FetchState(manifest, request).pathname;
	const renderRoute = async (routeData) => {
		try {
			const preloadedComponent = await getEnvironment(manifest).getComponentByRoute(manifest, routeData);
			const errorState = new FetchState(manifest, request);
			errorState.skipMiddleware = skipMiddleware;
			errorState.clientAddress = resolvedRenderOptions.clientAddress;
			errorState.shouldInjectCspMetaTags = shouldInjectCspMetaTags ? !!manifest.csp : false;
			errorState.routeData = routeData;
			errorState.pathname = resolvedPathname;
			errorState.status = status;
			errorState.componentInstance = preloadedComponent;
			errorState.locals = resolvedRenderOptions.locals ?? {};
			errorState.initialProps = { error };
			const response = await handleMiddleware(errorState, handlePages);
			if (rewroteToEmptyErrorResponse(skipMiddleware, routeData, errorState.routeData, response)) return renderDevError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				skipMiddleware: true,
				pathname: resolvedPathname
			}, { shouldInjectCspMetaTags });
			if (error) getLogger(manifest).error("router", error.stack || error.message);
			return response;
		} catch (_err) {
			if (skipMiddleware === false) return renderDevError(manifest, request, {
				...resolvedRenderOptions,
				status: 500,
				skipMiddleware: true,
				error: _err,
				pathname: resolvedPathname
			}, { shouldInjectCspMetaTags });
			throw _err;
		}
	};
	if (status === 404) {
		const custom404 = getCustom404Route(getRouteTable(manifest));
		if (custom404) return renderRoute(custom404);
	}
	const custom500 = getCustom500Route(getRouteTable(manifest));
	if (!custom500) throw error;
	else return renderRoute(custom500);
}
// node_modules/astro/dist/core/errors/handler.js
function renderErrorPage(manifest, request, options) {
	const env = getEnvironment(manifest);
	switch (env.errorStrategy) {
		case "dev": return renderDevError(manifest, request, options, { shouldInjectCspMetaTags: env.injectCspMetaTagsOnErrorPages });
		case "build": return renderBuildError(manifest, request, options);
		case "default": return renderDefaultError(manifest, request, options);
	}
}
function renderErrorFromState(state, request, options) {
	if (state.renderError) return state.renderError(request, options);
	return renderErrorPage(state.manifest, request, options);
}
function rewroteToEmptyErrorResponse(skipMiddleware, errorRouteData, renderedRouteData, response) {
	return skipMiddleware === false && renderedRouteData !== errorRouteData && response.body === null && REROUTABLE_STATUS_CODES.includes(response.status);
}
// node_modules/astro/dist/core/middleware/callMiddleware.js
async function callMiddleware(onRequest, apiContext, responseFunction) {
	let nextCalled = false;
	let responseFunctionPromise = void 0;
	const next = async (payload) => {
		nextCalled = true;
		responseFunctionPromise = responseFunction(apiContext, payload);
		return responseFunctionPromise;
	};
	const middlewarePromise = onRequest(apiContext, next);
	return await Promise.resolve(middlewarePromise).then(async (value) => {
		if (nextCalled) {
			if (typeof value !== "undefined") {
				if (value instanceof Response === false) throw new AstroError(MiddlewareNotAResponse);
				return value;
			} else if (responseFunctionPromise) return responseFunctionPromise;
			else throw new AstroError(MiddlewareNotAResponse);
		} else if (typeof value === "undefined") throw new AstroError(MiddlewareNoDataOrNextCalled);
		else if (value instanceof Response === false) throw new AstroError(MiddlewareNotAResponse);
		else return value;
	});
}
// node_modules/astro/dist/core/middleware/load.js
var resolvedMiddleware = /* @__PURE__ */ new WeakMap();
var middlewareMemo = createAsyncManifestMemo(async (manifest) => {
	let handler;
	if (manifest.middleware) {
		const internalMiddlewares = [(await manifest.middleware()).onRequest ?? NOOP_MIDDLEWARE_FN];
		if (manifest.checkOrigin) internalMiddlewares.unshift(createOriginCheckMiddleware());
		handler = sequence(...internalMiddlewares);
	} else handler = NOOP_MIDDLEWARE_FN;
	resolvedMiddleware.set(manifest, handler);
	return handler;
});
function getMiddleware(manifest) {
	return middlewareMemo.get(manifest);
}
// node_modules/astro/dist/core/cache/runtime/noop.js
var EMPTY_OPTIONS = Object.freeze({ tags: [] });
var NoopAstroCache = class {
	enabled = false;
	set() {}
	get tags() {
		return [];
	}
	get options() {
		return EMPTY_OPTIONS;
	}
	async invalidate() {}
};
var hasWarned = false;
var DisabledAstroCache = class {
	enabled = false;
	#logger;
	constructor(logger) {
		this.#logger = logger;
	}
	#warn() {
		if (!hasWarned) {
			hasWarned = true;
			this.#logger?.warn("cache", "`cache.set()` was called but caching is not enabled. Configure a cache provider in your Astro config under `cache` to enable caching.");
		}
	}
	set() {
		this.#warn();
	}
	get tags() {
		return [];
	}
	get options() {
		return EMPTY_OPTIONS;
	}
	async invalidate() {
		throw new AstroError(CacheNotEnabled);
	}
};
// node_modules/astro/dist/core/middleware/astro-middleware.js
async function handleMiddleware(state, renderRouteCallback) {
	markFeatureUsed(state.manifest, FetchFeatures.middleware);
	await state.getProps();
	const apiContext = state.getAPIContext();
	state.counter++;
	if (state.counter === 4) return new Response("Loop Detected", {
		status: 508,
		statusText: "Astro detected a loop where you tried to call the rewriting logic more than four times."
	});
	const next = async (ctx, payload) => {
		if (payload) {
			state.logger.debug("router", "Called rewriting to:", payload);
			applyRewriteToState(state, payload, await getEnvironment(state.manifest).tryRewrite(state.manifest, payload, state.request));
		}
		return renderRouteCallback(state, ctx);
	};
	let response;
	if (state.skipMiddleware) response = await next(apiContext);
	else {
		const middleware = await getMiddleware(state.manifest);
		response = await callMiddleware(sequence(middleware), apiContext, next);
	}
	attachCookiesToResponse(response, state.cookies);
	state.response = response;
	return response;
}
// node_modules/astro/dist/core/util/normalized-url.js
function createNormalizedUrl(requestUrl) {
	return normalizeUrl(new URL(requestUrl));
}
function setPathname(url, pathname) {
	if (url.pathname !== pathname) url.pathname = pathname;
}
function normalizeUrl(url) {
	try {
		setPathname(url, validateAndDecodePathname(url.pathname));
	} catch {
		try {
			setPathname(url, decodeURI(url.pathname));
		} catch {}
	}
	setPathname(url, collapseDuplicateSlashes(url.pathname));
	return url;
}
// node_modules/astro/dist/core/rewrites/handler.js
function applyRewriteToState(state, payload, { routeData, componentInstance, newUrl, pathname }, { mergeCookies = false } = {}) {
	const oldPathname = state.pathname;
	const isI18nFallback = routeData.fallbackRoutes && routeData.fallbackRoutes.length > 0;
	if (state.manifest.serverLike && !state.routeData.prerender && routeData.prerender && !isI18nFallback) throw new AstroError({
		...ForbiddenRewrite,
		message: ForbiddenRewrite.message(state.pathname, pathname, routeData.component),
		hint: ForbiddenRewrite.hint(routeData.component)
	});
	state.routeData = routeData;
	state.componentInstance = componentInstance;
	if (payload instanceof Request) state.request = payload;
	else state.request = copyRequest(newUrl, state.request, routeData.prerender, state.logger, state.routeData.route);
	state.url = createNormalizedUrl(state.request.url);
	if (mergeCookies) {
		const newCookies = new AstroCookies(state.request, state.logger);
		if (state.cookies) newCookies.merge(state.cookies);
		state.cookies = newCookies;
	}
	state.params = getParams(routeData, pathname);
	state.pathname = pathname;
	state.isRewriting = true;
	state.status = 200;
	setOriginPathname(state.request, oldPathname, state.manifest.trailingSlash, state.manifest.buildFormat);
	state.invalidateContexts();
}
async function executeRewrite(state, payload) {
	state.logger.debug("router", "Calling rewrite: ", payload);
	applyRewriteToState(state, payload, await getEnvironment(state.manifest).tryRewrite(state.manifest, payload, state.request), { mergeCookies: true });
	return handleMiddleware(state, handlePages);
}
// node_modules/astro/dist/core/i18n/domain.js
function computePathnameFromDomain(request, url, i18n, base, trailingSlash, allowedDomains, logger, pathnameFromRequest) {
	let pathname = void 0;
	if (i18n && (i18n.strategy === "domains-prefix-always" || i18n.strategy === "domains-prefix-other-locales" || i18n.strategy === "domains-prefix-always-no-redirect")) {
		const validated = validateForwardedHeaders(getFirstForwardedValue(request.headers.get("X-Forwarded-Proto") ?? void 0), getFirstForwardedValue(request.headers.get("X-Forwarded-Host") ?? void 0), getFirstForwardedValue(request.headers.get("X-Forwarded-Port") ?? void 0), allowedDomains);
		const protocol = validated.protocol ? `${validated.protocol}:` : url.protocol;
		const requestHost = request.headers.get("Host") ?? void 0;
		const validatedRequestHost = allowedDomains?.length ? validateHost(requestHost, protocol.slice(0, -1), allowedDomains) : requestHost;
		let host = validated.host ?? validatedRequestHost;
		if (host && protocol) {
			host = host.split(":")[0];
			try {
				let locale;
				const hostAsUrl = new URL(`${protocol}//${host}`);
				for (const [domainKey, localeValue] of Object.entries(i18n.domainLookupTable)) {
					const domainKeyAsUrl = new URL(domainKey);
					if (hostAsUrl.host === domainKeyAsUrl.host && hostAsUrl.protocol === domainKeyAsUrl.protocol) {
						locale = localeValue;
						break;
					}
				}
				if (locale) {
					const requestPathname = pathnameFromRequest ?? stripRequestBase(url.pathname, base);
					pathname = prependForwardSlash$1(joinPaths(normalizeTheLocale(locale), requestPathname));
					if (trailingSlash === "always") pathname = appendForwardSlash(pathname);
					else if (trailingSlash === "never") pathname = removeTrailingForwardSlash(pathname);
					else if (url.pathname.endsWith("/")) pathname = appendForwardSlash(pathname);
				}
			} catch (e) {
				logger.error("router", `Astro tried to parse ${protocol}//${host} as an URL, but it threw a parsing error. Check the X-Forwarded-Host and X-Forwarded-Proto headers.`);
				logger.error("router", `Error: ${e}`);
			}
		}
	}
	return pathname;
}
// node_modules/astro/dist/core/manifest/derived.js
var sites = createManifestMemo((manifest) => manifest.site ? new URL(manifest.site) : void 0);
function getSite(manifest) {
	return sites.get(manifest);
}
// node_modules/astro/dist/core/server-islands/mappings.js
async function getServerIslands(manifest) {
	if (manifest.serverIslandMappings) return manifest.serverIslandMappings();
	return {
		serverIslandMap: /* @__PURE__ */ new Map(),
		serverIslandNameMap: /* @__PURE__ */ new Map()
	};
}
// node_modules/astro/dist/core/fetch/fetch-state.js
var slotValuesSymbol = /* @__PURE__ */ Symbol("astro.slotValues");
function getFetchStateFromAPIContext(context) {
	const state = context[fetchStateSymbol];
	if (!state) throw new Error("FetchState not found on APIContext. This is an internal error — the context was not created through Astro's request pipeline.");
	return state;
}
var FetchState = class {
	/** The manifest — the single ambient source of static, build-time data. */
	manifest;
	/** The manifest's identity-stable logger, captured once at construction. */
	logger;
	/**
	* Whether page renders stream. From the facade hooks on the fast path,
	* else the environment's default.
	*/
	streaming;
	/**
	* Internal facade hook: late-bound `app.renderError` dispatch. Undefined on
	* bare and custom-handler paths — those fall through to the environment's
	* error strategy (`renderErrorPage`).
	*/
	renderError;
	/**
	* Internal facade hook: late-bound `app.logThisRequest` dispatch. Undefined
	* on bare and custom-handler paths — those fall through to the
	* environment's `logRequest` behavior.
	*/
	logRequest;
	/**
	* The request to render. Mutated during rewrites so subsequent renders
	* see the rewritten URL.
	*/
	request;
	routeData;
	/**
	* The pathname to use for routing and rendering. Starts out as the raw,
	* base-stripped, decoded pathname from the request. May be further
	* normalized by `handleRequest` after routeData is known (in dev, when
	* the matched route has no `.html` extension, `.html` / `/index.html`
	* suffixes are stripped).
	*/
	pathname;
	/** Resolved render options (addCookieHeader, clientAddress, locals, etc.). */
	renderOptions;
	/** When the request started, used to log duration. */
	timeStart;
	/**
	* The route's loaded component module. Set before middleware runs; may
	* be swapped during in-flight rewrites from inside the middleware chain.
	*/
	componentInstance;
	/**
	* Slot overrides supplied by the container API. `undefined` for HTTP
	* requests — `PagesHandler` coalesces to `{}` on read so we don't
	* allocate an empty object per request.
	*/
	slots;
	/**
	* The `Response` produced by handlers, if any. Set after page
	* rendering or middleware completes.
	*/
	response;
	/**
	* Default HTTP status for the rendered response. Callers override
	* before rendering runs (e.g. `handleRequest` sets this from
	* `BaseApp.getDefaultStatusCode`; error handlers set `404` / `500`).
	*/
	status = 200;
	/** Whether user middleware should be skipped for this request. */
	skipMiddleware = false;
	/**
	* Set to `true` when the request path was encoded too many times to fully
	* decode (see {@link validateAndDecodePathname}). These requests are
	* rejected with a `400` before middleware or routing run.
	*/
	invalidEncoding = false;
	/** A flag that tells the render content if the rewriting was triggered. */
	isRewriting = false;
	/** A safety net in case of loops (rewrite counter). */
	counter = 0;
	/** Cookies for this request. Created lazily on first access. */
	cookies;
	/** Route params derived from routeData + pathname. Computed lazily. */
	#params;
	get params() {
		if (!this.#params && this.routeData) this.#params = getParams(this.routeData, this.pathname);
		return this.#params;
	}
	set params(value) {
		this.#params = value;
	}
	/** Normalized URL for this request. */
	url;
	/** Client address for this request. */
	clientAddress;
	/** Whether this is a partial render (container API). */
	partial;
	/** Internal metadata about the current response route type. */
	responseRouteType;
	/** Internal flag to prevent rerouting this response to an error page. */
	skipErrorReroute = false;
	/** Whether to inject CSP meta tags. */
	shouldInjectCspMetaTags;
	/** Request-scoped locals object, shared with user middleware. */
	locals = {};
	/**
	* Memoized `props` (see `getProps`). `null` means "not yet computed"
	* — using `null` (rather than `undefined`) keeps the hidden class
	* stable and distinct from a valid-but-empty result.
	*/
	props = null;
	/** Memoized `ActionAPIContext` (see `getActionAPIContext`). */
	actionApiContext = null;
	/** Memoized `APIContext` (see `getAPIContext`). */
	apiContext = null;
	/** Registered context providers keyed by name. Lazy-initialized on first provide(). */
	#providers;
	/** Cached values from resolved providers. Lazy-initialized on first resolve(). */
	#providersResolvedValues;
	/** Cached promise for lazy component instance loading. */
	#componentInstancePromise;
	/** SSR result for the current page render. */
	result;
	/** Initial props (from container/error handler). */
	initialProps = {};
	/** Memoized Astro page partial. */
	#astroPagePartial;
	/**
	* Locale-prefixed pathname derived from the Host header for domain-based
	* i18n routing (e.g. `/en/boats/1/foo`), or `undefined` when the request
	* isn't served from a locale-mapped domain. When set, `this.pathname` is
	* derived from it so locale/param resolution match the route pattern.
	*/
	#domainPathname;
	/** Memoized current locale. */
	#currentLocale;
	/** Memoized preferred locale. */
	#preferredLocale;
	/** Memoized preferred locale list. */
	#preferredLocaleList;
	constructor(manifest, request, options, hooks) {
		this.manifest = manifest;
		this.logger = getLogger(manifest);
		this.streaming = hooks?.streaming ?? getEnvironment(manifest).defaultStreaming(manifest);
		this.renderError = hooks?.renderError;
		this.logRequest = hooks?.logRequest;
		this.request = request;
		options ??= getRenderOptions(request);
		this.routeData = options?.routeData;
		this.renderOptions = {
			...options ?? {
				addCookieHeader: false,
				clientAddress: void 0,
				prerenderedErrorPageFetch: fetch,
				routeData: void 0,
				waitUntil: void 0
			},
			[fetchStateSymbol]: this,
			get locals() {
				return this[fetchStateSymbol].locals;
			}
		};
		this.componentInstance = void 0;
		this.slots = void 0;
		const url = new URL(request.url);
		const publicPathname = this.#normalizePathname(url.pathname);
		const pathname = this.#computePathname(publicPathname);
		setPathname(url, publicPathname);
		setPathname(url, collapseDuplicateSlashes(url.pathname));
		const domainPathname = computePathnameFromDomain(request, url, manifest.i18n, manifest.base, manifest.trailingSlash, manifest.allowedDomains, this.logger, pathname);
		if (domainPathname) {
			this.#domainPathname = domainPathname;
			this.pathname = domainPathname;
		} else this.pathname = pathname;
		this.timeStart = performance.now();
		this.clientAddress = options?.clientAddress;
		this.locals = options?.locals ?? {};
		this.url = url;
		this.cookies = new AstroCookies(request, this.logger);
		if (manifest.allowedDomains && manifest.allowedDomains.length > 0 && !this.routeData?.prerender) this.#applyForwardedHeaders();
		if (!Reflect.get(this.request, originPathnameSymbol)) setOriginPathname(this.request, this.pathname, manifest.trailingSlash, manifest.buildFormat);
		this.#resolveRouteData();
	}
	/**
	* Triggers a rewrite. Delegates to the rewrites handler module.
	*/
	rewrite(payload) {
		return executeRewrite(this, payload);
	}
	/**
	* Creates the SSR result for the current page render.
	*/
	async createResult(mod, ctx) {
		const manifest = this.manifest;
		const env = getEnvironment(manifest);
		const { clientDirectives, inlinedScripts, compressHTML } = manifest;
		const renderers = env.getRenderers(manifest);
		const resolve = (specifier) => env.resolve(manifest, specifier);
		const routeData = this.routeData;
		const { links, scripts, styles } = await env.headElements(manifest, routeData);
		const extraStyleHashes = [];
		const extraScriptHashes = [];
		const shouldInjectCspMetaTags = this.shouldInjectCspMetaTags ?? manifest.shouldInjectCspMetaTags;
		const cspAlgorithm = manifest.csp?.algorithm ?? "SHA-256";
		if (shouldInjectCspMetaTags) {
			for (const style of styles) extraStyleHashes.push(await generateCspDigest(style.children, cspAlgorithm));
			for (const script of scripts) extraScriptHashes.push(await generateCspDigest(script.children, cspAlgorithm));
		}
		const componentMetadata = await env.componentMetadata(manifest, routeData) ?? manifest.componentMetadata;
		const headers = new Headers({ "Content-Type": "text/html" });
		const partial = typeof this.partial === "boolean" ? this.partial : Boolean(mod.partial);
		const actionResult = hasActionPayload(this.locals) ? deserializeActionResult(this.locals._actionPayload.actionResult) : void 0;
		const status = this.status;
		const response = {
			status: actionResult?.error ? actionResult?.error.status : status,
			statusText: actionResult?.error ? actionResult?.error.type : "OK",
			get headers() {
				return headers;
			},
			set headers(_) {
				throw new AstroError(AstroResponseHeadersReassigned);
			}
		};
		const state = this;
		const result = {
			base: manifest.base,
			userAssetsBase: manifest.userAssetsBase,
			cancelled: false,
			clientDirectives,
			inlinedScripts,
			componentMetadata,
			compressHTML,
			cookies: this.cookies,
			createAstro: (props, slots) => state.createAstro(result, props, slots, ctx),
			links,
			params: this.params,
			partial,
			pathname: this.pathname,
			renderers,
			resolve,
			response,
			request: this.request,
			scripts,
			styles,
			actionResult,
			async getServerIslandNameMap() {
				return (await getServerIslands(manifest)).serverIslandNameMap ?? /* @__PURE__ */ new Map();
			},
			key: manifest.key,
			trailingSlash: manifest.trailingSlash,
			_metadata: {
				hasHydrationScript: false,
				rendererSpecificHydrationScripts: /* @__PURE__ */ new Set(),
				hasRenderedHead: false,
				renderedScripts: /* @__PURE__ */ new Set(),
				hasDirectives: /* @__PURE__ */ new Set(),
				hasRenderedServerIslandRuntime: false,
				headInTree: false,
				extraHead: [],
				extraStyleHashes,
				extraScriptHashes,
				propagators: /* @__PURE__ */ new Set(),
				routeHasPropagation: false,
				pendingSlotEvaluations: [],
				templateDepth: 0
			},
			cspDestination: manifest.csp?.cspDestination ?? (routeData.prerender ? "meta" : "header"),
			shouldInjectCspMetaTags,
			cspAlgorithm,
			directives: manifest.csp?.directives ? [...manifest.csp.directives] : [],
			scriptHashes: manifest.csp?.scriptHashes ? [...manifest.csp.scriptHashes] : [],
			scriptResources: manifest.csp?.scriptResources ? [...manifest.csp.scriptResources] : [],
			styleHashes: manifest.csp?.styleHashes ? [...manifest.csp.styleHashes] : [],
			styleResources: manifest.csp?.styleResources ? [...manifest.csp.styleResources] : [],
			isStrictDynamic: manifest.csp?.isStrictDynamic ?? false,
			scriptDirective: {
				resources: manifest.csp?.scriptDirective ? [...manifest.csp.scriptDirective.resources] : [],
				hashes: manifest.csp?.scriptDirective ? [...manifest.csp.scriptDirective.hashes] : [],
				strictDynamic: manifest.csp?.scriptDirective?.strictDynamic ?? false
			},
			styleDirective: {
				resources: manifest.csp?.styleDirective ? [...manifest.csp.styleDirective.resources] : [],
				hashes: manifest.csp?.styleDirective ? [...manifest.csp.styleDirective.hashes] : []
			},
			speculationRulesContent: manifest.csp?.speculationRulesContent,
			internalFetchHeaders: manifest.internalFetchHeaders
		};
		this.result = result;
		return result;
	}
	/**
	* Creates the Astro global object for a component render.
	*/
	createAstro(result, props, slotValues, apiContext) {
		let astroPagePartial;
		if (this.isRewriting) this.#astroPagePartial = this.createAstroPagePartial(result, apiContext);
		this.#astroPagePartial ??= this.createAstroPagePartial(result, apiContext);
		astroPagePartial = this.#astroPagePartial;
		const Astro = Object.assign(Object.create(astroPagePartial), {
			props,
			self: null
		});
		Object.defineProperty(Astro, slotValuesSymbol, {
			value: slotValues,
			writable: true,
			configurable: true,
			enumerable: false
		});
		return Astro;
	}
	/**
	* Creates the Astro page-level partial (prototype for Astro global).
	*/
	createAstroPagePartial(result, apiContext) {
		const state = this;
		const { cookies, locals, params, logger, url } = this;
		const { response } = result;
		const redirect = (path, status = 302) => {
			if (state.request[responseSentSymbol$1]) throw new AstroError({ ...ResponseSentError });
			return new Response(null, {
				status,
				headers: { Location: path }
			});
		};
		const rewrite = async (reroutePayload) => {
			return await state.rewrite(reroutePayload);
		};
		const callAction = createCallAction(apiContext);
		const partial = {
			generator: ASTRO_GENERATOR,
			routePattern: this.routeData.route,
			isPrerendered: this.routeData.prerender,
			cookies,
			get slots() {
				const slotsByAstro = result._metadata.slotsByAstro ??= /* @__PURE__ */ new WeakMap();
				let slots = slotsByAstro.get(this);
				if (slots === void 0) {
					slots = new Slots(result, this[slotValuesSymbol] ?? null, logger);
					slotsByAstro.set(this, slots);
				}
				return slots;
			},
			get clientAddress() {
				return state.getClientAddress();
			},
			get currentLocale() {
				return state.computeCurrentLocale();
			},
			params,
			get preferredLocale() {
				return state.computePreferredLocale();
			},
			get preferredLocaleList() {
				return state.computePreferredLocaleList();
			},
			locals,
			redirect,
			rewrite,
			request: this.request,
			response,
			site: getSite(this.manifest),
			getActionResult: createGetActionResult(locals),
			get callAction() {
				return callAction;
			},
			url,
			get originPathname() {
				return getOriginPathname(state.request);
			},
			get csp() {
				return state.getCsp();
			},
			get logger() {
				return astroToRuntimeLogger(logger);
			}
		};
		this.defineProviderGetters(partial);
		return partial;
	}
	getClientAddress() {
		const { clientAddress } = this;
		const routeData = this.routeData;
		if (routeData.prerender) throw new AstroError({
			...PrerenderClientAddressNotAvailable,
			message: PrerenderClientAddressNotAvailable.message(routeData.component)
		});
		if (clientAddress) return clientAddress;
		if (this.manifest.adapterName) throw new AstroError({
			...ClientAddressNotAvailable,
			message: ClientAddressNotAvailable.message(this.manifest.adapterName)
		});
		throw new AstroError(StaticClientAddressNotAvailable);
	}
	getCookies() {
		return this.cookies;
	}
	getCsp() {
		const state = this;
		if (!this.manifest.csp) {
			if (getEnvironment(this.manifest).runtimeMode === "production") this.logger.warn("csp", `context.csp was used when rendering the route ${colors.green(state.routeData.route)}, but CSP was not configured. For more information, see https://docs.astro.build/en/reference/configuration-reference/#securitycsp`);
			return;
		}
		const warnedFallback = /* @__PURE__ */ new Set();
		const warnFallback = (family, kind) => {
			if (kind === "default" || !state.result) return;
			const defaultResources = (family === "script" ? state.result.scriptDirective : state.result.styleDirective).resources.map(normalizeCspResourceEntry).filter((entry) => entry.kind === "default").map((entry) => entry.resource);
			if (defaultResources.length === 0) return;
			const key = `${family}:${kind}`;
			if (warnedFallback.has(key)) return;
			warnedFallback.add(key);
			const general = `${family}-src`;
			const specific = `${general}-${kind === "element" ? "elem" : "attr"}`;
			state.logger.warn("csp", `A resource was added to \`${specific}\`, but \`${general}\` also defines custom resources (${defaultResources.join(" ")}). Because \`${specific}\` overrides \`${general}\` for its scope (browsers do not fall back), those resources will not apply there. Add them to \`${specific}\` as well if needed.`);
		};
		return {
			insertDirective(payload) {
				if (state.result) state.result.directives = pushDirective(state.result.directives, payload);
			},
			insertScriptResource(payload) {
				if (!state.result) return;
				warnFallback("script", normalizeCspResourceEntry(payload).kind);
				state.result.scriptDirective.resources.push(payload);
			},
			insertStyleResource(payload) {
				if (!state.result) return;
				warnFallback("style", normalizeCspResourceEntry(payload).kind);
				state.result.styleDirective.resources.push(payload);
			},
			insertStyleHash(payload) {
				state.result?.styleDirective.hashes.push(payload);
			},
			insertScriptHash(payload) {
				state.result?.scriptDirective.hashes.push(payload);
			}
		};
	}
	computeCurrentLocale() {
		const { url, manifest: { i18n }, routeData } = this;
		if (!i18n || !routeData) return;
		const { defaultLocale, locales, strategy } = i18n;
		const fallbackTo = strategy === "pathname-prefix-other-locales" || strategy === "domains-prefix-other-locales" ? defaultLocale : void 0;
		if (this.#currentLocale) return this.#currentLocale;
		let computedLocale;
		if (isRouteServerIsland(routeData)) {
			let referer = this.request.headers.get("referer");
			if (referer) {
				if (URL.canParse(referer)) referer = new URL(referer).pathname;
				computedLocale = computeCurrentLocale(referer, locales, defaultLocale);
			}
		} else {
			let pathname = routeData.pathname;
			if (this.#domainPathname) pathname = this.pathname;
			else if (url && !routeData.pattern.test(url.pathname)) {
				for (const fallbackRoute of routeData.fallbackRoutes) if (fallbackRoute.pattern.test(url.pathname)) {
					pathname = fallbackRoute.pathname;
					break;
				}
			}
			pathname = pathname && !isRoute404or500(routeData) ? pathname : url.pathname ?? this.pathname;
			computedLocale = computeCurrentLocale(pathname, locales, defaultLocale);
			if (routeData.params.length > 0) {
				const localeFromParams = computeCurrentLocaleFromParams(this.params, locales);
				if (localeFromParams) computedLocale = localeFromParams;
			}
		}
		this.#currentLocale = computedLocale ?? fallbackTo;
		return this.#currentLocale;
	}
	computePreferredLocale() {
		const { manifest: { i18n }, request } = this;
		if (!i18n) return;
		return this.#preferredLocale ??= computePreferredLocale(request, i18n.locales);
	}
	computePreferredLocaleList() {
		const { manifest: { i18n }, request } = this;
		if (!i18n) return;
		return this.#preferredLocaleList ??= computePreferredLocaleList(request, i18n.locales);
	}
	/**
	* Lazily loads the route's component module. Returns the cached
	* instance if already loaded. The promise is cached so concurrent
	* callers share the same load.
	*/
	async loadComponentInstance() {
		if (this.componentInstance) return this.componentInstance;
		if (this.#componentInstancePromise) return this.#componentInstancePromise;
		this.#componentInstancePromise = getEnvironment(this.manifest).getComponentByRoute(this.manifest, this.routeData).then((mod) => {
			this.componentInstance = mod;
			return mod;
		});
		return this.#componentInstancePromise;
	}
	/**
	* Registers a context provider under the given key. Handlers call
	* this to contribute values to the request context (e.g. sessions).
	* The `create` factory is called lazily on the first `resolve(key)`.
	*/
	provide(key, provider) {
		(this.#providers ??= /* @__PURE__ */ new Map()).set(key, provider);
	}
	/**
	* Lazily resolves a provider registered under `key`. Calls
	* `provider.create()` on first access and caches the result.
	* Returns `undefined` if no provider was registered for the key.
	*/
	resolve(key) {
		if (this.#providersResolvedValues?.has(key)) return this.#providersResolvedValues.get(key);
		const provider = this.#providers?.get(key);
		if (!provider) return void 0;
		const value = provider.create();
		(this.#providersResolvedValues ??= /* @__PURE__ */ new Map()).set(key, value);
		return value;
	}
	/**
	* Runs all registered `finalize` callbacks. Should be called after
	* the response is produced, typically in a `finally` block.
	*
	* Returns synchronously (no promise allocation) when nothing needs
	* finalizing — important for the hot path where sessions are not used.
	*/
	finalizeAll() {
		if (!this.#providersResolvedValues || this.#providersResolvedValues.size === 0) return;
		let chain;
		for (const [key, provider] of this.#providers) if (provider.finalize && this.#providersResolvedValues.has(key)) {
			const result = provider.finalize(this.#providersResolvedValues.get(key));
			if (result) chain = chain ? chain.then(() => result) : result;
		}
		return chain;
	}
	/**
	* Adds lazy getters to `target` for each registered provider key.
	* Used by context creation (APIContext, Astro global) so that
	* provider values like `session` and `cache` appear as properties
	* without hard-coding the keys.
	*
	* Always defines a `session` getter (returning `undefined` when no
	* provider is registered) so `ctx.session` / `Astro.session` is a
	* present property regardless of whether the sessions handler was
	* included in the pipeline.
	*/
	defineProviderGetters(target) {
		if (!Object.hasOwn(target, fetchStateSymbol)) Object.defineProperty(target, fetchStateSymbol, {
			value: this,
			writable: true,
			configurable: true
		});
		if (this.#providers) for (const key of this.#providers.keys()) Object.defineProperty(target, key, {
			get() {
				return this[fetchStateSymbol].resolve(key);
			},
			enumerable: true,
			configurable: true
		});
		if (!this.#providers?.has("session")) {
			let warned = false;
			Object.defineProperty(target, "session", {
				get() {
					if (!warned) {
						warned = true;
						this[fetchStateSymbol].logger.warn("session", "`Astro.session` was accessed but no session storage is configured. Either configure the storage manually or use an adapter that provides session storage. For more information, see https://docs.astro.build/en/guides/sessions/");
					}
				},
				enumerable: true,
				configurable: true
			});
		}
	}
	/**
	* Resolves the route to use for this request and stores it on
	* `this.routeData`. If the adapter (or the dev server) provided a
	* `routeData` via render options it's already set and this is a
	* no-op. Otherwise we use the app's synchronous route matcher and
	* fall back to a `404.astro` route so middleware can still run.
	*
	* Called eagerly from the constructor so individual handlers
	* (actions, pages, middleware, etc.) always see a resolved route
	* without the caller needing an extra setup step.
	*
	* Once routeData is known, finalizes `this.pathname`: in dev, if the
	* matched route has no `.html` extension, strip `.html` / `/index.html`
	* suffixes so the rendering pipeline sees the canonical pathname.
	*/
	/**
	* Strip `.html` / `/index.html` suffixes from the pathname so the
	* rendering pipeline sees the canonical route path. Only applies to
	* page routes where `.html` is framework-injected. Endpoint routes
	* preserve `.html` because any such suffix is user-provided (e.g.
	* from `getStaticPaths` params). Skipped when the matched route
	* itself has an `.html` extension in its definition.
	*/
	#stripHtmlExtension() {
		if (this.routeData && this.routeData.type === "page" && !routeHasHtmlExtension(this.routeData)) {
			const original = this.pathname;
			this.pathname = this.pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
			if (this.manifest.trailingSlash === "always" && this.pathname !== "" && !this.pathname.endsWith("/")) this.pathname += "/";
			if (this.pathname !== original && this.routeData.pattern.test(original) && !this.routeData.pattern.test(this.pathname)) this.pathname = original;
		}
	}
	#resolveRouteData() {
		if (this.routeData) {
			this.#stripHtmlExtension();
			return;
		}
		const matched = matchRoute(this.manifest, this.pathname);
		if (matched && matched.prerender && this.manifest.serverLike) {
			if (matched.params.length > 0) {
				const allMatches = matchAllRoutes(this.manifest, this.pathname);
				this.routeData = allMatches.find((r) => !r.prerender);
			} else this.routeData = void 0;
		} else this.routeData = matched;
		this.logger.debug("router", "Astro matched the following route for " + this.request.url);
		this.logger.debug("router", "RouteData:\n" + this.routeData);
		if (!this.routeData) {
			const custom404 = getCustom404Route(getRouteTable(this.manifest));
			if (custom404 && !custom404.prerender) this.routeData = custom404;
		}
		if (!this.routeData) {
			this.logger.debug("router", "Astro hasn't found routes that match " + this.request.url);
			this.logger.debug("router", "Here's the available routes:\n", getRouteTable(this.manifest));
			return;
		}
		this.#stripHtmlExtension();
	}
	/**
	* Strips the manifest's base from a normalized request pathname and prepends
	* a forward slash.
	*
	* Mirrors `BaseApp.removeBase`: the router matches against this stripped path
	* while middleware reads the un-stripped `context.url.pathname`, so both must
	* strip the base identically.
	*/
	#computePathname(normalizedPathname) {
		return prependForwardSlash$1(stripRequestBase(normalizedPathname, this.manifest.base));
	}
	/**
	* Decodes and normalizes the public request pathname before deriving the
	* separate pathname used for route matching.
	*/
	#normalizePathname(pathname) {
		try {
			pathname = validateAndDecodePathname(pathname);
		} catch (e) {
			if (e instanceof MultiLevelEncodingError) this.invalidEncoding = true;
			else this.logger.error(null, e.toString());
		}
		return collapseDuplicateSlashes(pathname);
	}
	/**
	* Reads X-Forwarded-Proto, X-Forwarded-Host, and X-Forwarded-Port
	* from the request headers, validates them against the manifest's
	* `allowedDomains`, and updates `this.url` accordingly. Also resolves
	* `clientAddress` from X-Forwarded-For when the host is trusted.
	*
	* Only called when `allowedDomains` is configured — without it,
	* forwarded headers are never trusted.
	*/
	#applyForwardedHeaders() {
		const headers = this.request.headers;
		const allowedDomains = this.manifest.allowedDomains;
		const validated = validateForwardedHeaders(getFirstForwardedValue(headers.get("x-forwarded-proto") ?? void 0), getFirstForwardedValue(headers.get("x-forwarded-host") ?? void 0), getFirstForwardedValue(headers.get("x-forwarded-port") ?? void 0), allowedDomains);
		if (!validated.protocol && !validated.host && !validated.port) return;
		if (validated.protocol) this.url.protocol = validated.protocol + ":";
		if (validated.host) {
			const colonIdx = validated.host.indexOf(":");
			if (colonIdx !== -1) {
				this.url.hostname = validated.host.slice(0, colonIdx);
				this.url.port = validated.host.slice(colonIdx + 1);
			} else {
				this.url.hostname = validated.host;
				this.url.port = "";
			}
		}
		if (validated.port) this.url.port = validated.port;
		if (validated.host !== void 0 && !this.clientAddress) {
			const forwardedFor = getFirstForwardedValue(this.request.headers.get("x-forwarded-for") ?? void 0);
			if (forwardedFor) this.clientAddress = forwardedFor;
		}
		this.request = new Request(this.url, this.request);
	}
	/**
	* Returns the resolved `props` for this render, computing them lazily
	* from the route + component module on first access. If the
	* `initialProps` already carries user-supplied props (e.g. the
	* container API) those are used verbatim.
	*/
	async getProps() {
		if (this.props !== null) return this.props;
		if (Object.keys(this.initialProps).length > 0) {
			this.props = this.initialProps;
			return this.props;
		}
		const mod = await this.loadComponentInstance();
		this.props = await getProps({
			mod,
			routeData: this.routeData,
			routeCache: getRouteCache(this.manifest),
			pathname: this.pathname,
			logger: this.logger,
			serverLike: this.manifest.serverLike,
			base: this.manifest.base,
			trailingSlash: this.manifest.trailingSlash
		});
		return this.props;
	}
	/**
	* Returns the `ActionAPIContext` for this render, creating it lazily.
	* Used by middleware, actions, and page dispatch.
	*/
	getActionAPIContext() {
		if (this.actionApiContext !== null) return this.actionApiContext;
		const ctx = {
			[fetchStateSymbol]: this,
			get cookies() {
				return this[fetchStateSymbol].cookies;
			},
			routePattern: this.routeData.route,
			isPrerendered: this.routeData.prerender,
			get clientAddress() {
				return this[fetchStateSymbol].getClientAddress();
			},
			get currentLocale() {
				return this[fetchStateSymbol].computeCurrentLocale();
			},
			generator: ASTRO_GENERATOR,
			get locals() {
				return this[fetchStateSymbol].locals;
			},
			set locals(_) {
				throw new AstroError(LocalsReassigned);
			},
			params: this.params,
			get preferredLocale() {
				return this[fetchStateSymbol].computePreferredLocale();
			},
			get preferredLocaleList() {
				return this[fetchStateSymbol].computePreferredLocaleList();
			},
			request: this.request,
			site: getSite(this.manifest),
			url: this.url,
			get originPathname() {
				return getOriginPathname(this[fetchStateSymbol].request);
			},
			get csp() {
				return this[fetchStateSymbol].getCsp();
			},
			get logger() {
				return astroToRuntimeLogger(this[fetchStateSymbol].logger);
			}
		};
		this.defineProviderGetters(ctx);
		this.actionApiContext = ctx;
		return this.actionApiContext;
	}
	/**
	* Returns the `APIContext` for this render, creating it lazily from
	* the memoized props + action context.
	*
	* Callers must ensure `getProps()` has resolved at least once before
	* calling this.
	*/
	getAPIContext() {
		if (this.apiContext !== null) return this.apiContext;
		const actionApiContext = this.getActionAPIContext();
		const state = this;
		const redirect = (path, status = 302) => new Response(null, {
			status,
			headers: { Location: path }
		});
		const rewrite = async (reroutePayload) => {
			return await state.rewrite(reroutePayload);
		};
		actionApiContext[fetchStateSymbol] = this;
		this.apiContext = Object.assign(actionApiContext, {
			props: this.props,
			redirect,
			rewrite,
			getActionResult: createGetActionResult(actionApiContext.locals),
			callAction: createCallAction(actionApiContext)
		});
		return this.apiContext;
	}
	/**
	* Invalidates the cached `APIContext` so the next `getAPIContext()`
	* call re-derives it from the (possibly mutated) state. Used
	* after an in-flight rewrite swaps the route / request / params.
	*/
	invalidateContexts() {
		this.props = null;
		this.actionApiContext = null;
		this.apiContext = null;
	}
	resetResponseMetadata() {
		this.responseRouteType = void 0;
		this.skipErrorReroute = false;
	}
};
// node_modules/@astrojs/internal-helpers/dist/object.js
var FORBIDDEN_PATH_KEYS = /* @__PURE__ */ new Set([
	"__proto__",
	"constructor",
	"prototype"
]);
// node_modules/astro/dist/actions/noop-actions.js
var NOOP_ACTIONS_MOD = { server: {} };
// node_modules/astro/dist/actions/load.js
var actionsMemo = createAsyncManifestMemo(async (manifest) => manifest.actions ? await manifest.actions() : NOOP_ACTIONS_MOD);
function getActions(manifest) {
	return actionsMemo.get(manifest);
}
async function getAction(manifest, path) {
	const pathKeys = path.split(".").map((key) => decodeURIComponent(key));
	let { server } = await getActions(manifest);
	if (!server || !(typeof server === "object")) throw new TypeError(`Expected \`server\` export in actions file to be an object. Received ${typeof server}.`);
	for (const key of pathKeys) {
		if (typeof server === "function") throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		if (FORBIDDEN_PATH_KEYS.has(key)) throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		if (!Object.hasOwn(server, key)) throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		server = server[key];
	}
	if (typeof server !== "function") throw new TypeError(`Expected handler for action ${pathKeys.join(".")} to be a function. Received ${typeof server}.`);
	return server;
}
// node_modules/astro/dist/actions/runtime/server.js
function getActionContext(context) {
	const callerInfo = getCallerInfo(context);
	const actionResultAlreadySet = Boolean(context.locals._actionPayload);
	let action = void 0;
	if (callerInfo && context.request.method === "POST" && !actionResultAlreadySet) action = {
		calledFrom: callerInfo.from,
		name: callerInfo.name,
		handler: async () => {
			const { manifest } = getFetchStateFromAPIContext(context);
			const callerInfoName = shouldAppendForwardSlash(manifest.trailingSlash, manifest.buildFormat) ? removeTrailingForwardSlash(callerInfo.name) : callerInfo.name;
			let baseAction;
			try {
				baseAction = await getAction(manifest, callerInfoName);
			} catch (error) {
				if (error instanceof Error && "name" in error && typeof error.name === "string" && error.name === ActionNotFoundError.name) return {
					data: void 0,
					error: new ActionError({ code: "NOT_FOUND" })
				};
				throw error;
			}
			const bodySizeLimit = manifest.actionBodySizeLimit;
			let input;
			try {
				input = await parseRequestBody(context.request, bodySizeLimit);
			} catch (e) {
				if (e instanceof ActionError) return {
					data: void 0,
					error: e
				};
				if (e instanceof TypeError) return {
					data: void 0,
					error: new ActionError({ code: "UNSUPPORTED_MEDIA_TYPE" })
				};
				throw e;
			}
			const omitKeys = [
				"props",
				"getActionResult",
				"callAction",
				"redirect"
			];
			const actionAPIContext = Object.create(Object.getPrototypeOf(context), Object.fromEntries(Object.entries(Object.getOwnPropertyDescriptors(context)).filter(([key]) => !omitKeys.includes(key))));
			Reflect.set(actionAPIContext, ACTION_API_CONTEXT_SYMBOL, true);
			return baseAction.bind(actionAPIContext)(input);
		}
	};
	function setActionResult(actionName, actionResult) {
		context.locals._actionPayload = {
			actionResult,
			actionName
		};
	}
	return {
		action,
		setActionResult,
		serializeActionResult,
		deserializeActionResult
	};
}
function getCallerInfo(ctx) {
	if (ctx.routePattern === "/_actions/[...path]") return {
		from: "rpc",
		name: ctx.url.pathname.replace(/^.*\/_actions\//, "")
	};
	const queryParam = ctx.url.searchParams.get(ACTION_QUERY_PARAMS.actionName);
	if (queryParam) return {
		from: "form",
		name: queryParam
	};
}
async function parseRequestBody(request, bodySizeLimit) {
	const contentType = request.headers.get("content-type");
	const contentLengthHeader = request.headers.get("content-length");
	const contentLength = contentLengthHeader ? Number.parseInt(contentLengthHeader, 10) : void 0;
	const hasContentLength = typeof contentLength === "number" && Number.isFinite(contentLength);
	if (!contentType) return void 0;
	if (hasContentLength && contentLength > bodySizeLimit) throw new ActionError({
		code: "CONTENT_TOO_LARGE",
		message: `Request body exceeds ${bodySizeLimit} bytes`
	});
	try {
		if (hasContentType(contentType, formContentTypes)) {
			if (!hasContentLength) {
				const body = await readBodyWithLimit(request.clone(), bodySizeLimit);
				return await new Request(request.url, {
					method: request.method,
					headers: request.headers,
					body: toArrayBuffer(body)
				}).formData();
			}
			return await request.clone().formData();
		}
		if (hasContentType(contentType, ["application/json"])) {
			if (contentLength === 0) return void 0;
			if (!hasContentLength) {
				const body = await readBodyWithLimit(request.clone(), bodySizeLimit);
				if (body.byteLength === 0) return void 0;
				return JSON.parse(new TextDecoder().decode(body));
			}
			return await request.clone().json();
		}
	} catch (e) {
		if (e instanceof BodySizeLimitError) throw new ActionError({
			code: "CONTENT_TOO_LARGE",
			message: `Request body exceeds ${bodySizeLimit} bytes`
		});
		throw e;
	}
	throw new TypeError("Unsupported content type");
}
var ACTION_API_CONTEXT_SYMBOL = /* @__PURE__ */ Symbol.for("astro.actionAPIContext");
var formContentTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];
function hasContentType(contentType, expected) {
	const type = contentType.split(";")[0].toLowerCase();
	return expected.some((t) => type === t);
}
function serializeActionResult(res) {
	if (res.error) {
		if (Object.assign({
			"ASSETS_PREFIX": void 0,
			"BASE_URL": "/",
			"DEV": false,
			"MODE": "production",
			"PROD": true,
			"SITE": void 0,
			"SSR": true
		}, { _: "/usr/bin/npm" })?.DEV) actionResultErrorStack.set(res.error.stack);
		let body2;
		if (res.error instanceof ActionInputError) body2 = {
			type: res.error.type,
			issues: res.error.issues,
			fields: res.error.fields
		};
		else body2 = {
			...res.error,
			message: res.error.message
		};
		return {
			type: "error",
			status: res.error.status,
			contentType: "application/json",
			body: JSON.stringify(body2)
		};
	}
	if (res.data === void 0) return {
		type: "empty",
		status: 204
	};
	let body;
	try {
		body = stringify(res.data, { URL: (value) => value instanceof URL && value.href });
	} catch (e) {
		let hint = ActionsReturnedInvalidDataError.hint;
		if (res.data instanceof Response) hint = REDIRECT_STATUS_CODES.includes(res.data.status) ? "If you need to redirect when the action succeeds, trigger a redirect where the action is called. See the Actions guide for server and client redirect examples: https://docs.astro.build/en/guides/actions." : "If you need to return a Response object, try using a server endpoint instead. See https://docs.astro.build/en/guides/endpoints/#server-endpoints-api-routes";
		throw new AstroError({
			...ActionsReturnedInvalidDataError,
			message: ActionsReturnedInvalidDataError.message(String(e)),
			hint
		});
	}
	return {
		type: "data",
		status: 200,
		contentType: "application/json+devalue",
		body
	};
}
function toArrayBuffer(buffer) {
	const copy = new Uint8Array(buffer.byteLength);
	copy.set(buffer);
	return copy.buffer;
}
// node_modules/astro/dist/actions/handler.js
function handleAction(apiContext, state) {
	markFeatureUsed(state.manifest, FetchFeatures.actions);
	if (apiContext.isPrerendered) return;
	const { action, setActionResult } = getActionContext(apiContext);
	if (!action) return;
	if (state.manifest.checkOrigin && isForbiddenCrossOriginRequest(apiContext.request, apiContext.url, apiContext.isPrerendered)) return Promise.resolve(createCrossOriginForbiddenResponse(apiContext.request));
	return executeAction(action, setActionResult);
}
async function executeAction(action, setActionResult) {
	const serialized = serializeActionResult(await action.handler());
	if (action.calledFrom === "rpc") {
		if (serialized.type === "empty") return new Response(null, { status: serialized.status });
		return new Response(serialized.body, {
			status: serialized.status,
			headers: { "Content-Type": serialized.contentType }
		});
	}
	setActionResult(action.name, serialized);
}
// node_modules/astro/dist/core/routing/3xx.js
function redirectTemplate({ status, absoluteLocation, relativeLocation, from }) {
	const delay = status === 302 ? 2 : 0;
	const rel = escape(String(relativeLocation));
	return `<!doctype html>
<title>Redirecting to: ${rel}</title>
<meta http-equiv="refresh" content="${delay};url=${rel}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${escape(String(absoluteLocation))}">
<body>
	<a href="${rel}">Redirecting ${from ? `from <code>${escape(from)}</code> ` : ""}to <code>${rel}</code></a>
</body>`;
}
// node_modules/astro/dist/core/routing/trailing-slash-handler.js
function handleTrailingSlash(state) {
	const url = new URL(state.request.url);
	const redirect = redirectTrailingSlash(state.manifest.trailingSlash, url.pathname);
	if (redirect === url.pathname) return;
	const addCookieHeader = state.renderOptions.addCookieHeader;
	const status = state.request.method === "GET" ? 301 : 308;
	const location = redirect + url.search;
	const response = new Response(redirectTemplate({
		status,
		relativeLocation: location,
		absoluteLocation: location,
		from: state.request.url
	}), {
		status,
		headers: { location }
	});
	prepareResponse(response, { addCookieHeader });
	return response;
}
function redirectTrailingSlash(trailingSlash, pathname) {
	if (pathname === "/" || isInternalPath(pathname)) return pathname;
	const path = collapseDuplicateTrailingSlashes(pathname, trailingSlash !== "never");
	if (path !== pathname) return path;
	if (trailingSlash === "ignore") return pathname;
	if (trailingSlash === "always" && !hasFileExtension(pathname)) return appendForwardSlash(pathname);
	if (trailingSlash === "never") return removeTrailingForwardSlash(pathname);
	return pathname;
}
// node_modules/astro/dist/core/cache/provider.js
var cacheProviderMemo = createAsyncManifestMemo(async (manifest) => {
	if (manifest.cacheProvider) {
		const factory = (await manifest.cacheProvider())?.default || null;
		return factory ? factory(manifest.cacheConfig?.options) : null;
	}
	return null;
});
function getCacheProvider(manifest) {
	return cacheProviderMemo.get(manifest);
}
// node_modules/astro/dist/core/cache/runtime/utils.js
function defaultSetHeaders(options) {
	const headers = new Headers();
	const directives = [];
	if (options.maxAge !== void 0) directives.push(`max-age=${options.maxAge}`);
	if (options.swr !== void 0) directives.push(`stale-while-revalidate=${options.swr}`);
	if (directives.length > 0) headers.set("CDN-Cache-Control", directives.join(", "));
	if (options.tags && options.tags.length > 0) headers.set("Cache-Tag", options.tags.join(", "));
	if (options.lastModified) headers.set("Last-Modified", options.lastModified.toUTCString());
	if (options.etag) headers.set("ETag", options.etag);
	return headers;
}
function isLiveDataEntry(value) {
	return value != null && typeof value === "object" && "id" in value && "data" in value && "cacheHint" in value;
}
// node_modules/astro/dist/core/cache/runtime/cache.js
var APPLY_HEADERS = /* @__PURE__ */ Symbol.for("astro:cache:apply");
var IS_ACTIVE = /* @__PURE__ */ Symbol.for("astro:cache:active");
var AstroCache = class {
	#options = {};
	#tags = /* @__PURE__ */ new Set();
	#disabled = false;
	#provider;
	enabled = true;
	constructor(provider) {
		this.#provider = provider;
	}
	set(input) {
		if (input === false) {
			this.#disabled = true;
			this.#tags.clear();
			this.#options = {};
			return;
		}
		this.#disabled = false;
		let options;
		if (isLiveDataEntry(input)) {
			if (!input.cacheHint) return;
			options = input.cacheHint;
		} else options = input;
		if ("maxAge" in options && options.maxAge !== void 0) this.#options.maxAge = options.maxAge;
		if ("swr" in options && options.swr !== void 0) this.#options.swr = options.swr;
		if ("etag" in options && options.etag !== void 0) this.#options.etag = options.etag;
		if (options.lastModified !== void 0) {
			if (!this.#options.lastModified || options.lastModified > this.#options.lastModified) this.#options.lastModified = options.lastModified;
		}
		if (options.tags) for (const tag of options.tags) this.#tags.add(tag);
	}
	get tags() {
		return [...this.#tags];
	}
	/**
	* Get the current cache options (read-only snapshot).
	* Includes all accumulated options: maxAge, swr, tags, etag, lastModified.
	*/
	get options() {
		return {
			...this.#options,
			tags: this.tags
		};
	}
	async invalidate(input) {
		if (!this.#provider) throw new AstroError(CacheNotEnabled);
		let options;
		if (isLiveDataEntry(input)) options = { tags: input.cacheHint?.tags ?? [] };
		else options = input;
		return this.#provider.invalidate(options);
	}
	/** @internal */
	[APPLY_HEADERS](response, request) {
		if (this.#disabled) return;
		const finalOptions = {
			...this.#options,
			tags: this.tags
		};
		if (finalOptions.maxAge === void 0 && !finalOptions.tags?.length) return;
		const headers = this.#provider?.setHeaders?.(finalOptions, request) ?? defaultSetHeaders(finalOptions);
		for (const [key, value] of headers) response.headers.set(key, value);
		if (!response.headers.has("Cache-Control") && !response.headers.has("Expires") && (response.headers.has("Last-Modified") || response.headers.has("ETag"))) response.headers.set("Cache-Control", "no-cache");
	}
	/** @internal */
	get [IS_ACTIVE]() {
		return !this.#disabled && (this.#options.maxAge !== void 0 || this.#tags.size > 0);
	}
};
function applyCacheHeaders(cache, response, request) {
	if (APPLY_HEADERS in cache) cache[APPLY_HEADERS](response, request);
}
// node_modules/astro/dist/core/routing/parts.js
var ROUTE_DYNAMIC_SPLIT = /\[(.+?\(.+?\)|.+?)\]/;
var ROUTE_SPREAD = /^\.{3}.+$/;
function getParts(part, file) {
	const result = [];
	part.split(ROUTE_DYNAMIC_SPLIT).map((str, i) => {
		if (!str) return;
		const dynamic = i % 2 === 1;
		const [, content] = dynamic ? /([^(]+)$/.exec(str) || [null, null] : [null, str];
		if (!content || dynamic && !/^(?:\.\.\.)?[\w$]+$/.test(content)) throw new Error(`Invalid route ${file} \u2014 parameter name must match /^[a-zA-Z0-9_$]+$/`);
		result.push({
			content,
			dynamic,
			spread: dynamic && ROUTE_SPREAD.test(content)
		});
	});
	return result;
}
// node_modules/astro/dist/core/cache/runtime/route-matching.js
function compileCacheRoutes(routes, base, trailingSlash) {
	const compiled = Object.entries(routes).map(([path, options]) => {
		const segments = removeLeadingForwardSlash(path).split("/").filter(Boolean).map((s) => getParts(s, path));
		return {
			pattern: getPattern(segments, base, trailingSlash),
			options,
			segments,
			route: path
		};
	});
	compiled.sort((a, b) => routeComparator({
		segments: a.segments,
		route: a.route,
		type: "page"
	}, {
		segments: b.segments,
		route: b.route,
		type: "page"
	}));
	return compiled;
}
function matchCacheRoute(pathname, compiledRoutes) {
	for (const route of compiledRoutes) if (route.pattern.test(pathname)) return route.options;
	return null;
}
// node_modules/astro/dist/core/cache/handler.js
var CACHE_KEY = "cache";
function provideCache(state) {
	const manifest = state.manifest;
	if (!manifest.cacheConfig) {
		state.provide(CACHE_KEY, { create: () => new DisabledAstroCache(state.logger) });
		return;
	}
	if (getEnvironment(manifest).runtimeMode === "development") {
		state.provide(CACHE_KEY, { create: () => new NoopAstroCache() });
		return;
	}
	return provideCacheAsync(state, manifest);
}
async function provideCacheAsync(state, manifest) {
	const cacheProvider = await getCacheProvider(manifest);
	state.provide(CACHE_KEY, { create() {
		const cache = new AstroCache(cacheProvider);
		if (manifest.cacheConfig?.routes) {
			const matched = matchCacheRoute(state.pathname, getCompiledCacheRoutes(manifest));
			if (matched) cache.set(matched);
		}
		return cache;
	} });
}
async function handleCache(state, next) {
	markFeatureUsed(state.manifest, FetchFeatures.cache);
	if (!state.manifest.cacheProvider) return next();
	const cache = state.resolve(CACHE_KEY);
	const cacheProvider = await getCacheProvider(state.manifest);
	if (cacheProvider?.onRequest) {
		const response2 = await cacheProvider.onRequest({
			request: state.request,
			url: new URL(state.request.url),
			waitUntil: state.renderOptions.waitUntil,
			logger: {
				info(msg) {
					state.logger.info("cache", msg);
				},
				warn(msg) {
					state.logger.warn("cache", msg);
				},
				error(msg) {
					state.logger.error("cache", msg);
				}
			}
		}, async () => {
			const res = await next();
			applyCacheHeaders(cache, res, state.request);
			return res;
		});
		response2.headers.delete("CDN-Cache-Control");
		response2.headers.delete("Cache-Tag");
		return response2;
	}
	const response = await next();
	applyCacheHeaders(cache, response, state.request);
	return response;
}
var compiledCacheRoutesMemo = createManifestMemo((manifest) => manifest.cacheConfig?.routes ? compileCacheRoutes(manifest.cacheConfig.routes, manifest.base, manifest.trailingSlash) : []);
function getCompiledCacheRoutes(manifest) {
	return compiledCacheRoutesMemo.get(manifest);
}
// node_modules/astro/dist/core/redirects/render.js
function isExternalURL(url) {
	return url.startsWith("http://") || url.startsWith("https://") || url.startsWith("//");
}
function redirectIsExternal(redirect) {
	if (typeof redirect === "string") return isExternalURL(redirect);
	else return isExternalURL(redirect.destination);
}
function computeRedirectStatus(method, redirect, redirectRoute) {
	return redirectRoute && typeof redirect === "object" ? redirect.status : method === "GET" ? 301 : 308;
}
function resolveRedirectTarget(params, redirect, redirectRoute, trailingSlash) {
	if (typeof redirectRoute !== "undefined") return getRouteGenerator(redirectRoute.segments, trailingSlash)(params) || redirectRoute?.pathname || "/";
	else if (typeof redirect === "string") {
		if (redirectIsExternal(redirect)) return redirect;
		else {
			let target = redirect;
			for (const param of Object.keys(params)) {
				const paramValue = params[param];
				target = target.replace(`[${param}]`, () => paramValue).replace(`[...${param}]`, () => paramValue);
			}
			return target;
		}
	} else if (typeof redirect === "undefined") return "/";
	return redirect.destination;
}
async function renderRedirect(state) {
	markFeatureUsed(state.manifest, FetchFeatures.redirects);
	const { redirect, redirectRoute } = state.routeData;
	const status = computeRedirectStatus(state.request.method, redirect, redirectRoute);
	const headers = { location: encodeURI(resolveRedirectTarget(state.params, redirect, redirectRoute, state.manifest.trailingSlash)) };
	if (redirect && redirectIsExternal(redirect)) {
		if (typeof redirect === "string") return Response.redirect(redirect, status);
		else return Response.redirect(redirect.destination, status);
	}
	return new Response(null, {
		status,
		headers
	});
}
// node_modules/astro/dist/core/routing/handler.js
function logRequestFromState(state, payload) {
	if (state.logRequest) state.logRequest(payload);
	else getEnvironment(state.manifest).logRequest(state.manifest, payload);
}
function actionsAndPages(state, ctx) {
	if (!state.skipMiddleware) {
		const actionResult = handleAction(ctx, state);
		if (actionResult) return actionResult.then((response) => response ?? handlePages(state, ctx));
	}
	return handlePages(state, ctx);
}
async function handleRequest(state) {
	await getResolvedLogger(state.manifest);
	markFeatureUsed(state.manifest, ALL_FETCH_FEATURES);
	if (state.invalidEncoding) return new Response(null, {
		status: 400,
		statusText: "Bad Request"
	});
	const trailingSlashRedirect = handleTrailingSlash(state);
	if (trailingSlashRedirect) return trailingSlashRedirect;
	if (!state.routeData) return renderErrorFromState(state, state.request, {
		...state.renderOptions,
		status: 404,
		pathname: state.pathname
	});
	return render(state);
}
async function render(state) {
	const routeData = state.routeData;
	const pathname = state.pathname;
	const request = state.request;
	const { addCookieHeader } = state.renderOptions;
	state.status = getDefaultStatusCode(state.manifest, routeData, pathname);
	let response;
	let finalizeError;
	try {
		const sessionP = state.manifest.sessionConfig ? provideSession(state) : void 0;
		const cacheP = provideCache(state);
		if (sessionP || cacheP) await Promise.all([sessionP, cacheP]);
		markFeatureUsed(state.manifest, FetchFeatures.sessions);
		if (routeData.type === "redirect") {
			const redirectResponse = await renderRedirect(state);
			logRequestFromState(state, {
				pathname,
				method: request.method,
				statusCode: redirectResponse.status,
				isRewrite: false,
				timeStart: state.timeStart
			});
			prepareResponse(redirectResponse, { addCookieHeader });
			state.logger.flush();
			return redirectResponse;
		}
		const i18n = getI18n(state.manifest);
		if (!state.manifest.cacheProvider) {
			markFeatureUsed(state.manifest, FetchFeatures.cache);
			response = await handleMiddleware(state, actionsAndPages);
			if (i18n) response = await finalizeI18n(i18n, state, response);
		} else {
			const runPipeline = async () => {
				let res = await handleMiddleware(state, actionsAndPages);
				if (i18n) res = await finalizeI18n(i18n, state, res);
				return res;
			};
			response = await handleCache(state, runPipeline);
		}
		logRequestFromState(state, {
			pathname,
			method: request.method,
			statusCode: response.status,
			isRewrite: state.isRewriting,
			timeStart: state.timeStart
		});
	} catch (err) {
		state.logger.error(null, err.stack || err.message || String(err));
		return renderErrorFromState(state, request, {
			...state.renderOptions,
			status: 500,
			error: err,
			pathname: state.pathname
		});
	} finally {
		try {
			const finalize = state.finalizeAll();
			if (finalize) await finalize;
		} catch (err) {
			finalizeError = err;
			state.logger.error(null, err.stack || err.message || String(err));
		}
	}
	if (finalizeError) return renderErrorFromState(state, request, {
		...state.renderOptions,
		status: 500,
		error: finalizeError,
		pathname: state.pathname
	});
	if (REROUTABLE_STATUS_CODES.includes(response.status) && response.body === null && !state.skipErrorReroute) return renderErrorFromState(state, request, {
		...state.renderOptions,
		response,
		status: response.status,
		error: response.status === 500 ? null : void 0,
		pathname: state.pathname
	});
	prepareResponse(response, { addCookieHeader });
	state.logger.flush();
	return response;
}
// node_modules/astro/dist/core/fetch/default-handler.js
var DefaultFetchHandler = class {
	#manifest;
	/**
	* `BaseApp` passes itself so states resolve that app's manifest ahead of
	* the ambient one; generated builds construct the handler with no
	* arguments and use the ambient manifest.
	*/
	constructor(app) {
		this.#manifest = app?.manifest;
	}
	fetch = (request) => {
		const options = getRenderOptions(request);
		return handleRequest(new FetchState(this.#manifest ?? getAmbientManifest(), request, options));
	};
};
// \0virtual:astro:fetchable
var _virtual_astro_fetchable_default = new DefaultFetchHandler();
// node_modules/astro/dist/core/routing/match-request.js
function safeDecodePathname(manifest, pathname) {
	try {
		return validateAndDecodePathname(pathname);
	} catch (e) {
		new AstroIntegrationLogger(getLogger(manifest).options, manifest.adapterName).debug(e.toString());
		try {
			return decodeURI(pathname);
		} catch {
			return pathname;
		}
	}
}
function matchRequest(manifest, request, allowPrerenderedRoutes = false) {
	const url = new URL(request.url);
	if (manifest.assets.has(url.pathname)) return void 0;
	let pathname = computePathnameFromDomain(request, url, manifest.i18n, manifest.base, manifest.trailingSlash, manifest.allowedDomains, getLogger(manifest));
	if (!pathname) pathname = prependForwardSlash$1(stripRequestBase(url.pathname, manifest.base));
	pathname = safeDecodePathname(manifest, pathname);
	const routeData = matchRoute(manifest, pathname);
	if (!routeData) return void 0;
	if (allowPrerenderedRoutes) return routeData;
	if (routeData.prerender) {
		if (routeData.params.length > 0) return matchAllRoutes(manifest, pathname).find((r) => !r.prerender);
		return;
	}
	return routeData;
}
// node_modules/astro/dist/core/app/base.js
var BaseApp = class BaseApp {
	manifest;
	#adapterLogger;
	baseWithoutTrailingSlash;
	/**
	* The streaming flag passed to the constructor, surfaced through the
	* protected `resolveStreaming()` hook and fed into the internal
	* `FetchState` facade hooks on the fast path.
	*/
	#streaming;
	/**
	* The handler that turns incoming `Request` objects into `Response`s.
	* Defaults to a `DefaultFetchHandler` pinned to this app and can be
	* overridden via `setFetchHandler` — typically by the bundled
	* entrypoint after importing `virtual:astro:fetchable`.
	*/
	#fetchHandler;
	#errorHandler;
	/**
	* Whether a custom fetch handler (from `src/fetch.ts`) has been set
	* via `setFetchHandler`. When false, the `DefaultFetchHandler` is
	* in use and all features are implicitly active.
	*/
	#hasCustomFetchHandler = false;
	/**
	* Whether the missing-feature check has already run. We only want
	* to warn once — after the first request in dev, or at build end.
	*/
	#featureCheckDone = false;
	get logger() {
		return getLogger(this.manifest);
	}
	/**
	* Route data derived from the manifest, used for route matching. Reads and
	* writes go through the single per-manifest route table, so HMR updates are
	* visible to every consumer at once.
	*/
	get manifestData() {
		return getRouteTable(this.manifest);
	}
	set manifestData(routesList) {
		updateRouteTable(this.manifest, routesList.routes);
	}
	get adapterLogger() {
		const currentOptions = this.logger.options;
		if (!this.#adapterLogger || this.#adapterLogger.options !== currentOptions) this.#adapterLogger = new AstroIntegrationLogger(currentOptions, this.manifest.adapterName);
		return this.#adapterLogger;
	}
	constructor(manifest, streaming = true) {
		this.manifest = manifest;
		this.baseWithoutTrailingSlash = removeTrailingForwardSlash(manifest.base);
		this.#streaming = streaming;
		getRouteTable(manifest);
		getLogger(manifest);
		this.#fetchHandler = new DefaultFetchHandler(this);
		this.#errorHandler = this.createErrorHandler();
	}
	/**
	* Resolves the user-configured logger destination from the manifest and
	* returns the logger. Lazy and only resolves once; safe to call before
	* the first render (adapters use this to log startup messages through
	* the configured destination).
	*/
	getLogger() {
		return getResolvedLogger(this.manifest);
	}
	/**
	* The streaming flag fed into the internal `FetchState` facade hooks on
	* the fast path. Returns the constructor flag by
	* default; `BuildApp` overrides this to return `undefined` so streaming
	* falls through to the environment default (`manifest.serverLike`).
	*/
	resolveStreaming() {
		return this.#streaming;
	}
	/**
	* Override the fetch handler used to dispatch requests. Entrypoints
	* call this with the default export of `virtual:astro:fetchable` to
	* plug in a user-authored handler from `src/fetch.ts`.
	*/
	setFetchHandler(handler) {
		this.#fetchHandler = handler;
		this.#hasCustomFetchHandler = !(handler instanceof DefaultFetchHandler);
	}
	/**
	* Returns the error handler used by this app. The default is a thin
	* bridge over the functional error API — strategy selection (production
	* default / dev / build) is environment-driven inside `renderErrorPage`.
	* External subclasses can override this to customize error rendering.
	*/
	createErrorHandler() {
		return { renderError: (request, options) => renderErrorPage(this.manifest, request, options) };
	}
	/**
	* Resets the cached adapter logger so it picks up a new logger instance.
	* Used by BuildApp when the logger is replaced via setOptions().
	*/
	resetAdapterLogger() {
		this.#adapterLogger = void 0;
	}
	getAllowedDomains() {
		return this.manifest.allowedDomains;
	}
	matchesAllowedDomains(forwardedHost, protocol) {
		return BaseApp.validateForwardedHost(forwardedHost, this.manifest.allowedDomains, protocol);
	}
	static validateForwardedHost(forwardedHost, allowedDomains, protocol) {
		if (!allowedDomains || allowedDomains.length === 0) return false;
		try {
			const testUrl = new URL(`${protocol || "https"}://${forwardedHost}`);
			return allowedDomains.some((pattern) => {
				return matchPattern(testUrl, pattern);
			});
		} catch {
			return false;
		}
	}
	set setManifestData(newManifestData) {
		updateRouteTable(this.manifest, newManifestData.routes);
	}
	removeBase(pathname) {
		return stripRequestBase(pathname, this.manifest.base);
	}
	/**
	* Fully decodes a pathname, falling back to a single decode and then the raw pathname
	* when validation fails. Adapter matching runs before `render()`, so it must not throw
	* for request input that render-time validation handles.
	*/
	safeDecodePathname(pathname) {
		try {
			return validateAndDecodePathname(pathname);
		} catch (e) {
			this.adapterLogger.debug(e.toString());
			try {
				return decodeURI(pathname);
			} catch {
				return pathname;
			}
		}
	}
	/**
	* Extracts the base-stripped, decoded pathname from a request.
	* Used by adapters to compute the pathname for dev-mode route matching.
	*/
	getPathnameFromRequest(request) {
		const url = new URL(request.url);
		const pathname = prependForwardSlash$1(this.removeBase(url.pathname));
		return this.safeDecodePathname(pathname);
	}
	/**
	* Given a `Request`, it returns the `RouteData` that matches its `pathname`. By default, prerendered
	* routes aren't returned, even if they are matched.
	*
	* When `allowPrerenderedRoutes` is `true`, the function returns matched prerendered routes too.
	* @param request
	* @param allowPrerenderedRoutes
	*/
	match(request, allowPrerenderedRoutes = false) {
		return matchRequest(this.manifest, request, allowPrerenderedRoutes);
	}
	/**
	* A matching route function to use in the development server.
	* Contrary to the `.match` function, this function resolves props and params, returning the correct
	* route based on the priority, segments. It also returns the correct, resolved pathname.
	* @param pathname
	*/
	devMatch(pathname) {}
	computePathnameFromDomain(request) {
		return computePathnameFromDomain(request, new URL(request.url), this.manifest.i18n, this.manifest.base, this.manifest.trailingSlash, this.manifest.allowedDomains, this.logger);
	}
	async render(request, { addCookieHeader = false, clientAddress = Reflect.get(request, clientAddressSymbol), locals, prerenderedErrorPageFetch = fetch, routeData, waitUntil } = {}) {
		await getResolvedLogger(this.manifest);
		if (routeData) {
			this.logger.debug("router", "The adapter " + this.manifest.adapterName + " provided a custom RouteData for ", request.url);
			this.logger.debug("router", "RouteData");
			this.logger.debug("router", routeData);
		}
		if (locals) {
			if (typeof locals !== "object") {
				const error = new AstroError(LocalsNotAnObject);
				this.logger.error(null, error.stack);
				return this.renderError(request, {
					addCookieHeader,
					clientAddress,
					prerenderedErrorPageFetch,
					locals: void 0,
					routeData,
					waitUntil,
					status: 500,
					error
				});
			}
		}
		if (!routeData) {
			const domainPathname = this.computePathnameFromDomain(request);
			if (domainPathname) routeData = matchRoute(this.manifest, this.safeDecodePathname(domainPathname));
		}
		const resolvedOptions = {
			addCookieHeader,
			clientAddress,
			prerenderedErrorPageFetch,
			locals,
			routeData,
			waitUntil
		};
		let response;
		if (this.#fetchHandler instanceof DefaultFetchHandler) response = await handleRequest(new FetchState(this.manifest, request, resolvedOptions, {
			streaming: this.resolveStreaming(),
			renderError: (req, opts) => this.renderError(req, opts),
			logRequest: (payload) => this.logThisRequest(payload)
		}));
		else {
			setRenderOptions(request, resolvedOptions);
			response = await this.#fetchHandler.fetch(request);
		}
		this.#warnMissingFeatures();
		if (response.headers.get("X-Astro-Error")) {
			response.headers.delete(ASTRO_ERROR_HEADER);
			return this.renderError(request, {
				addCookieHeader,
				clientAddress,
				prerenderedErrorPageFetch,
				locals,
				routeData,
				waitUntil,
				response,
				status: response.status,
				error: response.status === 500 ? null : void 0
			});
		}
		return response;
	}
	setCookieHeaders(response) {
		return getSetCookiesFromResponse(response);
	}
	/**
	* Reads all the cookies written by `Astro.cookie.set()` onto the passed response.
	* For example,
	* ```ts
	* for (const cookie_ of App.getSetCookieFromResponse(response)) {
	*     const cookie: string = cookie_
	* }
	* ```
	* @param response The response to read cookies from.
	* @returns An iterator that yields key-value pairs as equal-sign-separated strings.
	*/
	static getSetCookieFromResponse = getSetCookiesFromResponse;
	/**
	* If it is a known error code, try sending the according page (e.g. 404.astro / 500.astro).
	* This also handles pre-rendered /404 or /500 routes.
	*
	* Delegates to the app's configured `ErrorHandler`. To customize behavior
	* for a specific environment, override `createErrorHandler()` rather than
	* this method.
	*/
	async renderError(request, options) {
		return this.#errorHandler.renderError(request, options);
	}
	/**
	* One-shot check: after the first request with a custom `src/fetch.ts`,
	* compare `usedFeatures` against the manifest and warn about any
	* configured features the user's pipeline doesn't call.
	*/
	#warnMissingFeatures() {
		if (this.#featureCheckDone || !this.#hasCustomFetchHandler) return;
		this.#featureCheckDone = true;
		const manifest = this.manifest;
		const missing = [];
		const used = getUsedFeatures(this.manifest);
		if (manifest.routes.some((r) => r.routeData.type === "redirect") && !(used & FetchFeatures.redirects)) missing.push("redirects");
		if (manifest.sessionConfig && !(used & FetchFeatures.sessions)) missing.push("sessions");
		if (manifest.actions && !(used & FetchFeatures.actions)) missing.push("actions");
		if (manifest.middleware && !(used & FetchFeatures.middleware)) missing.push("middleware");
		if (manifest.i18n && manifest.i18n.strategy !== "manual" && !(used & FetchFeatures.i18n)) missing.push("i18n");
		if (manifest.cacheConfig && !(used & FetchFeatures.cache)) missing.push("cache");
		for (const feature of missing) this.logger.warn("router", `Your project uses ${feature}, but your custom src/fetch.ts does not call the ${feature}() handler. This feature will not work unless your fetch handler calls it.`);
	}
	getDefaultStatusCode(routeData, pathname) {
		return getDefaultStatusCode(this.manifest, routeData, pathname);
	}
	getManifest() {
		return this.manifest;
	}
	logThisRequest({ pathname, method, statusCode, isRewrite, timeStart }) {
		const timeEnd = performance.now();
		this.logRequest({
			pathname,
			method,
			statusCode,
			isRewrite,
			reqTime: timeEnd - timeStart
		});
	}
};
// node_modules/astro/dist/core/app/app.js
var App = class extends BaseApp {
	isDev() {
		return false;
	}
	logRequest(_options) {}
};
// node_modules/astro/dist/core/app/entrypoints/virtual/prod.js
var createApp$1 = ({ streaming } = {}) => {
	const app = new App(manifest, streaming);
	app.setFetchHandler(_virtual_astro_fetchable_default);
	return app;
};
// node_modules/astro/dist/core/app/entrypoints/virtual/index.js
var createApp = createApp$1;
// \0virtual:astro-node:config
var _virtual_astro_node_config_exports = /* @__PURE__ */ __exportAll({
	bodySizeLimit: () => bodySizeLimit,
	client: () => client,
	experimentalDisableStreaming: () => true,
	host: () => host,
	mode: () => mode,
	port: () => port,
	server: () => server,
	staticHeaders: () => false
});
var mode = "middleware";
var bodySizeLimit = 65536;
var client = "file:///work/main/dist/client/";
var server = "file:///work/main/dist/server/";
var host = "127.0.0.1";
var port = 4321;
// node_modules/astro/dist/core/app/createOutgoingHttpHeaders.js
var createOutgoingHttpHeaders = (headers) => {
	if (!headers) return;
	const nodeHeaders = Object.fromEntries(headers.entries());
	if (Object.keys(nodeHeaders).length === 0) return;
	if (headers.has("set-cookie")) {
		const cookieHeaders = headers.getSetCookie();
		if (cookieHeaders.length > 1) nodeHeaders["set-cookie"] = cookieHeaders;
	}
	return nodeHeaders;
};
// node_modules/astro/dist/core/app/node.js
function createRequestFromNodeRequest(req, { skipBody = false, allowedDomains = [], bodySizeLimit, port: serverPort } = {}) {
	const controller = new AbortController();
	const protocol = "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
	const url = buildRequestUrl(protocol, typeof req.headers.host === "string" ? req.headers.host : typeof req.headers[":authority"] === "string" ? req.headers[":authority"] : serverPort ? `localhost:${serverPort}` : "localhost", req.url, serverPort);
	const options = {
		method: req.method || "GET",
		headers: makeRequestHeaders(req),
		signal: controller.signal
	};
	if (options.method !== "HEAD" && options.method !== "GET" && skipBody === false) Object.assign(options, makeRequestBody(req, bodySizeLimit));
	const request = new Request(url, options);
	wireAbortController(req, controller);
	const untrustedHostname = req.headers.host ?? req.headers[":authority"];
	const validatedHostname = validateHost(typeof untrustedHostname === "string" ? untrustedHostname : void 0, protocol, allowedDomains);
	const validatedForwardedHost = validateForwardedHeaders(void 0, getFirstForwardedValue(req.headers["x-forwarded-host"]), void 0, allowedDomains).host;
	const clientIp = (validatedHostname !== void 0 || validatedForwardedHost !== void 0 ? getFirstForwardedValue(req.headers["x-forwarded-for"]) : void 0) || req.socket?.remoteAddress;
	if (clientIp) Reflect.set(request, clientAddressSymbol, clientIp);
	return request;
}
function wireAbortController(req, controller) {
	const socket = getRequestSocket(req);
	if (socket && typeof socket.on === "function") {
		const existingCleanup = getAbortControllerCleanup(req);
		if (existingCleanup) existingCleanup();
		let cleanedUp = false;
		const removeSocketListener = () => {
			if (typeof socket.off === "function") socket.off("close", onSocketClose);
			else if (typeof socket.removeListener === "function") socket.removeListener("close", onSocketClose);
		};
		const cleanup = () => {
			if (cleanedUp) return;
			cleanedUp = true;
			removeSocketListener();
			controller.signal.removeEventListener("abort", cleanup);
			Reflect.deleteProperty(req, nodeRequestAbortControllerCleanupSymbol);
		};
		const onSocketClose = () => {
			cleanup();
			if (!controller.signal.aborted) controller.abort();
		};
		socket.on("close", onSocketClose);
		controller.signal.addEventListener("abort", cleanup, { once: true });
		Reflect.set(req, nodeRequestAbortControllerCleanupSymbol, cleanup);
		if (socket.destroyed) onSocketClose();
	}
}
async function writeResponse(source, destination) {
	const { status, headers, body, statusText } = source;
	if (!(destination instanceof Http2ServerResponse)) destination.statusMessage = statusText;
	destination.writeHead(status, createOutgoingHttpHeaders(headers));
	const cleanupAbortFromDestination = getAbortControllerCleanup(destination.req ?? void 0);
	if (cleanupAbortFromDestination) {
		const runCleanup = () => {
			cleanupAbortFromDestination();
			if (typeof destination.off === "function") {
				destination.off("finish", runCleanup);
				destination.off("close", runCleanup);
			} else {
				destination.removeListener?.("finish", runCleanup);
				destination.removeListener?.("close", runCleanup);
			}
		};
		destination.on("finish", runCleanup);
		destination.on("close", runCleanup);
	}
	if (!body) return destination.end();
	try {
		const reader = body.getReader();
		destination.on("close", () => {
			reader.cancel().catch((err) => {
				console.error("There was an uncaught error in the middle of the stream while rendering %s.", destination.req.url, err);
			});
		});
		let result = await reader.read();
		while (!result.done) {
			destination.write(result.value);
			result = await reader.read();
		}
		destination.end();
	} catch (err) {
		destination.write("Internal server error", () => {
			err instanceof Error ? destination.destroy(err) : destination.destroy();
		});
	}
}
function buildRequestUrl(protocol, hostnamePort, requestPath, serverPort) {
	const path = requestPath ?? "";
	if (URL.canParse(`${protocol}://${hostnamePort}${path}`)) return new URL(`${protocol}://${hostnamePort}${path}`);
	if (URL.canParse(`${protocol}://${hostnamePort}`)) return new URL(`${protocol}://${hostnamePort}`);
	const fallbackHost = serverPort ? `localhost:${serverPort}` : "localhost";
	return new URL(`${protocol}://${fallbackHost}`);
}
function makeRequestHeaders(req) {
	const headers = new Headers();
	for (const [name, value] of Object.entries(req.headers)) {
		if (value === void 0) continue;
		if (Array.isArray(value)) for (const item of value) headers.append(name, item);
		else headers.append(name, value);
	}
	return headers;
}
function makeRequestBody(req, bodySizeLimit) {
	if (req.body !== void 0) {
		if (typeof req.body === "string" && req.body.length > 0) return { body: Buffer.from(req.body) };
		if (req.body instanceof ArrayBuffer || ArrayBuffer.isView(req.body)) return { body: req.body };
		if (typeof req.body === "object" && req.body !== null && Object.keys(req.body).length > 0) return { body: Buffer.from(JSON.stringify(req.body)) };
		if (typeof req.body === "object" && req.body !== null && typeof req.body[Symbol.asyncIterator] !== "undefined") return asyncIterableToBodyProps(req.body, bodySizeLimit);
	}
	return asyncIterableToBodyProps(req, bodySizeLimit);
}
function asyncIterableToBodyProps(iterable, bodySizeLimit) {
	return {
		body: bodySizeLimit != null ? limitAsyncIterable(iterable, bodySizeLimit) : iterable,
		duplex: "half"
	};
}
async function* limitAsyncIterable(iterable, limit) {
	let received = 0;
	for await (const chunk of iterable) {
		const byteLength = chunk instanceof Uint8Array ? chunk.byteLength : typeof chunk === "string" ? Buffer.byteLength(chunk) : 0;
		received += byteLength;
		if (received > limit) throw new Error(`Body size limit exceeded: received more than ${limit} bytes`);
		yield chunk;
	}
}
function getAbortControllerCleanup(req) {
	if (!req) return void 0;
	const cleanup = Reflect.get(req, nodeRequestAbortControllerCleanupSymbol);
	return typeof cleanup === "function" ? cleanup : void 0;
}
function getRequestSocket(req) {
	if (req.socket && typeof req.socket.on === "function") return req.socket;
	const http2Socket = req.stream?.session?.socket;
	if (http2Socket && typeof http2Socket.on === "function") return http2Socket;
}
function resolveClientDir(options) {
	const clientURLRaw = new URL(options.client);
	const serverURLRaw = new URL(options.server);
	const rel = path.relative(url.fileURLToPath(serverURLRaw), url.fileURLToPath(clientURLRaw));
	const serverFolder = path.basename(options.server);
	let serverEntryFolderURL = path.dirname(import.meta.url);
	let previous = "";
	while (!serverEntryFolderURL.endsWith(serverFolder)) {
		if (serverEntryFolderURL === previous) throw new Error(`[@astrojs/node] Could not find the server directory "${serverFolder}" by walking up from "${import.meta.url}". This can happen when the server entry point is bundled into a single file (e.g. with esbuild) so that import.meta.url no longer contains the original "${serverFolder}" path segment. When bundling the server entry, make sure the output path contains a "${serverFolder}" directory segment, or avoid bundling the server entry entirely.`);
		previous = serverEntryFolderURL;
		serverEntryFolderURL = path.dirname(serverEntryFolderURL);
	}
	const serverEntryURL = serverEntryFolderURL + "/entry.mjs";
	const clientURL = new URL(appendForwardSlash(rel), serverEntryURL);
	return url.fileURLToPath(clientURL);
}
// node_modules/@astrojs/node/dist/serve-app.js
var PRERENDERED_ROUTE_TYPES = ["page", "endpoint"];
async function readErrorPageFromDisk(client, status) {
	const filePaths = [`${status}.html`, `${status}/index.html`];
	for (const filePath of filePaths) {
		const fullPath = path.join(client, filePath);
		let stream;
		try {
			stream = createReadStream(fullPath);
			await new Promise((resolve, reject) => {
				stream.once("open", () => resolve());
				stream.once("error", reject);
			});
			const webStream = Readable.toWeb(stream);
			return new Response(webStream, { headers: { "Content-Type": "text/html; charset=utf-8" } });
		} catch {
			stream?.destroy();
		}
	}
}
function createAppHandler(app, options) {
	const logger = app.adapterLogger;
	const requestContext = new AsyncLocalStorage();
	const abortedRequestErrors = /* @__PURE__ */ new WeakSet();
	process.on("unhandledRejection", (reason) => {
		const requestUrl = requestContext.getStore();
		if (!requestUrl || reason instanceof Error && abortedRequestErrors.has(reason)) return;
		const error = reason instanceof Error ? reason.stack || reason.message : String(reason);
		logger.error(`Unhandled rejection while rendering ${requestUrl}
${error}`);
	});
	const client = resolveClientDir(options);
	const prerenderedErrorPageFetch = async (url) => {
		const { pathname } = new URL(url);
		if (pathname.endsWith("/404.html") || pathname.endsWith("/404/index.html")) {
			const response = await readErrorPageFromDisk(client, 404);
			if (response) return response;
		}
		if (pathname.endsWith("/500.html") || pathname.endsWith("/500/index.html")) {
			const response = await readErrorPageFromDisk(client, 500);
			if (response) return response;
		}
		return new Response(null, { status: 404 });
	};
	const effectiveBodySizeLimit = options.bodySizeLimit === 0 || options.bodySizeLimit === Number.POSITIVE_INFINITY ? void 0 : options.bodySizeLimit;
	return async (req, res, next, locals) => {
		req.once("error", (error) => {
			if (error.code === "ECONNRESET") abortedRequestErrors.add(error);
		});
		let request;
		try {
			request = createRequestFromNodeRequest(req, {
				allowedDomains: app.getAllowedDomains?.() ?? [],
				bodySizeLimit: effectiveBodySizeLimit,
				port: options.port
			});
		} catch (err) {
			logger.error(`Could not render ${req.url}`);
			console.error(err);
			res.statusCode = 500;
			res.end("Internal Server Error");
			return;
		}
		try {
			let routeData = app.match(request, true);
			if (routeData?.prerender && PRERENDERED_ROUTE_TYPES.includes(routeData.type)) routeData = app.match(request);
			if (routeData) await requestContext.run(request.url, async () => {
				await writeResponse(await app.render(request, {
					addCookieHeader: true,
					locals,
					routeData,
					prerenderedErrorPageFetch
				}), res);
			});
			else if (next) {
				const cleanup = getAbortControllerCleanup(req);
				if (cleanup) cleanup();
				return next();
			} else await requestContext.run(request.url, async () => {
				await writeResponse(await app.render(request, {
					addCookieHeader: true,
					prerenderedErrorPageFetch
				}), res);
			});
		} catch (err) {
			if (err instanceof Error && abortedRequestErrors.has(err)) return;
			const error = err instanceof Error ? err.stack || err.message : String(err);
			logger.error(`Could not render ${request.url}
${error}`);
			if (!res.headersSent) {
				res.statusCode = 500;
				res.end("Internal Server Error");
			} else res.destroy();
		}
	};
}
// node_modules/@astrojs/node/dist/middleware.js
function createMiddleware(app, options) {
	const handler = createAppHandler(app, options);
	const logger = app.adapterLogger;
	return async (...args) => {
		const [req, res, next, locals] = args;
		if (req instanceof Error) {
			const error = req;
			if (next) return next(error);
			else throw error;
		}
		try {
			await handler(req, res, next, locals);
		} catch (err) {
			logger.error(`Could not render ${req.url}`);
			console.error(err);
			if (!res.headersSent) {
				res.writeHead(500, `Server error`);
				res.end();
			}
		}
	};
}
var handler = createMiddleware(createApp({ streaming: false }), _virtual_astro_node_config_exports);
// src/lib/server/built-files.ts
/**
* How the built files (public/ and the build's output) are to be kept, whoever serves them: the Node adapter's file
* server (src/lib/server/node/listener.ts sets these before it answers), the nginx recipe (deploy/nginx.ts) and the
* edge's `_headers` (scripts/edge-headers.mjs).
*/
/** Fingerprinted bundles (`/_astro/…`) never change under their name. */
var ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Catalog images and the icons are not fingerprinted: kept a day, then refreshed in the background. */
var FILE_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";
var SERVICE_WORKER_CACHE_CONTROL = "no-cache";
/** The folders of files that are not fingerprinted (public/). */
var FILE_FOLDERS = ["/images/", "/icons/"];
var MANIFEST_PATH = "/manifest.webmanifest";
/** Whether `path` names a built file (a page or an endpoint never does), which answers GET and HEAD only. */
function isBuiltFilePath(path) {
	return path === "/sw.js" || path === MANIFEST_PATH || path.startsWith("/_astro/") || FILE_FOLDERS.some((folder) => path.startsWith(folder));
}
/** The headers a built file at `path` is sent with beyond everyone's security headers; none for any other path. */
function builtFileHeaders(path) {
	if (path === "/sw.js") return [["Cache-Control", SERVICE_WORKER_CACHE_CONTROL], ["Content-Security-Policy", SERVICE_WORKER_CSP]];
	if (path.startsWith("/_astro/")) return [["Cache-Control", ASSET_CACHE_CONTROL]];
	if (path === MANIFEST_PATH || FILE_FOLDERS.some((folder) => path.startsWith(folder))) {
		const svg = path.endsWith(".svg") ? [["Content-Type", "image/svg+xml; charset=utf-8"]] : [];
		return [["Cache-Control", FILE_CACHE_CONTROL], ...svg];
	}
	return [];
}
// src/lib/server/node/built-file-server.ts
/** The build's compressed copies of a built file (scripts/precompress.mjs), by encoding. */
var COPIES = {
	br: ".br",
	gzip: ".gz"
};
var COPY = /\.(?:br|gz)$/;
/**
* Sends the built files (public/ and the build's bundles, built-files.ts) from the build's client folder, with `send`,
* the file server the Node adapter itself uses, and their build-time brotli or gzip copy when the client accepts it
* (nginx sends the same copies). Only paths that name a built file come here: the adapter's own file server looked
* every request up on disk first (a synchronous and an asynchronous stat), which cost pages and calls a third of their
* answers a second, and it sent no copy (docs/decisions.md). A built-file path with no file behind it, or a copy asked
* for by name, is Astro's 404 (`otherwise`).
*
* The copies are listed once, at start: a build's files never change under a running server (`npm run build`
* replaces dist/ only for the next start).
*/
function builtFileServer(clientDir) {
	const copied = new Set(readdirSync(clientDir, {
		recursive: true,
		encoding: "utf8"
	}).filter((name) => name.endsWith(COPIES.br)).map((name) => `/${name.slice(0, -COPIES.br.length).split("\\").join("/")}`));
	return (request, response, path, otherwise) => {
		if (COPY.test(path)) return otherwise();
		const hasCopies = copied.has(path);
		const encoding = hasCopies ? preferredEncoding(request.headers["accept-encoding"]) : void 0;
		const stream = send(request, encoding ? `${path}${COPIES[encoding]}` : path, {
			root: clientDir,
			index: false,
			dotfiles: "deny"
		});
		let found = false;
		stream.on("file", () => found = true);
		stream.on("headers", () => {
			if (hasCopies) response.setHeader("Vary", "Accept-Encoding");
			if (!encoding) return;
			response.setHeader("Content-Encoding", encoding);
			if (!response.hasHeader("Content-Type")) response.setHeader("Content-Type", contentType(extname(path)) || "application/octet-stream");
		});
		stream.on("error", (error) => {
			if (!found) return otherwise();
			response.writeHead(error.statusCode ?? 500).end();
		});
		stream.pipe(response);
	};
}
// src/lib/server/observability/request-id.ts
/** A request id the proxy may hand on (nginx's `$request_id` is 32 hex digits); anything else is replaced. */
var VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
var REQUEST_ID_HEADER = "X-Request-Id";
/**
* The id one request is known by in the proxy's log, this instance's log and its answer: the proxy's own when it sent
* a well-formed one, so that a request can be followed from nginx to the instance, or a new one. A malformed value is
* never echoed: it could carry anything into a log line or a header.
*/
function requestId(given) {
	return typeof given === "string" && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}
// src/lib/server/node/connection-limits.ts
/**
* How long a client may hold a connection before it has sent its request. A client that sends its headers or its
* body a byte at a time (slowloris) is answered 408 and disconnected once its time is up, so that idle and half-sent
* connections cannot pile up.
*/
var SERVER_OPTIONS = {
	/** The request line and headers: a browser sends them in one packet. */
	headersTimeout: 1e4,
	/** The whole request, body included: the largest the API reads is 64 KiB. */
	requestTimeout: 3e4,
	/** How often Node looks for clients past those limits; its default, 30 s, would let them linger three times longer. */
	connectionsCheckingInterval: 1e3
};
/**
* A connection on which nothing moves for this long is closed, such as a client that stopped reading its answer: the
* limits above end once the request is in. Load balancers keep idle connections up to 60 s, hence 65 s, as keep-alive.
*/
var IDLE_SOCKET_TIMEOUT_MS = 65e3;
var REASONS = {
	400: "Bad Request",
	408: "Request Timeout",
	413: "Content Too Large",
	431: "Request Header Fields Too Large"
};
/**
* Answers what Node's HTTP parser refuses before any handler sees a request (malformed requests, headers too large,
* time up), as Node would, but with the security headers every answer carries.
*/
function answerClientError(headers) {
	return (error, socket) => {
		if (error.code === "ECONNRESET" || !socket.writable) {
			socket.destroy();
			return;
		}
		const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW" ? 413 : 400;
		const lines = [
			`HTTP/1.1 ${status} ${REASONS[status]}`,
			...headers.map(([name, value]) => `${name}: ${value}`),
			"Content-Length: 0",
			"Connection: close"
		];
		socket.end(`${lines.join("\r\n")}\r\n\r\n`);
	};
}
/**
* Whether a request still has body bytes on the way that nobody will read. Node reads and drops them after the
* answer so that the connection can serve another request; for a large upload that means reading all of it. Such an
* answer is sent with `Connection: close` instead, and the connection closed once it is out.
*/
function hasUnreadBody(request) {
	const length = request.headers["content-length"];
	return !request.complete && (length !== void 0 && length !== "0" || "transfer-encoding" in request.headers);
}
/**
* After such an answer the client may still be sending: closing at once would reset the connection, and a client that
* has not read the answer yet would report a network error instead of it. Like nginx's lingering close, the server
* drops what still arrives, up to a bound, then stops reading (the client's writes then wait on TCP's flow control,
* and it reads the answer meanwhile), and closes a moment after its answer is out. Closing at the bound instead reset
* connections whose client was still busy writing, and it never saw the 413.
*/
var LINGER_MS = 2e3;
var LINGER_BYTES = 4194304;
/**
* Reads and drops the rest of a body up to LINGER_BYTES, then stops reading it. Started before the answer is out, so
* that the request is being read when Node's answer finishes: Node otherwise discards an unread body itself, inside its
* parser and without a bound, for as long as the connection stays open.
*/
function dropUpToBound(request) {
	let dropped = 0;
	request.removeAllListeners("data");
	request.on("data", (chunk) => {
		dropped += chunk.length;
		if (dropped > LINGER_BYTES) request.pause();
	});
	request.resume();
}
function closeAfterLinger(socket) {
	socket.end();
	const timer = setTimeout(() => socket.destroy(), LINGER_MS);
	socket.once("close", () => clearTimeout(timer));
}
/**
* Makes an answer the connection's last when the request's body will not be read to its end: the rest of the body is
* never read, beyond the grace above.
*/
function closeIfBodyUnread(request, response) {
	if (!hasUnreadBody(request) || response.headersSent) return;
	response.setHeader("Connection", "close");
	dropUpToBound(request);
	const { socket } = request;
	socket.destroySoon = () => closeAfterLinger(socket);
}
// src/lib/server/node/graceful-shutdown.ts
/**
* How long an idle keep-alive connection is left open once the drain begins. A client may be sending a request down it
* at the very moment the server closes it, and then sees the connection reset: a proxy retries a GET elsewhere but
* must not retry a POST that may have been acted on, so the customer's order or cart change would fail. Left open, a
* request that arrives on it is answered (with `Connection: close`), and a proxy that closes its idle connections
* sooner than this (the recipe in deploy/ does) has closed the rest itself by then.
*/
var IDLE_LINGER_MS = 3e3;
/**
* On SIGTERM (a deploy or a scale-down) or SIGINT, an instance stops taking connections and finishes what is in flight
* before it exits 0, so that no customer's request fails with it: /readyz answers 503 from then on, every answer still
* to be sent carries `Connection: close`, so each connection closes once its answer has gone, and connections that sit
* idle are closed after IDLE_LINGER_MS (or the grace, if shorter). Requests still running after `graceMs` are cut and
* the process exits 1. A second signal cuts them at once.
*/
function drainOnSignals(server, { graceMs, afterDrain }) {
	const inFlight = /* @__PURE__ */ new Set();
	let draining = false;
	let lingerOver = false;
	server.prependListener("request", (_request, response) => {
		if (draining) response.setHeader("Connection", "close");
		inFlight.add(response);
		response.once("close", () => {
			inFlight.delete(response);
			if (lingerOver) setImmediate(() => server.closeIdleConnections());
		});
	});
	const cut = (reason) => {
		console.error(`${reason}: closing ${inFlight.size} connection(s) with requests still running.`);
		server.closeAllConnections();
		process.exit(1);
	};
	const drain = (signal) => {
		if (draining) {
			if (inFlight.size > 0) cut(`${signal} again`);
			else server.closeAllConnections();
			return;
		}
		draining = true;
		reportShuttingDown();
		for (const response of inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
		Server.prototype.close.call(server, () => {
			afterDrain().then(() => process.exit(0), (error) => {
				console.error("Closing after the drain failed", error);
				process.exit(1);
			});
		});
		setTimeout(() => {
			lingerOver = true;
			server.closeIdleConnections();
		}, Math.min(IDLE_LINGER_MS, graceMs)).unref();
		console.log(`${signal}: no longer listening; finishing ${inFlight.size} request(s) in flight, then exiting.`);
		setTimeout(() => {
			if (inFlight.size > 0) cut(`Requests still running after ${graceMs} ms`);
			else server.closeAllConnections();
		}, graceMs).unref();
	};
	for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, drain);
}
// src/lib/server/node/request-body.ts
/**
* Request bodies are read here, whole and bounded, before Astro's pipeline sees the request: no call takes more than
* MAX_BODY_BYTES, and a body past that (declared, or streamed without a length) is answered 413 at once, its
* connection closed without reading the rest. Handed on as a buffer (the adapter takes `request.body` as it is), a
* body never reaches a call half-read; a stream cut short inside Astro's pipeline would leave its answer unsent.
*/
/** Whether a request says it carries a body. */
function hasBody(request) {
	const length = request.headers["content-length"];
	return length !== void 0 && length !== "0" || "transfer-encoding" in request.headers;
}
function tooLarge(request, response) {
	closeIfBodyUnread(request, response);
	const message = `The body must be at most ${MAX_BODY_BYTES} bytes.`;
	if (isApiPath((request.url ?? "/").split("?", 1)[0] ?? "/")) {
		const { status, headers, body } = apiError(413, "body_too_large", message);
		response.writeHead(status, headers).end(body);
	} else response.writeHead(413, {
		"Content-Type": "text/plain; charset=utf-8",
		"Cache-Control": "no-store"
	}).end(message);
}
/**
* Reads the request's body into `request.body` and calls `then`, or answers 413 (and never calls it). A request
* without a body, or one whose client goes away, costs nothing more.
*/
function readBoundedBody(request, response, then) {
	if (!hasBody(request)) return then();
	if (Number(request.headers["content-length"] ?? 0) > 65536) return tooLarge(request, response);
	const chunks = [];
	let size = 0;
	const onData = (chunk) => {
		size += chunk.length;
		if (size <= 65536) {
			chunks.push(chunk);
			return;
		}
		request.off("data", onData);
		request.off("end", onEnd);
		request.pause();
		tooLarge(request, response);
	};
	const onEnd = () => {
		request.body = Buffer.concat(chunks);
		then();
	};
	request.on("data", onData);
	request.once("end", onEnd);
}
// src/lib/server/node/unsupported-methods.ts
/**
* What the Node server refuses before the adapter sees it, with the 405 a page gives any method but GET and HEAD:
* - methods Node accepts but a web Request cannot carry (the fetch standard forbids them), on which the adapter would
*   fail with a 500; `astro dev` refuses them the same way (src/lib/build/dev-server.ts);
* - any method but GET and HEAD on a built file, which the adapter's file server would answer as a GET.
*/
var UNSUPPORTED_METHODS = /* @__PURE__ */ new Set([
	"CONNECT",
	"TRACE",
	"TRACK"
]);
/** Answers a request refused as above, and says whether it did. */
function refuseUnsupportedMethod(request, response) {
	const method = request.method ?? "GET";
	const builtFile = method !== "GET" && method !== "HEAD" && isBuiltFilePath((request.url ?? "/").split("?", 1)[0] ?? "/");
	if (!UNSUPPORTED_METHODS.has(method) && !builtFile) return false;
	response.writeHead(405, {
		"Content-Type": "text/plain; charset=utf-8",
		"Cache-Control": "no-store",
		Allow: "GET, HEAD"
	});
	response.end(`${request.method} is not allowed here: this address answers GET and HEAD.`);
	return true;
}
// src/lib/server/node/listener.ts
/**
* Wraps the Node adapter's handler (built files, then Astro's pipeline) with what must see every answer, including
* the built files and the answers Astro's route cache gives before its middleware runs:
* - the security headers, which anything written later replaces (a page's own Content-Security-Policy), and the
*   built files' own caching (built-files.ts);
* - `X-Request-Id`, the proxy's when well-formed, else a new one, in place of the request's own for the pipeline;
* - one log line and the metrics of each request once its answer is finished, labelled with the route the
*   middleware named (ROUTE_HEADER, taken off the answer here);
* - a request's body is read here, at most what the API takes (request-body.ts), and an answer that leaves a body
*   unread ends its connection rather than reading the rest (connection-limits.ts);
* - a GET the route cache holds a fresh copy of is sent that copy at once (route-cache-provider.ts).
*/
function observedListener(astro) {
	const headers = securityHeaders({ https: serverSettings().SITE_URL?.startsWith("https:") ?? false });
	const { metrics, logRequest } = observability();
	return (request, response) => {
		const started = performance.now();
		const id = requestId(request.headers["x-request-id"]);
		request.headers["x-request-id"] = id;
		const method = request.method ?? "GET";
		const answering = {
			request,
			route: void 0,
			writeHead: response.writeHead
		};
		response[ANSWERING] = answering;
		/** The route cache's outcome for a kept copy sent here, whose headers Node does not keep for getHeader. */
		let sentKept;
		response.once("close", () => {
			dropLeftListeners(request, response);
			const cache = sentKept ?? response.getHeader("x-astro-cache");
			const outcome = typeof cache === "string" ? { cacheOutcome: cache } : {};
			const label = answering.route ?? (response.statusCode < 400 ? "static" : "other");
			const durationMs = performance.now() - started;
			metrics.observe({
				route: label,
				method,
				status: response.statusCode,
				seconds: durationMs / 1e3,
				...outcome
			});
			logRequest({
				id,
				method,
				route: label,
				url: request.url ?? "",
				status: response.statusCode,
				durationMs,
				...typeof cache === "string" ? { cache } : {},
				aborted: !response.writableFinished
			});
		});
		const kept = keptCopy(request, method);
		if (kept) {
			const { [ROUTE_HEADER]: named, ...sent } = kept.headers;
			answering.route = named;
			sentKept = sent["x-astro-cache"];
			response.writeHead(kept.status, {
				...sent,
				[REQUEST_ID_HEADER]: id
			}).end(kept.body);
			return;
		}
		setSecurityHeaders(response, headers);
		setSecurityHeaders(response, builtFileHeaders((request.url ?? "/").split("?", 1)[0] ?? "/"));
		response.setHeader(REQUEST_ID_HEADER, id);
		if (method === "HEAD") request.method = "GET";
		response.writeHead = writeHeadNamingRoute;
		if (refuseUnsupportedMethod(request, response)) return;
		if (process.env.W === 'limm') { setImmediate(() => readBoundedBody(request, response, () => void astro(request, response))); return; }
		readBoundedBody(request, response, () => void astro(request, response));
	};
}
var ANSWERING = Symbol("storefront.answering");
/**
* Every response's writeHead while the storefront answers it: it takes the route the middleware named off the headers,
* gives a status other than 200 its own reason phrase (a page that set its status keeps the 200's in its Response: "404
* OK"), and ends the connection when a body was left unread. One function for every response, with what it needs of
* the request kept on the response: V8 kept a function made per request and stored as a new property of the response
* alive until its next full collection, and with it everything its scope held (docs/performance.md, "What outlived the
* young collections").
*/
function writeHeadNamingRoute(status, ...rest) {
	const answering = this[ANSWERING];
	if (status !== 200 && this.statusMessage === "OK") this.statusMessage = STATUS_CODES[status] ?? "";
	const last = rest.at(-1);
	if (last && typeof last === "object" && !Array.isArray(last)) {
		const named = last[ROUTE_HEADER];
		if (typeof named === "string") answering.route = named;
		delete last[ROUTE_HEADER];
	}
	closeIfBodyUnread(answering.request, this);
	return answering.writeHead.call(this, status, ...rest);
}
/**
* Takes off the listeners still on a finished request and response. Astro's Node adapter leaves two on every request:
* an `error` listener on the request whose closure holds the web Request and the response, and a `close` listener on
* the response holding the answer's body. Left there, they kept all of that alive until V8's next full collection:
* about 20 KB of every request moved into the old generation, whose collections were the customer reads' tail
* (docs/performance.md, "What outlived the young collections"). Once the response has closed nothing more is emitted
* that anyone must hear: Node emits a request's `error` only when something listens, and `close` is a response's last
* event (its listeners already have their copy of the list).
*/
function dropLeftListeners(request, response) {
	request.removeAllListeners("error");
	response.removeAllListeners("close");
}
/**
* The route cache's fresh copy for a GET (or HEAD) without a body, sent as Astro's pipeline would send it from the
* cache before its middleware runs; none for anything else.
*/
function keptCopy(request, method) {
	if (method !== "GET" && method !== "HEAD") return void 0;
	if ("content-length" in request.headers || "transfer-encoding" in request.headers) return void 0;
	return freshAnswer(request.url ?? "/", request.headers["accept-encoding"]);
}
// src/lib/server/node/quiet-memory.ts
var WINDOW_MS = 5e3;
var QUIET_REQUESTS = 5;
function lastResortCollection() {
	const { gc } = globalThis;
	return gc ? () => gc({
		type: "major",
		execution: "sync",
		flavor: "last-resort"
	}) : void 0;
}
/**
* Collects once after every busy stretch, in the first quiet window that follows it. Does nothing when no collection
* is available (Node without `--expose-gc`). Returns a function that stops watching.
*/
function returnMemoryWhenQuiet(server, { windowMs = WINDOW_MS, quietRequests = QUIET_REQUESTS, collect = lastResortCollection() } = {}) {
	if (!collect) return () => {};
	let requests = 0;
	let owed = false;
	const count = () => {
		requests += 1;
	};
	server.on("request", count);
	const timer = setInterval(() => {
		if (requests > quietRequests) owed = true;
		else if (owed) {
			owed = false;
			collect();
		}
		requests = 0;
	}, windowMs);
	timer.unref();
	return () => {
		clearInterval(timer);
		server.off("request", count);
	};
}
// src/lib/server/node/server.ts
/**
* What `astro preview`, or an operator's own Node server, mounts: the built files in `clientDir`, everything else
* Astro's pipeline (the adapter in its middleware mode, without its file server).
*/
function storefrontHandler(clientDir) {
	const serveBuiltFile = builtFileServer(clientDir);
	return observedListener((request, response) => {
		const path = (request.url ?? "/").split("?", 1)[0] ?? "/";
		if (decoded(request.url ?? "/") === void 0) {
			response.writeHead(400, {
				"Content-Type": "text/plain; charset=utf-8",
				"Cache-Control": "no-store"
			});
			response.end("Bad request.");
			return;
		}
		const astro = () => void handler(request, response);
		if (isBuiltFilePath(path)) serveBuiltFile(request, response, path, astro);
		else astro();
	});
}
/** The address decoded, or undefined when it cannot be (a broken escape such as `%E0%A4%A`). */
function decoded(url) {
	try {
		return decodeURI(url);
	} catch {
		return;
	}
}
/**
* Opens the database, then listens on `address` until SIGTERM or SIGINT drains it; resolves with the server once it
* listens.
*/
async function start(handler, address = {
	port: Number(process.env["PORT"] ?? 4321),
	host: process.env["HOST"] ?? "127.0.0.1"
}) {
	const { port, host } = address;
	try {
		await getDb();
	} catch (error) {
		console.error(`The storefront could not open its database: ${error instanceof Error ? error.message : error}`);
		process.exit(1);
	}
	const server = http.createServer(SERVER_OPTIONS, handler);
	const headers = securityHeaders({ https: serverSettings().SITE_URL?.startsWith("https:") ?? false });
	server.on("clientError", (error, socket) => answerClientError([...headers, [REQUEST_ID_HEADER, requestId(void 0)]])(error, socket));
	server.keepAliveTimeout = IDLE_SOCKET_TIMEOUT_MS;
	server.timeout = IDLE_SOCKET_TIMEOUT_MS;
	returnMemoryWhenQuiet(server);
	drainOnSignals(server, {
		graceMs: serverSettings().SHUTDOWN_GRACE_SECONDS * 1e3,
		afterDrain: closeConnection
	});
	await new Promise((listening, failed) => {
		server.once("error", failed);
		server.listen(port, host, () => {
			server.off("error", failed);
			listening();
		});
	});
	console.log(`Storefront ready at http://localhost:${port}`);
	return server;
}
export { start, storefrontHandler };
