import { databaseWaits, serverSettings } from '../settings.ts';
import { connect, type Connection, type Db } from './database.ts';
import { seedDemoCatalog } from './seed.ts';

/**
 * The pages (bundled by Astro) and the API (loaded by scripts/serve.mjs) are two copies of this module in one process:
 * they share the one database connection through a global, so it is opened, migrated and seeded once.
 */
const OPENING = Symbol.for('storefront.database');
const shared = globalThis as typeof globalThis & { [OPENING]?: Promise<Connection> | undefined };

/** The process's database connection, created, migrated and seeded on first use. */
export function getConnection(): Promise<Connection> {
  shared[OPENING] ??= connect(serverSettings().DATABASE_URL, {
    poolSize: serverSettings().DATABASE_POOL_SIZE,
    waits: databaseWaits(serverSettings()),
  })
    .then(async (connection) => {
      await seedDemoCatalog(connection);
      return connection;
    })
    .catch((error: unknown) => {
      // A failed open is retried by the next request rather than remembered forever.
      shared[OPENING] = undefined;
      throw error;
    });
  return shared[OPENING];
}

/** The process's database, created, migrated and seeded on first use. */
export async function getDb(): Promise<Db> {
  return (await getConnection()).db;
}

/** Closes the process's database connection, if one was opened: the last step of a shutdown. */
export async function closeConnection(): Promise<void> {
  const opening = shared[OPENING];
  shared[OPENING] = undefined;
  const connection = await opening?.catch(() => undefined);
  await connection?.db.destroy();
}
