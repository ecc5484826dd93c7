import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('cart_line')
    .addColumn('id', 'integer', (col) => dialect.autoIncrementKey(col))
    .addColumn('user_id', dialect.textType, (col) => col.notNull())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('restaurant.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (col) => col.notNull().references('menu_item.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('time_added', dialect.instantType, (col) => col.notNull())
    .addUniqueConstraint('cart_line_user_item_unique', ['user_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_line').execute();
}
