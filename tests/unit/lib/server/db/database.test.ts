import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { CamelCasePlugin, Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, test } from 'vitest';
import { checkCatalogFile } from '../../../../../src/lib/catalog/menu-contract.ts';
import { connect, openDatabase, pendingMigrations, type Db } from '../../../../../src/lib/server/db/database.ts';
import { dialectFor } from '../../../../../src/lib/server/db/dialect.ts';
import { MIGRATION_NAMES, migrationsFor } from '../../../../../src/lib/server/db/migrations/index.ts';
import seedFile from '../../../../../src/lib/catalog/seed-catalog.json' with { type: 'json' };
import { seedDemoCatalog } from '../../../../../src/lib/catalog/seed.server.ts';
import { freshConnection, freshDatabaseUrl, onPostgres } from '../../../../fixtures/database.ts';
import shippedSqliteSchema from '../../../../fixtures/sqlite-schema-0003.json' with { type: 'json' };

const checked = checkCatalogFile(seedFile);
if (!checked.success) throw new Error(`the seed catalog is not a catalog file: ${JSON.stringify(checked.issues)}`);
const catalog = checked.output;
const dishesOf = (restaurant: (typeof catalog)[number]) => restaurant.sections.flatMap((section) => section.dishes);
const DISHES = catalog.reduce((sum, restaurant) => sum + dishesOf(restaurant).length, 0);

const ROOT = resolve(import.meta.dirname, '../../../../..');
const PUBLIC = join(ROOT, 'public');
const TABLES = [
  'cart_line',
  'customer_change',
  'customer_order',
  'idempotency_key',
  'integration',
  'integration_restaurant',
  'kept_verification',
  'menu_item',
  'menu_item_diet',
  'menu_section',
  'order_line',
  'order_part',
  'order_part_change',
  'restaurant',
  'saved_address',
  'webhook_event',
  'write_limit',
];

async function counts(db: Db) {
  const count = async (table: 'restaurant' | 'menuItem') =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return { restaurants: await count('restaurant'), items: await count('menuItem') };
}

async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .orderBy('name' as never)
    .execute();
  return rows.map((row) => (row as { name: string }).name);
}

/** Opens `url` from `count` processes at once, as instances starting together do; they all seed at the same moment. */
async function openFromProcesses(url: string, count: number): Promise<void> {
  const script = join(ROOT, 'tests/fixtures/open-database.ts');
  const seedAt = String(Date.now() + 3000);
  await Promise.all(
    Array.from({ length: count }, () => promisify(execFile)(process.execPath, [script, url, seedAt], { cwd: ROOT })),
  );
}

describe('migrations', () => {
  test('a new database is migrated; opening it again changes nothing', async () => {
    const url = await freshDatabaseUrl();
    const first = await openDatabase(url);
    expect(await appliedMigrations(first)).toEqual(MIGRATION_NAMES);
    expect(await pendingMigrations(first)).toEqual([]);
    await first.destroy();
    const again = await openDatabase(url);
    expect(await appliedMigrations(again)).toEqual(MIGRATION_NAMES);
    const tables = await again.introspection.getTables();
    expect(tables.map((table) => table.name).sort()).toEqual(TABLES);
    await again.destroy();
  });

  test('a migration the database has not run is reported as pending', async () => {
    const { db } = await freshConnection();
    await db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '0004-customer-change' as never)
      .execute();
    expect(await pendingMigrations(db)).toEqual(['0004-customer-change']);
    await db.destroy();
  });

  test.skipIf(onPostgres())(
    'up to 0003 make the tables of a SQLite file exactly as those migrations made them when they shipped',
    async () => {
      // Later migrations add columns, which rewrites a table's SQL in sqlite_master: compare before them.
      const dialect = dialectFor(':memory:', { poolSize: 1 });
      const db = new Kysely<unknown>({ dialect: dialect.kysely, plugins: [new CamelCasePlugin()] });
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(dialect) } });
      expect((await migrator.migrateTo('0003-orders')).error).toBeUndefined();
      const schema = await db
        .selectFrom('sqlite_master' as never)
        .select(['type', 'name', 'sql'] as never[])
        .where('name' as never, 'in', shippedSqliteSchema.map(({ name }) => name) as never)
        .orderBy('name' as never)
        .execute();
      expect(schema).toEqual(shippedSqliteSchema);
      await db.destroy();
    },
  );

  test('a price below zero is refused by the database itself', async () => {
    const { db } = await freshConnection();
    const { id } = await db
      .insertInto('restaurant')
      .values({ name: 'R', cuisine: 'C', description: 'D', image: '/i.svg' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = {
      restaurantId: id,
      name: 'I',
      description: 'D',
      image: '/i.svg',
      timeAdded: new Date().toISOString(),
    };
    await expect(
      db
        .insertInto('menuItem')
        .values({ ...item, priceCents: -1 })
        .execute(),
    ).rejects.toThrow(/check/i);
    await db.destroy();
  });

  test('an unsupported database URL is refused with a clear message', async () => {
    await expect(openDatabase('mysql://localhost/store')).rejects.toThrow(
      /is not supported: use file:<path> for a SQLite file or postgres:\/\/… for PostgreSQL/,
    );
  });
});

describe('the demo seed', () => {
  test('fills an empty database with every restaurant and item of the seed catalog', async () => {
    const connection = await freshConnection();
    await seedDemoCatalog(connection);
    expect(await counts(connection.db)).toEqual({
      restaurants: catalog.length,
      items: DISHES,
    });
    await connection.db.destroy();
  });

  test('is idempotent: a restart on a seeded database adds nothing and keeps every id', async () => {
    const url = await freshDatabaseUrl();
    const first = await connect(url);
    await seedDemoCatalog(first);
    const before = await counts(first.db);
    const ids = await first.db.selectFrom('menuItem').select(['id', 'restaurantId', 'name']).orderBy('id').execute();
    await first.db.destroy();
    const again = await connect(url);
    await seedDemoCatalog(again);
    await seedDemoCatalog(again);
    expect(await counts(again.db)).toEqual(before);
    expect(
      await again.db.selectFrom('menuItem').select(['id', 'restaurantId', 'name']).orderBy('id').execute(),
    ).toEqual(ids);
    await again.db.destroy();
  });

  test("leaves an operator's own catalog alone", async () => {
    const connection = await freshConnection();
    await connection.db
      .insertInto('restaurant')
      .values({ name: 'Own', cuisine: 'C', description: 'D', image: '/i.svg' })
      .execute();
    await seedDemoCatalog(connection);
    expect(await counts(connection.db)).toEqual({ restaurants: 1, items: 0 });
    await connection.db.destroy();
  });

  test('instances starting at once on a new database migrate it once and seed it once', async () => {
    const url = await freshDatabaseUrl();
    await openFromProcesses(url, 4);
    const db = await openDatabase(url);
    expect(await appliedMigrations(db)).toEqual(MIGRATION_NAMES);
    expect(await counts(db)).toEqual({
      restaurants: catalog.length,
      items: DISHES,
    });
    await db.destroy();
  }, 30_000);
});

describe('the seed catalog', () => {
  test('has at least 12 restaurants over at least 8 cuisines and at least 6 items each, names unique', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(12);
    expect(new Set(catalog.map((restaurant) => restaurant.cuisine)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(catalog.map((restaurant) => restaurant.name)).size).toBe(catalog.length);
    for (const restaurant of catalog) {
      const dishes = dishesOf(restaurant);
      expect(dishes.length, restaurant.name).toBeGreaterThanOrEqual(6);
      expect(new Set(dishes.map((item) => item.name)).size, restaurant.name).toBe(dishes.length);
      for (const item of dishes) expect(item.description.trim(), `${restaurant.name}: ${item.name}`).not.toBe('');
    }
  });

  test('keeps the ids restaurants and dishes had when they were numbered in the order of the file', () => {
    expect(catalog.map((restaurant) => restaurant.id)).toEqual(catalog.map((_, index) => index + 1));
    expect(catalog.flatMap(dishesOf).map((dish) => dish.id)).toEqual(Array.from({ length: DISHES }, (_, i) => i + 1));
  });

  test('shows what customers choose by: hours that differ, estimates, three to five sections, tags, a dish sold out', () => {
    const hours = catalog.map((restaurant) => restaurant.hours);
    const days = (restaurant: (typeof hours)[number]) => new Set(restaurant.weekly.map((entry) => entry.day));
    expect(new Set(hours.map((restaurant) => JSON.stringify(restaurant.weekly))).size).toBeGreaterThanOrEqual(8);
    expect(hours.filter((restaurant) => !days(restaurant).has('mon') && days(restaurant).size === 6)).toHaveLength(1);
    expect(hours.some((restaurant) => restaurant.weekly.some((entry) => entry.close < entry.open))).toBe(true);
    expect(hours.some((restaurant) => restaurant.weekly.filter((entry) => entry.day === 'tue').length === 2)).toBe(
      true,
    );
    expect(new Set(hours.map((restaurant) => restaurant.timeZone)).size).toBeGreaterThanOrEqual(2);
    expect(hours.filter((restaurant) => restaurant.timeZone === 'America/New_York').length).toBeGreaterThan(
      catalog.length / 2,
    );
    expect(hours.some((restaurant) => restaurant.closed.length > 0)).toBe(true);
    for (const restaurant of catalog) {
      expect(restaurant.sections.length, restaurant.name).toBeGreaterThanOrEqual(3);
      expect(restaurant.sections.length, restaurant.name).toBeLessThanOrEqual(5);
      expect(restaurant.deliveryEstimate.min, restaurant.name).toBeLessThan(restaurant.deliveryEstimate.max);
    }
    const dishes = catalog.flatMap(dishesOf);
    expect(new Set(dishes.flatMap((dish) => dish.dietary))).toEqual(
      new Set(['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free', 'spicy']),
    );
    expect(dishes.filter((dish) => !dish.available).map((dish) => dish.name)).toEqual(['Egg Tarts']);
  });

  test('keeps the restaurants the tests and the demo order from open around the clock, with no closed dates', () => {
    // Browser and API tests, and a visitor trying the demo at any hour, order from the first three.
    for (const restaurant of catalog.slice(0, 3)) {
      expect(restaurant.hours.weekly, restaurant.name).toHaveLength(7);
      for (const entry of restaurant.hours.weekly) expect([entry.open, entry.close]).toEqual(['00:00', '00:00']);
      expect(restaurant.hours.closed, restaurant.name).toEqual([]);
    }
  });

  test('every image is its own file in public/, an SVG with an explicit width and height', () => {
    const images = catalog.flatMap((restaurant) => [
      restaurant.image,
      ...dishesOf(restaurant).map((item) => item.image),
    ]);
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) {
      expect(image, image).toMatch(/^\/images\/(restaurants|items)\/[a-z0-9-]+\.svg$/);
      const svg = readFileSync(join(PUBLIC, image), 'utf8');
      const [, width, height] = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
      // The sizes the cards reserve (width and height attributes), so nothing shifts as images arrive.
      const expected = image.startsWith('/images/restaurants/') ? ['640', '400'] : ['320', '240'];
      expect([width, height], image).toEqual(expected);
    }
  });
});
