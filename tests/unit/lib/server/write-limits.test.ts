import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { connect, openDatabase, type Connection, type Db } from '../../../../src/lib/server/db/database.ts';
import { seedDemoCatalog } from '../../../../src/lib/server/db/seed.ts';
import { ApiProblem } from '../../../../src/lib/server/http.ts';
import { placeOrder, type PlaceOrderInput } from '../../../../src/lib/server/orders.ts';
import { countWrite, perMinute, type WriteLimit } from '../../../../src/lib/server/write-limits.ts';
import { freshDatabaseUrl } from '../../../fixtures/database.ts';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
/** 10 s into a minute. */
const T0 = new Date('2026-03-01T12:00:10.000Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const THREE_CART_WRITES = perMinute('cart', 3);

let url: string;
let connection: Connection;
let db: Db;

beforeEach(async () => {
  url = await freshDatabaseUrl();
  connection = await connect(url);
  db = connection.db;
});

afterEach(async () => {
  await db.destroy();
});

/** The 429 a write gets, or undefined when it is allowed. */
async function refusal(database: Db, userId: string, limit: WriteLimit, now: Date): Promise<ApiProblem | undefined> {
  try {
    await countWrite(database, userId, limit, now);
    return undefined;
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
}

describe('countWrite', () => {
  test('allows the limit a minute, then answers 429 with the seconds left in the minute', async () => {
    for (let write = 0; write < 3; write += 1)
      expect(await refusal(db, ALICE, THREE_CART_WRITES, later(write))).toBeUndefined();

    const problem = await refusal(db, ALICE, THREE_CART_WRITES, later(5));

    expect(problem?.status).toBe(429);
    expect(problem?.code).toBe('too_many_requests');
    expect(problem?.message).toBe(
      'You are changing your cart faster than we can keep up. Please wait a moment and try again.',
    );
    // At 12:00:15 the minute has 45 s left.
    expect(problem?.headers).toEqual({ 'Retry-After': '45' });
  });

  test('another customer, and another kind of write, are counted apart', async () => {
    for (let write = 0; write < 4; write += 1) await refusal(db, ALICE, THREE_CART_WRITES, later(write));

    expect(await refusal(db, BOB, THREE_CART_WRITES, later(5))).toBeUndefined();
    expect(await refusal(db, ALICE, perMinute('order', 3), later(5))).toBeUndefined();
  });

  test('once the minute is over, writes work again', async () => {
    for (let write = 0; write < 4; write += 1) await refusal(db, ALICE, THREE_CART_WRITES, later(write));
    expect(await refusal(db, ALICE, THREE_CART_WRITES, later(49))).toBeDefined();

    for (let write = 0; write < 3; write += 1)
      expect(await refusal(db, ALICE, THREE_CART_WRITES, later(50 + write))).toBeUndefined();
    expect((await refusal(db, ALICE, THREE_CART_WRITES, later(55)))?.status).toBe(429);
  });

  test('holds across processes on one database: the count lives in it', async () => {
    const other = await openDatabase(url);
    try {
      expect(await refusal(db, ALICE, THREE_CART_WRITES, later(0))).toBeUndefined();
      expect(await refusal(other, ALICE, THREE_CART_WRITES, later(1))).toBeUndefined();
      expect(await refusal(db, ALICE, THREE_CART_WRITES, later(2))).toBeUndefined();
      expect((await refusal(other, ALICE, THREE_CART_WRITES, later(3)))?.status).toBe(429);
    } finally {
      await other.destroy();
    }
  });
});

describe('placeOrder under a limit', () => {
  const TWO_ORDERS = perMinute('order', 2);
  const clock = (seconds: number) => ({ now: later(seconds), stepSeconds: 300 });
  let order: PlaceOrderInput;

  beforeEach(async () => {
    await seedDemoCatalog(connection);
    const item = await db
      .selectFrom('menuItem')
      .select(['id', 'restaurantId', 'priceCents'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    order = {
      user: { userId: ALICE },
      shippingAddress: {
        street: 'Main St',
        buildingNumber: '1',
        apartmentNumber: '2',
        city: 'Springfield',
        zipCode: '12345',
      },
      totalCost: item.priceCents / 100,
      orderItems: [{ restaurantId: item.restaurantId, itemId: item.id, quantity: 1 }],
    };
  });

  const orders = async () => (await db.selectFrom('customerOrder').select('id').execute()).length;

  test('counts only new orders: a retry with its key never counts and is always answered', async () => {
    await placeOrder(db, ALICE, 'key-00000001', order, clock(0), TWO_ORDERS);
    for (let retry = 0; retry < 5; retry += 1) {
      expect((await placeOrder(db, ALICE, 'key-00000001', order, clock(1), TWO_ORDERS)).created).toBe(false);
    }
    expect((await placeOrder(db, ALICE, 'key-00000002', order, clock(2), TWO_ORDERS)).created).toBe(true);

    await expect(placeOrder(db, ALICE, 'key-00000003', order, clock(3), TWO_ORDERS)).rejects.toMatchObject({
      status: 429,
      headers: { 'Retry-After': '47' },
    });
    expect(await orders()).toBe(2);
    // The key of the refused order stored nothing: it places the order once the minute is over.
    expect((await placeOrder(db, ALICE, 'key-00000003', order, clock(50), TWO_ORDERS)).created).toBe(true);
  });

  test('an order refused for another reason does not count', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(
        placeOrder(db, ALICE, `key-0000001${attempt}`, { ...order, totalCost: 0.01 }, clock(attempt), TWO_ORDERS),
      ).rejects.toMatchObject({ status: 409 });
    }
    expect((await placeOrder(db, ALICE, 'key-00000001', order, clock(5), TWO_ORDERS)).created).toBe(true);
  });
});
