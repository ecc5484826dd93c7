import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import { MenuSchema, type MenuItem } from '../../src/lib/contract.ts';
import { openDatabase } from '../../src/lib/server/db/database.ts';
import { authHeaders, revokeSessions, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { startServer, type RunningServer } from '../fixtures/server.ts';
import { HOME } from '../fixtures/addresses.ts';
import { oneDishOrder } from '../fixtures/order-request.ts';
import { makeIntegration, moveOrder, partnerFetch, placeOrderOf, revoke } from '../fixtures/partner.ts';

// Two more instances on the shared server's database, each allowing a customer 3 cart changes, 2 orders and 3
// address-book changes a minute, and an integration 3 changes through the partner API.
const LIMITS = {
  CART_WRITES_PER_MINUTE: '3',
  ORDERS_PER_MINUTE: '2',
  ADDRESS_WRITES_PER_MINUTE: '3',
  PARTNER_WRITES_PER_MINUTE: '3',
};
let first: RunningServer;
let second: RunningServer;
let item: MenuItem;

beforeAll(async () => {
  first = await startServer(TEST_PORTS.writeLimits, inject('databaseUrl'), LIMITS);
  second = await startServer(TEST_PORTS.writeLimitsSecond, inject('databaseUrl'), LIMITS);
  const menu = v.parse(
    MenuSchema,
    await (await fetch(`${first.origin}/restaurant-details-api/restaurant-menu?id=1`)).json(),
  );
  const dish = menu[0];
  if (!dish) throw new Error('restaurant 1 has no menu');
  item = dish;
}, 60_000);

afterAll(async () => {
  await Promise.all([first.stop(), second.stop()]);
});

// The limits count in whole minutes of the clock: start each test with time to spare before the next one begins.
beforeEach(async () => {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}, 20_000);

function addToCart(server: RunningServer, customer: TestCustomer, quantity = 1) {
  return fetch(`${server.origin}/shopping-cart-api/add-shopping-cart-item`, {
    method: 'POST',
    headers: authHeaders(customer),
    body: JSON.stringify({ userId: customer.email, restaurantId: 1, itemId: item.id, quantity }),
  });
}

function placeOrder(server: RunningServer, customer: TestCustomer, key: string, totalCost = item.price) {
  return fetch(`${server.origin}/order-mgmt-api/place-order`, {
    method: 'POST',
    headers: { ...authHeaders(customer), 'Idempotency-Key': key },
    body: JSON.stringify({ ...oneDishOrder(customer.email, item), totalCost }),
  });
}

function saveAddress(server: RunningServer, customer: TestCustomer, street: string) {
  return fetch(`${server.origin}/address-book-api/save-address`, {
    method: 'POST',
    headers: authHeaders(customer),
    body: JSON.stringify({ userId: customer.email, address: { ...HOME, street } }),
  });
}

const CART_REFUSAL = 'You are changing your cart faster than we can keep up. Please wait a moment and try again.';
const ORDER_REFUSAL =
  'You have placed a lot of orders in the last minute. Please wait a moment before placing another.';
const ADDRESS_REFUSAL =
  'You are changing your saved addresses faster than we can keep up. Please wait a moment and try again.';

async function expectTooMany(response: Response, message: string) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ error: { code: 'too_many_requests', message } });
}

test('cart changes beyond the limit get 429 with Retry-After, counted across both instances', async () => {
  const customer = await signInCustomer(uniqueEmail('limit-cart'));
  for (const server of [first, second, first]) expect((await addToCart(server, customer)).status).toBe(200);

  await expectTooMany(await addToCart(second, customer), CART_REFUSAL);
  const cart = await fetch(
    `${first.origin}/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(customer.email)}`,
    { headers: authHeaders(customer) },
  );
  expect((await cart.json())[0].quantity).toBe(3);
});

test('another customer is not slowed down by one who reached the limit', async () => {
  const busy = await signInCustomer(uniqueEmail('limit-busy'));
  const calm = await signInCustomer(uniqueEmail('limit-calm'));
  for (let write = 0; write < 4; write += 1) await addToCart(write % 2 ? first : second, busy);

  expect((await addToCart(first, calm)).status).toBe(200);
  expect((await addToCart(second, calm)).status).toBe(200);
});

test('orders beyond the limit get 429 across both instances, a retry of a placed order too', async () => {
  const customer = await signInCustomer(uniqueEmail('limit-orders'));
  const placed = await placeOrder(first, customer, `limit-${crypto.randomUUID()}`);
  expect(placed.status).toBe(201);
  const key = `limit-${crypto.randomUUID()}`;
  expect((await placeOrder(second, customer, key)).status).toBe(201);

  await expectTooMany(await placeOrder(first, customer, `limit-${crypto.randomUUID()}`), ORDER_REFUSAL);
  // Every attempt counts: a retry costs a Firebase look-up like an order. Once the minute is over it is answered.
  await expectTooMany(await placeOrder(second, customer, key), ORDER_REFUSAL);
});

test('an integration’s changes beyond its limit get 429 across both instances, refused ones counted too', async () => {
  const pos = await makeIntegration(inject('databaseUrl'), { name: 'Limited POS', restaurantIds: [1] });
  try {
    const customer = await signInCustomer(uniqueEmail('limit-partner'));
    const order = await placeOrderOf(first.origin, customer, [1]);
    expect((await moveOrder(first.origin, pos.secret, order.orderId, { status: 'Preparing' })).status).toBe(200);
    expect((await moveOrder(second.origin, pos.secret, order.orderId, { status: 'Delivered' })).status).toBe(409);
    expect((await moveOrder(first.origin, pos.secret, order.orderId, { status: 'Prepared' })).status).toBe(200);
    await expectTooMany(
      await moveOrder(second.origin, pos.secret, order.orderId, { status: 'ReadyForDelivery' }),
      'This integration made more than 3 changes in a minute. Please slow down.',
    );
    // Reads are not limited.
    expect((await partnerFetch(second.origin, pos.secret, '/orders')).status).toBe(200);
  } finally {
    await revoke(inject('databaseUrl'), pos.id);
  }
});

describe('refused writes count like accepted ones', () => {
  test('cart changes refused for a quantity over the maximum meet 429', async () => {
    const customer = await signInCustomer(uniqueEmail('limit-refused-cart'));
    for (const server of [first, second, first]) expect((await addToCart(server, customer, 51)).status).toBe(400);

    await expectTooMany(await addToCart(second, customer), CART_REFUSAL);
    const cart = await fetch(
      `${first.origin}/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(customer.email)}`,
      { headers: authHeaders(customer) },
    );
    expect(await cart.json()).toEqual([]);
  });

  test('orders refused for a wrong total meet 429, and a malformed one counts too', async () => {
    const customer = await signInCustomer(uniqueEmail('limit-refused-orders'));
    expect((await placeOrder(first, customer, `limit-${crypto.randomUUID()}`, 0.01)).status).toBe(409);
    const malformed = await fetch(`${second.origin}/order-mgmt-api/place-order`, {
      method: 'POST',
      headers: authHeaders(customer),
      body: '{"user":',
    });
    expect(malformed.status).toBe(400);

    await expectTooMany(await placeOrder(first, customer, `limit-${crypto.randomUUID()}`), ORDER_REFUSAL);
  });

  test('address saves refused by a full address book meet 429; a 429 does not count again', async () => {
    const customer = await signInCustomer(uniqueEmail('limit-addresses'));
    expect((await saveAddress(first, customer, 'One Street')).status).toBe(201);
    expect((await saveAddress(second, customer, 'Two\u0000Street')).status).toBe(400);
    expect((await saveAddress(first, customer, 'Three Street')).status).toBe(201);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expectTooMany(await saveAddress(second, customer, `Street ${attempt}`), ADDRESS_REFUSAL);
    }
    const removal = await fetch(`${first.origin}/address-book-api/delete-address`, {
      method: 'POST',
      headers: authHeaders(customer),
      body: JSON.stringify({ userId: customer.email, addressId: 1 }),
    });
    await expectTooMany(removal, ADDRESS_REFUSAL);
    const db = await openDatabase(inject('databaseUrl'));
    try {
      const count = await db
        .selectFrom('writeLimit')
        .select('writes')
        .where('userId', '=', customer.email)
        .where('kind', '=', 'address')
        .executeTakeFirst();
      expect(count?.writes).toBe(4);
    } finally {
      await db.destroy();
    }
  });

  test("a revoked session's token, still within its hour, cannot spend its owner's order and address-book limits", async () => {
    const owner = await signInCustomer(uniqueEmail('limit-revoked'));
    // One change while the session holds, which the instance keeps the verification of.
    expect((await saveAddress(first, owner, 'Before Street')).status).toBe(201);
    await revokeSessions(owner);

    // Whoever holds the old token sends what the server refuses anyway: Firebase is asked first, and nothing counts.
    for (const server of [first, second, first]) {
      for (const path of ['/order-mgmt-api/place-order', '/address-book-api/save-address']) {
        const refused = await fetch(`${server.origin}${path}`, {
          method: 'POST',
          headers: { ...authHeaders(owner), 'Idempotency-Key': crypto.randomUUID() },
          body: '{"user":',
        });
        expect([path, refused.status]).toEqual([path, 401]);
      }
    }

    const signedInAgain = await signInCustomer(owner.email);
    for (const server of [first, second]) {
      expect((await placeOrder(server, signedInAgain, `limit-${crypto.randomUUID()}`)).status).toBe(201);
      expect((await saveAddress(server, signedInAgain, `After Street ${server.origin}`)).status).toBe(201);
    }
  });

  test("requests without a valid sign-in are nobody's attempts and never count", async () => {
    const customer = await signInCustomer(uniqueEmail('limit-unauthenticated'));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const forged = await fetch(`${first.origin}/shopping-cart-api/add-shopping-cart-item`, {
        method: 'POST',
        headers: { ...authHeaders(customer), Authorization: 'Bearer not-a-token' },
        body: JSON.stringify({ userId: customer.email, restaurantId: 1, itemId: item.id }),
      });
      expect(forged.status).toBe(401);
    }
    for (const server of [first, second, first]) expect((await addToCart(server, customer)).status).toBe(200);
  });
});
