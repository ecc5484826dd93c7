// The edge computes the catalog's views from the restaurant list; they must answer what the database's queries
// answer on Node, for the demo catalog (shown whole) and for a large one (a page at a time).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  listCuisines,
  listRestaurants,
  restaurantListing,
  restaurantsOfEachCuisine,
} from '../../../../../src/lib/catalog/catalog.server.ts';
import type { Connection, Db } from '../../../../../src/lib/server/db/database.ts';
import { seedDemoCatalog } from '../../../../../src/lib/catalog/seed.server.ts';
import { seedLargeDataset } from '../../../../../src/lib/catalog/seed-large.server.ts';
import { cuisinesOf, firstOfEachCuisine, listingOf } from '../../../../../src/lib/server/target/in-memory.ts';
import { freshConnection } from '../../../../fixtures/database.ts';

let connection: Connection;
let db: Db;

beforeEach(async () => {
  connection = await freshConnection();
  db = connection.db;
  await seedDemoCatalog(connection);
});

afterEach(() => db.destroy());

const TERMS = ['', 'pizza', 'SUSHI', 'house', 'no such food'];
const DIETS = [null, 'vegan', 'nut-free'] as const;

async function expectSameViews() {
  const all = await listRestaurants(db);
  for (const limit of [1, 3, 24]) {
    expect(cuisinesOf(all, limit)).toEqual(await listCuisines(db, limit));
    expect(firstOfEachCuisine(all, limit)).toEqual(await restaurantsOfEachCuisine(db, limit));
  }
  for (const term of TERMS) {
    for (const diet of DIETS) {
      for (const page of [1, 2, 99]) {
        expect(listingOf(all, term, diet, page)).toEqual(await restaurantListing(db, term, diet, page));
      }
    }
  }
}

describe('the edge’s catalog views', () => {
  test('answer as the database does for the demo catalog', async () => {
    await expectSameViews();
  });

  test('answer as the database does for a catalog listed a page at a time', async () => {
    await seedLargeDataset(db, {
      restaurants: 150,
      orders: 0,
      customers: 1,
      benchCustomer: 'bench@example.com',
      benchCustomerOrders: 0,
    });
    await expectSameViews();
  });
});
