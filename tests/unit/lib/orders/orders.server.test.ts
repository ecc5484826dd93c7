import { CompiledQuery, createQueryId, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { OrderSchema } from '../../../../src/lib/contract.ts';
import { listAddresses, saveAddress } from '../../../../src/lib/addresses/addresses.server.ts';
import { addCartItem, countCart } from '../../../../src/lib/cart/cart.server.ts';
import type { Connection, Db } from '../../../../src/lib/server/db/database.ts';
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import { isUniqueViolation } from '../../../../src/lib/server/db/dialect.ts';
import { findOrder, listOrders, placeOrder, type PlaceOrderInput } from '../../../../src/lib/orders/orders.server.ts';
import { rejection } from '../../../fixtures/api-problem.ts';
import { freshConnection, onPostgres } from '../../../fixtures/database.ts';

/** No limit on orders: these tests are about placing them (write-limits.test.ts is about the limit). */

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const T0 = new Date('2026-03-01T12:00:00.000Z');
const at = (seconds: number): Date => new Date(T0.getTime() + seconds * 1000);

let connection: Connection;
let db: Db;
let menu: { id: number; restaurantId: number; name: string; image: string; priceCents: number }[];

beforeEach(async () => {
  connection = await freshConnection();
  db = connection.db;
  await seedDemoCatalog(connection);
  menu = await db
    .selectFrom('menuItem')
    .select(['id', 'restaurantId', 'name', 'image', 'priceCents'])
    .orderBy('id')
    .execute();
});

afterEach(async () => {
  await db.destroy();
});

function item(index: number) {
  const found = menu[index];
  if (!found) throw new Error(`no menu item ${index}`);
  return found;
}

/** An order of `lines` ([menu index, quantity]) whose totalCost is the catalog's. */
function orderOf(lines: [number, number][], overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  const totalCents = lines.reduce((sum, [index, quantity]) => sum + item(index).priceCents * quantity, 0);
  return {
    user: { userId: ALICE },
    shippingAddress: {
      street: 'Main St',
      buildingNumber: '12',
      apartmentNumber: '3B',
      city: 'Springfield',
      zipCode: '12345',
    },
    totalCost: totalCents / 100,
    orderItems: lines.map(([index, quantity]) => ({
      restaurantId: item(index).restaurantId,
      itemId: item(index).id,
      quantity,
    })),
    ...overrides,
  };
}

async function orderCount(): Promise<number> {
  const { count } = await db
    .selectFrom('customerOrder')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe('placeOrder', () => {
  test('prices lines from the catalog, snapshots them, takes them out of the cart and answers the order as listed', async () => {
    await addCartItem(db, ALICE, { restaurantId: item(0).restaurantId, itemId: item(0).id });
    const { order, created } = await placeOrder(
      db,
      ALICE,
      'key-00000001',
      orderOf([
        [0, 2],
        [1, 1],
      ]),
      at(0),
    );
    expect(created).toBe(true);
    expect(v.parse(OrderSchema, order)).toEqual(order);
    expect(order).toEqual({
      orderId: expect.any(Number),
      status: 'Submitted',
      // The restaurant's estimate, 30 to 45 minutes, counted from placement while nobody has accepted it.
      estimatedDeliveryTime: '2026-03-01T12:45:00.000Z',
      totalCost: (item(0).priceCents * 2 + item(1).priceCents) / 100,
      shippingAddress: {
        street: 'Main St',
        buildingNumber: '12',
        apartmentNumber: '3B',
        city: 'Springfield',
        zipCode: '12345',
      },
      orderItems: [0, 1].map((index, line) => ({
        itemId: item(index).id,
        itemName: item(index).name,
        itemImageUrl: item(index).image,
        itemPrice: item(index).priceCents / 100,
        quantity: line === 0 ? 2 : 1,
        restaurantId: item(index).restaurantId,
      })),
      parts: [
        {
          restaurantId: item(0).restaurantId,
          status: 'Submitted',
          changes: [{ status: 'Submitted', at: T0.toISOString() }],
          estimatedDeliveryTime: '2026-03-01T12:45:00.000Z',
        },
      ],
    });
    expect(await countCart(db, ALICE)).toBe(0);
  });

  test('takes out of the cart exactly what it ordered: other lines stay, a larger line keeps the difference', async () => {
    const ref = (index: number) => ({ restaurantId: item(index).restaurantId, itemId: item(index).id });
    await addCartItem(db, ALICE, ref(0), 5);
    await addCartItem(db, ALICE, ref(1), 1);
    await addCartItem(db, ALICE, ref(2), 2);
    await addCartItem(db, BOB, ref(0), 1);

    await placeOrder(
      db,
      ALICE,
      'key-00000001',
      orderOf([
        [0, 2],
        [1, 3],
      ]),
      at(0),
    );

    const left = await db
      .selectFrom('cartLine')
      .select(['userId', 'itemId', 'quantity'])
      .orderBy('userId')
      .orderBy('itemId')
      .execute();
    expect(left).toEqual([
      { userId: ALICE, itemId: item(0).id, quantity: 3 },
      { userId: ALICE, itemId: item(2).id, quantity: 2 },
      { userId: BOB, itemId: item(0).id, quantity: 1 },
    ]);
  });

  test('merges duplicate lines of one item', async () => {
    const input = orderOf([
      [0, 2],
      [0, 3],
    ]);
    const { order } = await placeOrder(db, ALICE, 'key-00000001', input, at(0));
    expect(order.orderItems).toHaveLength(1);
    expect(order.orderItems[0]?.quantity).toBe(5);
    expect(order.totalCost).toBe((item(0).priceCents * 5) / 100);
  });

  test('refuses duplicate lines that together exceed the per-item limit', async () => {
    const problem = await rejection(
      placeOrder(
        db,
        ALICE,
        'key-00000001',
        orderOf([
          [0, 30],
          [0, 30],
        ]),
        at(0),
      ),
    );
    expect([problem.status, problem.code]).toEqual([400, 'quantity_limit']);
  });

  test('refuses a total the customer did not see with 409 naming the real total, and stores nothing', async () => {
    await addCartItem(db, ALICE, { restaurantId: item(0).restaurantId, itemId: item(0).id });
    const input = orderOf([[0, 1]], { totalCost: 0.01 });
    const problem = await rejection(placeOrder(db, ALICE, 'key-00000001', input, at(0)));
    expect([problem.status, problem.code, problem.message]).toEqual([
      409,
      'total_mismatch',
      `The total has changed to $${(item(0).priceCents / 100).toFixed(2)}. Please review your order.`,
    ]);
    expect(await orderCount()).toBe(0);
    expect(await countCart(db, ALICE)).toBe(1);
    // The refused key stored nothing either, so the corrected order may reuse it.
    const { created } = await placeOrder(db, ALICE, 'key-00000001', orderOf([[0, 1]]), at(0));
    expect(created).toBe(true);
  });

  test('accepts a total within half a cent of the catalog’s', async () => {
    const exact = orderOf([[0, 3]]);
    const { created } = await placeOrder(
      db,
      ALICE,
      'key-00000001',
      { ...exact, totalCost: exact.totalCost + 0.004 },
      at(0),
    );
    expect(created).toBe(true);
  });

  test.each([
    ['an unknown item', (ref: { restaurantId: number; itemId: number }) => ({ ...ref, itemId: 999_999 })],
    [
      'an item of another restaurant',
      (ref: { restaurantId: number; itemId: number }) => ({ ...ref, restaurantId: ref.restaurantId + 1 }),
    ],
  ])('answers 404 for %s and stores nothing', async (_label, tamper) => {
    const input = orderOf([
      [0, 1],
      [1, 1],
    ]);
    const [first, second] = input.orderItems;
    if (!first || !second) throw new Error('two lines expected');
    const problem = await rejection(
      placeOrder(
        db,
        ALICE,
        'key-00000001',
        { ...input, orderItems: [first, { ...tamper(second), quantity: 1 }] },
        at(0),
      ),
    );
    expect([problem.status, problem.code]).toEqual([404, 'item_not_found']);
    expect(await orderCount()).toBe(0);
  });

  test('keeps the price it was placed at when the menu changes later', async () => {
    const { order } = await placeOrder(db, ALICE, 'key-00000001', orderOf([[0, 1]]), at(0));
    await db.updateTable('menuItem').set({ priceCents: 1, name: 'Renamed' }).where('id', '=', item(0).id).execute();
    const [listed] = await listOrders(db, ALICE);
    expect(listed?.orderItems).toEqual(order.orderItems);
    expect(listed?.totalCost).toBe(order.totalCost);
  });

  test('marks the saved address it goes to as used, whatever its spelling, and saves no other', async () => {
    const order = orderOf([[0, 1]]);
    const home = await saveAddress(db, ALICE, order.shippingAddress, at(0));
    const work = await saveAddress(db, ALICE, { ...order.shippingAddress, street: 'Market Square' }, at(1));
    await saveAddress(db, BOB, order.shippingAddress, at(2));
    const shouted = { ...order.shippingAddress, street: order.shippingAddress.street.toUpperCase() };
    await placeOrder(db, ALICE, 'key-00000001', { ...order, shippingAddress: shouted }, at(3));
    expect(await listAddresses(db, ALICE)).toEqual([home.address, work.address]);
    await placeOrder(
      db,
      ALICE,
      'key-00000002',
      { ...order, shippingAddress: { ...shouted, city: 'Elsewhere' } },
      at(4),
    );
    expect(await listAddresses(db, ALICE)).toEqual([home.address, work.address]);
  });
});

describe('placeOrder without an idempotency key', () => {
  test('places an order each time, as the spec’s client expects', async () => {
    const input = orderOf([[0, 1]]);
    const first = await placeOrder(db, ALICE, undefined, input, at(0));
    const second = await placeOrder(db, ALICE, undefined, input, at(1));
    expect([first.created, second.created]).toEqual([true, true]);
    expect(second.order.orderId).not.toBe(first.order.orderId);
    expect(await orderCount()).toBe(2);
    expect(await db.selectFrom('idempotencyKey').select('key').execute()).toEqual([]);
  });
});

describe('placeOrder idempotency', () => {
  test('a retry with the same key and payload answers the first order and places no other', async () => {
    const input = orderOf([[0, 1]]);
    const first = await placeOrder(db, ALICE, 'key-00000001', input, at(0));
    await addCartItem(db, ALICE, { restaurantId: item(2).restaurantId, itemId: item(2).id });
    const retry = await placeOrder(db, ALICE, 'key-00000001', structuredClone(input), at(10));
    expect(retry).toEqual({ order: first.order, created: false });
    expect(await orderCount()).toBe(1);
    // The retry must not empty a cart the customer has filled since.
    expect(await countCart(db, ALICE)).toBe(1);
  });

  test('a retry answers the first order even after the menu prices changed', async () => {
    const input = orderOf([[0, 1]]);
    const first = await placeOrder(db, ALICE, 'key-00000001', input, at(0));
    await db.updateTable('menuItem').set({ priceCents: 1 }).where('id', '=', item(0).id).execute();
    expect((await placeOrder(db, ALICE, 'key-00000001', input, at(0))).order).toEqual(first.order);
  });

  test('the payload’s key order does not matter', async () => {
    const input = orderOf([[0, 1]]);
    await placeOrder(db, ALICE, 'key-00000001', input, at(0));
    const reordered = {
      orderItems: input.orderItems,
      totalCost: input.totalCost,
      shippingAddress: input.shippingAddress,
      user: input.user,
    };
    expect((await placeOrder(db, ALICE, 'key-00000001', reordered, at(0))).created).toBe(false);
  });

  test('the same key with another payload is refused with 422', async () => {
    await placeOrder(db, ALICE, 'key-00000001', orderOf([[0, 1]]), at(0));
    const problem = await rejection(placeOrder(db, ALICE, 'key-00000001', orderOf([[0, 2]]), at(0)));
    expect([problem.status, problem.code]).toEqual([422, 'idempotency_key_reused']);
    expect(await orderCount()).toBe(1);
  });

  test('keys belong to one customer: another customer’s identical key places their own order', async () => {
    const mine = await placeOrder(db, ALICE, 'key-00000001', orderOf([[0, 1]]), at(0));
    const bobs = orderOf([[0, 1]], { user: { userId: BOB } });
    const theirs = await placeOrder(db, BOB, 'key-00000001', bobs, at(0));
    expect(theirs.created).toBe(true);
    expect(theirs.order.orderId).not.toBe(mine.order.orderId);
  });

  test('the key’s primary key itself refuses a second order under one key, whatever the code above it checked', async () => {
    const { order } = await placeOrder(db, ALICE, 'key-00000001', orderOf([[0, 1]]), at(0));
    const second = await placeOrder(db, ALICE, undefined, orderOf([[0, 1]]), at(1));
    const reuse = db
      .insertInto('idempotencyKey')
      .values({
        userId: ALICE,
        key: 'key-00000001',
        requestHash: 'other',
        orderId: second.order.orderId,
        createdAt: at(1).toISOString(),
      })
      .execute();
    await expect(reuse).rejects.toSatisfy(isUniqueViolation);
    const [kept] = await db.selectFrom('idempotencyKey').select('orderId').where('key', '=', 'key-00000001').execute();
    expect(kept?.orderId).toBe(order.orderId);
  });

  test('a double submit racing places one order', async () => {
    const input = orderOf([[0, 1]]);
    const results = await Promise.all([1, 2, 3].map(() => placeOrder(db, ALICE, 'key-00000001', input, at(0))));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.order.orderId)).size).toBe(1);
    expect(await orderCount()).toBe(1);
  });

  test('keys are kept at least 24 hours and purged after 48', async () => {
    const input = orderOf([[0, 1]]);
    await placeOrder(db, ALICE, 'key-00000001', input, at(0));
    expect((await placeOrder(db, ALICE, 'key-00000001', input, at(24 * 3600))).created).toBe(false);
    await placeOrder(db, ALICE, 'key-00000002', input, at(48 * 3600 + 1));
    const keys = await db.selectFrom('idempotencyKey').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['key-00000002']);
  });
});

describe('listOrders', () => {
  test('lists only the customer’s own orders, newest first, each with its stored status', async () => {
    const first = await placeOrder(db, ALICE, 'key-00000001', orderOf([[0, 1]]), at(0));
    await placeOrder(db, BOB, 'key-00000002', orderOf([[1, 1]], { user: { userId: BOB } }), at(1));
    const second = await placeOrder(
      db,
      ALICE,
      'key-00000003',
      orderOf([
        [2, 1],
        [3, 2],
      ]),
      at(300),
    );
    await db.updateTable('orderPart').set({ status: 'Preparing' }).where('orderId', '=', first.order.orderId).execute();
    const listed = await listOrders(db, ALICE);
    expect(listed.map((order) => [order.orderId, order.status])).toEqual([
      [second.order.orderId, 'Submitted'],
      [first.order.orderId, 'Preparing'],
    ]);
    expect(listed[0]?.orderItems).toHaveLength(2);
    expect(await listOrders(db, 'nobody@example.com')).toEqual([]);
  });

  test('caps the list at the 100 most recent orders', async () => {
    await seedOrders(ALICE, 120);
    await seedOrders(BOB, 50);
    const listed = await listOrders(db, ALICE);
    expect(listed).toHaveLength(100);
    expect(listed.every((order) => order.orderItems.length === 2)).toBe(true);
    // seedOrders gives Alice ids 1 to 120, each older than the one before: the newest 100 are 1 to 100.
    expect(listed.map((order) => order.orderId)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
  });

  // SQLite's plan; PostgreSQL's planner rightly scans tables this small, and the bench measures its reads at scale.
  test.skipIf(onPostgres())(
    'reads the list in four queries through indexes, however many orders there are',
    async () => {
      await seedOrders(ALICE, 120);
      await seedOrders(BOB, 50);
      const { recorded, queries } = recording(db);
      await listOrders(recorded, ALICE);
      // Which orders fit the bounds (their line counts), those orders with their lines, then their parts' statuses
      // and the changes of those.
      expect(queries).toHaveLength(4);
      const [choose, read, parts, changes] = await Promise.all(queries.map((query) => queryPlan(query)));
      expect(choose?.some((step) => /SEARCH o USING (COVERING )?INDEX customer_order_user_placed_idx/.test(step))).toBe(
        true,
      );
      for (const plan of [choose, read]) {
        expect(plan?.some((step) => /SEARCH l USING (COVERING )?INDEX order_line_order_idx/.test(step))).toBe(true);
        expect(plan?.filter((step) => /SCAN (customer_order|order_line|l|o)\b/.test(step))).toEqual([]);
      }
      expect(parts?.some((step) => /SEARCH p USING INDEX sqlite_autoindex_order_part_1/.test(step))).toBe(true);
      expect(
        changes?.some((step) => /SEARCH order_part_change USING INDEX order_part_change_part_idx/.test(step)),
      ).toBe(true);
    },
  );

  test('lists at most 1,000 lines, whole orders only, and the orders before a given one on asking', async () => {
    // 30 orders of 40 lines each: the newest 25 fit in 1,000 lines.
    await seedOrders(ALICE, 30, 40);
    const listed = await listOrders(db, ALICE);
    expect(listed).toHaveLength(25);
    expect(listed.every((order) => order.orderItems.length === 40)).toBe(true);
    const older = await listOrders(db, ALICE, listed.at(-1)?.orderId);
    expect(older).toHaveLength(5);
    const oldest = listed.at(-1)?.estimatedDeliveryTime ?? '';
    expect(older.every((order) => order.estimatedDeliveryTime < oldest)).toBe(true);
  });
});

describe('findOrder', () => {
  test('answers the customer’s own order', async () => {
    const { order } = await placeOrder(db, ALICE, 'key-00000001', orderOf([[0, 1]]), at(0));
    expect(await findOrder(db, ALICE, order.orderId)).toEqual(order);
  });

  test('answers the same 404 for another customer’s order and an unknown id', async () => {
    const bobs = orderOf([[0, 1]], { user: { userId: BOB } });
    const { order } = await placeOrder(db, BOB, 'key-00000001', bobs, at(0));
    const others = await rejection(findOrder(db, ALICE, order.orderId));
    const unknown = await rejection(findOrder(db, ALICE, 999_999));
    expect([others.status, others.code, others.message]).toEqual([unknown.status, unknown.code, unknown.message]);
    expect([others.status, others.code]).toEqual([404, 'order_not_found']);
  });
});

/** Inserts `count` orders of `linesPerOrder` lines for `userId`, one a minute, straight into the tables. */
async function seedOrders(userId: string, count: number, linesPerOrder = 2): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let index = 0; index < count; index++) {
      const { id } = await trx
        .insertInto('customerOrder')
        .values({
          userId,
          placedAt: new Date(T0.getTime() - index * 60_000).toISOString(),
          totalCents: 200,
          street: 's',
          buildingNumber: 'b',
          apartmentNumber: 'a',
          city: 'c',
          zipCode: 'z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('orderLine')
        .values(
          Array.from({ length: linesPerOrder }, (_, line) => line + 1).map((itemId) => ({
            orderId: id,
            restaurantId: 1,
            itemId,
            itemName: 'n',
            itemImageUrl: 'i',
            priceCents: 100,
            quantity: 1,
          })),
        )
        .execute();
    }
  });
}

/** `db` with every query it runs recorded (after the snake_case plugin, as the database sees it). */
function recording(database: Db): { recorded: Db; queries: RootOperationNode[] } {
  // Subqueries pass through transformQuery too; only queries that reach transformResult were run.
  const transformed = new Map<QueryId, RootOperationNode>();
  const queries: RootOperationNode[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      transformed.set(queryId, node);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const node = transformed.get(queryId);
      if (node) queries.push(node);
      return result;
    },
  };
  return { recorded: database.withPlugin(plugin), queries };
}

/** SQLite's plan for a recorded query, one line per step. */
async function queryPlan(node: RootOperationNode | undefined): Promise<string[]> {
  if (!node) throw new Error('no query recorded');
  const compiled = db.getExecutor().compileQuery(node, createQueryId());
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
  );
  return rows.map((row) => row.detail);
}
