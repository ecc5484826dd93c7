import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * One row per customer whose cart or orders changed, with a counter that every such change raises in its own
 * transaction (src/lib/server/customer-version.ts). Server instances keep a customer's answers only while it stays the
 * same, whichever instance made the change.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('customer_change')
    .addColumn('user_id', dialect.textType, (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_change').execute();
}
