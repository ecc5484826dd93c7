import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  // Sign-in tokens Firebase verified, by their hash, until when any instance may trust them without asking again
  // (src/lib/identity/kept-verifications.server.ts).
  await db.schema
    .createTable('kept_verification')
    .addColumn('token_hash', dialect.textType, (col) => col.primaryKey())
    .addColumn('uid', dialect.textType, (col) => col.notNull())
    .addColumn('email', dialect.textType, (col) => col.notNull())
    .addColumn('kept_until', dialect.textType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('kept_verification_uid').on('kept_verification').column('uid').execute();
  await db.schema.createIndex('kept_verification_kept_until').on('kept_verification').column('kept_until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kept_verification').execute();
}
