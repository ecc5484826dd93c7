import { CamelCasePlugin, Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { dialectFor, type SqlDialect } from './dialect.ts';
import { MIGRATION_NAMES, migrationsFor } from './migrations/index.ts';
import { DEFAULT_POOL_SIZE } from './pool-size.ts';
import type { Database } from './schema.ts';
import type { DatabaseWaits } from './waits.ts';

export type Db = Kysely<Database>;

/** An open database and what differs about its kind. */
export interface Connection {
  db: Db;
  dialect: SqlDialect;
}

export interface ConnectOptions {
  /** At most this many connections to PostgreSQL (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** How long a statement, a lock and an idle transaction may keep a request waiting (waits.ts has the defaults). */
  waits?: DatabaseWaits;
}

/** Runs `work` in a transaction: a new one, or the caller's when `db` already is one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Opens the database at `url` and brings its schema up to date. */
export async function openDatabase(url: string, options: ConnectOptions = {}): Promise<Db> {
  return (await connect(url, options)).db;
}

/**
 * Opens the database at `url` and brings its schema up to date. Instances starting at once migrate it once: Kysely's
 * migrator holds a PostgreSQL advisory lock while it works, and on SQLite runs in one write transaction (sqlite.ts).
 */
export async function connect(
  url: string,
  { poolSize = DEFAULT_POOL_SIZE, waits }: ConnectOptions = {},
): Promise<Connection> {
  const dialect = dialectFor(url, { poolSize, ...(waits ? { waits } : {}) });
  const db = new Kysely<Database>({ dialect: dialect.kysely, plugins: [new CamelCasePlugin()] });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(dialect) } });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return { db, dialect };
}

/** The migrations this build knows that the database has not run: none once `connect` has succeeded. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map(({ name }) => name));
  return MIGRATION_NAMES.filter((name) => !applied.has(name));
}
