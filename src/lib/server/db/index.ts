import { databaseWaits, serverSettings } from '../settings.ts';
import { connect, type Connection, type Db } from './database.ts';

/** The process's one connection, opened on first use. */
let opening: Promise<Connection> | undefined;
/** What the process's entry asked to be done with the connection once it is migrated, before its first use. */
let prepare: ((connection: Connection) => Promise<void>) | undefined;

/**
 * Has `step` run on the process's connection once it is opened and migrated, before its first use (the demo catalog's
 * seed, which the entry points pass in: src/lib/catalog/seed.server.ts). Called before the first getConnection.
 */
export function prepareConnectionWith(step: (connection: Connection) => Promise<void>): void {
  prepare = step;
}

/**
 * The process's database connection (with its dialect), created, migrated and prepared (prepareConnectionWith) on
 * first use.
 */
export function getConnection(): Promise<Connection> {
  opening ??= connect(serverSettings().DATABASE_URL, {
    poolSize: serverSettings().DATABASE_POOL_SIZE,
    waits: databaseWaits(serverSettings()),
  })
    .then(async (connection) => {
      await prepare?.(connection);
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
