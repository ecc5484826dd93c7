import { LRUCache } from "lru-cache";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
// src/lib/server/compression.ts
/** Below this an answer gains less than the encoding's framing costs on a slow network. */
var MIN_BYTES = 1024;
/** Media types worth compressing (images and fonts are compressed already). */
var COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)/;
/**
* Brotli's quality 6: within 1 % of quality 9 on the catalog pages at a twentieth of its time (under a millisecond
* for a 31 KB page); docs/performance.md has the figures.
*/
var BROTLI_QUALITY = 6;
/** Whether an answer of this type and size is sent compressed when the client accepts it. */
function isCompressible(contentType, bytes) {
	return bytes >= MIN_BYTES && COMPRESSIBLE.test(contentType ?? "");
}
/**
* The encoding to send for an `Accept-Encoding` header: brotli, else gzip, unless the client refused it (`;q=0`),
* else none. A client's order of preference is not asked: both are better than none, and brotli is the smaller.
*/
function preferredEncoding(acceptEncoding) {
	if (!acceptEncoding) return void 0;
	if (chosen.has(acceptEncoding)) return chosen.get(acceptEncoding);
	if (chosen.size >= CHOSEN_KEPT) chosen.clear();
	const choice = choose(acceptEncoding);
	chosen.set(acceptEncoding, choice);
	return choice;
}
/**
* The choice made for each `Accept-Encoding` seen lately: browsers send a handful of them, and choosing again for
* every request was a tenth of a kept answer's cost. Made-up headers cannot grow it past CHOSEN_KEPT.
*/
var chosen = /* @__PURE__ */ new Map();
var CHOSEN_KEPT = 64;
function choose(acceptEncoding) {
	const weights = /* @__PURE__ */ new Map();
	for (const part of acceptEncoding.toLowerCase().split(",")) {
		const [token = "", ...parameters] = part.split(";").map((piece) => piece.trim());
		const q = parameters.find((parameter) => parameter.startsWith("q="));
		const weight = q === void 0 ? 1 : Number(q.slice(2));
		if (token) weights.set(token, Number.isFinite(weight) ? weight : 0);
	}
	const accepts = (encoding) => (weights.get(encoding) ?? weights.get("*") ?? 0) > 0;
	if (accepts("br")) return "br";
	if (accepts("gzip")) return "gzip";
}
/**
* The smallest brotli window that holds the whole body: the default (4 MB) made each compression allocate megabytes,
* which left more of the server's memory fragmented after a flood of kept searches (10-15 MB more resident once
* quiet, docs/decisions.md).
*/
function windowBits(bytes) {
	return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))));
}
/** `body` in `encoding`, in a buffer of its own size (exactCopy). */
function compress(body, encoding) {
	return exactCopy(encoding === "br" ? brotliCompressSync(body, { params: {
		[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
		[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
		[constants.BROTLI_PARAM_LGWIN]: windowBits(body.length)
	} }) : gzipSync(body, { level: 9 }));
}
/** `body` decoded from `encoding`, in a buffer of its own size (exactCopy). */
function decompress(body, encoding) {
	return exactCopy(encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body));
}
/**
* zlib answers a slice of its 64 KB output chunk, which a kept answer would hold whole: a thousand kept pages held
* 64 MB for 9 MB of brotli, and after a flood of searches, their uncompressed copies another 64 MB for 9 MB of pages.
*/
function exactCopy(chunk) {
	if (chunk.buffer.byteLength === chunk.length) return chunk;
	const exact = Buffer.alloc(chunk.length);
	chunk.copy(exact);
	return exact;
}
// src/lib/server/route-cache-provider.ts
/** Headers that belong to one exchange, not to the answer kept. */
var PER_REQUEST = /* @__PURE__ */ new Set([
	"x-request-id",
	"date",
	"set-cookie",
	"content-length",
	"content-encoding",
	"transfer-encoding",
	"connection",
	"keep-alive",
	"x-astro-cache",
	"cdn-cache-control",
	"cache-tag"
]);
/** The store of the provider Astro made in this process; none until Astro first asks for it, and none in dev. */
var store;
var KeptAnswers = class {
	#answers;
	#query;
	#shared;
	#refreshing = /* @__PURE__ */ new Set();
	constructor(config) {
		this.#answers = new LRUCache({ max: config.max });
		this.#query = new Set(config.query);
		this.#shared = (config.shared ?? []).map(({ prefix, segment, key }) => ({
			prefix,
			segment: new RegExp(segment),
			key
		}));
	}
	/**
	* `/restaurants?q=thai`: the path and the parameters that change the answer, sorted; never the host asked. A path a
	* shared copy serves is that copy's key (`/order-details/[id]`), its query ignored.
	*/
	keyOf(url) {
		const { pathname } = url;
		for (const { prefix, segment, key } of this.#shared) if (pathname.startsWith(prefix) && segment.test(pathname.slice(prefix.length))) return key;
		const kept = [...url.searchParams].filter(([name]) => this.#query.has(name));
		if (kept.length === 0) return pathname;
		kept.sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
		return `${pathname}?${new URLSearchParams(kept).toString()}`;
	}
	get(key) {
		return this.#answers.get(key);
	}
	/**
	* Keeps `response` under `key` if the route cache's headers say to, reading its body; the kept answer, or undefined
	* (its body unread) if it is not to be kept.
	*/
	async keep(key, response) {
		const { maxAge, swr } = cacheLifetime(response.headers.get("cdn-cache-control"));
		if (response.status !== 200 || maxAge <= 0 || response.headers.has("set-cookie") || /\*|cookie/i.test(response.headers.get("vary") ?? "")) return;
		const rendered = Buffer.from(await response.arrayBuffer());
		const headers = [];
		response.headers.forEach((value, name) => {
			if (!PER_REQUEST.has(name)) headers.push([name, value]);
		});
		const compressible = isCompressible(response.headers.get("content-type"), rendered.length);
		if (compressible) {
			const vary = headers.find(([name]) => name === "vary");
			if (vary) vary[1] = `${vary[1]}, Accept-Encoding`;
			else headers.push(["vary", "Accept-Encoding"]);
		}
		const kept = {
			status: response.status,
			headers,
			body: compressible ? compress(rendered, "br") : rendered,
			sent: {},
			compressible,
			storedAt: Date.now(),
			freshMs: maxAge * 1e3,
			staleMs: (maxAge + swr) * 1e3,
			tags: (response.headers.get("cache-tag") ?? "").split(",").map((tag) => tag.trim()).filter(Boolean)
		};
		this.#answers.set(key, kept);
		return kept;
	}
	/**
	* Renders `key` again in the background, once however many ask meanwhile. The old copy stays while the render fails
	* or is refused (5xx), and goes when the address no longer answers (4xx: a restaurant taken off the catalog).
	*/
	refresh(key, render, warn) {
		if (this.#refreshing.has(key)) return;
		this.#refreshing.add(key);
		render().then(async (response) => {
			if (response.status >= 400 && response.status < 500) this.#answers.delete(key);
			else await this.keep(key, response);
		}).catch((error) => warn(`Refreshing ${key} failed: ${String(error)}`)).finally(() => this.#refreshing.delete(key));
	}
	invalidate({ path, tags }) {
		const dropped = new Set(typeof tags === "string" ? [tags] : tags ?? []);
		for (const [key, kept] of this.#answers.entries()) if (path !== void 0 && key.split("?", 1)[0] === path || kept.tags.some((tag) => dropped.has(tag))) this.#answers.delete(key);
	}
};
/** `max-age` and `stale-while-revalidate` of the `CDN-Cache-Control` Astro gives an answer its routeRules keep. */
function cacheLifetime(header) {
	const seconds = (name) => Number(new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, "i").exec(header ?? "")?.[1] ?? 0);
	return {
		maxAge: seconds("max-age"),
		swr: seconds("stale-while-revalidate")
	};
}
/** A kept answer in the encoding the client accepts, with the headers that go with it (`outcome` among them). */
function answerFrom(kept, acceptEncoding, outcome) {
	const encoding = kept.compressible ? preferredEncoding(acceptEncoding) : void 0;
	const form = kept.sent[encoding ?? "identity"] ??= sentForm(kept, encoding);
	return form.headers["x-astro-cache"] === outcome ? form : {
		...form,
		headers: {
			...form.headers,
			"x-astro-cache": outcome
		}
	};
}
function sentForm(kept, encoding) {
	let body = kept.body;
	if (kept.compressible && encoding !== "br") {
		const rendered = decompress(kept.body, "br");
		body = encoding ? compress(rendered, encoding) : rendered;
	}
	const headers = Object.fromEntries(kept.headers);
	if (encoding) headers["content-encoding"] = encoding;
	headers["content-length"] = String(body.length);
	headers["x-astro-cache"] = "HIT";
	return {
		status: kept.status,
		headers,
		body
	};
}
function isFresh(kept, now = Date.now()) {
	return now - kept.storedAt <= kept.freshMs;
}
/**
* The fresh kept answer for a GET of `url` (a request's path and query), for the Node server to send without
* entering Astro's pipeline; undefined when none is kept, or the kept one is stale (Astro's pipeline then sends it
* and has it rendered again).
*/
function freshAnswer(url, acceptEncoding) {
	if (!store || !url.startsWith("/") || url.startsWith("//")) return void 0;
	const key = store.keyOf(new URL(url, "http://localhost"));
	const kept = store.get(key);
	return kept && isFresh(kept) ? answerFrom(kept, acceptEncoding, "HIT") : void 0;
}
function toResponse(answer) {
	return new Response(answer.body, {
		status: answer.status,
		headers: answer.headers
	});
}
var provider = (config) => {
	const kept = new KeptAnswers(config ?? {
		max: 1e3,
		query: []
	});
	store = kept;
	return {
		name: "storefront-memory",
		async onRequest({ request, url, logger }, next) {
			if (request.method !== "GET") return next();
			const key = kept.keyOf(url);
			const acceptEncoding = request.headers.get("accept-encoding");
			const found = kept.get(key);
			const now = Date.now();
			if (found && now - found.storedAt <= found.staleMs) {
				const fresh = isFresh(found, now);
				if (!fresh) kept.refresh(key, () => next(), (message) => logger.warn(message));
				return toResponse(answerFrom(found, acceptEncoding, fresh ? "HIT" : "STALE"));
			}
			const response = await next();
			const stored = await kept.keep(key, response);
			return stored ? toResponse(answerFrom(stored, acceptEncoding, "MISS")) : response;
		},
		async invalidate(options) {
			kept.invalidate(options);
		}
	};
};
export { preferredEncoding as i, freshAnswer as n, provider as r, answerFrom as t };
