import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

/** How many prepared statements one connection keeps; the app issues a few dozen distinct queries. */
const STATEMENT_CACHE_SIZE = 200;

/** How long a write waits for another process's write to finish before it fails with "database is locked". */
const BUSY_TIMEOUT_MS = 5000;

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

/**
 * Every transaction of the storefront writes, so each takes SQLite's write lock when it begins (`BEGIN IMMEDIATE`).
 * Kysely's plain `BEGIN` is deferred: a transaction that read first and then wrote, while another process had written
 * meanwhile, failed at once with "database is locked" (busy_timeout cannot help a reader whose snapshot is stale), and
 * two server processes on one file answered many concurrent writes with a 500. Taken up front, the lock is waited for
 * (busy_timeout) like any other.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite runs DDL inside transactions; Kysely's adapter says otherwise only to be careful. Saying so makes the migrator
 * run all pending migrations in one (immediate) transaction, so that two processes starting at once on a new file
 * migrate it once: the second waits for the first and then finds nothing to do.
 */
class TransactionalDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class NodeSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;

  constructor(database: SqliteDatabase) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateTransactionDriver({ database: this.#database });
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlAdapter();
  }
}

/** Kysely's dialect for a SQLite file (created with its folder when missing) or `:memory:`. */
export function createSqliteDialect(path: string): SqliteDialect {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path);
  // The busy timeout first: switching a new file to WAL takes a lock that another process starting at once may hold.
  // WAL lets readers go on while an order is written; foreign keys are off by default in SQLite.
  database.exec(
    `PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;`,
  );
  return new NodeSqliteDialect(adaptNodeSqlite(database));
}
