import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { watchPool } from '../observability/signals.ts';
import { poolWaitMs, type DatabaseWaits } from './waits.ts';

/**
 * How much longer than a statement may run the client waits for any answer before it gives up on the connection: the
 * server enforces statement_timeout itself, so only a server that cannot answer at all (a network cut with no reset)
 * reaches this.
 */
const READ_GRACE_MS = 1000;

const INT8 = pg.types.builtins.INT8;
const TIMESTAMPTZ = pg.types.builtins.TIMESTAMPTZ;
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ);

/**
 * Values read back as SQLite gives them, so that the code above never asks which database it runs on:
 * - `count(*)` and `sum()` are bigint, which pg hands over as text; they are small whole numbers here;
 * - an instant (timestamptz) is the ISO 8601 text the SQLite columns hold, to the millisecond as written.
 */
function typeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8) {
    return (value) => {
      const number = Number(value);
      if (!Number.isSafeInteger(number)) throw new RangeError(`${value} is too large to read as a number`);
      return number;
    };
  }
  if (oid === TIMESTAMPTZ) return (value) => (parseTimestamptz(value) as Date).toISOString();
  return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid);
}

/**
 * Kysely's dialect for PostgreSQL at `url` (`postgres://` or `postgresql://`), through a pool of at most `poolSize`
 * connections. TLS is the connection string's: `sslmode=verify-full` (with `sslrootcert=<CA file>` for a provider's
 * own CA) verifies the server; settings.ts refuses the modes that would not. Every connection starts with the
 * `waits` as its session's timeouts, so the server itself ends a statement or a lock wait that goes on too long.
 */
export function createPostgresDialect(url: string, poolSize: number, waits: DatabaseWaits): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: poolWaitMs(waits),
    statement_timeout: waits.statementMs,
    lock_timeout: waits.lockMs,
    idle_in_transaction_session_timeout: waits.idleInTransactionMs,
    query_timeout: waits.statementMs + READ_GRACE_MS,
    types: { getTypeParser: typeParser as typeof pg.types.getTypeParser },
  });
  // A connection that fails while idle in the pool (the database restarted, a proxy cut it) is dropped by the pool;
  // without a listener the error would end the process.
  // A connection that fails while idle in the pool (the database restarted, a proxy cut it) is dropped by the pool, and
  // one that fails while a request holds it between two queries fails that request's next query; the cause shows in
  // the outage log (outage.ts) with the first query that fails for it. Without a listener either would end the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  watchPool(pool);
  return new PostgresDialect({ pool });
}
