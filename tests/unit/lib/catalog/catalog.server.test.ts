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
import seedFile from '../../../../src/lib/catalog/seed-catalog.json' with { type: 'json' };
import { checkCatalogFile } from '../../../../src/lib/catalog/menu-contract.ts';
import { DIETARY_TAGS } from '../../../../src/lib/contract.ts';
import { replaceRestaurant } from '../../../../src/lib/catalog/menu-writer.server.ts';
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import { freshConnection } from '../../../fixtures/database.ts';
import { MENU_ITEM_FIELDS, RESTAURANT_FIELDS } from '../../../fixtures/catalog-fields.ts';

const PUBLIC = resolve(import.meta.dirname, '../../../../public');
const checked = checkCatalogFile(seedFile);
if (!checked.success) throw new Error('the seed catalog is not a catalog file');
const catalog = checked.output;
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
  test('restaurants come by name, in the spec shape with their hours and delivery estimate', async () => {
    const restaurants = await listRestaurants(db);
    const names = restaurants.map((restaurant) => restaurant.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(restaurants[0] ?? {}).sort()).toEqual(RESTAURANT_FIELDS);
  });

  test('a menu has prices in dollars from whole cents, an ISO time added, its section, tags and availability', async () => {
    const [item] = await listMenu(db, 1);
    expect(item).toBeDefined();
    expect(Object.keys(item ?? {}).sort()).toEqual(MENU_ITEM_FIELDS);
    expect(Number.isInteger(Math.round((item?.price ?? 0) * 100))).toBe(true);
    expect(new Date(item?.timeAdded ?? '').toISOString()).toBe(item?.timeAdded);
  });

  test('a restaurant is as pushed, its menu its own dishes section by section, as they were pushed', async () => {
    for (const seeded of catalog) {
      const restaurant = await findRestaurant(db, seeded.id);
      expect(restaurant).toEqual({
        id: seeded.id,
        name: seeded.name,
        cuisine: seeded.cuisine,
        description: seeded.description,
        image: seeded.image,
        hours: seeded.hours,
        deliveryEstimate: seeded.deliveryEstimate,
        diets: DIETARY_TAGS.filter((diet) =>
          seeded.sections.some((section) =>
            section.dishes.some((dish) => dish.available && dish.dietary.includes(diet)),
          ),
        ),
      });
      const menu = await listMenu(db, seeded.id);
      expect(menu.map(({ timeAdded: _timeAdded, ...item }) => item)).toEqual(
        seeded.sections.flatMap((section, position) =>
          section.dishes.map((dish) => ({
            id: dish.id,
            name: dish.name,
            description: dish.description,
            image: dish.image,
            price: dish.price,
            section: { name: section.name, position },
            dietary: dish.dietary,
            available: dish.available,
          })),
        ),
      );
    }
  });

  test('a dish taken off the menu is not listed; a sold-out one is, marked', async () => {
    if (!catalog[0]) throw new Error('the seed has no restaurant');
    const { id, ...first } = catalog[0];
    const [pizzaAndPasta, ...rest] = first.sections;
    if (!pizzaAndPasta) throw new Error('the first restaurant has no section');
    const [margherita, ...kept] = pizzaAndPasta.dishes;
    const soldOut = kept.map((dish) => ({ ...dish, available: false }));
    await replaceRestaurant(connection, id, { ...first, sections: [{ ...pizzaAndPasta, dishes: soldOut }, ...rest] });
    const menu = await listMenu(db, id);
    expect(menu.map((item) => item.name)).not.toContain(margherita?.name);
    expect(menu.filter((item) => !item.available).map((item) => item.name)).toEqual(kept.map((dish) => dish.name));
  });

  test('a restaurant from before menus were pushed has no hours nor estimate, its dishes no section', async () => {
    const { id } = await db
      .insertInto('restaurant')
      .values({ name: 'Old Diner', cuisine: 'American', description: 'Here before.', image: '/i.svg' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('menuItem')
      .values({
        restaurantId: id,
        name: 'Pie',
        description: 'Apple.',
        image: '/p.svg',
        priceCents: 450,
        timeAdded: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    expect(await findRestaurant(db, id)).toMatchObject({ hours: null, deliveryEstimate: null });
    expect(await listMenu(db, id)).toEqual([
      {
        id: expect.any(Number),
        name: 'Pie',
        description: 'Apple.',
        image: '/p.svg',
        price: 4.5,
        timeAdded: '2026-01-01T00:00:00.000Z',
        section: null,
        dietary: [],
        available: true,
      },
    ]);
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
