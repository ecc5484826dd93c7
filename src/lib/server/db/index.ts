import { databaseWaits, serverSettings } from '../settings.ts';
import { connect, type Connection, type Db } from './database.ts';
import { seedDemoCatalog } from '../../catalog/seed.server.ts';
import { isDemoMode } from '../../identity/auth-mode.server.ts';

/** The process's one connection, opened on first use. */
let opening: Promise<Connection> | undefined;

/**
 * The process's database connection (with its dialect), created and migrated on first use, and in demo mode seeded
 * with the demo catalog when empty. A storefront on a real Firebase project starts with the catalog its operator
 * imports or its restaurants push: demo restaurants would be offered to real customers.
 */
export function getConnection(): Promise<Connection> {
  opening ??= connect(serverSettings().DATABASE_URL, {
    poolSize: serverSettings().DATABASE_POOL_SIZE,
    waits: databaseWaits(serverSettings()),
  })
    .then(async (connection) => {
      if (isDemoMode(process.env)) await seedDemoCatalog(connection);
      return connection;
    })
    .catch((error: unknown) => {
      // A failed open is retried by the next request rather than remembered forever.
      opening = undefined;
      throw error;
    });
  return opening;
}

/** The process's database, opened as getConnection opens it. */
export async function getDb(): Promise<Db> {
  return (await getConnection()).db;
}

/** Closes the process's database connection, if one was opened: the last step of a shutdown. */
export async function closeConnection(): Promise<void> {
  const closing = opening;
  opening = undefined;
  const connection = await closing?.catch(() => undefined);
  await connection?.db.destroy();
}
