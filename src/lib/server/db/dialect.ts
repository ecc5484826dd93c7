import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Dialect,
  type Expression,
  type Kysely,
  type QueryExecutorProvider,
  type SelectQueryBuilder,
} from 'kysely';
import { isPostgresUrl } from './database-url.ts';
import { createPostgresDialect } from './postgres.ts';
import { createSqliteDialect } from './sqlite.ts';
import { DEFAULT_WAITS, type DatabaseWaits } from './waits.ts';
import { watchDialect } from './watch.ts';

/** A column type as Kysely's schema builder takes it. */
type ColumnType = ColumnDataType | Expression<unknown>;

/**
 * What differs between the two databases the storefront runs on, in one place; the rest of the code never asks which
 * one it has. Much needs no difference at all:
 * - upserts are Kysely's `onConflict` (`insert … on conflict … do update`), and new ids come back with `returning`:
 *   the same SQL on both;
 * - `count(*)` and sums read back as numbers, and instants as ISO 8601 text, on both (postgres.ts reads them so);
 * - search lowers the text and uses `like … escape '\'` on both; PostgreSQL's text columns compare byte for byte
 *   (collation "C"), as SQLite's do, so that `lower()` changes ASCII letters only and names sort the same way.
 */
export interface SqlDialect {
  /** Kysely's own dialect: driver, SQL flavour, connection pool. */
  readonly kysely: Dialect;
  /** The column type of an instant: ISO 8601 text on SQLite (what shipped), `timestamptz` on PostgreSQL. */
  readonly instantType: ColumnType;
  /** The column type of text. */
  readonly textType: ColumnType;
  /** Makes `column` an integer primary key that numbers new rows itself. */
  autoIncrementKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /**
   * Waits until no other transaction holds the lock `name`, and holds it until this transaction ends: for work that
   * two instances starting at once must not both do (the demo seed).
   */
  lockForTransaction(trx: QueryExecutorProvider, name: string): Promise<void>;
  /**
   * After rows were inserted into `table` with ids of their own (a pushed restaurant or dish keeps its id), moves the
   * table's id numbering past them, so that a row inserted without an id does not take one of theirs.
   */
  numberIdsAfterExplicitOnes(trx: QueryExecutorProvider, table: 'restaurant' | 'menu_item'): Promise<void>;
}

/** Options of a database connection. */
export interface DialectOptions {
  /** At most this many connections to PostgreSQL (SQLite has one). */
  poolSize: number;
  /** How long a statement, a lock and an idle transaction may keep a request waiting (SQLite: the lock only). */
  waits?: DatabaseWaits;
}

const sqlite: Omit<SqlDialect, 'kysely'> = {
  instantType: 'text',
  textType: 'text',
  autoIncrementKey: (column) => column.primaryKey().autoIncrement(),
  // Every transaction already holds SQLite's one write lock from its first statement (sqlite.ts: BEGIN IMMEDIATE).
  lockForTransaction: async () => {},
  // AUTOINCREMENT numbers past the largest id a table ever held, explicit ones included.
  numberIdsAfterExplicitOnes: async () => {},
};

const postgresql: Omit<SqlDialect, 'kysely'> = {
  instantType: 'timestamptz',
  textType: sql`text collate "C"`,
  autoIncrementKey: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  lockForTransaction: async (trx, name) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`storefront:${name}`}))`.execute(trx);
  },
  // An identity column's sequence knows nothing of ids given explicitly. It only ever moves forward here: setval is
  // not transactional, and another transaction may have moved it further meanwhile.
  numberIdsAfterExplicitOnes: async (trx, table) => {
    await sql`select setval(sequence, highest) from (
        select pg_get_serial_sequence(${table}, 'id')::regclass as sequence,
          (select max(id) from ${sql.table(table)}) as highest
      ) as ids
      where highest > coalesce(pg_sequence_last_value(sequence), 0)`.execute(trx);
  },
};

/**
 * The dialect for a database URL: `file:<path>` or `:memory:` (SQLite), `postgres://…` or `postgresql://…`. Its
 * failures that mean the database is unavailable come out as a DatabaseUnavailable (watch.ts).
 */
export function dialectFor(url: string, { poolSize, waits = DEFAULT_WAITS }: DialectOptions): SqlDialect {
  if (url === ':memory:') return { ...sqlite, kysely: watchDialect(createSqliteDialect(':memory:', waits.lockMs)) };
  if (url.startsWith('file:')) {
    return { ...sqlite, kysely: watchDialect(createSqliteDialect(url.slice('file:'.length), waits.lockMs)) };
  }
  if (isPostgresUrl(url)) return { ...postgresql, kysely: watchDialect(createPostgresDialect(url, poolSize, waits)) };
  throw new Error(
    `DATABASE_URL "${url}" is not supported: use file:<path> for a SQLite file or postgres://… for PostgreSQL.`,
  );
}

/** SQLite's primary key and unique constraint failures, or PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { errcode, code } = error as { errcode?: unknown; code?: unknown };
  return errcode === 1555 || errcode === 2067 || code === '23505';
}

/**
 * `select … for update skip locked` on PostgreSQL: rows another transaction is claiming are passed over rather than
 * waited for, so that instances claiming work at once take different rows. SQLite's writers take turns, so it needs
 * (and has) no such clause.
 */
export function skippingLockedRows<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate().skipLocked() : query;
}
