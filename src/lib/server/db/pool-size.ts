/**
 * Connections one server instance keeps open to PostgreSQL unless DATABASE_POOL_SIZE says otherwise. Apart from
 * postgres.ts so that the settings can name it without loading `pg`: the edge's worker reads the settings too.
 */
export const DEFAULT_POOL_SIZE = 10;
