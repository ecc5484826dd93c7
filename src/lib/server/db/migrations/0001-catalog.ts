import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('restaurant')
    .addColumn('id', 'integer', (col) => dialect.autoIncrementKey(col))
    .addColumn('name', dialect.textType, (col) => col.notNull())
    .addColumn('cuisine', dialect.textType, (col) => col.notNull())
    .addColumn('description', dialect.textType, (col) => col.notNull())
    .addColumn('image', dialect.textType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('restaurant_name_idx').on('restaurant').column('name').execute();

  await db.schema
    .createTable('menu_item')
    .addColumn('id', 'integer', (col) => dialect.autoIncrementKey(col))
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('restaurant.id').onDelete('cascade'))
    .addColumn('name', dialect.textType, (col) => col.notNull())
    .addColumn('description', dialect.textType, (col) => col.notNull())
    .addColumn('image', dialect.textType, (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('time_added', dialect.instantType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('menu_item_restaurant_idx').on('menu_item').column('restaurant_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_item').execute();
  await db.schema.dropTable('restaurant').execute();
}
