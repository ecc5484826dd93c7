import { beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import {
  CartSchema,
  MenuSchema,
  OrderListSchema,
  OrderSchema,
  type MenuItem,
  type Order,
} from '../../src/lib/contract.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { HOME } from '../fixtures/addresses.ts';

const origin = inject('origin');

const ADDRESS = HOME;

let menu: MenuItem[];

beforeAll(async () => {
  const response = await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`);
  menu = v.parse(MenuSchema, await response.json());
});

function dish(index: number): MenuItem {
  const found = menu[index];
  if (!found) throw new Error(`no menu item ${index}`);
  return found;
}

/** A place-order body for `customer` of `lines` ([menu index, quantity]) from restaurant 1, at the catalog's total. */
function orderBody(customer: Pick<TestCustomer, 'email'>, lines: [number, number][] = [[0, 1]]) {
  const cents = lines.reduce((sum, [index, quantity]) => sum + Math.round(dish(index).price * 100) * quantity, 0);
  return {
    user: { userId: customer.email },
    shippingAddress: ADDRESS,
    totalCost: cents / 100,
    orderItems: lines.map(([index, quantity]) => ({ restaurantId: 1, itemId: dish(index).id, quantity })),
  };
}

function newKey(): string {
  return `test-${crypto.randomUUID()}`;
}

async function placeOrder(customer: TestCustomer, body: unknown, key = newKey(), at = origin): Promise<Response> {
  return fetch(`${at}/order-mgmt-api/place-order`, {
    method: 'POST',
    headers: { ...authHeaders(customer), 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
}

async function listOrders(customer: TestCustomer, at = origin): Promise<Order[]> {
  const response = await fetch(`${at}/order-mgmt-api/list-orders?user-id=${encodeURIComponent(customer.email)}`, {
    headers: authHeaders(customer),
  });
  expect(response.status).toBe(200);
  return v.parse(OrderListSchema, await response.json());
}

async function orderDetails(customer: TestCustomer, body: unknown, at = origin): Promise<Response> {
  return fetch(`${at}/order-mgmt-api/get-order-details`, {
    method: 'POST',
    headers: authHeaders(customer),
    body: JSON.stringify(body),
  });
}

/** The one order get-order-details answers for `orderId`. */
async function detailsOf(customer: TestCustomer, orderId: number, at = origin): Promise<Order | undefined> {
  const response = await orderDetails(customer, { orderId }, at);
  expect(response.status).toBe(200);
  return v.parse(OrderListSchema, await response.json())[0];
}

async function placed(customer: TestCustomer, body: unknown = orderBody(customer)): Promise<Order> {
  const response = await placeOrder(customer, body);
  expect(response.status).toBe(201);
  return v.parse(OrderSchema, await response.json());
}

describe('identity on order calls', () => {
  test('answers 401 without a token on every order call', async () => {
    const requests: [string, RequestInit][] = [
      ['/order-mgmt-api/place-order', { method: 'POST', body: JSON.stringify(orderBody({ email: 'a@example.com' })) }],
      ['/order-mgmt-api/list-orders?user-id=a@example.com', {}],
      ['/order-mgmt-api/get-order-details', { method: 'POST', body: JSON.stringify({ orderId: 1 }) }],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${origin}${path}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      });
      expect(response.status, path).toBe(401);
      expect((await response.json()).error.code).toBe('unauthenticated');
    }
  });

  test("answers 403 for somebody else's user id", async () => {
    const customer = await signInCustomer(uniqueEmail('orders-403'));
    const place = await placeOrder(customer, orderBody({ email: 'someone@example.com' }));
    expect(place.status).toBe(403);
    const list = await fetch(`${origin}/order-mgmt-api/list-orders?user-id=someone@example.com`, {
      headers: authHeaders(customer),
    });
    expect(list.status).toBe(403);
    expect(await listOrders(customer)).toEqual([]);
  });
});

describe('POST /order-mgmt-api/place-order', () => {
  test('answers 201 with the order as listed, priced from the catalog, and takes its lines out of the cart', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-place'));
    const add = await fetch(`${origin}/shopping-cart-api/add-shopping-cart-item`, {
      method: 'POST',
      headers: authHeaders(customer),
      body: JSON.stringify({ userId: customer.email, restaurantId: 1, itemId: dish(0).id }),
    });
    expect(add.status).toBe(200);
    const cartBefore = await fetch(`${origin}/shopping-cart-api/view-shopping-cart?user-id=${customer.email}`, {
      headers: authHeaders(customer),
    });
    expect(v.parse(CartSchema, await cartBefore.json())).toHaveLength(1);
    expect(await listOrders(customer)).toEqual([]);
    const response = await placeOrder(
      customer,
      orderBody(customer, [
        [0, 2],
        [1, 1],
      ]),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const order = v.parse(OrderSchema, await response.json());
    expect(order).toMatchObject({
      status: 'Submitted',
      totalCost: Math.round(dish(0).price * 200 + dish(1).price * 100) / 100,
      shippingAddress: ADDRESS,
      orderItems: [
        {
          itemId: dish(0).id,
          itemName: dish(0).name,
          itemImageUrl: dish(0).image,
          itemPrice: dish(0).price,
          quantity: 2,
          restaurantId: 1,
        },
        {
          itemId: dish(1).id,
          itemName: dish(1).name,
          itemImageUrl: dish(1).image,
          itemPrice: dish(1).price,
          quantity: 1,
          restaurantId: 1,
        },
      ],
    });
    const cart = await fetch(`${origin}/shopping-cart-api/view-shopping-cart?user-id=${customer.email}`, {
      headers: authHeaders(customer),
    });
    expect(v.parse(CartSchema, await cart.json())).toEqual([]);
    expect(await listOrders(customer)).toEqual([order]);
  });

  test('an order of some of the cart takes out only what it ordered: other lines stay, a larger line keeps the rest', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-some-lines'));
    for (const [index, quantity] of [
      [0, 5],
      [1, 1],
      [2, 2],
    ] as const) {
      const add = await fetch(`${origin}/shopping-cart-api/add-shopping-cart-item`, {
        method: 'POST',
        headers: authHeaders(customer),
        body: JSON.stringify({ userId: customer.email, restaurantId: 1, itemId: dish(index).id, quantity }),
      });
      expect(add.status).toBe(200);
    }
    // Read, so that the count and the cart are kept in memory: the order must retire them.
    const countBefore = await fetch(
      `${origin}/shopping-cart-api/get-cart-item-count?user-id=${encodeURIComponent(customer.email)}`,
      { headers: authHeaders(customer) },
    );
    expect(await countBefore.json()).toBe(3);

    const response = await placeOrder(
      customer,
      orderBody(customer, [
        [0, 2],
        [1, 1],
      ]),
    );
    expect(response.status).toBe(201);

    const cart = await fetch(`${origin}/shopping-cart-api/view-shopping-cart?user-id=${customer.email}`, {
      headers: authHeaders(customer),
    });
    expect(v.parse(CartSchema, await cart.json()).map((line) => [line.itemId, line.quantity])).toEqual([
      [dish(0).id, 3],
      [dish(2).id, 2],
    ]);
    const count = await fetch(
      `${origin}/shopping-cart-api/get-cart-item-count?user-id=${encodeURIComponent(customer.email)}`,
      { headers: authHeaders(customer) },
    );
    expect(await count.json()).toBe(2);
  });

  test('ignores client prices: a tampered item price and total get 409 with the real total, and nothing is stored', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-tamper'));
    const honest = orderBody(customer, [[0, 3]]);
    const tampered = {
      ...honest,
      totalCost: 0.03,
      orderItems: honest.orderItems.map((line) => ({ ...line, itemPrice: 0.01, itemName: 'Free lunch' })),
    };
    const response = await placeOrder(customer, tampered);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 'total_mismatch',
        message: `The total has changed to $${honest.totalCost.toFixed(2)}. Please review your order.`,
      },
    });
    expect(await listOrders(customer)).toEqual([]);
  });

  test('refuses a total off by a cent', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-total'));
    const body = orderBody(customer);
    const response = await placeOrder(customer, { ...body, totalCost: body.totalCost + 0.01 });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('total_mismatch');
  });

  test('answers 404 for an item that is not on the restaurant’s menu', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-unknown'));
    const body = orderBody(customer);
    const response = await placeOrder(customer, {
      ...body,
      orderItems: [{ restaurantId: 2, itemId: dish(0).id, quantity: 1 }],
    });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('item_not_found');
  });

  test('without an Idempotency-Key, as the spec’s client sends it, each call places an order', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-no-key'));
    const send = () =>
      fetch(`${origin}/order-mgmt-api/place-order`, {
        method: 'POST',
        headers: authHeaders(customer),
        body: JSON.stringify(orderBody(customer)),
      });
    const first = await send();
    expect(first.status).toBe(201);
    const second = await send();
    expect(second.status).toBe(201);
    const ids = [v.parse(OrderSchema, await first.json()).orderId, v.parse(OrderSchema, await second.json()).orderId];
    expect((await listOrders(customer)).map((order) => order.orderId)).toEqual(ids.reverse());
  });

  test('a retry with the same Idempotency-Key answers the first order (200) and places no other', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-retry'));
    const key = newKey();
    const first = await placeOrder(customer, orderBody(customer), key);
    expect(first.status).toBe(201);
    const firstOrder = await first.json();
    const retry = await placeOrder(customer, orderBody(customer), key);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(firstOrder);
    expect((await listOrders(customer)).map((order) => order.orderId)).toEqual([firstOrder.orderId]);
  });

  test('a double submit racing places one order', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-race'));
    const key = newKey();
    const responses = await Promise.all([1, 2, 3].map(() => placeOrder(customer, orderBody(customer), key)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    expect(await listOrders(customer)).toHaveLength(1);
  });

  test('the same Idempotency-Key with another payload gets 422', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-reuse'));
    const key = newKey();
    expect((await placeOrder(customer, orderBody(customer, [[0, 1]]), key)).status).toBe(201);
    const reuse = await placeOrder(customer, orderBody(customer, [[0, 2]]), key);
    expect(reuse.status).toBe(422);
    expect((await reuse.json()).error.code).toBe('idempotency_key_reused');
    expect(await listOrders(customer)).toHaveLength(1);
  });

  describe('refuses malformed input without storing anything', () => {
    // A customer for each case: every attempt, refused or not, counts against the customer's order limit.
    let customer: TestCustomer;
    beforeEach(async () => {
      customer = await signInCustomer(uniqueEmail('orders-malformed'));
    });

    const valid = () => orderBody(customer);
    const cases: [
      string,
      () => { body?: string; headers?: Record<string, string | undefined> },
      number,
      string,
      string,
    ][] = [
      [
        'a short Idempotency-Key',
        () => ({ headers: { 'Idempotency-Key': 'abc' } }),
        400,
        'invalid_input',
        'Idempotency-Key must be at least 8 characters',
      ],
      ['malformed JSON', () => ({ body: '{"user":' }), 400, 'invalid_json', 'The body is not valid JSON.'],
      [
        'an XML body',
        () => ({ headers: { 'Content-Type': 'application/xml' } }),
        415,
        'unsupported_media_type',
        'Send the body as application/json.',
      ],
      ['an array body', () => ({ body: '[]' }), 400, 'invalid_input', 'expected object'],
      [
        'no orderItems',
        () => ({ body: JSON.stringify({ ...valid(), orderItems: [] }) }),
        400,
        'invalid_input',
        'orderItems must hold at least one item',
      ],
      [
        'a huge quantity',
        () => ({
          body: JSON.stringify({ ...valid(), orderItems: [{ restaurantId: 1, itemId: dish(0).id, quantity: 1e12 }] }),
        }),
        400,
        'invalid_input',
        'orderItems.0.quantity',
      ],
      [
        'a fractional quantity',
        () => ({
          body: JSON.stringify({ ...valid(), orderItems: [{ restaurantId: 1, itemId: dish(0).id, quantity: 1.5 }] }),
        }),
        400,
        'invalid_input',
        'orderItems.0.quantity',
      ],
      [
        'a string itemId',
        () => ({ body: JSON.stringify({ ...valid(), orderItems: [{ restaurantId: 1, itemId: 'x', quantity: 1 }] }) }),
        400,
        'invalid_input',
        'orderItems.0.itemId',
      ],
      [
        'a missing city',
        () => ({ body: JSON.stringify({ ...valid(), shippingAddress: { ...ADDRESS, city: undefined } }) }),
        400,
        'invalid_input',
        'shippingAddress.city is required',
      ],
      [
        'a blank street',
        () => ({ body: JSON.stringify({ ...valid(), shippingAddress: { ...ADDRESS, street: '  ' } }) }),
        400,
        'invalid_input',
        'shippingAddress.street is required',
      ],
      [
        'a string totalCost',
        () => ({ body: JSON.stringify({ ...valid(), totalCost: '12.00' }) }),
        400,
        'invalid_input',
        'totalCost',
      ],
      [
        'a negative totalCost',
        () => ({ body: JSON.stringify({ ...valid(), totalCost: -1 }) }),
        400,
        'invalid_input',
        'totalCost',
      ],
      ['no user', () => ({ body: JSON.stringify({ ...valid(), user: undefined }) }), 400, 'invalid_input', 'user'],
    ];

    test.each(cases)('%s', async (_label, make, status, code, message) => {
      const { body, headers } = make();
      const sent = Object.entries({ ...authHeaders(customer), 'Idempotency-Key': newKey(), ...headers });
      const response = await fetch(`${origin}/order-mgmt-api/place-order`, {
        method: 'POST',
        headers: sent.filter((entry): entry is [string, string] => entry[1] !== undefined),
        body: body ?? JSON.stringify(valid()),
      });
      expect(response.status).toBe(status);
      const { error } = await response.json();
      expect(error.code).toBe(code);
      expect(error.message).toContain(message);
      expect(await listOrders(customer)).toEqual([]);
    });
  });
});

describe('GET /order-mgmt-api/list-orders', () => {
  test("lists the customer's own orders newest first", async () => {
    const customer = await signInCustomer(uniqueEmail('orders-list'));
    const other = await signInCustomer(uniqueEmail('orders-list-other'));
    const first = await placed(customer, orderBody(customer, [[0, 1]]));
    expect(await listOrders(customer)).toEqual([first]);
    await placed(other, orderBody(other));
    const second = await placed(customer, orderBody(customer, [[1, 2]]));
    const listed = await listOrders(customer);
    expect(listed.map((order) => order.orderId)).toEqual([second.orderId, first.orderId]);
    expect(listed).toEqual([second, first]);
  });

  test('answers 400 without a user id', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-list-400'));
    const response = await fetch(`${origin}/order-mgmt-api/list-orders`, { headers: authHeaders(customer) });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('user-id is required');
  });

  test('lists the orders placed before a given one with our own `before`, and refuses one that is no id', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-list-before'));
    const placed = [];
    for (let order = 0; order < 3; order += 1)
      placed.push(await (await placeOrder(customer, orderBody(customer))).json());
    const list = (query: string) =>
      fetch(`${origin}/order-mgmt-api/list-orders?user-id=${encodeURIComponent(customer.email)}${query}`, {
        headers: authHeaders(customer),
      });
    const before = await list(`&before=${placed[1].orderId}`);
    expect((await before.json()).map((order: Order) => order.orderId)).toEqual([placed[0].orderId]);
    const refused = await list('&before=abc');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe('before must be a positive whole number');
  });
});

describe('POST /order-mgmt-api/get-order-details', () => {
  test('answers a list holding the order, for its id or the whole listed order', async () => {
    const customer = await signInCustomer(uniqueEmail('orders-details'));
    const order = await placed(customer);
    for (const body of [{ orderId: order.orderId }, { orderId: String(order.orderId) }, order]) {
      const response = await orderDetails(customer, body);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(v.parse(OrderListSchema, await response.json())).toEqual([order]);
    }
  });

  test("answers another customer's order exactly as an unknown id: 404", async () => {
    const owner = await signInCustomer(uniqueEmail('orders-owner'));
    const snoop = await signInCustomer(uniqueEmail('orders-snoop'));
    const order = await placed(owner);
    const theirs = await orderDetails(snoop, { orderId: order.orderId });
    const unknown = await orderDetails(snoop, { orderId: 999_999_999 });
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    const body = await theirs.json();
    expect(body).toEqual(await unknown.json());
    expect(body.error.code).toBe('order_not_found');
  });

  test('asked again, it is the same to its owner only; another body type is refused', async () => {
    const owner = await signInCustomer(uniqueEmail('orders-kept-owner'));
    const snoop = await signInCustomer(uniqueEmail('orders-kept-snoop'));
    const order = await placed(owner);
    // The snoop's token is one the server has verified and kept, too.
    expect(await listOrders(snoop)).toEqual([]);
    for (let read = 0; read < 3; read += 1) expect(await detailsOf(owner, order.orderId)).toEqual(order);

    const theirs = await orderDetails(snoop, { orderId: order.orderId });
    expect([theirs.status, (await theirs.json()).error.code]).toEqual([404, 'order_not_found']);
    const asText = await fetch(`${origin}/order-mgmt-api/get-order-details`, {
      method: 'POST',
      headers: { ...authHeaders(owner), 'Content-Type': 'text/plain' },
      body: JSON.stringify({ orderId: order.orderId }),
    });
    expect([asText.status, (await asText.json()).error.code]).toEqual([415, 'unsupported_media_type']);
  });

  test.each([
    ['{}', 'orderId'],
    ['{"orderId":"abc"}', 'orderId'],
    ['{"orderId":-1}', 'orderId'],
    ['{"orderId":', 'The body is not valid JSON.'],
  ])('answers 400 for %s', async (body, message) => {
    const customer = await signInCustomer(uniqueEmail('orders-details-400'));
    const response = await fetch(`${origin}/order-mgmt-api/get-order-details`, {
      method: 'POST',
      headers: authHeaders(customer),
      body,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(message);
  });
});
