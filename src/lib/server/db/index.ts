import { databaseWaits, serverSettings } from '../settings.ts';
import { connect, type Connection, type Db } from './database.ts';
import { seedDemoCatalog } from '../../catalog/seed.server.ts';

/** The process's one connection, opened on first use. */
let opening: Promise<Connection> | undefined;

/** The process's database connection (with its dialect), created, migrated and seeded on first use. */
export function getConnection(): Promise<Connection> {
  opening ??= connect(serverSettings().DATABASE_URL, {
    poolSize: serverSettings().DATABASE_POOL_SIZE,
    waits: databaseWaits(serverSettings()),
  })
    .then(async (connection) => {
      await seedDemoCatalog(connection);
      return connection;
    })
    .catch((error: unknown) => {
      // A failed open is retried by the next request rather than remembered forever.
      opening = undefined;
      throw error;
    });
  return opening;
}

/** The process's database, created, migrated and seeded on first use. */
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
