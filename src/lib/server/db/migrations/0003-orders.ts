import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  // `order` is an SQL keyword, hence customer_order.
  await db.schema
    .createTable('customer_order')
    .addColumn('id', 'integer', (col) => dialect.autoIncrementKey(col))
    .addColumn('user_id', dialect.textType, (col) => col.notNull())
    .addColumn('placed_at', dialect.instantType, (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn('street', dialect.textType, (col) => col.notNull())
    .addColumn('building_number', dialect.textType, (col) => col.notNull())
    .addColumn('apartment_number', dialect.textType, (col) => col.notNull())
    .addColumn('city', dialect.textType, (col) => col.notNull())
    .addColumn('zip_code', dialect.textType, (col) => col.notNull())
    .execute();
  // The order list reads one customer's newest orders first; id breaks ties between orders placed in the same ms.
  await db.schema
    .createIndex('customer_order_user_placed_idx')
    .on('customer_order')
    .columns(['user_id', 'placed_at desc', 'id desc'])
    .execute();

  // Lines keep a snapshot of name, image and price: an order must not change when the menu does, so no foreign
  // keys to the catalog either.
  await db.schema
    .createTable('order_line')
    .addColumn('id', 'integer', (col) => dialect.autoIncrementKey(col))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('item_name', dialect.textType, (col) => col.notNull())
    .addColumn('item_image_url', dialect.textType, (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .execute();
  await db.schema.createIndex('order_line_order_idx').on('order_line').column('order_id').execute();

  await db.schema
    .createTable('idempotency_key')
    .addColumn('user_id', dialect.textType, (col) => col.notNull())
    .addColumn('key', dialect.textType, (col) => col.notNull())
    .addColumn('request_hash', dialect.textType, (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('created_at', dialect.instantType, (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_key_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_key_created_idx').on('idempotency_key').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
  await db.schema.dropTable('order_line').execute();
  await db.schema.dropTable('customer_order').execute();
}
