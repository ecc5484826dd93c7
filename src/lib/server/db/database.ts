import { CamelCasePlugin, Kysely, type Dialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { createSqliteDialect } from './sqlite.ts';

export type Db = Kysely<Database>;

/** Picks the dialect for a database URL; the only place that knows which databases exist. */
function dialectFor(url: string): Dialect {
  if (url === ':memory:') return createSqliteDialect(':memory:');
  if (url.startsWith('file:')) return createSqliteDialect(url.slice('file:'.length));
  throw new Error(
    `DATABASE_URL "${url}" is not supported: use file:<path> for a SQLite file (PostgreSQL is not available yet).`,
  );
}

/** Opens the database at `url` and brings its schema up to date. */
export async function openDatabase(url: string): Promise<Db> {
  const db = new Kysely<Database>({ dialect: dialectFor(url), plugins: [new CamelCasePlugin()] });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return db;
}
