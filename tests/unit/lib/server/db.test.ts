import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase, type Db } from '../../../../src/lib/server/db/database.ts';
import { migrations } from '../../../../src/lib/server/db/migrations/index.ts';
import catalog from '../../../../src/lib/server/db/seed-catalog.json' with { type: 'json' };
import { seedDemoCatalog } from '../../../../src/lib/server/db/seed.ts';

const PUBLIC = resolve(import.meta.dirname, '../../../../public');
const folder = mkdtempSync(join(tmpdir(), 'storefront-db-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function counts(db: Db) {
  const count = async (table: 'restaurant' | 'menuItem') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { restaurants: await count('restaurant'), items: await count('menuItem') };
}

describe('migrations', () => {
  test('a new SQLite file is created with its folder and migrated; opening it again changes nothing', async () => {
    const url = `file:${join(folder, 'nested', 'store.db')}`;
    const first = await openDatabase(url);
    const applied = await first.selectFrom('kysely_migration' as never).select('name' as never).execute();
    expect(applied.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations));
    await first.destroy();
    const again = await openDatabase(url);
    const reapplied = await again.selectFrom('kysely_migration' as never).select('name' as never).execute();
    expect(reapplied).toHaveLength(Object.keys(migrations).length);
    const tables = await again.introspection.getTables();
    expect(tables.map((table) => table.name).sort()).toEqual(
      ['cart_line', 'customer_order', 'idempotency_key', 'menu_item', 'order_line', 'restaurant', 'write_limit'].sort(),
    );
    await again.destroy();
  });

  test('a price below zero is refused by the database itself', async () => {
    const db = await openDatabase(':memory:');
    const { id } = await db
      .insertInto('restaurant')
      .values({ name: 'R', cuisine: 'C', description: 'D', image: '/i.svg' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = { restaurantId: id, name: 'I', description: 'D', image: '/i.svg', timeAdded: new Date().toISOString() };
    await expect(db.insertInto('menuItem').values({ ...item, priceCents: -1 }).execute()).rejects.toThrow(/CHECK/i);
    await db.destroy();
  });

  test('an unsupported database URL is refused with a clear message', async () => {
    await expect(openDatabase('postgres://localhost/store')).rejects.toThrow(/is not supported: use file:<path>/);
  });
});

describe('the demo seed', () => {
  test('fills an empty database with every restaurant and item of the seed catalog', async () => {
    const db = await openDatabase(':memory:');
    await seedDemoCatalog(db);
    expect(await counts(db)).toEqual({
      restaurants: catalog.length,
      items: catalog.reduce((sum, restaurant) => sum + restaurant.items.length, 0),
    });
    await db.destroy();
  });

  test('is idempotent: a restart on a seeded file adds nothing and keeps every id', async () => {
    const url = `file:${join(folder, 'seeded.db')}`;
    const first = await openDatabase(url);
    await seedDemoCatalog(first);
    const before = await counts(first);
    const ids = await first.selectFrom('menuItem').select(['id', 'restaurantId', 'name']).orderBy('id').execute();
    await first.destroy();
    const again = await openDatabase(url);
    await seedDemoCatalog(again);
    await seedDemoCatalog(again);
    expect(await counts(again)).toEqual(before);
    expect(await again.selectFrom('menuItem').select(['id', 'restaurantId', 'name']).orderBy('id').execute()).toEqual(ids);
    await again.destroy();
  });

  test("leaves an operator's own catalog alone", async () => {
    const db = await openDatabase(':memory:');
    await db.insertInto('restaurant').values({ name: 'Own', cuisine: 'C', description: 'D', image: '/i.svg' }).execute();
    await seedDemoCatalog(db);
    expect(await counts(db)).toEqual({ restaurants: 1, items: 0 });
    await db.destroy();
  });
});

describe('the seed catalog', () => {
  test('has at least 12 restaurants over at least 8 cuisines and at least 6 items each, names unique', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(12);
    expect(new Set(catalog.map((restaurant) => restaurant.cuisine)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(catalog.map((restaurant) => restaurant.name)).size).toBe(catalog.length);
    for (const restaurant of catalog) {
      expect(restaurant.items.length, restaurant.name).toBeGreaterThanOrEqual(6);
      expect(new Set(restaurant.items.map((item) => item.name)).size, restaurant.name).toBe(restaurant.items.length);
      for (const item of restaurant.items) {
        expect(Number.isInteger(item.priceCents) && item.priceCents > 0, `${restaurant.name}: ${item.name}`).toBe(true);
        expect(item.description.trim(), `${restaurant.name}: ${item.name}`).not.toBe('');
      }
    }
  });

  test('every image is its own file in public/, an SVG with an explicit width and height', () => {
    const images = catalog.flatMap((restaurant) => [restaurant.image, ...restaurant.items.map((item) => item.image)]);
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
