/**
 * How long the database may keep a request waiting, so that a stall (a lock held by a migration or a forgotten
 * transaction, a database that stopped answering) costs a bounded wait and a 503, never a request hanging on while
 * it holds a pool connection that others need. Settings (settings.ts) with these defaults.
 */
export interface DatabaseWaits {
  /** The longest one statement may run (PostgreSQL `statement_timeout`). */
  statementMs: number;
  /** The longest a statement waits for a lock (PostgreSQL `lock_timeout`; SQLite's write lock). */
  lockMs: number;
  /** The longest a transaction may sit idle (PostgreSQL `idle_in_transaction_session_timeout`). */
  idleInTransactionMs: number;
}

export const DEFAULT_WAITS: DatabaseWaits = { statementMs: 5_000, lockMs: 2_000, idleInTransactionMs: 10_000 };

/**
 * The longest a query waits for a pool connection (or a new one): above the lock wait, so that a call queued behind
 * calls held by a lock gets the connections they give back when their lock wait ends, and below a statement's.
 */
export function poolWaitMs({ statementMs, lockMs }: DatabaseWaits): number {
  return Math.min(statementMs, Math.max(lockMs + 1_000, 3_000));
}
