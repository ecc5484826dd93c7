import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { RESTAURANT_PAGE_SIZE, restaurantListing } from '../../../../src/lib/catalog/catalog.server.ts';
import type { Connection, Db } from '../../../../src/lib/server/db/database.ts';
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import { seedLargeDataset } from '../../../../src/lib/catalog/seed-large.server.ts';
import { freshConnection } from '../../../fixtures/database.ts';

let connection: Connection;
let db: Db;

beforeEach(async () => {
  connection = await freshConnection();
  db = connection.db;
  await seedDemoCatalog(connection);
});

afterEach(() => db.destroy());

describe('restaurantListing', () => {
  test('shows a small catalog whole, marking what matches the term', async () => {
    const listing = await restaurantListing(db, 'JAPANESE', null, 1);
    if (!listing.complete) throw new Error('the demo catalog should be shown whole');
    expect(listing.entries.length).toBe(14);
    expect(listing.entries.filter(({ matches }) => matches).map(({ restaurant }) => restaurant.name)).toEqual([
      'Ramen Hoshi',
      'Sakura Sushi House',
    ]);
    expect(listing.matching).toBe(2);
  });

  describe('a catalog larger than a page', () => {
    beforeEach(async () => {
      await seedLargeDataset(db, {
        restaurants: 300,
        orders: 0,
        customers: 1,
        benchCustomer: 'b@example.com',
        benchCustomerOrders: 0,
      });
    });

    test('is paged by name, and a page number past the end shows the last page', async () => {
      const first = await restaurantListing(db, '', null, 1);
      if (first.complete) throw new Error('300 restaurants should be paged');
      expect(first.restaurants).toHaveLength(RESTAURANT_PAGE_SIZE);
      expect(first.matching).toBe(300);
      expect(first.pages).toBe(Math.ceil(300 / RESTAURANT_PAGE_SIZE));
      const names = first.restaurants.map((restaurant) => restaurant.name);
      expect(names).toEqual([...names].sort());
      const last = await restaurantListing(db, '', null, 999);
      if (last.complete) throw new Error('still paged');
      expect(last.page).toBe(first.pages);
      expect(last.restaurants).toHaveLength(300 - RESTAURANT_PAGE_SIZE * (first.pages - 1));
    });

    test('is searched by the database, case-insensitively, by name or cuisine', async () => {
      const thai = await restaurantListing(db, 'tHaI', null, 1);
      if (thai.complete) throw new Error('still paged');
      expect(thai.matching).toBeGreaterThan(0);
      expect(
        thai.restaurants.every((restaurant) => /thai/i.test(restaurant.name) || /thai/i.test(restaurant.cuisine)),
      ).toBe(true);
    });

    test('treats % and _ in the term as text, not as patterns', async () => {
      for (const term of ['%', '_', '\\']) {
        const listing = await restaurantListing(db, term, null, 1);
        expect(listing.matching, term).toBe(0);
      }
    });
  });
});
