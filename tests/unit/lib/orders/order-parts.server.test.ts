import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { OrderStatus } from '../../../../src/lib/contract.ts';
import type { Db } from '../../../../src/lib/server/db/database.ts';
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import { createIntegration } from '../../../../src/lib/partner/integrations.server.ts';
import {
  NOT_ACCEPTED_REASON,
  cancelOverdueParts,
  moveOrderPart,
  partsOfOrders,
} from '../../../../src/lib/orders/order-parts.server.ts';
import { findOrder } from '../../../../src/lib/orders/orders.server.ts';
import { rejection } from '../../../fixtures/api-problem.ts';
import { freshConnection } from '../../../fixtures/database.ts';
import { placeOrderFrom } from '../../../fixtures/placed-orders.ts';

const ALICE = 'alice@example.com';
const T0 = new Date('2026-03-01T12:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const ACCEPT_MS = 10 * 60_000;

let db: Db;

beforeEach(async () => {
  const connection = await freshConnection();
  db = connection.db;
  await seedDemoCatalog(connection);
});

afterEach(async () => {
  await db.destroy();
});

function move(orderId: number, status: OrderStatus, seconds: number, reason?: string, restaurantId = 1) {
  return moveOrderPart(db, { orderId, restaurantId, status, reason, integrationId: 1, now: at(seconds) });
}

async function statusOf(orderId: number, restaurantId = 1) {
  return db
    .selectFrom('orderPart')
    .select(['status', 'reason'])
    .where('orderId', '=', orderId)
    .where('restaurantId', '=', restaurantId)
    .executeTakeFirstOrThrow();
}

describe('an order’s parts', () => {
  test('an order has one part per restaurant in it, each Submitted as placed', async () => {
    const orderId = await placeOrderFrom(db, ALICE, [3, 1], T0);
    const parts = (await partsOfOrders(db, [orderId])).get(orderId);
    expect(parts?.map((part) => [part.restaurantId, part.status, part.changes])).toEqual([
      [1, 'Submitted', [{ status: 'Submitted', at: T0.toISOString() }]],
      [3, 'Submitted', [{ status: 'Submitted', at: T0.toISOString() }]],
    ]);
  });

  test('an order placed by a build that knows nothing of parts gets them from its lines all the same', async () => {
    const { id } = await db
      .insertInto('customerOrder')
      .values({
        userId: ALICE,
        placedAt: T0.toISOString(),
        totalCents: 500,
        street: 'S',
        buildingNumber: '1',
        apartmentNumber: '2',
        city: 'C',
        zipCode: '1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('orderLine')
      .values(
        [1, 2].map((itemId) => ({
          orderId: id,
          restaurantId: 1,
          itemId,
          itemName: 'x',
          itemImageUrl: '/x.svg',
          priceCents: 250,
          quantity: 1,
        })),
      )
      .execute();
    expect((await findOrder(db, ALICE, id)).parts?.map((part) => [part.restaurantId, part.status])).toEqual([
      [1, 'Submitted'],
    ]);
  });
});

describe('when an order should arrive', () => {
  test('each part by its restaurant’s own delivery estimate, the order by its latest part', async () => {
    // The demo seed: restaurant 2 delivers in 20 to 30 minutes, restaurant 3 in 25 to 35.
    const orderId = await placeOrderFrom(db, ALICE, [2, 3], T0);
    const order = await findOrder(db, ALICE, orderId);
    expect(order.parts?.map((part) => [part.restaurantId, part.estimatedDeliveryTime])).toEqual([
      [2, at(30 * 60).toISOString()],
      [3, at(35 * 60).toISOString()],
    ]);
    expect(order.estimatedDeliveryTime).toBe(at(35 * 60).toISOString());
    // Accepted ten minutes late, restaurant 3's part is expected the whole estimate after that.
    await move(orderId, 'Preparing', 10 * 60, undefined, 3);
    expect((await findOrder(db, ALICE, orderId)).estimatedDeliveryTime).toBe(at(45 * 60).toISOString());
  });
});

describe('moveOrderPart', () => {
  test('moves one step at a time, storing each change with its time, and the order follows', async () => {
    const orderId = await placeOrderFrom(db, ALICE, [1], T0);
    const way: OrderStatus[] = ['Preparing', 'Prepared', 'ReadyForDelivery', 'OutForDelivery', 'Delivered'];
    for (const [index, status] of way.entries())
      expect(await move(orderId, status, 60 * (index + 1))).toEqual({ changed: true });
    const order = await findOrder(db, ALICE, orderId);
    expect(order.status).toBe('Delivered');
    expect(order.estimatedDeliveryTime).toBe(at(300).toISOString());
    expect(order.parts?.[0]?.changes).toEqual([
      { status: 'Submitted', at: T0.toISOString() },
      ...way.map((status, index) => ({ status, at: at(60 * (index + 1)).toISOString() })),
    ]);
  });

  test('the same status again changes nothing and is no error', async () => {
    const orderId = await placeOrderFrom(db, ALICE, [1], T0);
    await move(orderId, 'Preparing', 10);
    expect(await move(orderId, 'Preparing', 20)).toEqual({ changed: false });
    const changes = await db.selectFrom('orderPartChange').select('changedAt').where('orderId', '=', orderId).execute();
    expect(changes).toEqual([{ changedAt: at(10).toISOString() }]);
  });

  test.each([
    ['Submitted', 'Prepared'],
    ['Submitted', 'Delivered'],
    ['Preparing', 'Submitted'],
    ['Preparing', 'Rejected'],
    ['OutForDelivery', 'Cancelled'],
    ['Delivered', 'Cancelled'],
    ['Cancelled', 'Preparing'],
  ] as [OrderStatus, OrderStatus][])('from %s, a move to %s is refused 409 naming where it is', async (from, to) => {
    const orderId = await placeOrderFrom(db, ALICE, [1], T0);
    await db.updateTable('orderPart').set({ status: from }).where('orderId', '=', orderId).execute();
    const problem = await rejection(move(orderId, to, 10, 'a reason'));
    expect([problem.status, problem.code, problem.message]).toEqual([
      409,
      'status_conflict',
      `Order ${orderId} is ${from}: it cannot move to ${to}.`,
    ]);
    expect((await statusOf(orderId)).status).toBe(from);
  });

  test('a rejection keeps its reason for the customer', async () => {
    const orderId = await placeOrderFrom(db, ALICE, [1], T0);
    await move(orderId, 'Rejected', 30, 'We are out of dough tonight.');
    expect(await statusOf(orderId)).toEqual({ status: 'Rejected', reason: 'We are out of dough tonight.' });
    const order = await findOrder(db, ALICE, orderId);
    expect([order.status, order.parts?.[0]?.reason, order.estimatedDeliveryTime]).toEqual([
      'Rejected',
      'We are out of dough tonight.',
      at(30).toISOString(),
    ]);
  });

  test('an order of two restaurants: each part moves on its own, the order reads as the one behind', async () => {
    const orderId = await placeOrderFrom(db, ALICE, [1, 3], T0);
    await move(orderId, 'Preparing', 10, undefined, 1);
    await move(orderId, 'Prepared', 20, undefined, 1);
    await move(orderId, 'Preparing', 30, undefined, 3);
    expect((await findOrder(db, ALICE, orderId)).status).toBe('Preparing');
    await move(orderId, 'Cancelled', 40, 'The oven broke', 1);
    expect((await findOrder(db, ALICE, orderId)).status).toBe('Preparing');
    for (const [index, status] of (
      ['Prepared', 'ReadyForDelivery', 'OutForDelivery', 'Delivered'] as const
    ).entries()) {
      await move(orderId, status, 50 + index, undefined, 3);
    }
    const order = await findOrder(db, ALICE, orderId);
    expect(order.status).toBe('Delivered');
    expect(order.parts?.map((part) => [part.restaurantId, part.status, part.reason])).toEqual([
      [1, 'Cancelled', 'The oven broke'],
      [3, 'Delivered', undefined],
    ]);
  });

  test('a missing part is a 404', async () => {
    const orderId = await placeOrderFrom(db, ALICE, [1], T0);
    const problem = await rejection(move(orderId, 'Preparing', 10, undefined, 3));
    expect([problem.status, problem.code]).toEqual([404, 'order_not_found']);
  });

  test('two moves racing from the same status: one wins, the other meets the status it made', async () => {
    const orderId = await placeOrderFrom(db, ALICE, [1], T0);
    const results = await Promise.allSettled([
      move(orderId, 'Preparing', 10),
      move(orderId, 'Rejected', 10, 'No drivers'),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const { status } = await statusOf(orderId);
    const lost = results.find((result) => result.status === 'rejected');
    expect((lost as PromiseRejectedResult).reason.message).toBe(
      `Order ${orderId} is ${status}: it cannot move to ${status === 'Preparing' ? 'Rejected' : 'Preparing'}.`,
    );
    expect(await db.selectFrom('orderPartChange').select('status').where('orderId', '=', orderId).execute()).toEqual([
      { status },
    ]);
  });
});

describe('cancelOverdueParts', () => {
  test('cancels the parts still Submitted past the deadline, once, with a reason the customer reads', async () => {
    const late = await placeOrderFrom(db, ALICE, [1, 3], T0);
    const accepted = await placeOrderFrom(db, ALICE, [1], T0);
    const recent = await placeOrderFrom(db, ALICE, [1], at(300));
    await move(late, 'Preparing', 60, undefined, 3);
    await move(accepted, 'Preparing', 60);

    expect(await cancelOverdueParts(db, at(599), ACCEPT_MS)).toBe(0);
    expect(await cancelOverdueParts(db, at(600), ACCEPT_MS)).toBe(1);
    expect(await cancelOverdueParts(db, at(601), ACCEPT_MS)).toBe(0);
    expect(await statusOf(late, 1)).toEqual({ status: 'Cancelled', reason: NOT_ACCEPTED_REASON });
    expect((await statusOf(late, 3)).status).toBe('Preparing');
    expect((await statusOf(accepted)).status).toBe('Preparing');
    expect((await statusOf(recent)).status).toBe('Submitted');
    expect((await findOrder(db, ALICE, late)).status).toBe('Preparing');
    const changes = await db
      .selectFrom('orderPartChange')
      .select(['restaurantId', 'status', 'changedAt', 'integrationId'])
      .where('orderId', '=', late)
      .where('status', '=', 'Cancelled')
      .execute();
    expect(changes).toEqual([
      { restaurantId: 1, status: 'Cancelled', changedAt: at(600).toISOString(), integrationId: null },
    ]);
  });

  test('a backlog of overdue parts larger than a batch lets other work run between its batches', async () => {
    for (let index = 0; index < 101; index += 1) await placeOrderFrom(db, ALICE, [1, 2], T0);
    let finished = false;
    let ranMeanwhile = false;
    setImmediate(() => {
      ranMeanwhile = !finished;
    });
    expect(await cancelOverdueParts(db, at(601), ACCEPT_MS)).toBe(202);
    finished = true;
    expect(ranMeanwhile).toBe(true);
  });

  test('instances cancelling at once cancel each part once, and tell its integration once', async () => {
    await createIntegration(db, { name: 'POS', restaurantIds: [1], webhookUrl: 'https://pos.example.com/hooks' }, T0);
    const orderIds = [];
    for (let index = 0; index < 5; index += 1) orderIds.push(await placeOrderFrom(db, ALICE, [1], T0));
    const counts = await Promise.all([1, 2, 3].map(() => cancelOverdueParts(db, at(601), ACCEPT_MS)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
    const events = await db
      .selectFrom('webhookEvent')
      .select(['type', 'orderId'])
      .where('type', '=', 'order.cancelled')
      .orderBy('orderId')
      .execute();
    expect(events).toEqual(orderIds.map((orderId) => ({ type: 'order.cancelled', orderId })));
  });
});
