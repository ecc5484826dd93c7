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
  const row = await db.selectFrom('customerChange').select('version').where('userId', '=', userId).executeTakeFirst();
  return row?.version ?? 0;
}
