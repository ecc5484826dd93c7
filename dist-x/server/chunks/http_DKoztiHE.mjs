import { n as CATALOG_CACHE_CONTROL, r as PRIVATE_CACHE_CONTROL } from "./config_BYDguQ7j.mjs";
import { i as isDatabaseUnavailable, t as databaseOutage } from "./outage_SE5QDoyk.mjs";
import * as v from "valibot";
// src/lib/server/http.ts
/** The largest JSON body the API reads; a whole cart or order is a few kilobytes. */
var MAX_BODY_BYTES = 65536;
/** A failure the API reports to its caller as `{ "error": { "code", "message" } }` with `status`. */
var ApiProblem = class extends Error {
	status;
	code;
	/** Headers the answer carries besides the error's own (`Retry-After`). */
	headers;
	constructor(status, code, message, headers = {}) {
		super(message);
		this.status = status;
		this.code = code;
		this.headers = headers;
	}
};
function json(body, status, cacheHeaders) {
	return {
		status,
		headers: {
			"Content-Type": "application/json; charset=utf-8",
			...cacheHeaders
		},
		body: JSON.stringify(body)
	};
}
/** A catalog read that a CDN may cache and refresh in the background. */
function catalogJson(body) {
	return json(body, 200, { "Cache-Control": CATALOG_CACHE_CONTROL });
}
/** An answer about one customer, which no shared cache may keep. */
function privateJson(body, status = 200) {
	return json(body, status, {
		"Cache-Control": PRIVATE_CACHE_CONTROL,
		Vary: "Authorization"
	});
}
/** An answer that no cache, shared or private, may keep. */
function uncachedJson(body, status = 200) {
	return json(body, status, { "Cache-Control": "no-store" });
}
/** The one shape of every API error. */
function apiError(status, code, message) {
	return uncachedJson({ error: {
		code,
		message
	} }, status);
}
/** What the caller reads when something failed that is not theirs to fix. */
function internalError() {
	return apiError(500, "internal_error", "Something went wrong on our side. Please try again.");
}
/**
* The most a call may take in all: the database's own bounds (waits.ts) end any one wait well before it, so only a
* call that waited on several at once, or on something else, gets here.
*/
var CALL_DEADLINE_MS = 1e4;
/** What the caller reads when the database is unavailable, by kind. */
var UNAVAILABLE_MESSAGES = {
	unreachable: "The storefront cannot reach its database just now. Please try again in a moment.",
	busy: "The storefront’s database is busy just now. Please try again in a moment.",
	full: "The storefront cannot save changes just now. Please try again later.",
	"read-only": "The storefront cannot save changes just now. Please try again later.",
	"io-error": "The storefront’s database is failing just now. Please try again later."
};
/**
* A 503 with `Retry-After` for a request the database could not serve, counted in the outage log (db/outage.ts) rather
* than logged one by one: the outage log has already said why.
*/
function databaseUnavailableError(error) {
	databaseOutage.refused(error);
	return withHeaders(apiError(503, "database_unavailable", UNAVAILABLE_MESSAGES[error.kind]), { "Retry-After": String(2) });
}
/** A call that took longer than CALL_DEADLINE_MS. */
var CallDeadline = class extends Error {};
function withHeaders(answer, headers) {
	return {
		...answer,
		headers: {
			...answer.headers,
			...headers
		}
	};
}
/** `work`, or a CallDeadline once it has taken `ms`. What it was doing goes on, within the database's own bounds. */
async function withinDeadline(work, ms) {
	let timer;
	const late = new Promise((_resolve, reject) => {
		timer = setTimeout(() => reject(new CallDeadline()), ms);
	});
	try {
		return await Promise.race([work, late]);
	} finally {
		clearTimeout(timer);
	}
}
/** An answer as the web Response an endpoint returns. */
function toResponse({ status, headers, body }) {
	return new Response(body, {
		status,
		headers
	});
}
/** The first issue as the caller reads it: the field's path, then what is wrong with it (`quantity is required`). */
function describeIssue(issue, fallbackField) {
	const field = v.getDotPath(issue) ?? fallbackField;
	return field ? `${field} ${issue.message}` : issue.message;
}
/** Parses `value` with `schema`, or throws a 400 naming the field. */
function parseOrThrow(schema, value, field) {
	const result = v.safeParse(schema, value);
	if (!result.success) throw new ApiProblem(400, "invalid_input", describeIssue(result.issues[0], field));
	return result.output;
}
/** Reads a JSON request body (content type matched case-insensitively, as the original client sends `Application/JSON`). */
async function readJson(request, schema) {
	if (request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() !== "application/json") throw new ApiProblem(415, "unsupported_media_type", "Send the body as application/json.");
	if (Number(request.headers.get("content-length") ?? 0) > 65536) throw new ApiProblem(413, "body_too_large", `The body must be at most ${MAX_BODY_BYTES} bytes.`);
	const text = await request.text();
	if (Buffer.byteLength(text) > 65536) throw new ApiProblem(413, "body_too_large", `The body must be at most ${MAX_BODY_BYTES} bytes.`);
	let body;
	try {
		body = JSON.parse(text);
	} catch {
		throw new ApiProblem(400, "invalid_json", "The body is not valid JSON.");
	}
	return parseOrThrow(schema, body);
}
/**
* Wraps a call so that an ApiProblem becomes its JSON error, the database being unavailable a 503 with `Retry-After`,
* a call past CALL_DEADLINE_MS a 503 too, and nothing unexpected leaks as a stack trace (it is logged, and a 500).
*/
function apiCall(handler, deadlineMs = CALL_DEADLINE_MS) {
	return async (request, url) => {
		try {
			return await withinDeadline(handler(request, url), deadlineMs);
		} catch (error) {
			if (error instanceof ApiProblem) return withHeaders(apiError(error.status, error.code, error.message), error.headers);
			if (isDatabaseUnavailable(error)) return databaseUnavailableError(error);
			if (error instanceof CallDeadline) {
				console.error(`${request.method} ${url.pathname} had no answer in ${deadlineMs} ms: answered 503`);
				return withHeaders(apiError(503, "timeout", "The storefront took too long to answer. Please try again in a moment."), { "Retry-After": String(2) });
			}
			console.error(`${request.method} ${url.pathname} failed`, error);
			return internalError();
		}
	};
}
export { catalogJson as a, readJson as c, apiError as i, toResponse as l, MAX_BODY_BYTES as n, parseOrThrow as o, apiCall as r, privateJson as s, ApiProblem as t, uncachedJson as u };
