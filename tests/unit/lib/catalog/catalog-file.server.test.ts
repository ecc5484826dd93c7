import { afterEach, beforeEach, expect, test } from 'vitest';
import { exportCatalog, importCatalog } from '../../../../src/lib/catalog/catalog-file.server.ts';
import { MenuInvalid } from '../../../../src/lib/catalog/catalog-errors.server.ts';
import { listMenu, listRestaurants } from '../../../../src/lib/catalog/catalog.server.ts';
import { replaceRestaurant, setDishAvailability } from '../../../../src/lib/catalog/menu-writer.server.ts';
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import type { Connection } from '../../../../src/lib/server/db/database.ts';
import { freshConnection } from '../../../fixtures/database.ts';
import { bistroMenu } from '../../../fixtures/menus.ts';

let connection: Connection;
const bistro = { restaurant: 500, dish: (n: number) => 5000 + n };
const NOW = new Date('2026-12-01T12:00:00.000Z');

beforeEach(async () => {
  connection = await freshConnection();
  await seedDemoCatalog(connection);
  await replaceRestaurant(connection, bistro.restaurant, bistroMenu(bistro.dish), { now: NOW });
});

afterEach(() => connection.db.destroy());

/** Everything customers can see of the catalog: every restaurant and its whole menu. */
async function wholeCatalog() {
  const restaurants = await listRestaurants(connection.db);
  return Promise.all(
    restaurants.map(async (restaurant) => ({ restaurant, menu: await listMenu(connection.db, restaurant.id) })),
  );
}

test('export then import changes nothing: a sold-out dish, a dish taken off and the demo catalog included', async () => {
  await replaceRestaurant(
    connection,
    bistro.restaurant,
    bistroMenu(bistro.dish, (menu) => {
      menu.sections[1]?.dishes.pop();
      menu.sections.pop();
    }),
  );
  await setDishAvailability(connection.db, bistro.restaurant, bistro.dish(2), false);
  const before = await wholeCatalog();
  const file = await exportCatalog(connection.db);
  expect(file.find(({ id }) => id === bistro.restaurant)?.sections).toEqual([
    {
      name: 'Starters',
      dishes: [
        expect.objectContaining({ id: bistro.dish(1), available: true, dietary: ['vegetarian'] }),
        expect.objectContaining({ id: bistro.dish(2), available: false, dietary: ['vegan', 'dairy-free'] }),
      ],
    },
  ]);

  const report = await importCatalog(connection, JSON.parse(JSON.stringify(file)), { apply: true });
  expect(report.changes.map(({ restaurant }) => restaurant)).toEqual(file.map(() => 'unchanged'));
  expect(report.notInFile).toEqual([]);
  expect(await wholeCatalog()).toEqual(before);
  expect(await exportCatalog(connection.db)).toEqual(file);
});

test('a dry run reports every change and stores nothing; applied, the same report and the catalog as the file', async () => {
  const file = await exportCatalog(connection.db);
  const [first, second] = file;
  const dish = first?.sections[0]?.dishes[0];
  if (!first || !second || !dish) throw new Error('the demo catalog has restaurants');
  const price = dish.price;
  dish.price = price + 1;
  second.name = 'Renamed';
  const edited = file.filter(({ id }) => id !== bistro.restaurant);
  edited.push({ ...structuredClone(first), id: 600, sections: [{ name: 'Only', dishes: [{ ...dish, id: 6001 }] }] });
  const before = await wholeCatalog();

  const dryRun = await importCatalog(connection, edited);
  expect(dryRun.changes.filter(({ restaurant }) => restaurant !== 'unchanged')).toEqual([
    expect.objectContaining({
      restaurantId: first.id,
      restaurant: 'changed',
      dishes: expect.objectContaining({
        priceChanges: [{ id: dish.id, name: dish.name, from: price, to: price + 1 }],
      }) as unknown,
    }),
    expect.objectContaining({ restaurantId: second.id, name: 'Renamed', restaurant: 'changed', fields: ['name'] }),
    expect.objectContaining({ restaurantId: 600, restaurant: 'added' }),
  ]);
  expect(dryRun.notInFile).toEqual([{ id: bistro.restaurant, name: 'Test Bistro' }]);
  expect(await wholeCatalog()).toEqual(before);

  const applied = await importCatalog(connection, edited, { apply: true });
  expect(applied).toEqual(dryRun);
  // A restaurant not in the file is kept: an import of some restaurants never deletes the others.
  const after = await exportCatalog(connection.db);
  expect(after.filter(({ id }) => id !== bistro.restaurant)).toEqual(edited.sort((a, b) => a.id - b.id));
  expect(after.map(({ id }) => id)).toContain(bistro.restaurant);
});

test('a file with an error anywhere changes nothing, and each error is named by its path in the file', async () => {
  const file = await exportCatalog(connection.db);
  const before = await wholeCatalog();
  const [first, , third] = file;
  if (!first || !third) throw new Error('the demo catalog has restaurants');
  first.name = 'Renamed';
  // Only the database knows this id is another restaurant's: the writer finds it, after the first was written.
  const stolen = third.sections[0]?.dishes[0];
  if (stolen) stolen.id = bistro.dish(1);
  const withoutBistro = file.filter(({ id }) => id !== bistro.restaurant);

  const error = await importCatalog(connection, withoutBistro, { apply: true }).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(MenuInvalid);
  expect((error as MenuInvalid).issues).toEqual([
    { path: '[2].sections[0].dishes[0].id', message: "is the id of another restaurant's dish" },
  ]);
  expect(await wholeCatalog()).toEqual(before);

  const broken = [{ ...first, name: '' }, { id: 'x' }];
  const invalid = await importCatalog(connection, broken).catch((thrown: unknown) => thrown);
  expect((invalid as MenuInvalid).issues.map(({ path }) => path)).toEqual(
    expect.arrayContaining(['[0].name', '[1].id', '[1].name', '[1].sections']),
  );
});
