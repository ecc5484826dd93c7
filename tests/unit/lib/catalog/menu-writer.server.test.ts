import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DishNotFound, MenuInvalid, RestaurantNotFound } from '../../../../src/lib/catalog/catalog-errors.server.ts';
import { findRestaurant, listMenu } from '../../../../src/lib/catalog/catalog.server.ts';
import { replaceRestaurant, setDishAvailability } from '../../../../src/lib/catalog/menu-writer.server.ts';
import seedFile from '../../../../src/lib/catalog/seed-catalog.json' with { type: 'json' };
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import { addCartItem, viewCart } from '../../../../src/lib/cart/cart.server.ts';
import { connect, type Connection, type Db } from '../../../../src/lib/server/db/database.ts';
import { freshConnection, freshDatabaseUrl } from '../../../fixtures/database.ts';
import { bistroMenu, testIds } from '../../../fixtures/menus.ts';

let connection: Connection;
let db: Db;
const ids = { restaurant: 500, dish: (n: number) => 5000 + n };
const menu = (change?: Parameters<typeof bistroMenu>[1]) => bistroMenu(ids.dish, change);
const NOW = new Date('2026-12-01T12:00:00.000Z');
const LATER = new Date('2026-12-02T12:00:00.000Z');

beforeEach(async () => {
  connection = await freshConnection();
  db = connection.db;
});

afterEach(() => db.destroy());

/** The connection, with every statement that writes (insert, update, delete) counted in `writes`. */
function countingWrites(): { connection: Connection; writes: string[] } {
  const writes: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (/^(Insert|Update|Delete)QueryNode$/.test(node.kind)) writes.push(node.kind);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { connection: { ...connection, db: db.withPlugin(plugin) }, writes };
}

async function expectInvalid(work: Promise<unknown>): Promise<MenuInvalid> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MenuInvalid);
  return error as MenuInvalid;
}

describe('replaceRestaurant', () => {
  test('creates a restaurant and its menu, dishes under the ids pushed, in the order pushed', async () => {
    const change = await replaceRestaurant(connection, ids.restaurant, menu(), { now: NOW });
    expect(change).toEqual({
      restaurantId: ids.restaurant,
      restaurant: 'added',
      fields: ['sections'],
      dishes: {
        added: [
          { id: ids.dish(1), name: 'Soup' },
          { id: ids.dish(2), name: 'Bread' },
          { id: ids.dish(3), name: 'Stew' },
        ],
        changed: [],
        removed: [],
        soldOut: [],
        backOnSale: [],
        priceChanges: [],
      },
    });
    expect(await findRestaurant(db, ids.restaurant)).toEqual({
      id: ids.restaurant,
      name: 'Test Bistro',
      cuisine: 'Test',
      description: 'A restaurant for one test.',
      image: '/images/restaurants/le-petit-bistro.svg',
      hours: menu().hours,
      deliveryEstimate: { min: 25, max: 35 },
      diets: ['vegetarian', 'vegan', 'dairy-free'],
    });
    const listed = await listMenu(db, ids.restaurant);
    expect(listed.map((dish) => [dish.id, dish.name, dish.price, dish.section, dish.dietary, dish.available])).toEqual([
      [ids.dish(1), 'Soup', 6.5, { name: 'Starters', position: 0 }, ['vegetarian'], true],
      [ids.dish(2), 'Bread', 3, { name: 'Starters', position: 0 }, ['vegan', 'dairy-free'], true],
      [ids.dish(3), 'Stew', 18.25, { name: 'Mains', position: 1 }, [], true],
    ]);
    expect(listed.every((dish) => dish.timeAdded === NOW.toISOString())).toBe(true);
  });

  test('the same body again writes no row and reports no change', async () => {
    await replaceRestaurant(connection, ids.restaurant, menu(), { now: NOW });
    const before = await listMenu(db, ids.restaurant);
    const counted = countingWrites();
    const change = await replaceRestaurant(counted.connection, ids.restaurant, menu(), { now: LATER });
    expect(counted.writes).toEqual([]);
    expect(change).toMatchObject({ restaurant: 'unchanged', fields: [] });
    expect(change.dishes).toEqual({
      added: [],
      changed: [],
      removed: [],
      soldOut: [],
      backOnSale: [],
      priceChanges: [],
    });
    expect(await listMenu(db, ids.restaurant)).toEqual(before);
  });

  test('reports what changed and writes only that: fields, hours, sections, prices, tags, sold out', async () => {
    await replaceRestaurant(connection, ids.restaurant, menu(), { now: NOW });
    const counted = countingWrites();
    const change = await replaceRestaurant(
      counted.connection,
      ids.restaurant,
      menu((body) => {
        body.name = 'Test Brasserie';
        body.hours.closed = ['2026-12-25'];
        body.deliveryEstimate.max = 40;
        const [starters, mains] = body.sections;
        if (!starters || !mains) throw new Error('no sections');
        mains.name = 'Plats';
        const [soup, bread] = starters.dishes;
        if (!soup || !bread) throw new Error('no dishes');
        soup.price = 7;
        bread.dietary = ['vegan'];
        bread.available = false;
      }),
      { now: LATER },
    );
    expect(change).toEqual({
      restaurantId: ids.restaurant,
      restaurant: 'changed',
      fields: ['name', 'hours', 'deliveryEstimate', 'sections'],
      dishes: {
        added: [],
        changed: [
          { id: ids.dish(1), name: 'Soup' },
          { id: ids.dish(2), name: 'Bread' },
        ],
        removed: [],
        soldOut: [{ id: ids.dish(2), name: 'Bread' }],
        backOnSale: [],
        priceChanges: [{ id: ids.dish(1), name: 'Soup', from: 6.5, to: 7 }],
      },
    });
    // The restaurant, the section, the soup's price, the bread's sold-out time, and one tag taken off.
    expect(counted.writes).toHaveLength(5);
    const listed = await listMenu(db, ids.restaurant);
    expect(listed.map((dish) => [dish.name, dish.price, dish.section?.name, dish.dietary, dish.available])).toEqual([
      ['Soup', 7, 'Starters', ['vegetarian'], true],
      ['Bread', 3, 'Starters', ['vegan'], false],
      ['Stew', 18.25, 'Plats', [], true],
    ]);
    const bread = await db.selectFrom('menuItem').select('soldOutAt').where('id', '=', ids.dish(2)).executeTakeFirst();
    expect(bread?.soldOutAt).toBe(LATER.toISOString());
  });

  test('names a dish back on sale, and one pushed sold out again keeps the time it sold out', async () => {
    const soldOutBread = menu((body) => {
      const bread = body.sections[0]?.dishes[1];
      if (bread) bread.available = false;
    });
    await replaceRestaurant(connection, ids.restaurant, soldOutBread, { now: NOW });
    const still = await replaceRestaurant(connection, ids.restaurant, soldOutBread, { now: LATER });
    expect(still.restaurant).toBe('unchanged');
    const bread = () => db.selectFrom('menuItem').select('soldOutAt').where('id', '=', ids.dish(2)).executeTakeFirst();
    expect((await bread())?.soldOutAt).toBe(NOW.toISOString());
    const back = await replaceRestaurant(connection, ids.restaurant, menu(), { now: LATER });
    expect(back.dishes).toMatchObject({
      changed: [{ id: ids.dish(2), name: 'Bread' }],
      soldOut: [],
      backOnSale: [{ id: ids.dish(2), name: 'Bread' }],
    });
    expect((await bread())?.soldOutAt).toBeNull();
  });

  test('moves dishes between sections and drops sections the push no longer has', async () => {
    await replaceRestaurant(connection, ids.restaurant, menu(), { now: NOW });
    await replaceRestaurant(
      connection,
      ids.restaurant,
      menu((body) => {
        const [starters, mains] = body.sections;
        if (!starters || !mains) throw new Error('no sections');
        body.sections = [{ name: 'Everything', dishes: [...mains.dishes, ...starters.dishes] }];
      }),
    );
    const listed = await listMenu(db, ids.restaurant);
    expect(listed.map((dish) => [dish.name, dish.section])).toEqual([
      ['Stew', { name: 'Everything', position: 0 }],
      ['Soup', { name: 'Everything', position: 0 }],
      ['Bread', { name: 'Everything', position: 0 }],
    ]);
    expect(await db.selectFrom('menuSection').selectAll().where('restaurantId', '=', ids.restaurant).execute()).toEqual(
      [{ restaurantId: ids.restaurant, position: 0, name: 'Everything' }],
    );
  });

  test('takes a dish missing from the push off the menu, keeping it for the carts that hold it, and back', async () => {
    await replaceRestaurant(connection, ids.restaurant, menu(), { now: NOW });
    await addCartItem(db, 'ada@example.com', { restaurantId: ids.restaurant, itemId: ids.dish(3) });
    const withoutStew = menu((body) => body.sections.pop());
    const change = await replaceRestaurant(connection, ids.restaurant, withoutStew, { now: LATER });
    expect(change.dishes.removed).toEqual([{ id: ids.dish(3), name: 'Stew' }]);
    expect((await listMenu(db, ids.restaurant)).map((dish) => dish.name)).toEqual(['Soup', 'Bread']);
    expect(await viewCart(db, 'ada@example.com')).toMatchObject([
      { itemId: ids.dish(3), itemName: 'Stew', itemPrice: 18.25, available: false, unavailableReason: 'removed' },
    ]);
    // Taken off once: the same push again changes nothing.
    expect((await replaceRestaurant(connection, ids.restaurant, withoutStew)).restaurant).toBe('unchanged');

    const back = await replaceRestaurant(connection, ids.restaurant, menu());
    expect(back.dishes.added).toEqual([{ id: ids.dish(3), name: 'Stew' }]);
    expect((await listMenu(db, ids.restaurant)).map((dish) => dish.name)).toEqual(['Soup', 'Bread', 'Stew']);
    expect(await viewCart(db, 'ada@example.com')).toMatchObject([{ itemId: ids.dish(3), available: true }]);
  });

  test('refuses a dish id of another restaurant at its path, and changes nothing', async () => {
    await replaceRestaurant(connection, ids.restaurant, menu());
    const other = { restaurant: 600, dish: (n: number) => 6000 + n };
    const error = await expectInvalid(
      replaceRestaurant(
        connection,
        other.restaurant,
        bistroMenu(other.dish, (body) => {
          const mains = body.sections[1]?.dishes[0];
          if (mains) mains.id = ids.dish(3);
        }),
      ),
    );
    expect(error.code).toBe('invalid_menu');
    expect(error.issues).toEqual([
      { path: 'sections[1].dishes[0].id', message: "is the id of another restaurant's dish" },
    ]);
    expect(await findRestaurant(db, other.restaurant)).toBeUndefined();
    expect((await listMenu(db, ids.restaurant)).map((dish) => dish.name)).toEqual(['Soup', 'Bread', 'Stew']);
  });

  test('refuses a body with errors, listing every one, and changes nothing', async () => {
    await replaceRestaurant(connection, ids.restaurant, menu());
    const broken = {
      ...menu(),
      name: '',
      sections: [{ name: 'Starters', dishes: [{ ...menu().sections[0]?.dishes[0], price: -1, available: 'yes' }] }],
    };
    const error = await expectInvalid(replaceRestaurant(connection, ids.restaurant, broken));
    expect(error.issues).toEqual([
      { path: 'name', message: 'must not be blank' },
      { path: 'sections[0].dishes[0].price', message: 'must be more than 0' },
      { path: 'sections[0].dishes[0].available', message: 'expected boolean, received string' },
    ]);
    expect(error.message).toBe(
      'The menu has 3 errors, so nothing was changed: name must not be blank; sections[0].dishes[0].price must be more than 0; sections[0].dishes[0].available expected boolean, received string.',
    );
    expect((await findRestaurant(db, ids.restaurant))?.name).toBe('Test Bistro');
    expect(await listMenu(db, ids.restaurant)).toHaveLength(3);
  });

  test('refuses a restaurant id that is not one', async () => {
    const error = await expectInvalid(replaceRestaurant(connection, 0, menu()));
    expect(error.issues).toEqual([{ path: 'id', message: 'must be a whole number from 1 to 999999999' }]);
  });

  test('a dry run reports the change and stores nothing', async () => {
    const change = await replaceRestaurant(connection, ids.restaurant, menu(), { apply: false });
    expect(change.restaurant).toBe('added');
    expect(change.dishes.added).toHaveLength(3);
    expect(await findRestaurant(db, ids.restaurant)).toBeUndefined();
    expect(await db.selectFrom('menuItem').select('id').where('id', '>=', ids.dish(1)).execute()).toEqual([]);
  });

  test('numbers rows added without an id after the ids pushed', async () => {
    await replaceRestaurant(connection, ids.restaurant, menu());
    const restaurant = await db
      .insertInto('restaurant')
      .values({ name: 'Own', cuisine: 'C', description: 'D', image: '/i.svg' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dish = await db
      .insertInto('menuItem')
      .values({
        restaurantId: restaurant.id,
        name: 'Own dish',
        description: 'D',
        image: '/d.svg',
        priceCents: 100,
        timeAdded: NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(restaurant.id).toBeGreaterThan(ids.restaurant);
    expect(dish.id).toBeGreaterThan(ids.dish(3));
  });

  test('the demo seed is stored as a push: pushing a seeded restaurant again changes nothing', async () => {
    await seedDemoCatalog(connection);
    const [{ id, ...first } = { id: 0 }] = seedFile;
    expect(id).toBe(1);
    const counted = countingWrites();
    expect((await replaceRestaurant(counted.connection, id, first)).restaurant).toBe('unchanged');
    expect(counted.writes).toEqual([]);
  });
});

describe('pushes at once, from two connections', () => {
  let first: Connection;
  let second: Connection;

  beforeEach(async () => {
    const url = await freshDatabaseUrl();
    first = await connect(url, { poolSize: 4 });
    second = await connect(url, { poolSize: 4 });
  });

  afterEach(async () => {
    await first.db.destroy();
    await second.db.destroy();
  });

  test('of one restaurant, are stored one after the other: the menu is one of them, whole', async () => {
    const one = testIds();
    // Each push keeps the restaurant and its soup as they are and offers a special of its own: a menu mixing two
    // pushes would list two specials.
    const pushes = Array.from({ length: 6 }, (_, n) =>
      replaceRestaurant(
        n % 2 ? first : second,
        one.restaurant,
        bistroMenu(one.dish, (body) => {
          const [soup] = body.sections[0]?.dishes ?? [];
          const [stew] = body.sections[1]?.dishes ?? [];
          if (!soup || !stew) throw new Error('no dishes');
          body.sections = [
            { name: 'Today', dishes: [soup] },
            { name: 'Special', dishes: [{ ...stew, id: one.dish(10 + n), name: `Special ${n}` }] },
          ];
        }),
      ),
    );
    const changes = await Promise.all(pushes);
    expect(changes.filter((change) => change.restaurant === 'added')).toHaveLength(1);
    const restaurants = await first.db.selectFrom('restaurant').select('id').where('id', '=', one.restaurant).execute();
    expect(restaurants).toHaveLength(1);
    const listed = (await listMenu(first.db, one.restaurant)).map((dish) => dish.name);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toBe('Soup');
    expect(listed[1]).toMatch(/^Special [0-5]$/);
  });

  test('of two restaurants claiming one new dish id, store one and refuse the other at its path', async () => {
    const a = testIds();
    const b = testIds();
    const claim = (dish: (n: number) => number) =>
      bistroMenu(dish, (body) => {
        const stew = body.sections[1]?.dishes[0];
        if (stew) stew.id = 999_999_999;
      });
    const results = await Promise.allSettled([
      replaceRestaurant(first, a.restaurant, claim(a.dish)),
      replaceRestaurant(second, b.restaurant, claim(b.dish)),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(MenuInvalid);
    expect((refused?.reason as MenuInvalid).issues).toEqual([
      { path: 'sections[1].dishes[0].id', message: "is the id of another restaurant's dish" },
    ]);
  });
});

describe('setDishAvailability', () => {
  beforeEach(() => replaceRestaurant(connection, ids.restaurant, menu()));

  test('sells a dish out and back, at once; the same again changes nothing', async () => {
    expect(await setDishAvailability(db, ids.restaurant, ids.dish(1), false, NOW)).toEqual({
      dish: { id: ids.dish(1), name: 'Soup' },
      available: false,
      changed: true,
    });
    expect((await listMenu(db, ids.restaurant))[0]?.available).toBe(false);
    expect((await setDishAvailability(db, ids.restaurant, ids.dish(1), false, LATER)).changed).toBe(false);
    const soldOut = await db
      .selectFrom('menuItem')
      .select('soldOutAt')
      .where('id', '=', ids.dish(1))
      .executeTakeFirst();
    expect(soldOut?.soldOutAt).toBe(NOW.toISOString());
    expect((await setDishAvailability(db, ids.restaurant, ids.dish(1), true)).changed).toBe(true);
    expect((await listMenu(db, ids.restaurant))[0]?.available).toBe(true);
    expect((await setDishAvailability(db, ids.restaurant, ids.dish(1), true)).changed).toBe(false);
  });

  test('refuses a dish not on the restaurant menu, and an unknown restaurant', async () => {
    await replaceRestaurant(
      connection,
      ids.restaurant,
      menu((body) => body.sections.pop()),
    );
    await expect(setDishAvailability(db, ids.restaurant, ids.dish(3), false)).rejects.toThrow(DishNotFound);
    await expect(setDishAvailability(db, ids.restaurant, 1, false)).rejects.toThrow(
      `Restaurant ${ids.restaurant} has no dish 1 on its menu.`,
    );
    await expect(setDishAvailability(db, 9_999, ids.dish(1), false)).rejects.toThrow(RestaurantNotFound);
  });
});
