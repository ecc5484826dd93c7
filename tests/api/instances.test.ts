import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import { CartSchema, MenuSchema, OrderListSchema, OrderSchema, type MenuItem } from '../../src/lib/contract.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { metricSample, metricsOf } from '../fixtures/metrics.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { startServer, type RunningServer } from '../fixtures/server.ts';
import { oneDishOrder } from '../fixtures/order-request.ts';

// Two server processes on one database (SQLite file or PostgreSQL, by project), as instances behind a load balancer:
// a customer must get the same answers whichever one they reach, and the database's constraints, not either process's
// memory, keep the cart's lines and the orders right.

const a = inject('origin');
let b: RunningServer;
let menu: MenuItem[];

beforeAll(async () => {
  b = await startServer(TEST_PORTS.secondInstance, inject('databaseUrl'));
  menu = v.parse(MenuSchema, await (await fetch(`${a}/restaurant-details-api/restaurant-menu?id=1`)).json());
}, 35_000);

afterAll(async () => {
  expect(await b?.stop()).toBe(0);
});

function dish(index: number): MenuItem {
  const found = menu[index];
  if (!found) throw new Error(`no menu item ${index}`);
  return found;
}

/** A call through `origin`, answered with its status and body. */
async function call(origin: string, customer: TestCustomer, path: string, body?: unknown, headers = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...authHeaders(customer), ...headers },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const addItem = (origin: string, customer: TestCustomer, index: number, quantity = 1) =>
  call(origin, customer, '/shopping-cart-api/add-shopping-cart-item', {
    userId: customer.email,
    restaurantId: 1,
    itemId: dish(index).id,
    quantity,
  });

async function cartThrough(origin: string, customer: TestCustomer) {
  const { status, body } = await call(
    origin,
    customer,
    `/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(customer.email)}`,
  );
  expect(status).toBe(200);
  return v.parse(CartSchema, body).map((line) => [line.itemId, line.quantity]);
}

async function countThrough(origin: string, customer: TestCustomer) {
  const { status, body } = await call(
    origin,
    customer,
    `/shopping-cart-api/get-cart-item-count?user-id=${encodeURIComponent(customer.email)}`,
  );
  expect(status).toBe(200);
  return body;
}

async function ordersThrough(origin: string, customer: TestCustomer) {
  const { status, body } = await call(
    origin,
    customer,
    `/order-mgmt-api/list-orders?user-id=${encodeURIComponent(customer.email)}`,
  );
  expect(status).toBe(200);
  return v.parse(OrderListSchema, body).map((order) => order.orderId);
}

function orderBody(customer: TestCustomer) {
  return oneDishOrder(customer.email, dish(0));
}

describe('two instances on one database', () => {
  test('a cart change through one is seen by the very next read through the other, both ways', async () => {
    const customer = await signInCustomer(uniqueEmail('instances-cart'));
    for (const [writer, reader] of [
      [a, b.origin],
      [b.origin, a],
      [a, b.origin],
    ] as const) {
      const before = await cartThrough(reader, customer);
      expect(await countThrough(reader, customer)).toBe(before.length);
      expect((await addItem(writer, customer, before.length)).status).toBe(200);
      expect(await cartThrough(reader, customer)).toHaveLength(before.length + 1);
      expect(await countThrough(reader, customer)).toBe(before.length + 1);
    }
    expect(
      (await call(b.origin, customer, '/shopping-cart-api/clear-shopping-cart', { userId: customer.email })).status,
    ).toBe(200);
    expect(await cartThrough(a, customer)).toEqual([]);
  });

  test('a sign-in verified through one is trusted by the other without asking Firebase again', async () => {
    const customer = await signInCustomer(uniqueEmail('instances-sign-in'));
    const askedByB = async () =>
      metricSample(
        await metricsOf(b.origin),
        'storefront_firebase_verification_duration_seconds_count{check="revocation",outcome="answered"}',
      );
    expect(await countThrough(a, customer)).toBe(0);
    const before = await askedByB();
    expect(await countThrough(b.origin, customer)).toBe(0);
    expect(await cartThrough(b.origin, customer)).toEqual([]);
    expect(await askedByB()).toBe(before);
  });

  test('an order placed through one is in the very next order list through the other, both ways', async () => {
    const customer = await signInCustomer(uniqueEmail('instances-orders'));
    expect(await ordersThrough(b.origin, customer)).toEqual([]);
    const placed = await call(a, customer, '/order-mgmt-api/place-order', orderBody(customer));
    expect(placed.status).toBe(201);
    const order = v.parse(OrderSchema, placed.body);
    expect(await ordersThrough(b.origin, customer)).toEqual([order.orderId]);
    const second = v.parse(
      OrderSchema,
      (await call(b.origin, customer, '/order-mgmt-api/place-order', orderBody(customer))).body,
    );
    expect(await ordersThrough(a, customer)).toEqual([second.orderId, order.orderId]);
  });

  test('simultaneous adds of one new item through both make one line holding them all, with no 5xx', async () => {
    const customer = await signInCustomer(uniqueEmail('instances-add'));
    const adds = await Promise.all(
      Array.from({ length: 20 }, (_, index) => addItem(index % 2 ? a : b.origin, customer, 0)),
    );
    expect(adds.map(({ status }) => status)).toEqual(adds.map(() => 200));
    expect(await cartThrough(a, customer)).toEqual([[dish(0).id, 20]]);
    expect(await cartThrough(b.origin, customer)).toEqual([[dish(0).id, 20]]);
  });

  test('simultaneous adds past the limit of one line are refused with 400, and the line stops at the limit', async () => {
    const customer = await signInCustomer(uniqueEmail('instances-limit'));
    const adds = await Promise.all(
      Array.from({ length: 8 }, (_, index) => addItem(index % 2 ? a : b.origin, customer, 1, 10)),
    );
    expect(adds.map(({ status }) => status).sort()).toEqual([200, 200, 200, 200, 200, 400, 400, 400]);
    for (const refused of adds.filter(({ status }) => status === 400))
      expect(refused.body.error.code).toBe('quantity_limit');
    expect(await cartThrough(b.origin, customer)).toEqual([[dish(1).id, 50]]);
  });

  test('one Idempotency-Key sent to both at once makes one order', async () => {
    const customer = await signInCustomer(uniqueEmail('instances-key'));
    const key = `instances-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(index % 2 ? a : b.origin, customer, '/order-mgmt-api/place-order', orderBody(customer), {
          'Idempotency-Key': key,
        }),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map(({ body }) => v.parse(OrderSchema, body).orderId));
    expect(ids.size).toBe(1);
    expect(await ordersThrough(a, customer)).toEqual([...ids]);
    expect(await ordersThrough(b.origin, customer)).toEqual([...ids]);
  });

  test('many customers writing at once through both get no 5xx, and every write is kept', async () => {
    const customers = await Promise.all(
      [1, 2, 3, 4, 5].map((index) => signInCustomer(uniqueEmail(`instances-load-${index}`))),
    );
    const writes = customers.flatMap((customer, who) =>
      Array.from({ length: 12 }, (_, index) => {
        const origin = (index + who) % 2 ? a : b.origin;
        return index === 11
          ? call(origin, customer, '/order-mgmt-api/place-order', orderBody(customer), {
              'Idempotency-Key': `load-${crypto.randomUUID()}`,
            })
          : addItem(origin, customer, index % 4);
      }),
    );
    const answers = await Promise.all(writes);
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    for (const customer of customers) {
      expect(await ordersThrough(b.origin, customer)).toHaveLength(1);
    }
  });
});
