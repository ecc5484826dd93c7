import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * A change to the catalog that changes carts (a dish or restaurant removed, which removes its cart lines by cascade; a
 * dish's price, name, description or picture, or a restaurant's name, changed) raises the versions of the customers
 * whose carts hold it (customer-version.ts). Nothing reads those versions any more; a shipped migration stays as it
 * ran (docs/decisions/005-rules-across-instances-are-database-constraints.md).
 *
 * Deletions are seen before they happen, while the cart lines that go with them by cascade are still there. The
 * triggers sit on the catalog's tables, which the storefront itself writes only when it seeds them: customers' own
 * cart writes pay nothing.
 */

interface CatalogTrigger {
  name: string;
  table: 'menu_item' | 'restaurant';
  event: 'delete' | 'update';
  /** The menu items of the row (`old` for a deletion, `new` for an update) whose cart lines change. */
  items: (row: RawBuilder<unknown>) => RawBuilder<unknown>;
  /** Which columns' changes matter, for an update. */
  shown?: string[];
}

const TRIGGERS: CatalogTrigger[] = [
  {
    name: 'menu_item_removed_from_carts',
    table: 'menu_item',
    event: 'delete',
    items: (row) => sql`select ${row}.id`,
  },
  {
    name: 'menu_item_changed_in_carts',
    table: 'menu_item',
    event: 'update',
    items: (row) => sql`select ${row}.id`,
    shown: ['price_cents', 'name', 'description', 'image', 'restaurant_id'],
  },
  {
    name: 'restaurant_removed_from_carts',
    table: 'restaurant',
    event: 'delete',
    items: (row) => sql`select id from menu_item where restaurant_id = ${row}.id`,
  },
  {
    name: 'restaurant_renamed_in_carts',
    table: 'restaurant',
    event: 'update',
    items: (row) => sql`select id from menu_item where restaurant_id = ${row}.id`,
    shown: ['name'],
  },
];

/** Raises the version of every customer whose cart holds one of `items`. */
function raiseVersions(items: RawBuilder<unknown>): RawBuilder<unknown> {
  // SQLite reads `on conflict` after `insert … select` only when the select has a `where`: it has.
  return sql`insert into customer_change (user_id, version)
    select distinct user_id, 1 from cart_line where item_id in (${items})
    on conflict (user_id) do update set version = customer_change.version + 1`;
}

/** Whether a shown column changed: `is distinct from` on PostgreSQL, `is not` on SQLite (both treat nulls as values). */
function changed(columns: string[], postgres: boolean): RawBuilder<unknown> {
  const differs = postgres ? sql`is distinct from` : sql`is not`;
  return sql.join(
    columns.map((column) => sql`old.${sql.ref(column)} ${differs} new.${sql.ref(column)}`),
    sql` or `,
  );
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  // The triggers look cart lines up by item; until now only the (customer, item) key indexed them.
  await db.schema.createIndex('cart_line_item_idx').on('cart_line').column('item_id').execute();
  const postgres = isPostgres(db);
  for (const trigger of TRIGGERS) {
    const row = sql.raw(trigger.event === 'delete' ? 'old' : 'new');
    const timing = trigger.event === 'delete' ? sql`before delete` : sql`after update`;
    const condition = trigger.shown ? changed(trigger.shown, postgres) : undefined;
    if (postgres) {
      // PostgreSQL runs a trigger's statements in a function of its own.
      await sql`create function ${sql.id(trigger.name)}() returns trigger language plpgsql as $$
        begin
          ${raiseVersions(trigger.items(row))};
          return ${row};
        end $$`.execute(db);
      await sql`create trigger ${sql.id(trigger.name)} ${timing} on ${sql.id(trigger.table)} for each row
        ${condition ? sql`when (${condition})` : sql``}
        execute function ${sql.id(trigger.name)}()`.execute(db);
    } else {
      await sql`create trigger ${sql.id(trigger.name)} ${timing} on ${sql.id(trigger.table)} for each row
        ${condition ? sql`when ${condition}` : sql``}
        begin ${raiseVersions(trigger.items(row))}; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const trigger of TRIGGERS) {
    const on = postgres ? sql` on ${sql.id(trigger.table)}` : sql``;
    await sql`drop trigger if exists ${sql.id(trigger.name)}${on}`.execute(db);
    if (postgres) await sql`drop function if exists ${sql.id(trigger.name)}()`.execute(db);
  }
  await db.schema.dropIndex('cart_line_item_idx').execute();
}
