import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

/** How many prepared statements one connection keeps; the app issues a few dozen distinct queries. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely's SQLite dialect expects a better-sqlite3-like object; Node's built-in `node:sqlite` needs no native addon
 * (which cannot be built for the pinned Node here), so this adapts one to the other and reuses prepared statements.
 */
function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  const wrap = (statement: StatementSync): SqliteStatement => ({
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...(parameters as never[])),
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...(parameters as never[]));
      return { changes, lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...(parameters as never[])),
  });
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = wrap(database.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** A dialect over a SQLite file (created with its folder when missing) or `:memory:`, and its `data_version`. */
export function createSqliteDialect(path: string): { dialect: SqliteDialect; dataVersion: () => number } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path);
  // WAL lets readers go on while an order is written; foreign keys are off by default in SQLite.
  database.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  const dataVersion = database.prepare('PRAGMA data_version');
  return {
    dialect: new SqliteDialect({ database: adaptNodeSqlite(database) }),
    dataVersion: () => Number(dataVersion.get()?.['data_version']),
  };
}
