import { CamelCasePlugin, Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { createSqliteDialect } from './sqlite.ts';

export type Db = Kysely<Database>;

/** An open database, and how to tell whether another process has written to it. */
export interface Connection {
  db: Db;
  /**
   * Changes whenever another connection (another process) commits to the database, and never for this connection's
   * own writes: whatever this process keeps from the database holds only while it stays the same.
   */
  dataVersion(): number;
}

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one, so that a write can be made part
 * of a larger transaction (the write limit is counted in the same one as the write it counts: write-limits.ts).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Picks the dialect for a database URL; the only place that knows which databases exist. */
function dialectFor(url: string) {
  if (url === ':memory:') return createSqliteDialect(':memory:');
  if (url.startsWith('file:')) return createSqliteDialect(url.slice('file:'.length));
  throw new Error(
    `DATABASE_URL "${url}" is not supported: use file:<path> for a SQLite file (PostgreSQL is not available yet).`,
  );
}

/** Opens the database at `url` and brings its schema up to date. */
export async function openDatabase(url: string): Promise<Db> {
  return (await connect(url)).db;
}

/** Opens the database at `url`, brings its schema up to date and keeps the way to see other processes' writes. */
export async function connect(url: string): Promise<Connection> {
  const { dialect, dataVersion } = dialectFor(url);
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return { db, dataVersion };
}
