import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  // The two unique constraints make the address book's rules hold when two saves race, on any database: one row per
  // customer and address as compared (match_key), and a customer's addresses in numbered slots, so that two saves
  // into the last free slot cannot both succeed and the limit holds too.
  await db.schema
    .createTable('saved_address')
    .addColumn('id', 'integer', (col) => dialect.autoIncrementKey(col))
    .addColumn('user_id', dialect.textType, (col) => col.notNull())
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('match_key', dialect.textType, (col) => col.notNull())
    .addColumn('street', dialect.textType, (col) => col.notNull())
    .addColumn('building_number', dialect.textType, (col) => col.notNull())
    .addColumn('apartment_number', dialect.textType, (col) => col.notNull())
    .addColumn('city', dialect.textType, (col) => col.notNull())
    .addColumn('zip_code', dialect.textType, (col) => col.notNull())
    .addColumn('last_used_at', dialect.instantType, (col) => col.notNull())
    .addUniqueConstraint('saved_address_user_slot_unique', ['user_id', 'slot'])
    .addUniqueConstraint('saved_address_user_match_unique', ['user_id', 'match_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_address').execute();
}
