import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { i as DEFAULT_WAITS, n as serverSettings, o as signal, r as createPostgresDialect, t as databaseWaits, u as isPostgresUrl } from "./settings_CBnOorLl.mjs";
import { i as isDatabaseUnavailable, r as asDatabaseUnavailable, t as databaseOutage } from "./outage_SE5QDoyk.mjs";
import { mkdirSync } from "node:fs";
import { CamelCasePlugin, CompiledQuery, Kysely, PostgresAdapter, SqliteAdapter, SqliteDialect, SqliteDriver, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
// src/lib/server/db/sqlite.ts
/** How many prepared statements one connection keeps; the app issues a few dozen distinct queries. */
var STATEMENT_CACHE_SIZE = 200;
/**
* How long SQLite itself waits for another process's lock, blocking the whole server meanwhile (node:sqlite is
* synchronous): only a moment. Longer waits, up to the lock wait, are paced here without blocking (BusyRetryingDriver).
*/
var BUSY_TIMEOUT_MS = 10;
/** SQLite's own wait while a new file is opened and switched to WAL, before anything else runs. */
var OPENING_BUSY_TIMEOUT_MS = 5e3;
/** The first pause before a write that found the lock taken tries again, and the longest (each doubles the last). */
var FIRST_PAUSE_MS = 2;
var LONGEST_PAUSE_MS = 50;
var SQLITE_BUSY = 5;
/**
* Kysely's SQLite dialect expects a better-sqlite3-like object; Node's built-in `node:sqlite` needs no native addon
* (which cannot be built for the pinned Node here), so this adapts one to the other and reuses prepared statements.
*/
function adaptNodeSqlite(database) {
	const statements = /* @__PURE__ */ new Map();
	const wrap = (statement) => ({
		reader: statement.columns().length > 0,
		all: (parameters) => statement.all(...parameters),
		run: (parameters) => {
			const { changes, lastInsertRowid } = statement.run(...parameters);
			return {
				changes,
				lastInsertRowid
			};
		},
		iterate: (parameters) => statement.iterate(...parameters)
	});
	return {
		inTransaction: () => database.isTransaction,
		close: () => database.close(),
		prepare(sql) {
			let statement = statements.get(sql);
			if (!statement) {
				if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
				statement = wrap(database.prepare(sql));
				statements.set(sql, statement);
			}
			return statement;
		}
	};
}
function isBusy(error) {
	const { code, errcode } = error;
	return code === "ERR_SQLITE_ERROR" && typeof errcode === "number" && (errcode & 255) === SQLITE_BUSY;
}
/**
* Every transaction of the storefront writes, so each takes SQLite's write lock when it begins (`BEGIN IMMEDIATE`).
* Kysely's plain `BEGIN` is deferred: a transaction that read first and then wrote, while another process had written
* meanwhile, failed at once with "database is locked" (busy_timeout cannot help a reader whose snapshot is stale), and
* two server processes on one file answered many concurrent writes with a 500. Taken up front, the lock is waited for
* like any other.
*
* A statement outside a transaction, `BEGIN IMMEDIATE` among them, that finds another process holding the lock tries
* again after a pause, until the lock has been held for `lockWaitMs`; then its SQLITE_BUSY stands (a 503:
* unavailable.ts). SQLite's own busy_timeout would wait the same, but synchronously: a file locked for seconds held
* the whole server, pages kept in memory included, for every write that waited.
*/
var BusyRetryingDriver = class extends SqliteDriver {
	#inTransaction;
	#lockWaitMs;
	/**
	* Since when the lock has been found taken with no write getting it: writes queued behind one that waited (this
	* process has one connection, taken one at a time) then wait only what is left of the lock wait, not one each.
	*/
	#busySince;
	#lastBusyAt = 0;
	constructor(config, inTransaction, lockWaitMs) {
		super(config);
		this.#inTransaction = inTransaction;
		this.#lockWaitMs = lockWaitMs;
	}
	async acquireConnection() {
		const connection = await super.acquireConnection();
		return {
			executeQuery: (query) => this.#retryingWhileBusy(query, () => connection.executeQuery(query)),
			streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize)
		};
	}
	async beginTransaction(connection) {
		await connection.executeQuery(CompiledQuery.raw("begin immediate"));
	}
	/**
	* SQLite rolls a transaction back itself on some failures (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM): a second
	* rollback would fail with "no transaction is active" and hide the failure that caused it.
	*/
	async rollbackTransaction(connection) {
		if (this.#inTransaction()) await super.rollbackTransaction(connection);
	}
	async #retryingWhileBusy(query, work) {
		for (let pause = FIRST_PAUSE_MS;; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
			try {
				const result = await work();
				if (!/^\s*select\b/i.test(query.sql)) this.#busySince = void 0;
				return result;
			} catch (error) {
				if (!isBusy(error) || this.#inTransaction()) throw error;
				const now = Date.now();
				if (this.#busySince === void 0 || now - this.#lastBusyAt > this.#lockWaitMs) this.#busySince = now;
				this.#lastBusyAt = now;
				if (now + pause > this.#busySince + this.#lockWaitMs) throw error;
			}
			await new Promise((resolve) => setTimeout(resolve, pause));
		}
	}
};
/**
* SQLite runs DDL inside transactions; Kysely's adapter says otherwise only to be careful. Saying so makes the migrator
* run all pending migrations in one (immediate) transaction, so that two processes starting at once on a new file
* migrate it once: the second waits for the first and then finds nothing to do.
*/
var TransactionalDdlAdapter = class extends SqliteAdapter {
	get supportsTransactionalDdl() {
		return true;
	}
};
var NodeSqliteDialect = class extends SqliteDialect {
	#database;
	#lockWaitMs;
	constructor(database, lockWaitMs) {
		super({ database });
		this.#database = database;
		this.#lockWaitMs = lockWaitMs;
	}
	createDriver() {
		return new BusyRetryingDriver({ database: this.#database }, this.#database.inTransaction, this.#lockWaitMs);
	}
	createAdapter() {
		return new TransactionalDdlAdapter();
	}
};
/**
* Kysely's dialect for a SQLite file (created with its folder when missing) or `:memory:`; a write waits at most
* `lockWaitMs` for another process's write lock.
*/
function createSqliteDialect(path, lockWaitMs) {
	if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
	const database = new DatabaseSync(path);
	database.exec(`PRAGMA busy_timeout = ${OPENING_BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`);
	return new NodeSqliteDialect(adaptNodeSqlite(database), lockWaitMs);
}
// src/lib/server/db/watch.ts
/**
* Wraps a Kysely dialect so that every way of reaching the database (a connection, a query, a transaction's begin and
* end) reports to the outage log, and throws a DatabaseUnavailable for a failure that means one (unavailable.ts):
* the code above sees one domain error whatever the database and driver, and the places answering requests map it
* to 503.
*/
function watchDialect(dialect, outage = databaseOutage) {
	return {
		createDriver: () => new WatchedDriver(dialect.createDriver(), outage),
		createQueryCompiler: () => dialect.createQueryCompiler(),
		createAdapter: () => dialect.createAdapter(),
		createIntrospector: (db) => dialect.createIntrospector(db)
	};
}
/** A connection as Kysely sees it, with the driver's own beside it (the driver releases its own). */
var WatchedConnection = class {
	inner;
	#watch;
	constructor(inner, watch) {
		this.inner = inner;
		this.#watch = watch;
	}
	executeQuery(query) {
		return this.#watch(() => this.inner.executeQuery(query));
	}
	streamQuery(query, chunkSize) {
		return this.inner.streamQuery(query, chunkSize);
	}
};
var WatchedDriver = class {
	#inner;
	#outage;
	constructor(inner, outage) {
		this.#inner = inner;
		this.#outage = outage;
	}
	#watch = async (work) => {
		const sentAt = Date.now();
		const started = performance.now();
		let result;
		try {
			result = await work();
		} catch (error) {
			signal({
				kind: "query",
				seconds: (performance.now() - started) / 1e3,
				failed: true
			});
			const failure = asDatabaseUnavailable(error);
			if (isDatabaseUnavailable(failure)) this.#outage.failed(failure);
			throw failure;
		}
		signal({
			kind: "query",
			seconds: (performance.now() - started) / 1e3,
			failed: false
		});
		this.#outage.answered(sentAt);
		return result;
	};
	init() {
		return this.#watch(() => this.#inner.init());
	}
	async acquireConnection() {
		return new WatchedConnection(await this.#watch(() => this.#inner.acquireConnection()), this.#watch);
	}
	beginTransaction(connection, settings) {
		return this.#watch(() => this.#inner.beginTransaction(innerOf(connection), settings));
	}
	commitTransaction(connection) {
		return this.#watch(() => this.#inner.commitTransaction(innerOf(connection)));
	}
	rollbackTransaction(connection) {
		return this.#watch(() => this.#inner.rollbackTransaction(innerOf(connection)));
	}
	savepoint(connection, name, compile) {
		return this.#watch(async () => this.#inner.savepoint?.(innerOf(connection), name, compile));
	}
	rollbackToSavepoint(connection, name, compile) {
		return this.#watch(async () => this.#inner.rollbackToSavepoint?.(innerOf(connection), name, compile));
	}
	releaseSavepoint(connection, name, compile) {
		return this.#watch(async () => this.#inner.releaseSavepoint?.(innerOf(connection), name, compile));
	}
	releaseConnection(connection) {
		return this.#inner.releaseConnection(innerOf(connection));
	}
	destroy() {
		return this.#inner.destroy();
	}
};
function innerOf(connection) {
	return connection instanceof WatchedConnection ? connection.inner : connection;
}
// src/lib/server/db/dialect.ts
var sqlite = {
	instantType: "text",
	textType: "text",
	autoIncrementKey: (column) => column.primaryKey().autoIncrement(),
	lockForTransaction: async () => {}
};
var postgresql = {
	instantType: "timestamptz",
	textType: sql`text collate "C"`,
	autoIncrementKey: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
	lockForTransaction: async (trx, name) => {
		await sql`select pg_advisory_xact_lock(hashtext(${`storefront:${name}`}))`.execute(trx);
	}
};
/**
* The dialect for a database URL: `file:<path>` or `:memory:` (SQLite), `postgres://…` or `postgresql://…`. Its
* failures that mean the database is unavailable come out as a DatabaseUnavailable (watch.ts).
*/
function dialectFor(url, { poolSize, waits = DEFAULT_WAITS }) {
	if (url === ":memory:") return {
		...sqlite,
		kysely: watchDialect(createSqliteDialect(":memory:", waits.lockMs))
	};
	if (url.startsWith("file:")) return {
		...sqlite,
		kysely: watchDialect(createSqliteDialect(url.slice(5), waits.lockMs))
	};
	if (isPostgresUrl(url)) return {
		...postgresql,
		kysely: watchDialect(createPostgresDialect(url, poolSize, waits))
	};
	throw new Error(`DATABASE_URL "${url}" is not supported: use file:<path> for a SQLite file or postgres://… for PostgreSQL.`);
}
/** SQLite's primary key and unique constraint failures, or PostgreSQL's unique_violation. */
function isUniqueViolation(error) {
	if (typeof error !== "object" || error === null) return false;
	const { errcode, code } = error;
	return errcode === 1555 || errcode === 2067 || code === "23505";
}
// src/lib/server/db/migrations/0001-catalog.ts
var _0001_catalog_exports = /* @__PURE__ */ __exportAll({
	down: () => down$6,
	up: () => up$6
});
async function up$6(db, dialect) {
	await db.schema.createTable("restaurant").addColumn("id", "integer", (col) => dialect.autoIncrementKey(col)).addColumn("name", dialect.textType, (col) => col.notNull()).addColumn("cuisine", dialect.textType, (col) => col.notNull()).addColumn("description", dialect.textType, (col) => col.notNull()).addColumn("image", dialect.textType, (col) => col.notNull()).execute();
	await db.schema.createIndex("restaurant_name_idx").on("restaurant").column("name").execute();
	await db.schema.createTable("menu_item").addColumn("id", "integer", (col) => dialect.autoIncrementKey(col)).addColumn("restaurant_id", "integer", (col) => col.notNull().references("restaurant.id").onDelete("cascade")).addColumn("name", dialect.textType, (col) => col.notNull()).addColumn("description", dialect.textType, (col) => col.notNull()).addColumn("image", dialect.textType, (col) => col.notNull()).addColumn("price_cents", "integer", (col) => col.notNull().check(sql`price_cents >= 0`)).addColumn("time_added", dialect.instantType, (col) => col.notNull()).execute();
	await db.schema.createIndex("menu_item_restaurant_idx").on("menu_item").column("restaurant_id").execute();
}
async function down$6(db) {
	await db.schema.dropTable("menu_item").execute();
	await db.schema.dropTable("restaurant").execute();
}
// src/lib/server/db/migrations/0002-cart.ts
var _0002_cart_exports = /* @__PURE__ */ __exportAll({
	down: () => down$5,
	up: () => up$5
});
async function up$5(db, dialect) {
	await db.schema.createTable("cart_line").addColumn("id", "integer", (col) => dialect.autoIncrementKey(col)).addColumn("user_id", dialect.textType, (col) => col.notNull()).addColumn("restaurant_id", "integer", (col) => col.notNull().references("restaurant.id").onDelete("cascade")).addColumn("item_id", "integer", (col) => col.notNull().references("menu_item.id").onDelete("cascade")).addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity >= 1`)).addColumn("time_added", dialect.instantType, (col) => col.notNull()).addUniqueConstraint("cart_line_user_item_unique", ["user_id", "item_id"]).execute();
}
async function down$5(db) {
	await db.schema.dropTable("cart_line").execute();
}
// src/lib/server/db/migrations/0003-orders.ts
var _0003_orders_exports = /* @__PURE__ */ __exportAll({
	down: () => down$4,
	up: () => up$4
});
async function up$4(db, dialect) {
	await db.schema.createTable("customer_order").addColumn("id", "integer", (col) => dialect.autoIncrementKey(col)).addColumn("user_id", dialect.textType, (col) => col.notNull()).addColumn("placed_at", dialect.instantType, (col) => col.notNull()).addColumn("total_cents", "integer", (col) => col.notNull().check(sql`total_cents >= 0`)).addColumn("street", dialect.textType, (col) => col.notNull()).addColumn("building_number", dialect.textType, (col) => col.notNull()).addColumn("apartment_number", dialect.textType, (col) => col.notNull()).addColumn("city", dialect.textType, (col) => col.notNull()).addColumn("zip_code", dialect.textType, (col) => col.notNull()).execute();
	await db.schema.createIndex("customer_order_user_placed_idx").on("customer_order").columns([
		"user_id",
		"placed_at desc",
		"id desc"
	]).execute();
	await db.schema.createTable("order_line").addColumn("id", "integer", (col) => dialect.autoIncrementKey(col)).addColumn("order_id", "integer", (col) => col.notNull().references("customer_order.id").onDelete("cascade")).addColumn("restaurant_id", "integer", (col) => col.notNull()).addColumn("item_id", "integer", (col) => col.notNull()).addColumn("item_name", dialect.textType, (col) => col.notNull()).addColumn("item_image_url", dialect.textType, (col) => col.notNull()).addColumn("price_cents", "integer", (col) => col.notNull().check(sql`price_cents >= 0`)).addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity >= 1`)).execute();
	await db.schema.createIndex("order_line_order_idx").on("order_line").column("order_id").execute();
	await db.schema.createTable("idempotency_key").addColumn("user_id", dialect.textType, (col) => col.notNull()).addColumn("key", dialect.textType, (col) => col.notNull()).addColumn("request_hash", dialect.textType, (col) => col.notNull()).addColumn("order_id", "integer", (col) => col.notNull().references("customer_order.id").onDelete("cascade")).addColumn("created_at", dialect.instantType, (col) => col.notNull()).addPrimaryKeyConstraint("idempotency_key_pk", ["user_id", "key"]).execute();
	await db.schema.createIndex("idempotency_key_created_idx").on("idempotency_key").column("created_at").execute();
}
async function down$4(db) {
	await db.schema.dropTable("idempotency_key").execute();
	await db.schema.dropTable("order_line").execute();
	await db.schema.dropTable("customer_order").execute();
}
// src/lib/server/db/migrations/0004-customer-change.ts
var _0004_customer_change_exports = /* @__PURE__ */ __exportAll({
	down: () => down$3,
	up: () => up$3
});
/**
* One row per customer whose cart or orders changed, with a counter that every such change raises in its own
* transaction (src/lib/server/customer-version.ts). Server instances keep a customer's answers only while it stays the
* same, whichever instance made the change.
*/
async function up$3(db, dialect) {
	await db.schema.createTable("customer_change").addColumn("user_id", dialect.textType, (col) => col.primaryKey()).addColumn("version", "integer", (col) => col.notNull()).execute();
}
async function down$3(db) {
	await db.schema.dropTable("customer_change").execute();
}
// src/lib/server/db/migrations/0005-saved-addresses.ts
var _0005_saved_addresses_exports = /* @__PURE__ */ __exportAll({
	down: () => down$2,
	up: () => up$2
});
async function up$2(db, dialect) {
	await db.schema.createTable("saved_address").addColumn("id", "integer", (col) => dialect.autoIncrementKey(col)).addColumn("user_id", dialect.textType, (col) => col.notNull()).addColumn("slot", "integer", (col) => col.notNull()).addColumn("match_key", dialect.textType, (col) => col.notNull()).addColumn("street", dialect.textType, (col) => col.notNull()).addColumn("building_number", dialect.textType, (col) => col.notNull()).addColumn("apartment_number", dialect.textType, (col) => col.notNull()).addColumn("city", dialect.textType, (col) => col.notNull()).addColumn("zip_code", dialect.textType, (col) => col.notNull()).addColumn("last_used_at", dialect.instantType, (col) => col.notNull()).addUniqueConstraint("saved_address_user_slot_unique", ["user_id", "slot"]).addUniqueConstraint("saved_address_user_match_unique", ["user_id", "match_key"]).execute();
}
async function down$2(db) {
	await db.schema.dropTable("saved_address").execute();
}
// src/lib/server/db/migrations/0006-write-limits.ts
var _0006_write_limits_exports = /* @__PURE__ */ __exportAll({
	down: () => down$1,
	up: () => up$1
});
async function up$1(db, dialect) {
	await db.schema.createTable("write_limit").addColumn("user_id", dialect.textType, (col) => col.notNull()).addColumn("kind", dialect.textType, (col) => col.notNull()).addColumn("window_index", "integer", (col) => col.notNull()).addColumn("writes", "integer", (col) => col.notNull()).addPrimaryKeyConstraint("write_limit_pk", ["user_id", "kind"]).execute();
}
async function down$1(db) {
	await db.schema.dropTable("write_limit").execute();
}
// src/lib/server/db/migrations/0007-catalog-changes-raise-versions.ts
var _0007_catalog_changes_raise_versions_exports = /* @__PURE__ */ __exportAll({
	down: () => down,
	up: () => up
});
var TRIGGERS = [
	{
		name: "menu_item_removed_from_carts",
		table: "menu_item",
		event: "delete",
		items: (row) => sql`select ${row}.id`
	},
	{
		name: "menu_item_changed_in_carts",
		table: "menu_item",
		event: "update",
		items: (row) => sql`select ${row}.id`,
		shown: [
			"price_cents",
			"name",
			"description",
			"image",
			"restaurant_id"
		]
	},
	{
		name: "restaurant_removed_from_carts",
		table: "restaurant",
		event: "delete",
		items: (row) => sql`select id from menu_item where restaurant_id = ${row}.id`
	},
	{
		name: "restaurant_renamed_in_carts",
		table: "restaurant",
		event: "update",
		items: (row) => sql`select id from menu_item where restaurant_id = ${row}.id`,
		shown: ["name"]
	}
];
/** Raises the version of every customer whose cart holds one of `items`. */
function raiseVersions(items) {
	return sql`insert into customer_change (user_id, version)
    select distinct user_id, 1 from cart_line where item_id in (${items})
    on conflict (user_id) do update set version = customer_change.version + 1`;
}
/** Whether a shown column changed: `is distinct from` on PostgreSQL, `is not` on SQLite (both treat nulls as values). */
function changed(columns, postgres) {
	const differs = postgres ? sql`is distinct from` : sql`is not`;
	return sql.join(columns.map((column) => sql`old.${sql.ref(column)} ${differs} new.${sql.ref(column)}`), sql` or `);
}
function isPostgres(db) {
	return db.getExecutor().adapter instanceof PostgresAdapter;
}
async function up(db, _dialect) {
	await db.schema.createIndex("cart_line_item_idx").on("cart_line").column("item_id").execute();
	const postgres = isPostgres(db);
	for (const trigger of TRIGGERS) {
		const row = sql.raw(trigger.event === "delete" ? "old" : "new");
		const timing = trigger.event === "delete" ? sql`before delete` : sql`after update`;
		const condition = trigger.shown ? changed(trigger.shown, postgres) : void 0;
		if (postgres) {
			await sql`create function ${sql.id(trigger.name)}() returns trigger language plpgsql as $$
        begin
          ${raiseVersions(trigger.items(row))};
          return ${row};
        end $$`.execute(db);
			await sql`create trigger ${sql.id(trigger.name)} ${timing} on ${sql.id(trigger.table)} for each row
        ${condition ? sql`when (${condition})` : sql``}
        execute function ${sql.id(trigger.name)}()`.execute(db);
		} else await sql`create trigger ${sql.id(trigger.name)} ${timing} on ${sql.id(trigger.table)} for each row
        ${condition ? sql`when ${condition}` : sql``}
        begin ${raiseVersions(trigger.items(row))}; end`.execute(db);
	}
}
async function down(db) {
	const postgres = isPostgres(db);
	for (const trigger of TRIGGERS) {
		const on = postgres ? sql` on ${sql.id(trigger.table)}` : sql``;
		await sql`drop trigger if exists ${sql.id(trigger.name)}${on}`.execute(db);
		if (postgres) await sql`drop function if exists ${sql.id(trigger.name)}()`.execute(db);
	}
	await db.schema.dropIndex("cart_line_item_idx").execute();
}
// src/lib/server/db/migrations/index.ts
/**
* Every migration, in order, for both databases: each takes the dialect's column types (dialect.ts). Names are
* stored in the database: never rename one that has shipped, and never change what one does on SQLite.
*/
var MIGRATIONS = {
	"0001-catalog": _0001_catalog_exports,
	"0002-cart": _0002_cart_exports,
	"0003-orders": _0003_orders_exports,
	"0004-customer-change": _0004_customer_change_exports,
	"0005-saved-addresses": _0005_saved_addresses_exports,
	"0006-write-limits": _0006_write_limits_exports,
	"0007-catalog-changes-raise-versions": _0007_catalog_changes_raise_versions_exports
};
/** The names of every migration this build knows. */
var MIGRATION_NAMES = Object.keys(MIGRATIONS);
/** The migrations as Kysely's migrator runs them on a database of `dialect`'s kind. */
function migrationsFor(dialect) {
	return Object.fromEntries(Object.entries(MIGRATIONS).map(([name, migration]) => [name, {
		up: (db) => migration.up(db, dialect),
		down: (db) => migration.down(db)
	}]));
}
// src/lib/server/db/database.ts
/**
* Runs `work` in a transaction: a new one, or the caller's when `db` already is one, so that a write can be made part
* of a larger transaction (the write limit is counted in the same one as the write it counts: write-limits.ts).
*/
function inTransaction(db, work) {
	return db.isTransaction ? work(db) : db.transaction().execute(work);
}
/**
* Opens the database at `url` and brings its schema up to date. Instances starting at once migrate it once: Kysely's
* migrator holds a PostgreSQL advisory lock while it works, and on SQLite runs in one write transaction (sqlite.ts).
*/
async function connect(url, { poolSize = 10, waits } = {}) {
	const dialect = dialectFor(url, {
		poolSize,
		...waits ? { waits } : {}
	});
	const db = new Kysely({
		dialect: dialect.kysely,
		plugins: [new CamelCasePlugin()]
	});
	const { error } = await new Migrator({
		db,
		provider: { getMigrations: async () => migrationsFor(dialect) }
	}).migrateToLatest();
	if (error) {
		await db.destroy();
		throw error instanceof Error ? error : new Error(String(error));
	}
	return {
		db,
		dialect
	};
}
/** The migrations this build knows that the database has not run: none once `connect` has succeeded. */
async function pendingMigrations(db) {
	const { rows } = await sql`select name from kysely_migration`.execute(db);
	const applied = new Set(rows.map(({ name }) => name));
	return MIGRATION_NAMES.filter((name) => !applied.has(name));
}
// src/lib/server/db/seed-catalog.json
var seed_catalog_default = /*#__PURE__*/ JSON.parse("[{\"slug\":\"trattoria-bella-luna\",\"name\":\"Trattoria Bella Luna\",\"cuisine\":\"Italian\",\"description\":\"Rustic Roman cooking with fresh pasta rolled every morning and a wood-fired oven that never cools down.\",\"image\":\"/images/restaurants/trattoria-bella-luna.svg\",\"items\":[{\"slug\":\"margherita-pizza\",\"name\":\"Margherita Pizza\",\"description\":\"San Marzano tomato, fior di latte and fresh basil on a blistered crust.\",\"priceCents\":1399,\"kind\":\"pizza\",\"image\":\"/images/items/trattoria-bella-luna-margherita-pizza.svg\"},{\"slug\":\"spaghetti-carbonara\",\"name\":\"Spaghetti Carbonara\",\"description\":\"Guanciale, egg yolk, pecorino and plenty of black pepper.\",\"priceCents\":1649,\"kind\":\"pasta\",\"image\":\"/images/items/trattoria-bella-luna-spaghetti-carbonara.svg\"},{\"slug\":\"lasagna-al-forno\",\"name\":\"Lasagna al Forno\",\"description\":\"Layers of slow-cooked beef ragu, bechamel and parmesan, baked until golden.\",\"priceCents\":1749,\"kind\":\"lasagna\",\"image\":\"/images/items/trattoria-bella-luna-lasagna-al-forno.svg\"},{\"slug\":\"caprese-salad\",\"name\":\"Caprese Salad\",\"description\":\"Ripe tomatoes, creamy mozzarella, basil and a drizzle of olive oil.\",\"priceCents\":1099,\"kind\":\"salad\",\"image\":\"/images/items/trattoria-bella-luna-caprese-salad.svg\"},{\"slug\":\"garlic-focaccia\",\"name\":\"Garlic Focaccia\",\"description\":\"Airy rosemary focaccia brushed with roasted garlic butter.\",\"priceCents\":699,\"kind\":\"bread\",\"image\":\"/images/items/trattoria-bella-luna-garlic-focaccia.svg\"},{\"slug\":\"tiramisu\",\"name\":\"Tiramisu\",\"description\":\"Espresso-soaked ladyfingers with mascarpone cream and cocoa.\",\"priceCents\":849,\"kind\":\"cake\",\"image\":\"/images/items/trattoria-bella-luna-tiramisu.svg\"},{\"slug\":\"blood-orange-soda\",\"name\":\"Blood Orange Soda\",\"description\":\"Sparkling Sicilian blood orange soda served ice cold.\",\"priceCents\":399,\"kind\":\"drink\",\"image\":\"/images/items/trattoria-bella-luna-blood-orange-soda.svg\"}]},{\"slug\":\"nonna-rosa-pizzeria\",\"name\":\"Nonna Rosa Pizzeria\",\"cuisine\":\"Italian\",\"description\":\"Neighbourhood pizzeria baking thin Neapolitan pies and generous family platters from recipes handed down since 1962.\",\"image\":\"/images/restaurants/nonna-rosa-pizzeria.svg\",\"items\":[{\"slug\":\"diavola-pizza\",\"name\":\"Diavola Pizza\",\"description\":\"Spicy salami, chili flakes and mozzarella on a thin, crisp base.\",\"priceCents\":1549,\"kind\":\"pizza\",\"image\":\"/images/items/nonna-rosa-pizzeria-diavola-pizza.svg\"},{\"slug\":\"quattro-formaggi\",\"name\":\"Quattro Formaggi\",\"description\":\"Four cheeses melted over a white base with a touch of honey.\",\"priceCents\":1599,\"kind\":\"pizza\",\"image\":\"/images/items/nonna-rosa-pizzeria-quattro-formaggi.svg\"},{\"slug\":\"penne-arrabbiata\",\"name\":\"Penne Arrabbiata\",\"description\":\"Penne tossed in a fiery tomato and garlic sauce with parsley.\",\"priceCents\":1299,\"kind\":\"pasta\",\"image\":\"/images/items/nonna-rosa-pizzeria-penne-arrabbiata.svg\"},{\"slug\":\"meatball-sub\",\"name\":\"Meatball Sub\",\"description\":\"Beef meatballs, marinara and provolone in a toasted roll.\",\"priceCents\":1199,\"kind\":\"sandwich\",\"image\":\"/images/items/nonna-rosa-pizzeria-meatball-sub.svg\"},{\"slug\":\"arancini\",\"name\":\"Arancini\",\"description\":\"Crispy saffron risotto balls with a molten mozzarella centre.\",\"priceCents\":899,\"kind\":\"fritters\",\"image\":\"/images/items/nonna-rosa-pizzeria-arancini.svg\"},{\"slug\":\"cannoli\",\"name\":\"Cannoli\",\"description\":\"Crunchy shells filled with sweet ricotta and chocolate chips.\",\"priceCents\":699,\"kind\":\"cannoli\",\"image\":\"/images/items/nonna-rosa-pizzeria-cannoli.svg\"}]},{\"slug\":\"sakura-sushi-house\",\"name\":\"Sakura Sushi House\",\"cuisine\":\"Japanese\",\"description\":\"Elegant sushi counter serving pristine nigiri, hand rolls and delicate maki prepared by chefs trained in Tokyo.\",\"image\":\"/images/restaurants/sakura-sushi-house.svg\",\"items\":[{\"slug\":\"salmon-maki\",\"name\":\"Salmon Maki\",\"description\":\"Eight pieces of fresh salmon rolled with seasoned rice and nori.\",\"priceCents\":899,\"kind\":\"sushi\",\"image\":\"/images/items/sakura-sushi-house-salmon-maki.svg\"},{\"slug\":\"dragon-roll\",\"name\":\"Dragon Roll\",\"description\":\"Shrimp tempura topped with avocado, eel sauce and tobiko.\",\"priceCents\":1549,\"kind\":\"sushi\",\"image\":\"/images/items/sakura-sushi-house-dragon-roll.svg\"},{\"slug\":\"tuna-nigiri\",\"name\":\"Tuna Nigiri\",\"description\":\"Four slices of bluefin tuna over hand-pressed rice.\",\"priceCents\":1299,\"kind\":\"nigiri\",\"image\":\"/images/items/sakura-sushi-house-tuna-nigiri.svg\"},{\"slug\":\"miso-soup\",\"name\":\"Miso Soup\",\"description\":\"Classic dashi broth with tofu, wakame and scallions.\",\"priceCents\":399,\"kind\":\"soup\",\"image\":\"/images/items/sakura-sushi-house-miso-soup.svg\"},{\"slug\":\"chicken-teriyaki-bowl\",\"name\":\"Chicken Teriyaki Bowl\",\"description\":\"Grilled chicken glazed in teriyaki sauce over steamed rice.\",\"priceCents\":1449,\"kind\":\"rice\",\"image\":\"/images/items/sakura-sushi-house-chicken-teriyaki-bowl.svg\"},{\"slug\":\"edamame\",\"name\":\"Edamame\",\"description\":\"Steamed young soybeans tossed with flaky sea salt.\",\"priceCents\":499,\"kind\":\"greens\",\"image\":\"/images/items/sakura-sushi-house-edamame.svg\"},{\"slug\":\"matcha-ice-cream\",\"name\":\"Matcha Ice Cream\",\"description\":\"Two scoops of rich, creamy Uji green tea ice cream.\",\"priceCents\":599,\"kind\":\"icecream\",\"image\":\"/images/items/sakura-sushi-house-matcha-ice-cream.svg\"},{\"slug\":\"iced-green-tea\",\"name\":\"Iced Green Tea\",\"description\":\"Unsweetened Japanese green tea brewed fresh daily.\",\"priceCents\":349,\"kind\":\"drink\",\"image\":\"/images/items/sakura-sushi-house-iced-green-tea.svg\"}]},{\"slug\":\"ramen-hoshi\",\"name\":\"Ramen Hoshi\",\"cuisine\":\"Japanese\",\"description\":\"Steamy noodle bar simmering rich tonkotsu broth for eighteen hours and pulling springy noodles made in house.\",\"image\":\"/images/restaurants/ramen-hoshi.svg\",\"items\":[{\"slug\":\"tonkotsu-ramen\",\"name\":\"Tonkotsu Ramen\",\"description\":\"Creamy pork bone broth, chashu, soft egg and thin noodles.\",\"priceCents\":1599,\"kind\":\"ramen\",\"image\":\"/images/items/ramen-hoshi-tonkotsu-ramen.svg\"},{\"slug\":\"spicy-miso-ramen\",\"name\":\"Spicy Miso Ramen\",\"description\":\"Red miso broth with chili oil, ground pork and sweet corn.\",\"priceCents\":1649,\"kind\":\"ramen\",\"image\":\"/images/items/ramen-hoshi-spicy-miso-ramen.svg\"},{\"slug\":\"gyoza\",\"name\":\"Pork Gyoza\",\"description\":\"Six pan-fried dumplings with a crisp lattice and ponzu dip.\",\"priceCents\":799,\"kind\":\"dumplings\",\"image\":\"/images/items/ramen-hoshi-gyoza.svg\"},{\"slug\":\"karaage\",\"name\":\"Chicken Karaage\",\"description\":\"Juicy fried chicken thighs with lemon and kewpie mayo.\",\"priceCents\":999,\"kind\":\"fritters\",\"image\":\"/images/items/ramen-hoshi-karaage.svg\"},{\"slug\":\"yakitori\",\"name\":\"Yakitori Skewers\",\"description\":\"Charcoal grilled chicken and scallion skewers with tare glaze.\",\"priceCents\":899,\"kind\":\"skewer\",\"image\":\"/images/items/ramen-hoshi-yakitori.svg\"},{\"slug\":\"mochi\",\"name\":\"Mochi Trio\",\"description\":\"Soft rice cakes filled with strawberry, mango and matcha cream.\",\"priceCents\":649,\"kind\":\"mochi\",\"image\":\"/images/items/ramen-hoshi-mochi.svg\"},{\"slug\":\"yuzu-lemonade\",\"name\":\"Yuzu Lemonade\",\"description\":\"Bright citrus lemonade made with Japanese yuzu juice.\",\"priceCents\":449,\"kind\":\"drink\",\"image\":\"/images/items/ramen-hoshi-yuzu-lemonade.svg\"}]},{\"slug\":\"casa-verde-taqueria\",\"name\":\"Casa Verde Taqueria\",\"cuisine\":\"Mexican\",\"description\":\"Lively taqueria pressing corn tortillas to order and piling them high with slow-braised meats and bright salsas.\",\"image\":\"/images/restaurants/casa-verde-taqueria.svg\",\"items\":[{\"slug\":\"al-pastor-tacos\",\"name\":\"Al Pastor Tacos\",\"description\":\"Three tacos with spit-roasted pork, pineapple, onion and cilantro.\",\"priceCents\":1199,\"kind\":\"taco\",\"image\":\"/images/items/casa-verde-taqueria-al-pastor-tacos.svg\"},{\"slug\":\"carne-asada-burrito\",\"name\":\"Carne Asada Burrito\",\"description\":\"Grilled steak, rice, black beans, cheese and pico de gallo.\",\"priceCents\":1349,\"kind\":\"burrito\",\"image\":\"/images/items/casa-verde-taqueria-carne-asada-burrito.svg\"},{\"slug\":\"chicken-quesadilla\",\"name\":\"Chicken Quesadilla\",\"description\":\"Flour tortilla stuffed with chipotle chicken and melted cheese.\",\"priceCents\":1099,\"kind\":\"quesadilla\",\"image\":\"/images/items/casa-verde-taqueria-chicken-quesadilla.svg\"},{\"slug\":\"chips-guacamole\",\"name\":\"Chips and Guacamole\",\"description\":\"Warm tortilla chips with chunky avocado and lime guacamole.\",\"priceCents\":799,\"kind\":\"dip\",\"image\":\"/images/items/casa-verde-taqueria-chips-guacamole.svg\"},{\"slug\":\"elote\",\"name\":\"Street Corn Elote\",\"description\":\"Charred corn with cotija, chili powder and lime crema.\",\"priceCents\":599,\"kind\":\"corn\",\"image\":\"/images/items/casa-verde-taqueria-elote.svg\"},{\"slug\":\"churros\",\"name\":\"Churros\",\"description\":\"Cinnamon sugar churros with a thick chocolate dipping sauce.\",\"priceCents\":649,\"kind\":\"churros\",\"image\":\"/images/items/casa-verde-taqueria-churros.svg\"},{\"slug\":\"horchata\",\"name\":\"Horchata\",\"description\":\"Creamy rice and cinnamon drink served over ice.\",\"priceCents\":399,\"kind\":\"drink\",\"image\":\"/images/items/casa-verde-taqueria-horchata.svg\"}]},{\"slug\":\"spice-route-kitchen\",\"name\":\"Spice Route Kitchen\",\"cuisine\":\"Indian\",\"description\":\"Warm North Indian kitchen known for velvety curries, smoky tandoori grills and pillowy garlic naan.\",\"image\":\"/images/restaurants/spice-route-kitchen.svg\",\"items\":[{\"slug\":\"butter-chicken\",\"name\":\"Butter Chicken\",\"description\":\"Tandoori chicken simmered in a silky tomato, butter and cream sauce.\",\"priceCents\":1599,\"kind\":\"curry\",\"image\":\"/images/items/spice-route-kitchen-butter-chicken.svg\"},{\"slug\":\"palak-paneer\",\"name\":\"Palak Paneer\",\"description\":\"Cubes of paneer in a gently spiced spinach gravy.\",\"priceCents\":1399,\"kind\":\"curry\",\"image\":\"/images/items/spice-route-kitchen-palak-paneer.svg\"},{\"slug\":\"lamb-biryani\",\"name\":\"Lamb Biryani\",\"description\":\"Fragrant basmati rice layered with tender spiced lamb.\",\"priceCents\":1799,\"kind\":\"rice\",\"image\":\"/images/items/spice-route-kitchen-lamb-biryani.svg\"},{\"slug\":\"vegetable-samosas\",\"name\":\"Vegetable Samosas\",\"description\":\"Two crisp pastries filled with spiced potato and peas.\",\"priceCents\":699,\"kind\":\"samosa\",\"image\":\"/images/items/spice-route-kitchen-vegetable-samosas.svg\"},{\"slug\":\"garlic-naan\",\"name\":\"Garlic Naan\",\"description\":\"Tandoor-baked flatbread brushed with garlic and butter.\",\"priceCents\":399,\"kind\":\"flatbread\",\"image\":\"/images/items/spice-route-kitchen-garlic-naan.svg\"},{\"slug\":\"gulab-jamun\",\"name\":\"Gulab Jamun\",\"description\":\"Warm milk dumplings soaked in cardamom rose syrup.\",\"priceCents\":549,\"kind\":\"dessertballs\",\"image\":\"/images/items/spice-route-kitchen-gulab-jamun.svg\"},{\"slug\":\"mango-lassi\",\"name\":\"Mango Lassi\",\"description\":\"Chilled yogurt smoothie blended with ripe Alphonso mango.\",\"priceCents\":499,\"kind\":\"drink\",\"image\":\"/images/items/spice-route-kitchen-mango-lassi.svg\"}]},{\"slug\":\"bombay-tandoor-house\",\"name\":\"Bombay Tandoor House\",\"cuisine\":\"Indian\",\"description\":\"Bustling Mumbai-style grill house serving street snacks, coastal curries and sizzling platters from the clay oven.\",\"image\":\"/images/restaurants/bombay-tandoor-house.svg\",\"items\":[{\"slug\":\"tandoori-chicken\",\"name\":\"Tandoori Chicken\",\"description\":\"Half chicken marinated in yogurt and spices, roasted in the tandoor.\",\"priceCents\":1699,\"kind\":\"drumsticks\",\"image\":\"/images/items/bombay-tandoor-house-tandoori-chicken.svg\"},{\"slug\":\"chicken-tikka-masala\",\"name\":\"Chicken Tikka Masala\",\"description\":\"Charred chicken tikka in a rich, smoky masala sauce.\",\"priceCents\":1649,\"kind\":\"curry\",\"image\":\"/images/items/bombay-tandoor-house-chicken-tikka-masala.svg\"},{\"slug\":\"chana-masala\",\"name\":\"Chana Masala\",\"description\":\"Chickpeas slow-cooked with tomato, ginger and garam masala.\",\"priceCents\":1199,\"kind\":\"curry\",\"image\":\"/images/items/bombay-tandoor-house-chana-masala.svg\"},{\"slug\":\"pav-bhaji\",\"name\":\"Pav Bhaji\",\"description\":\"Buttery mashed vegetable curry with two toasted soft rolls.\",\"priceCents\":1099,\"kind\":\"stew\",\"image\":\"/images/items/bombay-tandoor-house-pav-bhaji.svg\"},{\"slug\":\"paneer-tikka\",\"name\":\"Paneer Tikka\",\"description\":\"Grilled paneer, peppers and onion skewers with mint chutney.\",\"priceCents\":1299,\"kind\":\"skewer\",\"image\":\"/images/items/bombay-tandoor-house-paneer-tikka.svg\"},{\"slug\":\"masala-chai\",\"name\":\"Masala Chai\",\"description\":\"Spiced black tea simmered with milk, ginger and cardamom.\",\"priceCents\":349,\"kind\":\"coffee\",\"image\":\"/images/items/bombay-tandoor-house-masala-chai.svg\"}]},{\"slug\":\"thai-orchid\",\"name\":\"Thai Orchid\",\"cuisine\":\"Thai\",\"description\":\"Serene family-run dining room plating fragrant Bangkok classics balanced with sweet, sour, salty and spicy notes.\",\"image\":\"/images/restaurants/thai-orchid.svg\",\"items\":[{\"slug\":\"pad-thai\",\"name\":\"Pad Thai\",\"description\":\"Rice noodles wok-tossed with shrimp, tamarind, egg and crushed peanuts.\",\"priceCents\":1449,\"kind\":\"noodles\",\"image\":\"/images/items/thai-orchid-pad-thai.svg\"},{\"slug\":\"green-curry\",\"name\":\"Green Curry\",\"description\":\"Chicken and Thai eggplant in a coconut green curry with basil.\",\"priceCents\":1499,\"kind\":\"curry\",\"image\":\"/images/items/thai-orchid-green-curry.svg\"},{\"slug\":\"tom-yum-soup\",\"name\":\"Tom Yum Soup\",\"description\":\"Hot and sour lemongrass soup with prawns and mushrooms.\",\"priceCents\":1099,\"kind\":\"soup\",\"image\":\"/images/items/thai-orchid-tom-yum-soup.svg\"},{\"slug\":\"chicken-satay\",\"name\":\"Chicken Satay\",\"description\":\"Grilled turmeric chicken skewers with peanut sauce.\",\"priceCents\":999,\"kind\":\"skewer\",\"image\":\"/images/items/thai-orchid-chicken-satay.svg\"},{\"slug\":\"papaya-salad\",\"name\":\"Green Papaya Salad\",\"description\":\"Shredded papaya pounded with lime, chili and peanuts.\",\"priceCents\":899,\"kind\":\"salad\",\"image\":\"/images/items/thai-orchid-papaya-salad.svg\"},{\"slug\":\"mango-sticky-rice\",\"name\":\"Mango Sticky Rice\",\"description\":\"Sweet coconut sticky rice with slices of ripe mango.\",\"priceCents\":799,\"kind\":\"mangorice\",\"image\":\"/images/items/thai-orchid-mango-sticky-rice.svg\"},{\"slug\":\"thai-iced-tea\",\"name\":\"Thai Iced Tea\",\"description\":\"Strong spiced black tea with sweetened condensed milk.\",\"priceCents\":449,\"kind\":\"drink\",\"image\":\"/images/items/thai-orchid-thai-iced-tea.svg\"}]},{\"slug\":\"french-quarter-burgers\",\"name\":\"French Quarter Burgers\",\"cuisine\":\"American\",\"description\":\"Retro diner flipping smash burgers, hand-cut fries and thick milkshakes, with a nod to New Orleans soul.\",\"image\":\"/images/restaurants/french-quarter-burgers.svg\",\"items\":[{\"slug\":\"classic-smash-burger\",\"name\":\"Classic Smash Burger\",\"description\":\"Two smashed beef patties, American cheese, pickles and house sauce.\",\"priceCents\":1299,\"kind\":\"burger\",\"image\":\"/images/items/french-quarter-burgers-classic-smash-burger.svg\"},{\"slug\":\"bacon-bbq-burger\",\"name\":\"Bacon BBQ Burger\",\"description\":\"Beef patty with crispy bacon, cheddar, onion rings and BBQ sauce.\",\"priceCents\":1499,\"kind\":\"burger\",\"image\":\"/images/items/french-quarter-burgers-bacon-bbq-burger.svg\"},{\"slug\":\"crispy-chicken-sandwich\",\"name\":\"Crispy Chicken Sandwich\",\"description\":\"Buttermilk fried chicken, slaw and spicy mayo on a brioche bun.\",\"priceCents\":1249,\"kind\":\"sandwich\",\"image\":\"/images/items/french-quarter-burgers-crispy-chicken-sandwich.svg\"},{\"slug\":\"cajun-fries\",\"name\":\"Cajun Fries\",\"description\":\"Hand-cut fries dusted with smoky Cajun seasoning.\",\"priceCents\":549,\"kind\":\"fries\",\"image\":\"/images/items/french-quarter-burgers-cajun-fries.svg\"},{\"slug\":\"buffalo-wings\",\"name\":\"Buffalo Wings\",\"description\":\"Eight crispy wings tossed in tangy buffalo sauce with ranch.\",\"priceCents\":1199,\"kind\":\"drumsticks\",\"image\":\"/images/items/french-quarter-burgers-buffalo-wings.svg\"},{\"slug\":\"vanilla-milkshake\",\"name\":\"Vanilla Milkshake\",\"description\":\"Thick vanilla bean shake topped with whipped cream and a cherry.\",\"priceCents\":649,\"kind\":\"shake\",\"image\":\"/images/items/french-quarter-burgers-vanilla-milkshake.svg\"},{\"slug\":\"pecan-pie\",\"name\":\"Pecan Pie\",\"description\":\"A generous slice of buttery pecan pie with caramel drizzle.\",\"priceCents\":599,\"kind\":\"pie\",\"image\":\"/images/items/french-quarter-burgers-pecan-pie.svg\"}]},{\"slug\":\"golden-dragon-dim-sum\",\"name\":\"Golden Dragon Dim Sum\",\"cuisine\":\"Chinese\",\"description\":\"Bright Cantonese teahouse rolling out bamboo baskets of dumplings, buns and roast meats all day long.\",\"image\":\"/images/restaurants/golden-dragon-dim-sum.svg\",\"items\":[{\"slug\":\"har-gow\",\"name\":\"Har Gow\",\"description\":\"Four translucent shrimp dumplings with a delicate pleated wrapper.\",\"priceCents\":799,\"kind\":\"dumplings\",\"image\":\"/images/items/golden-dragon-dim-sum-har-gow.svg\"},{\"slug\":\"siu-mai\",\"name\":\"Siu Mai\",\"description\":\"Open-topped pork and shrimp dumplings garnished with roe.\",\"priceCents\":749,\"kind\":\"dumplings\",\"image\":\"/images/items/golden-dragon-dim-sum-siu-mai.svg\"},{\"slug\":\"char-siu-bao\",\"name\":\"Char Siu Bao\",\"description\":\"Fluffy steamed buns filled with sweet barbecue pork.\",\"priceCents\":699,\"kind\":\"bao\",\"image\":\"/images/items/golden-dragon-dim-sum-char-siu-bao.svg\"},{\"slug\":\"kung-pao-chicken\",\"name\":\"Kung Pao Chicken\",\"description\":\"Wok-fried chicken with peanuts, dried chilies and Sichuan pepper.\",\"priceCents\":1449,\"kind\":\"stirfry\",\"image\":\"/images/items/golden-dragon-dim-sum-kung-pao-chicken.svg\"},{\"slug\":\"yangzhou-fried-rice\",\"name\":\"Yangzhou Fried Rice\",\"description\":\"Egg fried rice with shrimp, char siu, peas and scallions.\",\"priceCents\":1199,\"kind\":\"rice\",\"image\":\"/images/items/golden-dragon-dim-sum-yangzhou-fried-rice.svg\"},{\"slug\":\"hot-and-sour-soup\",\"name\":\"Hot and Sour Soup\",\"description\":\"Peppery broth with tofu, bamboo shoots and wood ear mushrooms.\",\"priceCents\":699,\"kind\":\"soup\",\"image\":\"/images/items/golden-dragon-dim-sum-hot-and-sour-soup.svg\"},{\"slug\":\"egg-tarts\",\"name\":\"Egg Tarts\",\"description\":\"Two flaky custard tarts baked until just set.\",\"priceCents\":549,\"kind\":\"tart\",\"image\":\"/images/items/golden-dragon-dim-sum-egg-tarts.svg\"},{\"slug\":\"jasmine-tea\",\"name\":\"Jasmine Tea\",\"description\":\"A pot of fragrant jasmine green tea for one.\",\"priceCents\":299,\"kind\":\"coffee\",\"image\":\"/images/items/golden-dragon-dim-sum-jasmine-tea.svg\"}]},{\"slug\":\"olive-tree-mezze\",\"name\":\"Olive Tree Mezze\",\"cuisine\":\"Mediterranean\",\"description\":\"Sun-soaked mezze bar sharing colourful small plates, charcoal kebabs and warm pita straight from the oven.\",\"image\":\"/images/restaurants/olive-tree-mezze.svg\",\"items\":[{\"slug\":\"hummus-plate\",\"name\":\"Hummus Plate\",\"description\":\"Silky chickpea hummus with olive oil, paprika and warm pita.\",\"priceCents\":899,\"kind\":\"dip\",\"image\":\"/images/items/olive-tree-mezze-hummus-plate.svg\"},{\"slug\":\"chicken-shawarma-wrap\",\"name\":\"Chicken Shawarma Wrap\",\"description\":\"Spiced chicken, garlic sauce, pickles and fries rolled in flatbread.\",\"priceCents\":1249,\"kind\":\"burrito\",\"image\":\"/images/items/olive-tree-mezze-chicken-shawarma-wrap.svg\"},{\"slug\":\"lamb-kofta\",\"name\":\"Lamb Kofta\",\"description\":\"Charcoal-grilled lamb skewers with tahini and sumac onions.\",\"priceCents\":1599,\"kind\":\"skewer\",\"image\":\"/images/items/olive-tree-mezze-lamb-kofta.svg\"},{\"slug\":\"falafel-bowl\",\"name\":\"Falafel Bowl\",\"description\":\"Crispy falafel, tabbouleh, hummus and pickled turnips.\",\"priceCents\":1299,\"kind\":\"bowl\",\"image\":\"/images/items/olive-tree-mezze-falafel-bowl.svg\"},{\"slug\":\"greek-salad\",\"name\":\"Greek Salad\",\"description\":\"Tomato, cucumber, olives, red onion and a slab of feta.\",\"priceCents\":999,\"kind\":\"salad\",\"image\":\"/images/items/olive-tree-mezze-greek-salad.svg\"},{\"slug\":\"baklava\",\"name\":\"Baklava\",\"description\":\"Layers of flaky filo, pistachios and honey syrup.\",\"priceCents\":599,\"kind\":\"baklava\",\"image\":\"/images/items/olive-tree-mezze-baklava.svg\"},{\"slug\":\"mint-lemonade\",\"name\":\"Mint Lemonade\",\"description\":\"Freshly squeezed lemonade blended with mint leaves.\",\"priceCents\":449,\"kind\":\"drink\",\"image\":\"/images/items/olive-tree-mezze-mint-lemonade.svg\"}]},{\"slug\":\"pho-saigon-corner\",\"name\":\"Pho Saigon Corner\",\"cuisine\":\"Vietnamese\",\"description\":\"Cozy corner spot ladling aromatic beef pho and stacking crusty banh mi with crunchy pickled vegetables.\",\"image\":\"/images/restaurants/pho-saigon-corner.svg\",\"items\":[{\"slug\":\"beef-pho\",\"name\":\"Beef Pho\",\"description\":\"Star anise beef broth with rice noodles, brisket and fresh herbs.\",\"priceCents\":1399,\"kind\":\"ramen\",\"image\":\"/images/items/pho-saigon-corner-beef-pho.svg\"},{\"slug\":\"chicken-pho\",\"name\":\"Chicken Pho\",\"description\":\"Clear ginger chicken broth with rice noodles and lime.\",\"priceCents\":1299,\"kind\":\"soup\",\"image\":\"/images/items/pho-saigon-corner-chicken-pho.svg\"},{\"slug\":\"banh-mi\",\"name\":\"Pork Banh Mi\",\"description\":\"Grilled lemongrass pork, pate, pickles and cilantro in a baguette.\",\"priceCents\":999,\"kind\":\"sandwich\",\"image\":\"/images/items/pho-saigon-corner-banh-mi.svg\"},{\"slug\":\"fresh-spring-rolls\",\"name\":\"Fresh Spring Rolls\",\"description\":\"Rice paper rolls with shrimp, herbs and peanut hoisin dip.\",\"priceCents\":799,\"kind\":\"springrolls\",\"image\":\"/images/items/pho-saigon-corner-fresh-spring-rolls.svg\"},{\"slug\":\"bun-cha\",\"name\":\"Bun Cha\",\"description\":\"Grilled pork patties with vermicelli, herbs and nuoc cham.\",\"priceCents\":1349,\"kind\":\"noodles\",\"image\":\"/images/items/pho-saigon-corner-bun-cha.svg\"},{\"slug\":\"vietnamese-iced-coffee\",\"name\":\"Vietnamese Iced Coffee\",\"description\":\"Dark drip coffee over ice with sweetened condensed milk.\",\"priceCents\":499,\"kind\":\"drink\",\"image\":\"/images/items/pho-saigon-corner-vietnamese-iced-coffee.svg\"}]},{\"slug\":\"seoul-bowl\",\"name\":\"Seoul Bowl\",\"cuisine\":\"Korean\",\"description\":\"Modern Korean canteen serving sizzling bibimbap, sticky fried chicken and punchy homemade kimchi.\",\"image\":\"/images/restaurants/seoul-bowl.svg\",\"items\":[{\"slug\":\"bibimbap\",\"name\":\"Bibimbap\",\"description\":\"Rice topped with seasoned vegetables, beef, fried egg and gochujang.\",\"priceCents\":1449,\"kind\":\"bibimbap\",\"image\":\"/images/items/seoul-bowl-bibimbap.svg\"},{\"slug\":\"korean-fried-chicken\",\"name\":\"Korean Fried Chicken\",\"description\":\"Double-fried chicken glazed in sweet and spicy gochujang sauce.\",\"priceCents\":1399,\"kind\":\"drumsticks\",\"image\":\"/images/items/seoul-bowl-korean-fried-chicken.svg\"},{\"slug\":\"bulgogi-plate\",\"name\":\"Bulgogi Plate\",\"description\":\"Thinly sliced marinated beef with rice and banchan.\",\"priceCents\":1649,\"kind\":\"stirfry\",\"image\":\"/images/items/seoul-bowl-bulgogi-plate.svg\"},{\"slug\":\"kimchi-jjigae\",\"name\":\"Kimchi Jjigae\",\"description\":\"Bubbling kimchi stew with pork belly and soft tofu.\",\"priceCents\":1249,\"kind\":\"stew\",\"image\":\"/images/items/seoul-bowl-kimchi-jjigae.svg\"},{\"slug\":\"japchae\",\"name\":\"Japchae\",\"description\":\"Glass noodles stir-fried with vegetables and sesame oil.\",\"priceCents\":1099,\"kind\":\"noodles\",\"image\":\"/images/items/seoul-bowl-japchae.svg\"},{\"slug\":\"tteokbokki\",\"name\":\"Tteokbokki\",\"description\":\"Chewy rice cakes simmered in a spicy-sweet red sauce.\",\"priceCents\":899,\"kind\":\"ricecakes\",\"image\":\"/images/items/seoul-bowl-tteokbokki.svg\"},{\"slug\":\"kimbap\",\"name\":\"Kimbap\",\"description\":\"Seaweed rice rolls with egg, pickled radish and vegetables.\",\"priceCents\":849,\"kind\":\"sushi\",\"image\":\"/images/items/seoul-bowl-kimbap.svg\"}]},{\"slug\":\"le-petit-bistro\",\"name\":\"Le Petit Bistro\",\"cuisine\":\"French\",\"description\":\"Charming Parisian bistro with buttery croissants, classic brasserie plates and a very serious dessert trolley.\",\"image\":\"/images/restaurants/le-petit-bistro.svg\",\"items\":[{\"slug\":\"croque-monsieur\",\"name\":\"Croque Monsieur\",\"description\":\"Toasted ham and gruyere sandwich topped with bechamel.\",\"priceCents\":1149,\"kind\":\"sandwich\",\"image\":\"/images/items/le-petit-bistro-croque-monsieur.svg\"},{\"slug\":\"french-onion-soup\",\"name\":\"French Onion Soup\",\"description\":\"Caramelized onion broth under a gratinated cheese crouton.\",\"priceCents\":999,\"kind\":\"soup\",\"image\":\"/images/items/le-petit-bistro-french-onion-soup.svg\"},{\"slug\":\"steak-frites\",\"name\":\"Steak Frites\",\"description\":\"Seared sirloin with herb butter and golden fries.\",\"priceCents\":2899,\"kind\":\"steak\",\"image\":\"/images/items/le-petit-bistro-steak-frites.svg\"},{\"slug\":\"quiche-lorraine\",\"name\":\"Quiche Lorraine\",\"description\":\"Buttery pastry filled with bacon, egg custard and gruyere.\",\"priceCents\":1099,\"kind\":\"pie\",\"image\":\"/images/items/le-petit-bistro-quiche-lorraine.svg\"},{\"slug\":\"butter-croissant\",\"name\":\"Butter Croissant\",\"description\":\"Flaky, golden all-butter croissant baked this morning.\",\"priceCents\":399,\"kind\":\"croissant\",\"image\":\"/images/items/le-petit-bistro-butter-croissant.svg\"},{\"slug\":\"creme-brulee\",\"name\":\"Creme Brulee\",\"description\":\"Vanilla custard beneath a crackling caramelized sugar top.\",\"priceCents\":799,\"kind\":\"brulee\",\"image\":\"/images/items/le-petit-bistro-creme-brulee.svg\"},{\"slug\":\"macarons\",\"name\":\"Macaron Box\",\"description\":\"Six assorted macarons: raspberry, pistachio and chocolate.\",\"priceCents\":999,\"kind\":\"macarons\",\"image\":\"/images/items/le-petit-bistro-macarons.svg\"},{\"slug\":\"cafe-au-lait\",\"name\":\"Cafe au Lait\",\"description\":\"Freshly brewed coffee with steamed whole milk.\",\"priceCents\":399,\"kind\":\"coffee\",\"image\":\"/images/items/le-petit-bistro-cafe-au-lait.svg\"}]}]");
// src/lib/server/db/seed.ts
/** When the demo menu was written; items get increasing times from here so their order is stable. */
var DEMO_CATALOG_EPOCH = Date.parse("2026-01-15T10:00:00.000Z");
/**
* Fills an empty catalog with the demo restaurants and menus; a catalog that has any restaurant is left alone. Instances
* starting at once on an empty database seed it once: the second waits for the first's lock, then finds it filled.
*/
async function seedDemoCatalog({ db, dialect }) {
	if (await hasRestaurants(db)) return;
	await db.transaction().execute(async (trx) => {
		await dialect.lockForTransaction(trx, "demo-seed");
		if (await hasRestaurants(trx)) return;
		let itemIndex = 0;
		for (const restaurant of seed_catalog_default) {
			const { id } = await trx.insertInto("restaurant").values({
				name: restaurant.name,
				cuisine: restaurant.cuisine,
				description: restaurant.description,
				image: restaurant.image
			}).returning("id").executeTakeFirstOrThrow();
			await trx.insertInto("menuItem").values(restaurant.items.map((item) => ({
				restaurantId: id,
				name: item.name,
				description: item.description,
				image: item.image,
				priceCents: item.priceCents,
				timeAdded: new Date(DEMO_CATALOG_EPOCH + 6e4 * itemIndex++).toISOString()
			}))).execute();
		}
	});
}
async function hasRestaurants(db) {
	return await db.selectFrom("restaurant").select("id").limit(1).executeTakeFirst() !== void 0;
}
// src/lib/server/db/index.ts
/** The process's one connection, opened on first use. */
var opening;
/** The process's database connection, created, migrated and seeded on first use. */
function getConnection() {
	opening ??= connect(serverSettings().DATABASE_URL, {
		poolSize: serverSettings().DATABASE_POOL_SIZE,
		waits: databaseWaits(serverSettings())
	}).then(async (connection) => {
		await seedDemoCatalog(connection);
		return connection;
	}).catch((error) => {
		opening = void 0;
		throw error;
	});
	return opening;
}
/** The process's database, created, migrated and seeded on first use. */
async function getDb() {
	return (await getConnection()).db;
}
/** Closes the process's database connection, if one was opened: the last step of a shutdown. */
async function closeConnection() {
	const closing = opening;
	opening = void 0;
	await (await closing?.catch(() => void 0))?.db.destroy();
}
export { isUniqueViolation as a, pendingMigrations as i, getDb as n, inTransaction as r, closeConnection as t };
