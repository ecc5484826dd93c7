import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from 'kysely';

/** How many prepared statements one connection keeps; the app issues a few dozen distinct queries. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * How long SQLite itself waits for another process's lock, blocking the whole server meanwhile (node:sqlite is
 * synchronous): only a moment. Longer waits, up to the lock wait, are paced here without blocking (BusyRetryingDriver).
 */
const BUSY_TIMEOUT_MS = 10;
/** SQLite's own wait while a new file is opened and switched to WAL, before anything else runs. */
const OPENING_BUSY_TIMEOUT_MS = 5000;
/** The first pause before a write that found the lock taken tries again, and the longest (each doubles the last). */
const FIRST_PAUSE_MS = 2;
const LONGEST_PAUSE_MS = 50;
const SQLITE_BUSY = 5;
/** The longest a close waits for the checkpointer to close its own connection before stopping it. */
const CHECKPOINTER_STOP_MS = 2_000;

/** How often the checkpointer copies what the write-ahead log holds into the database file. */
const CHECKPOINT_EVERY_MS = 1000;
/** SQLite's own default: what a connection checkpoints past, itself, once the checkpointer is gone. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

/**
 * Kysely's SQLite dialect expects a better-sqlite3-like object; Node's built-in `node:sqlite` needs no native addon
 * (which cannot be built for the pinned Node here), so this adapts one to the other and reuses prepared statements.
 */
function adaptNodeSqlite(
  database: DatabaseSync,
  onClose: () => Promise<void> = async () => {},
): SqliteDatabase & { inTransaction(): boolean; closed(): Promise<void> } {
  let closing: Promise<void> | undefined;
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
    inTransaction: () => database.isTransaction,
    close: () => {
      closing = onClose();
      database.close();
    },
    closed: () => closing ?? Promise.resolve(),
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

function isBusy(error: unknown): boolean {
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  return code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && (errcode & 0xff) === SQLITE_BUSY;
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
class BusyRetryingDriver extends SqliteDriver {
  readonly #inTransaction: () => boolean;
  readonly #closed: () => Promise<void>;
  readonly #lockWaitMs: number;
  /**
   * Since when the lock has been found taken with no write getting it: writes queued behind one that waited (this
   * process has one connection, taken one at a time) then wait only what is left of the lock wait, not one each.
   */
  #busySince: number | undefined;
  #lastBusyAt = 0;

  constructor(
    config: SqliteDialectConfig,
    { inTransaction, closed }: { inTransaction: () => boolean; closed: () => Promise<void> },
    lockWaitMs: number,
  ) {
    super(config);
    this.#inTransaction = inTransaction;
    this.#closed = closed;
    this.#lockWaitMs = lockWaitMs;
  }

  /** Ends once no connection of this process holds the file, the checkpointer's included: it may then be removed. */
  override async destroy(): Promise<void> {
    await super.destroy();
    await this.#closed();
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return {
      executeQuery: (query) => this.#retryingWhileBusy(query, () => connection.executeQuery(query)),
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * SQLite rolls a transaction back itself on some failures (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM): a second
   * rollback would fail with "no transaction is active" and hide the failure that caused it.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#inTransaction()) await super.rollbackTransaction(connection);
  }

  async #retryingWhileBusy<T>(query: CompiledQuery, work: () => Promise<T>): Promise<T> {
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      try {
        const result = await work();
        if (!/^\s*select\b/i.test(query.sql)) this.#busySince = undefined;
        return result;
      } catch (error) {
        // Inside a transaction the write lock is already held: a busy there is not a wait for it.
        if (!isBusy(error) || this.#inTransaction()) throw error;
        const now = Date.now();
        // A lock found free since (a write got it), or not asked for as long as a wait, starts a new wait.
        if (this.#busySince === undefined || now - this.#lastBusyAt > this.#lockWaitMs) this.#busySince = now;
        this.#lastBusyAt = now;
        if (now + pause > this.#busySince + this.#lockWaitMs) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
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
  readonly #database: ReturnType<typeof adaptNodeSqlite>;
  readonly #lockWaitMs: number;

  constructor(database: ReturnType<typeof adaptNodeSqlite>, lockWaitMs: number) {
    super({ database });
    this.#database = database;
    this.#lockWaitMs = lockWaitMs;
  }

  override createDriver(): SqliteDriver {
    return new BusyRetryingDriver({ database: this.#database }, this.#database, this.#lockWaitMs);
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlAdapter();
  }
}

/**
 * Kysely's dialect for a SQLite file (created with its folder when missing) or `:memory:`; a write waits at most
 * `lockWaitMs` for another process's write lock.
 */
export function createSqliteDialect(path: string, lockWaitMs: number): SqliteDialect {
  if (path === ':memory:') {
    const database = new DatabaseSync(path);
    applyOpeningPragmas(database);
    return new NodeSqliteDialect(adaptNodeSqlite(database), lockWaitMs);
  }
  mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path);
  applyOpeningPragmas(database);
  const checkpointer = startCheckpointer(path, database);
  return new NodeSqliteDialect(
    adaptNodeSqlite(database, () => checkpointer.stop()),
    lockWaitMs,
  );
}

/**
 * What the checkpointer runs, in a thread of its own with a connection of its own: a PASSIVE checkpoint (it waits for
 * no reader or writer, and copies what it can) every `everyMs`, until told to stop.
 */
const CHECKPOINTER = `
  const { parentPort, workerData } = require('node:worker_threads');
  const { DatabaseSync } = require('node:sqlite');
  const database = new DatabaseSync(workerData.path);
  const timer = setInterval(() => {
    try {
      database.exec('PRAGMA wal_checkpoint(PASSIVE)');
    } catch (error) {
      // Busy: another connection is recovering or checkpointing the file; the next turn tries again.
      if ((error.errcode & 0xff) !== ${SQLITE_BUSY}) throw error;
    }
  }, workerData.everyMs);
  parentPort.once('message', () => {
    clearInterval(timer);
    database.close();
    parentPort.close();
  });
`;

/**
 * Checkpoints the file's write-ahead log from a worker thread, so that the server's own connection never does: a
 * checkpoint syncs the log and the database file to disk, and node:sqlite is synchronous, so SQLite's automatic
 * checkpoint (past 1,000 pages of log, run by whichever commit passes them) held the event loop, and every request
 * waiting on it, for the length of two fsyncs, tens of milliseconds on a busy disk. Should the thread fail, the
 * connection checkpoints itself again, as SQLite does by default, and the failure is logged.
 */
function startCheckpointer(path: string, database: DatabaseSync): { stop(): Promise<void> } {
  database.exec('PRAGMA wal_autocheckpoint = 0');
  const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { path, everyMs: CHECKPOINT_EVERY_MS } });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopped = false;
  worker.once('error', (error) => {
    console.error('The SQLite checkpointer failed; the server checkpoints the database itself again.', error);
    if (database.isOpen) database.exec(`PRAGMA wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  });
  return {
    stop() {
      if (!stopped) {
        stopped = true;
        // Held until it has closed its connection, or a process with nothing else to do would end first.
        worker.ref();
        worker.postMessage('stop');
        // A thread stuck in a checkpoint must not hold the close, nor a drain, for ever.
        const timer = setTimeout(() => void worker.terminate(), CHECKPOINTER_STOP_MS);
        void exited.then(() => clearTimeout(timer));
      }
      return exited;
    },
  };
}

/**
 * WAL lets readers go on while an order is written; foreign keys are off by default in SQLite. A long busy timeout
 * first, for this synchronous start only: switching a new file to WAL takes a lock that another process starting at
 * once may hold. Then the short one for everything after (BusyRetryingDriver waits the rest).
 *
 * SQLite does not always wait: in some lock states (where waiting could deadlock, and against another connection of
 * the same process) it answers SQLITE_BUSY at once without calling its busy handler, and one of several instances
 * starting together on a new file failed its start with "database is locked". The pragmas change nothing when run
 * again, so they are, until the same 5 s have passed.
 */
function applyOpeningPragmas(database: DatabaseSync): void {
  const deadline = Date.now() + OPENING_BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      database.exec(
        `PRAGMA busy_timeout = ${OPENING_BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`,
      );
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      // Nothing else runs before the database is open: a blocking pause costs no one.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, LONGEST_PAUSE_MS);
    }
  }
}
