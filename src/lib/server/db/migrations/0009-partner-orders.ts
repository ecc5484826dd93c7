import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * The restaurant side's order half: integrations (a restaurant system's credential, src/lib/partner/), each order's
 * part per restaurant with its status, the changes of those statuses, and the outbox of webhook events. Additions only:
 * the previous build keeps running on the migrated database during a rolling deploy.
 */

/**
 * Every order has one part per restaurant in it. A trigger makes them as the order's lines are inserted, whoever
 * inserts them: this build, and the previous one during a rolling deploy, which knows nothing of parts. A part starts
 * Submitted at the order's placement; its later statuses are the rows of order_part_change.
 */
const PART_OF_NEW_LINE: RawBuilder<unknown> = sql`insert into order_part (order_id, restaurant_id, status, placed_at,
    updated_at)
  select new.order_id, new.restaurant_id, 'Submitted', o.placed_at, o.placed_at
  from customer_order o where o.id = new.order_id
  on conflict (order_id, restaurant_id) do nothing`;

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('integration')
    .addColumn('id', 'integer', (col) => dialect.autoIncrementKey(col))
    .addColumn('name', dialect.textType, (col) => col.notNull())
    // SHA-256 of the secret, in hex: the secret itself is shown once and never stored.
    .addColumn('secret_hash', dialect.textType, (col) => col.notNull().unique())
    .addColumn('webhook_url', dialect.textType)
    .addColumn('created_at', dialect.instantType, (col) => col.notNull())
    .addColumn('revoked_at', dialect.instantType)
    .execute();

  // No foreign key to the catalog: an integration may name a restaurant its first menu push creates.
  await db.schema
    .createTable('integration_restaurant')
    .addColumn('integration_id', 'integer', (col) => col.notNull().references('integration.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('integration_restaurant_pk', ['integration_id', 'restaurant_id'])
    .execute();
  await db.schema
    .createIndex('integration_restaurant_restaurant_idx')
    .on('integration_restaurant')
    .column('restaurant_id')
    .execute();

  await db.schema
    .createTable('order_part')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('status', dialect.textType, (col) => col.notNull())
    // Why the part was rejected or cancelled, as the customer reads it.
    .addColumn('reason', dialect.textType)
    .addColumn('placed_at', dialect.instantType, (col) => col.notNull())
    .addColumn('updated_at', dialect.instantType, (col) => col.notNull())
    .addPrimaryKeyConstraint('order_part_pk', ['order_id', 'restaurant_id'])
    .execute();
  // The partner API lists a restaurant's parts oldest first, by status or not; the accept deadline finds the parts
  // still Submitted that were placed before it.
  await db.schema
    .createIndex('order_part_restaurant_idx')
    .on('order_part')
    .columns(['restaurant_id', 'order_id'])
    .execute();
  await db.schema
    .createIndex('order_part_restaurant_status_idx')
    .on('order_part')
    .columns(['restaurant_id', 'status', 'order_id'])
    .execute();
  await db.schema
    .createIndex('order_part_status_placed_idx')
    .on('order_part')
    .columns(['status', 'placed_at'])
    .execute();

  await db.schema
    .createTable('order_part_change')
    .addColumn('id', 'integer', (col) => dialect.autoIncrementKey(col))
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('status', dialect.textType, (col) => col.notNull())
    .addColumn('reason', dialect.textType)
    .addColumn('changed_at', dialect.instantType, (col) => col.notNull())
    // The integration that made the change; none when the storefront made it (the accept deadline).
    .addColumn('integration_id', 'integer')
    .addForeignKeyConstraint(
      'order_part_change_part_fk',
      ['order_id', 'restaurant_id'],
      'order_part',
      ['order_id', 'restaurant_id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('order_part_change_part_idx')
    .on('order_part_change')
    .columns(['order_id', 'restaurant_id', 'id'])
    .execute();

  await db.schema
    .createTable('webhook_event')
    .addColumn('id', 'integer', (col) => dialect.autoIncrementKey(col))
    // The event's `webhook-id`, by which a receiver drops a second delivery of one event.
    .addColumn('message_id', dialect.textType, (col) => col.notNull().unique())
    .addColumn('integration_id', 'integer', (col) => col.notNull().references('integration.id').onDelete('cascade'))
    .addColumn('type', dialect.textType, (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    // The JSON body, fixed when the event is written: every attempt sends the same bytes.
    .addColumn('payload', dialect.textType, (col) => col.notNull())
    // pending, delivered, given-up (past the retry period) or dropped (its integration revoked).
    .addColumn('state', dialect.textType, (col) => col.notNull())
    .addColumn('created_at', dialect.instantType, (col) => col.notNull())
    // When it may next be sent; a sender's claim moves it past the claim's lease.
    .addColumn('due_at', dialect.instantType, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // The last claim's token: only that claim's failure may set the next attempt.
    .addColumn('claim', dialect.textType)
    .addColumn('last_error', dialect.textType)
    .addColumn('finished_at', dialect.instantType)
    .execute();
  await db.schema.createIndex('webhook_event_state_due_idx').on('webhook_event').columns(['state', 'due_at']).execute();
  await db.schema
    .createIndex('webhook_event_part_idx')
    .on('webhook_event')
    .columns(['order_id', 'restaurant_id'])
    .execute();

  // Orders placed before this migration get their parts, Submitted as placed; the accept deadline then judges them.
  await sql`insert into order_part (order_id, restaurant_id, status, placed_at, updated_at)
    select distinct l.order_id, l.restaurant_id, 'Submitted', o.placed_at, o.placed_at
    from order_line l inner join customer_order o on o.id = l.order_id
    where true
    on conflict (order_id, restaurant_id) do nothing`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function order_line_makes_part() returns trigger language plpgsql as $$
      begin
        ${PART_OF_NEW_LINE};
        return new;
      end $$`.execute(db);
    await sql`create trigger order_line_makes_part after insert on order_line for each row
      execute function order_line_makes_part()`.execute(db);
  } else {
    await sql`create trigger order_line_makes_part after insert on order_line for each row
      begin ${PART_OF_NEW_LINE}; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`drop trigger if exists order_line_makes_part${postgres ? sql` on order_line` : sql``}`.execute(db);
  if (postgres) await sql`drop function if exists order_line_makes_part()`.execute(db);
  await db.schema.dropTable('webhook_event').execute();
  await db.schema.dropTable('order_part_change').execute();
  await db.schema.dropTable('order_part').execute();
  await db.schema.dropTable('integration_restaurant').execute();
  await db.schema.dropTable('integration').execute();
}
