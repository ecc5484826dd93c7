import type { Db } from './db/database.ts';

/**
 * Each customer's row in customer_change is their write lock: every transaction that changes a customer's cart or
 * orders updates it first, so that the customer's concurrent writes (through any instance) queue one behind the other
 * instead of locking the same rows in opposite orders and deadlocking. The row also counts the changes (`version`),
 * which migration 0007's triggers raise on catalog changes too; nothing reads the count.
 */

/** Takes the customer's write lock for the rest of the transaction `trx`. Call it first in every such transaction. */
export async function markCustomerChanged(trx: Db, userId: string): Promise<void> {
  await trx
    .insertInto('customerChange')
    .values({ userId, version: 1 })
    .onConflict((conflict) =>
      conflict.column('userId').doUpdateSet((eb) => ({ version: eb('customerChange.version', '+', 1) })),
    )
    .execute();
}
