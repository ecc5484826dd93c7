import { PostgresDialect } from 'kysely';
import pg from 'pg';

/** Connections one server instance keeps open to PostgreSQL unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/** How long a query waits for a free connection (or a new one) before it fails, rather than hang a request. */
const CONNECT_TIMEOUT_MS = 5000;

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
 * own CA) verifies the server; settings.ts refuses the modes that would not.
 */
export function createPostgresDialect(url: string, poolSize: number): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: { getTypeParser: typeParser as typeof pg.types.getTypeParser },
  });
  // A connection that fails while idle in the pool (the database restarted, a proxy cut it) is dropped by the pool;
  // without a listener the error would end the process.
  pool.on('error', (error) => console.error(`An idle PostgreSQL connection failed: ${error.message}`));
  return new PostgresDialect({ pool });
}
