/**
 * Which failures of a database mean "the database cannot serve this now" rather than "our code is wrong": the one
 * place that knows PostgreSQL's error codes, node:sqlite's result codes and the network's errors. The database layer
 * (watch.ts) turns such a failure into a DatabaseUnavailable, which the places that answer requests map to 503 with
 * `Retry-After`; anything else stays an unexpected error, a 500 with its stack trace in the log.
 */

/**
 * What kind of unavailability, as an operator reads it:
 * - `unreachable`: no connection (refused, reset, the server shutting down or starting up, the file cannot be opened);
 *   it is over with the first query answered;
 * - `busy`: something waited past its bound (a statement, a lock, a free connection, SQLite's write lock) or the
 *   server ran out of connections or memory;
 * - `full`, `read-only`: the database refuses writes (disk full, a read-only standby or file) while it still reads;
 * - `io-error`: the database failed to read or write its own files.
 */
export type UnavailableKind = 'unreachable' | 'busy' | 'full' | 'read-only' | 'io-error';

/** PostgreSQL's SQLSTATEs (and classes of them, two characters) that mean the database is unavailable. */
const POSTGRES_CODES: ReadonlyArray<readonly [string, UnavailableKind]> = [
  ['08', 'unreachable'], // connection_exception and its subclasses
  ['57P01', 'unreachable'], // admin_shutdown: the server is stopping
  ['57P02', 'unreachable'], // crash_shutdown
  ['57P03', 'unreachable'], // cannot_connect_now: starting up or recovering
  ['57014', 'busy'], // query_canceled: statement_timeout
  ['55P03', 'busy'], // lock_not_available: lock_timeout
  // Two transactions that locked rows in opposite orders (an operator's catalog change against a customer's write):
  // PostgreSQL rolled this one back whole, so asking again is safe, and the client's queued writes do.
  ['40P01', 'busy'], // deadlock_detected
  ['40001', 'busy'], // serialization_failure
  ['25P03', 'busy'], // idle_in_transaction_session_timeout
  ['53300', 'busy'], // too_many_connections
  ['53200', 'busy'], // out_of_memory
  ['53100', 'full'], // disk_full
  ['25006', 'read-only'], // read_only_sql_transaction: a standby, or a primary set read-only
  ['58', 'io-error'], // system_error, io_error
];

/** Node's network errors: the server cannot be reached at all. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own errors whose code is too general to say it alone (55000, object_not_in_prerequisite_state, is also
 * what a bug can cause): the database refusing connections because an operator said so (`allow_connections false`).
 */
const POSTGRES_MESSAGES: ReadonlyArray<readonly [string, RegExp, UnavailableKind]> = [
  ['55000', /is not currently accepting connections/, 'unreachable'],
];

/** node-postgres and pg-pool's own errors, which carry no code: a connection lost, or a wait past its bound. */
const PG_CLIENT_MESSAGES: ReadonlyArray<readonly [RegExp, UnavailableKind]> = [
  [/^Connection terminated/, 'unreachable'],
  [/^Client has encountered a connection error and is not queryable/, 'unreachable'],
  [/^Client was closed and is not queryable/, 'unreachable'],
  [/^timeout exceeded when trying to connect/, 'busy'],
  [/^Query read timeout/, 'busy'],
];

/** SQLite's primary result codes (the low byte of node:sqlite's extended `errcode`). */
const SQLITE_CODES = new Map<number, UnavailableKind>([
  [5, 'busy'], // SQLITE_BUSY: another process holds the write lock past the wait
  [6, 'busy'], // SQLITE_LOCKED
  [7, 'busy'], // SQLITE_NOMEM
  [8, 'read-only'], // SQLITE_READONLY
  [10, 'io-error'], // SQLITE_IOERR
  [13, 'full'], // SQLITE_FULL: the disk, or the database's page limit
  [14, 'unreachable'], // SQLITE_CANTOPEN
]);

/** The kind of unavailability `error` means, or undefined when it is not one (a bug, a constraint, bad SQL). */
export function unavailableKind(error: unknown): UnavailableKind | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (code === 'ERR_SQLITE_ERROR') return typeof errcode === 'number' ? SQLITE_CODES.get(errcode & 0xff) : undefined;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return 'unreachable';
    // A SQLSTATE is five characters; match the full code first, then its class.
    if (code.length === 5) {
      const byMessage = POSTGRES_MESSAGES.find(
        ([known, pattern]) => known === code && typeof message === 'string' && pattern.test(message),
      );
      if (byMessage) return byMessage[2];
      return (
        POSTGRES_CODES.find(([known]) => known === code)?.[1] ??
        POSTGRES_CODES.find(([known]) => known.length === 2 && code.startsWith(known))?.[1]
      );
    }
  }
  if (typeof message === 'string') return PG_CLIENT_MESSAGES.find(([pattern]) => pattern.test(message))?.[1];
  return undefined;
}

/** One line naming a failure for the log: its code, when it has one, and its message. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, errstr } = error as { code?: unknown; errstr?: unknown };
  const name = typeof errstr === 'string' ? errstr : typeof code === 'string' ? code : error.name;
  return error.message.includes(name) ? error.message : `${name}: ${error.message}`;
}

/** The database cannot serve this now; the cause is the driver's own error. */
export class DatabaseUnavailable extends Error {
  readonly kind: UnavailableKind;

  constructor(kind: UnavailableKind, cause: unknown) {
    super(`The database is ${kind}: ${describeFailure(cause)}`, { cause });
    this.name = 'DatabaseUnavailable';
    this.kind = kind;
  }
}

export function isDatabaseUnavailable(error: unknown): error is DatabaseUnavailable {
  return error instanceof DatabaseUnavailable;
}

/** `error` as a DatabaseUnavailable when it is one (or means one), else `error` itself. */
export function asDatabaseUnavailable(error: unknown): unknown {
  if (isDatabaseUnavailable(error)) return error;
  const kind = unavailableKind(error);
  return kind ? new DatabaseUnavailable(kind, error) : error;
}
