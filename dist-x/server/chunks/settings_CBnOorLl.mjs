import * as v from "valibot";
import { accessSync, constants } from "node:fs";
import { PostgresDialect } from "kysely";
import pg from "pg";
// src/lib/server/db/database-url.ts
/** Whether `url` names a PostgreSQL database rather than a SQLite file. */
function isPostgresUrl(url) {
	return /^postgres(?:ql)?:\/\//i.test(url);
}
/**
* TLS modes accepted in a PostgreSQL URL. pg verifies the server's certificate and name for every mode but `disable`
* today, but its next major version gives `require` and `verify-ca` libpq's weaker meaning (no check of the name, or of
* anything): only the mode that says what it does is accepted, so an upgrade cannot silently stop verifying.
*/
var SSL_MODES = ["disable", "verify-full"];
/** The files a PostgreSQL URL may name, which pg reads when it connects. */
var FILE_PARAMETERS = [
	"sslrootcert",
	"sslcert",
	"sslkey"
];
/**
* What is wrong with a DATABASE_URL, or undefined when it can be used. The message never repeats the URL, which may
* hold a password.
*/
function databaseUrlProblem(url) {
	if (url === ":memory:" || /^file:.+/.test(url)) return void 0;
	if (!isPostgresUrl(url)) return "use file:<path> for a SQLite file, or postgres://… for PostgreSQL";
	let parameters;
	try {
		parameters = new URL(url).searchParams;
	} catch {
		return "it is not a valid postgres:// URL";
	}
	const mode = parameters.get("sslmode");
	if (mode !== null && !SSL_MODES.includes(mode)) return `sslmode=${mode} is not accepted: use sslmode=verify-full (with sslrootcert=<CA file> for a provider's own certificate authority), or sslmode=disable for a database reached without TLS`;
	for (const name of FILE_PARAMETERS) {
		const file = parameters.get(name);
		if (file === null) continue;
		try {
			accessSync(file, constants.R_OK);
		} catch {
			return `the ${name} file ${file} cannot be read`;
		}
	}
}
// src/lib/server/observability/signals.ts
var listeners = {
	signals: /* @__PURE__ */ new Set(),
	pools: /* @__PURE__ */ new Set()
};
/** Tells whoever listens. */
function signal(event) {
	for (const listener of listeners.signals) listener(event);
}
/** Listens to every signal from now on; answers the function that stops. */
function onSignal(listener) {
	listeners.signals.add(listener);
	return () => listeners.signals.delete(listener);
}
/** A PostgreSQL pool whose connections the metrics report, until it ends. */
function watchPool(pool) {
	listeners.pools.add(pool);
	pool.once("end", () => listeners.pools.delete(pool));
}
/** The pools watched now. */
function watchedPools() {
	return [...listeners.pools];
}
/** The render queue whose counts the metrics report: the process has one. */
function watchRenders(counts) {
	listeners.renders = counts;
}
/** The render queue's counts now; none before the middleware has loaded. */
function watchedRenders() {
	return listeners.renders?.() ?? {
		running: 0,
		waiting: 0
	};
}
// src/lib/server/db/waits.ts
var DEFAULT_WAITS = {
	statementMs: 5e3,
	lockMs: 2e3,
	idleInTransactionMs: 1e4
};
/**
* The longest a query waits for a pool connection (or a new one): above the lock wait, so that a call queued behind
* calls held by a lock gets the connections they give back when their lock wait ends, and below a statement's.
*/
function poolWaitMs({ statementMs, lockMs }) {
	return Math.min(statementMs, Math.max(lockMs + 1e3, 3e3));
}
// src/lib/server/db/postgres.ts
/**
* How much longer than a statement may run the client waits for any answer before it gives up on the connection: the
* server enforces statement_timeout itself, so only a server that cannot answer at all (a network cut with no reset)
* reaches this.
*/
var READ_GRACE_MS = 1e3;
var INT8 = pg.types.builtins.INT8;
var TIMESTAMPTZ = pg.types.builtins.TIMESTAMPTZ;
var parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ);
/**
* Values read back as SQLite gives them, so that the code above never asks which database it runs on:
* - `count(*)` and `sum()` are bigint, which pg hands over as text; they are small whole numbers here;
* - an instant (timestamptz) is the ISO 8601 text the SQLite columns hold, to the millisecond as written.
*/
function typeParser(oid, format) {
	if (oid === INT8) return (value) => {
		const number = Number(value);
		if (!Number.isSafeInteger(number)) throw new RangeError(`${value} is too large to read as a number`);
		return number;
	};
	if (oid === TIMESTAMPTZ) return (value) => parseTimestamptz(value).toISOString();
	return format === "binary" ? pg.types.getTypeParser(oid, "binary") : pg.types.getTypeParser(oid);
}
/**
* Kysely's dialect for PostgreSQL at `url` (`postgres://` or `postgresql://`), through a pool of at most `poolSize`
* connections. TLS is the connection string's: `sslmode=verify-full` (with `sslrootcert=<CA file>` for a provider's
* own CA) verifies the server; settings.ts refuses the modes that would not. Every connection starts with the
* `waits` as its session's timeouts, so the server itself ends a statement or a lock wait that goes on too long.
*/
function createPostgresDialect(url, poolSize, waits) {
	const pool = new pg.Pool({
		connectionString: url,
		max: poolSize,
		connectionTimeoutMillis: poolWaitMs(waits),
		statement_timeout: waits.statementMs,
		lock_timeout: waits.lockMs,
		idle_in_transaction_session_timeout: waits.idleInTransactionMs,
		query_timeout: waits.statementMs + READ_GRACE_MS,
		types: { getTypeParser: typeParser }
	});
	pool.on("error", () => {});
	pool.on("connect", (client) => client.on("error", () => {}));
	watchPool(pool);
	return new PostgresDialect({ pool });
}
// src/lib/server/settings.ts
var TextSchema = v.pipe(v.string("must be text"), v.minLength(1, "must not be empty"));
var SECONDS = "must be a positive number of seconds";
var SecondsSchema = v.pipe(v.string(SECONDS), v.transform(Number), v.number(SECONDS), v.finite(SECONDS), v.gtValue(0, SECONDS));
var WAIT = "must be a number of seconds above 0, at most 600";
/** A database wait in seconds, as the environment writes it; `defaultMs` as its default. */
var waitSeconds = (defaultMs) => v.optional(v.pipe(v.string(WAIT), v.transform(Number), v.number(WAIT), v.gtValue(0, WAIT), v.maxValue(600, WAIT)), String(defaultMs / 1e3));
var POOL_SIZE = "must be a whole number from 1 to 1000";
var PER_MINUTE = "must be a whole number above 0";
var PerMinuteSchema = v.pipe(v.string(PER_MINUTE), v.transform(Number), v.number(PER_MINUTE), v.integer(PER_MINUTE), v.minValue(1, PER_MINUTE));
var SITE_URL = "must be an http:// or https:// address";
var ON_OFF = "must be on or off";
/**
* The server's configuration, read from its environment when first asked for, so that one build serves every
* environment. The Node server asks once before it loads anything else (node/before-start.ts), so a bad value stops
* the start with a message naming the variable.
*/
var SettingsSchema = v.object({
	DATABASE_URL: v.optional(v.pipe(TextSchema, v.check((url) => databaseUrlProblem(url) === void 0, (issue) => databaseUrlProblem(String(issue.input)) ?? "is not valid")), "file:./data/storefront.db"),
	DATABASE_POOL_SIZE: v.optional(v.pipe(v.string(POOL_SIZE), v.transform(Number), v.number(POOL_SIZE), v.integer(POOL_SIZE), v.minValue(1, POOL_SIZE), v.maxValue(1e3, POOL_SIZE)), String(10)),
	/** How long one statement may run (PostgreSQL's statement_timeout on every connection). */
	DATABASE_STATEMENT_TIMEOUT_SECONDS: waitSeconds(DEFAULT_WAITS.statementMs),
	/** How long a statement waits for a lock (PostgreSQL's lock_timeout; SQLite's write lock). */
	DATABASE_LOCK_TIMEOUT_SECONDS: waitSeconds(DEFAULT_WAITS.lockMs),
	/** How long a transaction may sit idle (PostgreSQL's idle_in_transaction_session_timeout). */
	DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: waitSeconds(DEFAULT_WAITS.idleInTransactionMs),
	FIREBASE_PROJECT_ID: v.optional(TextSchema, "demo-storefront"),
	FIREBASE_API_KEY: v.optional(TextSchema, "demo-api-key"),
	FIREBASE_AUTH_DOMAIN: v.optional(TextSchema),
	FIREBASE_AUTH_EMULATOR_HOST: v.optional(TextSchema),
	ORDER_STATUS_STEP_SECONDS: v.optional(SecondsSchema, "300"),
	SHUTDOWN_GRACE_SECONDS: v.optional(SecondsSchema, "10"),
	/** Cart changes one customer may try a minute, accepted or refused; more get 429 until the minute is over. */
	CART_WRITES_PER_MINUTE: v.optional(PerMinuteSchema, "120"),
	/** Orders one customer may try to place a minute. */
	ORDERS_PER_MINUTE: v.optional(PerMinuteSchema, "10"),
	/** Saves and removals of saved addresses one customer may make a minute. */
	ADDRESS_WRITES_PER_MINUTE: v.optional(PerMinuteSchema, "30"),
	/** Whether the server writes one JSON line per request (`on`, the default) or only its errors (`off`). */
	LOG_REQUESTS: v.optional(v.pipe(v.string(ON_OFF), v.picklist(["on", "off"], ON_OFF), v.transform((value) => value === "on")), "on"),
	/** The bearer token that lets a client other than this machine read `/metrics`; unset, only loopback may. */
	METRICS_TOKEN: v.optional(v.pipe(TextSchema, v.minLength(16, "must be at least 16 characters"))),
	/** Where customers reach the storefront; `https://…` makes every answer tell browsers to use HTTPS only. */
	SITE_URL: v.optional(v.pipe(TextSchema, v.url(SITE_URL), v.check((url) => /^https?:\/\//i.test(url), SITE_URL)))
});
var settings;
/** The validated settings, or an error naming the first variable that is wrong. */
function readSettings(env = process.env) {
	const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
	const result = v.safeParse(SettingsSchema, given);
	if (!result.success) {
		const [issue] = result.issues;
		throw new Error(`${v.getDotPath(issue) ?? "The environment"} is not valid: ${issue.message}.`);
	}
	return result.output;
}
/** The database waits the settings give, in milliseconds (whole ones: PostgreSQL takes no fractions). */
function databaseWaits(settings) {
	const ms = (seconds) => Math.max(1, Math.round(seconds * 1e3));
	return {
		statementMs: ms(settings.DATABASE_STATEMENT_TIMEOUT_SECONDS),
		lockMs: ms(settings.DATABASE_LOCK_TIMEOUT_SECONDS),
		idleInTransactionMs: ms(settings.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS)
	};
}
/** The process's settings, read once. */
function serverSettings() {
	settings ??= readSettings();
	return settings;
}
export { onSignal as a, watchedPools as c, DEFAULT_WAITS as i, watchedRenders as l, serverSettings as n, signal as o, createPostgresDialect as r, watchRenders as s, databaseWaits as t, isPostgresUrl as u };
