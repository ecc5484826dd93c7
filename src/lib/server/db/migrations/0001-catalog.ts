import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('restaurant')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('cuisine', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('restaurant_name_idx').on('restaurant').column('name').execute();

  await db.schema
    .createTable('menu_item')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('restaurant.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('time_added', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('menu_item_restaurant_idx').on('menu_item').column('restaurant_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_item').execute();
  await db.schema.dropTable('restaurant').execute();
}
