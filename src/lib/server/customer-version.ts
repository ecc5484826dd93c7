import DataLoader from 'dataloader';
import type { Db } from './db/database.ts';

/**
 * Each customer's cart and orders carry a version in the database (table customer_change), raised by every write to
 * them in the write's own transaction. An answer kept in memory is served only while the version it was computed under
 * is still the database's, so a change made through any server instance is seen by the very next read through any
 * other: PostgreSQL, unlike SQLite's `data_version`, tells nobody about other connections' commits.
 */

/**
 * Raises the customer's version. Call it first in every transaction that changes their cart or orders: the row it
 * locks then queues the customer's concurrent writes (from any instance) one behind the other, instead of letting two
 * of them lock the same rows in opposite orders and deadlock.
 */
export async function markCustomerChanged(trx: Db, userId: string): Promise<void> {
  await trx
    .insertInto('customerChange')
    .values({ userId, version: 1 })
    .onConflict((conflict) =>
      conflict.column('userId').doUpdateSet((eb) => ({ version: eb('customerChange.version', '+', 1) })),
    )
    .execute();
}

/** The customer's version now: 0 for a customer who has never changed anything. */
export async function customerVersion(db: Db, userId: string): Promise<number> {
  let loader = loaders.get(db);
  if (!loader) loaders.set(db, (loader = versionLoader(db)));
  return loader.load(userId);
}

const loaders = new WeakMap<Db, DataLoader<string, number>>();

/**
 * Reads the versions asked for while the server handled one batch of network events in one query: under load, one
 * round trip to the database serves many requests. Each read still asks after its request arrived, and nothing is
 * remembered between batches.
 */
function versionLoader(db: Db): DataLoader<string, number> {
  return new DataLoader(
    async (userIds) => {
      const rows = await db
        .selectFrom('customerChange')
        .select(['userId', 'version'])
        .where('userId', 'in', [...userIds])
        .execute();
      const versions = new Map(rows.map((row) => [row.userId, row.version]));
      return userIds.map((userId) => versions.get(userId) ?? 0);
    },
    { cache: false, batchScheduleFn: (batch) => setImmediate(batch) },
  );
}
