import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  findRestaurant,
  listCuisines,
  listMenu,
  listRestaurants,
  restaurantsOfEachCuisine,
} from '../../../../src/lib/catalog/catalog.server.ts';
import type { Connection, Db } from '../../../../src/lib/server/db/database.ts';
import catalog from '../../../../src/lib/catalog/seed-catalog.json' with { type: 'json' };
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import { freshConnection } from '../../../fixtures/database.ts';

const PUBLIC = resolve(import.meta.dirname, '../../../../public');
let connection: Connection;
let db: Db;

beforeEach(async () => {
  connection = await freshConnection();
  db = connection.db;
  await seedDemoCatalog(connection);
});

afterEach(() => db.destroy());

describe('the demo catalog', () => {
  test('has at least 12 restaurants over at least 8 cuisines, 6 items each, every image in public/', async () => {
    const restaurants = await listRestaurants(db);
    expect(restaurants.length).toBeGreaterThanOrEqual(12);
    expect(new Set(restaurants.map((restaurant) => restaurant.cuisine)).size).toBeGreaterThanOrEqual(8);
    const images = new Set<string>();
    for (const restaurant of restaurants) {
      const menu = await listMenu(db, restaurant.id);
      expect(menu.length, restaurant.name).toBeGreaterThanOrEqual(6);
      for (const image of [restaurant.image, ...menu.map((item) => item.image)]) {
        expect(existsSync(`${PUBLIC}${image}`), image).toBe(true);
        images.add(image);
      }
    }
    // Each restaurant and each item has an image of its own.
    const items = (await Promise.all(restaurants.map((restaurant) => listMenu(db, restaurant.id)))).flat();
    expect(images.size).toBe(restaurants.length + items.length);
  });

  test('seeding again leaves a catalog alone', async () => {
    const before = await listRestaurants(db);
    await seedDemoCatalog(connection);
    expect(await listRestaurants(db)).toEqual(before);
  });
});

describe('catalog reads', () => {
  test('restaurants come by name, in the spec shape', async () => {
    const restaurants = await listRestaurants(db);
    const names = restaurants.map((restaurant) => restaurant.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(restaurants[0] ?? {}).sort()).toEqual(['cuisine', 'description', 'id', 'image', 'name']);
  });

  test('a menu has prices in dollars from whole cents, and an ISO time added', async () => {
    const [item] = await listMenu(db, 1);
    expect(item).toBeDefined();
    expect(Object.keys(item ?? {}).sort()).toEqual(['description', 'id', 'image', 'name', 'price', 'timeAdded']);
    expect(Number.isInteger(Math.round((item?.price ?? 0) * 100))).toBe(true);
    expect(new Date(item?.timeAdded ?? '').toISOString()).toBe(item?.timeAdded);
  });

  test("a restaurant's menu is its own items, in the order they were written, at their prices", async () => {
    for (const [index, seeded] of catalog.entries()) {
      const restaurant = await findRestaurant(db, index + 1);
      expect(restaurant).toMatchObject({ name: seeded.name, cuisine: seeded.cuisine, image: seeded.image });
      const menu = await listMenu(db, index + 1);
      expect(menu.map((item) => [item.name, item.price])).toEqual(
        seeded.items.map((item) => [item.name, item.priceCents / 100]),
      );
    }
  });

  test('an unknown restaurant is undefined and has an empty menu', async () => {
    expect(await findRestaurant(db, 9999)).toBeUndefined();
    expect(await listMenu(db, 9999)).toEqual([]);
  });
});

describe('what the home page shows', () => {
  /** Adds restaurants of `cuisine` to the catalog. */
  async function addRestaurants(cuisine: string, names: string[]) {
    await db
      .insertInto('restaurant')
      .values(names.map((name) => ({ name, cuisine, description: 'New.', image: '/images/restaurants/new.svg' })))
      .execute();
  }

  test('every cuisine of the demo catalog once, by name', async () => {
    expect(await listCuisines(db, 24)).toEqual([
      'American',
      'Chinese',
      'French',
      'Indian',
      'Italian',
      'Japanese',
      'Korean',
      'Mediterranean',
      'Mexican',
      'Thai',
      'Vietnamese',
    ]);
  });

  test('past the limit, the cuisines with the most restaurants, still by name', async () => {
    await addRestaurants('Ethiopian', ['Addis One', 'Addis Two', 'Addis Three']);
    await addRestaurants('Peruvian', ['Lima One', 'Lima Two']);
    // Italian, Japanese and Indian have two restaurants each in the demo; Peruvian two; the rest one.
    expect(await listCuisines(db, 4)).toEqual(['Ethiopian', 'Indian', 'Italian', 'Japanese']);
    expect(await listCuisines(db, 5)).toEqual(['Ethiopian', 'Indian', 'Italian', 'Japanese', 'Peruvian']);
  });

  test('restaurants of different cuisines: the first-listed of each, longest on the catalog first', async () => {
    const chosen = await restaurantsOfEachCuisine(db, 6);
    expect(chosen.map((restaurant) => [restaurant.name, restaurant.cuisine])).toEqual([
      ['Trattoria Bella Luna', 'Italian'],
      ['Sakura Sushi House', 'Japanese'],
      ['Casa Verde Taqueria', 'Mexican'],
      ['Spice Route Kitchen', 'Indian'],
      ['Thai Orchid', 'Thai'],
      ['French Quarter Burgers', 'American'],
    ]);
    expect(chosen[0]).toEqual(await findRestaurant(db, 1));
  });

  test('stay the same few however large the catalog grows', async () => {
    await addRestaurants(
      'Italian',
      Array.from({ length: 500 }, (_, index) => `Osteria ${index}`),
    );
    expect(await listCuisines(db, 24)).toHaveLength(11);
    expect((await restaurantsOfEachCuisine(db, 6)).map((restaurant) => restaurant.id)).toEqual([1, 3, 5, 6, 8, 9]);
    expect(await restaurantsOfEachCuisine(db, 20)).toHaveLength(11);
  });
});
