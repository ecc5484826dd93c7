import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * The menu as restaurants push it (src/lib/catalog/menu-writer.server.ts): sections in order, dietary tags, dishes sold
 * out or taken off the menu, and the restaurant's opening hours and delivery estimate. Only additions, so that the
 * build before this one keeps running on the migrated database while instances roll: new tables and nullable columns,
 * which that build neither reads nor writes. What a null means for rows it wrote (no hours, no section) is in
 * docs/decisions/053-the-catalogs-menu-model.md.
 */

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  // Hours as the push gave them (JSON: time zone, weekly openings, closed dates), read whole by opening-hours.ts.
  await db.schema.alterTable('restaurant').addColumn('hours', dialect.textType).execute();
  await db.schema
    .alterTable('restaurant')
    .addColumn('delivery_min_minutes', 'integer', (col) => col.check(sql`delivery_min_minutes >= 0`))
    .execute();
  await db.schema
    .alterTable('restaurant')
    .addColumn('delivery_max_minutes', 'integer', (col) => col.check(sql`delivery_max_minutes >= delivery_min_minutes`))
    .execute();

  // Sections are numbered within their restaurant: a push replaces them by position, and nothing else refers to them.
  await db.schema
    .createTable('menu_section')
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('restaurant.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().check(sql`${sql.ref('position')} >= 0`))
    .addColumn('name', dialect.textType, (col) => col.notNull())
    .addPrimaryKeyConstraint('menu_section_pk', ['restaurant_id', 'position'])
    .execute();

  // A dish's place: its section's position and its own within it. Sold out and taken off the menu are times rather
  // than flags (null: available, on the menu), the same type on both databases. A dish taken off stays a row, so that
  // carts and past orders keep pointing at it; it is never listed.
  for (const [column, type] of [
    ['section_position', 'integer'],
    ['position', 'integer'],
    ['sold_out_at', dialect.instantType],
    ['removed_at', dialect.instantType],
  ] as const) {
    await db.schema.alterTable('menu_item').addColumn(column, type).execute();
  }

  await db.schema
    .createTable('menu_item_diet')
    .addColumn('item_id', 'integer', (col) => col.notNull().references('menu_item.id').onDelete('cascade'))
    .addColumn('diet', dialect.textType, (col) => col.notNull())
    .addPrimaryKeyConstraint('menu_item_diet_pk', ['item_id', 'diet'])
    .execute();
  // A filter by diet starts from the tag.
  await db.schema.createIndex('menu_item_diet_diet_idx').on('menu_item_diet').columns(['diet', 'item_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_item_diet').execute();
  await db.schema.dropTable('menu_section').execute();
  for (const column of ['removed_at', 'sold_out_at', 'position', 'section_position']) {
    await db.schema.alterTable('menu_item').dropColumn(column).execute();
  }
  for (const column of ['delivery_max_minutes', 'delivery_min_minutes', 'hours']) {
    await db.schema.alterTable('restaurant').dropColumn(column).execute();
  }
}
