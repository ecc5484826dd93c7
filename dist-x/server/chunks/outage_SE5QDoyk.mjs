// src/lib/server/db/unavailable.ts
/** PostgreSQL's SQLSTATEs (and classes of them, two characters) that mean the database is unavailable. */
var POSTGRES_CODES = [
	["08", "unreachable"],
	["57P01", "unreachable"],
	["57P02", "unreachable"],
	["57P03", "unreachable"],
	["57014", "busy"],
	["55P03", "busy"],
	["40P01", "busy"],
	["40001", "busy"],
	["25P03", "busy"],
	["53300", "busy"],
	["53200", "busy"],
	["53100", "full"],
	["25006", "read-only"],
	["58", "io-error"]
];
/** Node's network errors: the server cannot be reached at all. */
var NETWORK_CODES = /* @__PURE__ */ new Set([
	"ECONNREFUSED",
	"ECONNRESET",
	"ECONNABORTED",
	"EPIPE",
	"ETIMEDOUT",
	"EHOSTUNREACH",
	"EHOSTDOWN",
	"ENETUNREACH",
	"ENETDOWN",
	"ENOTFOUND",
	"EAI_AGAIN"
]);
/**
* PostgreSQL's own errors whose code is too general to say it alone (55000, object_not_in_prerequisite_state, is also
* what a bug can cause): the database refusing connections because an operator said so (`allow_connections false`).
*/
var POSTGRES_MESSAGES = [[
	"55000",
	/is not currently accepting connections/,
	"unreachable"
]];
/** node-postgres and pg-pool's own errors, which carry no code: a connection lost, or a wait past its bound. */
var PG_CLIENT_MESSAGES = [
	[/^Connection terminated/, "unreachable"],
	[/^Client has encountered a connection error and is not queryable/, "unreachable"],
	[/^Client was closed and is not queryable/, "unreachable"],
	[/^timeout exceeded when trying to connect/, "busy"],
	[/^Query read timeout/, "busy"]
];
/** SQLite's primary result codes (the low byte of node:sqlite's extended `errcode`). */
var SQLITE_CODES = /* @__PURE__ */ new Map([
	[5, "busy"],
	[6, "busy"],
	[7, "busy"],
	[8, "read-only"],
	[10, "io-error"],
	[13, "full"],
	[14, "unreachable"]
]);
/** The kind of unavailability `error` means, or undefined when it is not one (a bug, a constraint, bad SQL). */
function unavailableKind(error) {
	if (typeof error !== "object" || error === null) return void 0;
	const { code, errcode, message } = error;
	if (code === "ERR_SQLITE_ERROR") return typeof errcode === "number" ? SQLITE_CODES.get(errcode & 255) : void 0;
	if (typeof code === "string") {
		if (NETWORK_CODES.has(code)) return "unreachable";
		if (code.length === 5) {
			const byMessage = POSTGRES_MESSAGES.find(([known, pattern]) => known === code && typeof message === "string" && pattern.test(message));
			if (byMessage) return byMessage[2];
			return POSTGRES_CODES.find(([known]) => known === code)?.[1] ?? POSTGRES_CODES.find(([known]) => known.length === 2 && code.startsWith(known))?.[1];
		}
	}
	if (typeof message === "string") return PG_CLIENT_MESSAGES.find(([pattern]) => pattern.test(message))?.[1];
}
/** One line naming a failure for the log: its code, when it has one, and its message. */
function describeFailure(error) {
	if (!(error instanceof Error)) return String(error);
	const { code, errstr } = error;
	const name = typeof errstr === "string" ? errstr : typeof code === "string" ? code : error.name;
	return error.message.includes(name) ? error.message : `${name}: ${error.message}`;
}
/** The database cannot serve this now; the cause is the driver's own error. */
var DatabaseUnavailable = class extends Error {
	kind;
	constructor(kind, cause) {
		super(`The database is ${kind}: ${describeFailure(cause)}`, { cause });
		this.name = "DatabaseUnavailable";
		this.kind = kind;
	}
};
function isDatabaseUnavailable(error) {
	return error instanceof DatabaseUnavailable;
}
/** `error` as a DatabaseUnavailable when it is one (or means one), else `error` itself. */
function asDatabaseUnavailable(error) {
	if (isDatabaseUnavailable(error)) return error;
	const kind = unavailableKind(error);
	return kind ? new DatabaseUnavailable(kind, error) : error;
}
/** How long without another failure of its kind ends a busy, full, read-only or I/O episode. */
var QUIET_MS = 5e3;
/** What an operator reads about each kind, as "The database is …". */
var STATES = {
	unreachable: "unreachable",
	busy: "busy (a statement, a lock or a connection waited past its bound)",
	full: "full: it refuses writes",
	"read-only": "read-only: it refuses writes",
	"io-error": "failing to read or write its files"
};
function seconds(ms) {
	return `${(ms / 1e3).toFixed(1)} s`;
}
/** An outage log of its own (tests); the process's one is `databaseOutage`. */
function createOutageLog({ log = console.error, now = Date.now, quietMs = QUIET_MS } = {}) {
	const episodes = /* @__PURE__ */ new Map();
	function end(kind) {
		const episode = episodes.get(kind);
		if (!episode) return;
		clearTimeout(episode.quietTimer);
		episodes.delete(kind);
		log(`Database ${kind === "unreachable" ? "reachable again" : `no longer ${kind}`} after ${seconds(now() - episode.since)}; ${episode.refused} requests were answered 503 meanwhile.`);
	}
	return {
		/** A query failed this way: the episode of its kind starts (one line) or goes on. */
		failed(error) {
			let episode = episodes.get(error.kind);
			if (!episode) {
				episode = {
					since: now(),
					cause: describeFailure(error.cause),
					refused: 0
				};
				episodes.set(error.kind, episode);
				log(`Database ${STATES[error.kind]}. Cause: ${episode.cause}. What needs it is answered 503 until it is back.`);
			}
			if (error.kind !== "unreachable") {
				clearTimeout(episode.quietTimer);
				episode.quietTimer = setTimeout(() => end(error.kind), quietMs);
				episode.quietTimer.unref();
			}
		},
		/** A query sent at `sentAt` was answered: the database is reachable. */
		answered(sentAt) {
			const unreachable = episodes.get("unreachable");
			if (unreachable && sentAt - unreachable.since >= 250) end("unreachable");
		},
		/** A request was answered 503 because of `error`. */
		refused(error) {
			const episode = episodes.get(error.kind);
			if (episode) episode.refused += 1;
		},
		/** The kinds of unavailability in progress, oldest first. */
		current() {
			return [...episodes.keys()];
		}
	};
}
/** The process's outage log. */
var databaseOutage = createOutageLog();
export { isDatabaseUnavailable as i, DatabaseUnavailable as n, asDatabaseUnavailable as r, databaseOutage as t };
