import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  // One row per customer and kind of write: how many they made in the current window (write-limits.ts).
  await db.schema
    .createTable('write_limit')
    .addColumn('user_id', dialect.textType, (col) => col.notNull())
    .addColumn('kind', dialect.textType, (col) => col.notNull())
    .addColumn('window_index', 'integer', (col) => col.notNull())
    .addColumn('writes', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('write_limit_pk', ['user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('write_limit').execute();
}
