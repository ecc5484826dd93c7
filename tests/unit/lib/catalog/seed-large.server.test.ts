import { afterEach, beforeEach, expect, test } from 'vitest';
import type { Db } from '../../../../src/lib/server/db/database.ts';
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import { seedLargeDataset } from '../../../../src/lib/catalog/seed-large.server.ts';
import { cancelOverdueParts } from '../../../../src/lib/orders/order-parts.server.ts';
import { freshConnection } from '../../../fixtures/database.ts';

let db: Db;

beforeEach(async () => {
  const connection = await freshConnection();
  db = connection.db;
  await seedDemoCatalog(connection);
});

afterEach(() => db.destroy());

test('the large data set’s past orders are delivered, so none is left for the accept deadline to cancel', async () => {
  await seedLargeDataset(db, {
    restaurants: 30,
    orders: 40,
    customers: 5,
    benchCustomer: 'b@example.com',
    benchCustomerOrders: 0,
  });
  const statuses = await db.selectFrom('orderPart').select('status').distinct().execute();
  expect(statuses).toEqual([{ status: 'Delivered' }]);
  expect(await cancelOverdueParts(db, new Date(), 10 * 60_000)).toBe(0);
});
