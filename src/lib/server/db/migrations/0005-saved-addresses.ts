import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The two unique constraints make the address book's rules hold when two saves race, on any database: one row per
  // customer and address as compared (match_key), and a customer's addresses in numbered slots, so that two saves
  // into the last free slot cannot both succeed and the limit holds too.
  await db.schema
    .createTable('saved_address')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('match_key', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('building_number', 'text', (col) => col.notNull())
    .addColumn('apartment_number', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('zip_code', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('saved_address_user_slot_unique', ['user_id', 'slot'])
    .addUniqueConstraint('saved_address_user_match_unique', ['user_id', 'match_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_address').execute();
}
