import { beforeAll, describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import {
  CART_MAX_QUANTITY,
  ORDER_MAX_LINES,
  CartMutationResultSchema,
  CartSchema,
  MenuSchema,
  type MenuItem,
} from '../../src/lib/contract.ts';
import { openDatabase } from '../../src/lib/server/db/database.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';

const origin = inject('origin');

let customer: TestCustomer;
let item: MenuItem;
let other: { id: number };

async function post(path: string, body: unknown, headers: Record<string, string> = authHeaders(customer)) {
  const response = await fetch(`${origin}/shopping-cart-api/${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function read(
  call: 'view-shopping-cart' | 'get-cart-item-count',
  who: TestCustomer = customer,
): Promise<unknown> {
  const response = await fetch(`${origin}/shopping-cart-api/${call}?user-id=${encodeURIComponent(who.email)}`, {
    headers: authHeaders(who),
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function cart(who: TestCustomer = customer) {
  return v.parse(CartSchema, await read('view-shopping-cart', who));
}

beforeAll(async () => {
  customer = await signInCustomer(uniqueEmail('cart'));
  const menu = v.parse(MenuSchema, await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`)).json());
  const [first, second] = menu;
  if (!first || !second) throw new Error('restaurant 1 needs two items');
  item = first;
  other = second;
});

describe('cart API', () => {
  test('a full round: add, add again, update, remove, clear; answers are never cached by a shared cache', async () => {
    const added = await post('add-shopping-cart-item', {
      userId: customer.email,
      restaurantId: 1,
      itemId: item.id,
      quantity: 1,
    });
    expect(added.status).toBe(200);
    expect(added.headers.get('cache-control')).toBe('private, no-store');
    expect(v.parse(CartMutationResultSchema, added.body)).toMatchObject({
      count: 1,
      line: { itemId: item.id, quantity: 1 },
    });

    await post('add-shopping-cart-item', { userId: customer.email, restaurantId: 1, itemId: item.id });
    await post('add-shopping-cart-item', { userId: customer.email, restaurantId: 1, itemId: other.id });
    expect((await cart()).map((line) => [line.itemId, line.quantity])).toEqual([
      [item.id, 2],
      [other.id, 1],
    ]);

    const count = await fetch(
      `${origin}//shopping-cart-api/get-cart-item-count?user-id=${encodeURIComponent(customer.email)}`,
      { headers: authHeaders(customer) },
    );
    expect(await count.json()).toBe(2);

    const updated = await post('update-shopping-cart-item', {
      userId: customer.email,
      restaurantId: 1,
      itemId: item.id,
      quantity: 5,
    });
    expect(updated.body.line.quantity).toBe(5);
    const zeroed = await post('update-shopping-cart-item', {
      userId: customer.email,
      restaurantId: 1,
      itemId: item.id,
      quantity: 0,
    });
    expect(zeroed.body).toEqual({ line: null, count: 1 });
    const removed = await post('remove-shopping-cart-item', {
      userId: customer.email,
      restaurantId: 1,
      itemId: other.id,
    });
    expect(removed.body).toEqual({ line: null, count: 0 });

    await post('add-shopping-cart-item', { userId: customer.email, restaurantId: 1, itemId: item.id });
    expect((await post('clear-shopping-cart', { userId: customer.email })).body).toEqual({ line: null, count: 0 });
    expect(await cart()).toEqual([]);
  });

  test('names and prices come from the catalog whatever the client sends', async () => {
    await post('add-shopping-cart-item', {
      userId: customer.email,
      restaurantId: 1,
      itemId: item.id,
      itemName: 'Free lunch',
      itemPrice: 0.01,
      restaurantName: 'Nowhere',
      itemImageUrl: 'https://evil.example/x.png',
    });
    const [line] = await cart();
    expect(line).toMatchObject({ itemName: item.name, itemPrice: item.price, itemImageUrl: item.image });
    await post('clear-shopping-cart', { userId: customer.email });
  });

  test.each([
    ['a body that is not JSON', 'add-shopping-cart-item', '{"userId":', 400, 'invalid_json'],
    ['a missing item id', 'add-shopping-cart-item', { restaurantId: 1 }, 400, 'invalid_input'],
    ['a text item id', 'add-shopping-cart-item', { restaurantId: 1, itemId: 'one' }, 400, 'invalid_input'],
    [
      'a negative quantity on add',
      'add-shopping-cart-item',
      { restaurantId: 1, itemId: 1, quantity: -2 },
      400,
      'invalid_input',
    ],
    [
      'a fractional quantity',
      'update-shopping-cart-item',
      { restaurantId: 1, itemId: 1, quantity: 1.5 },
      400,
      'invalid_input',
    ],
    [
      'a quantity over the limit',
      'update-shopping-cart-item',
      { restaurantId: 1, itemId: 1, quantity: CART_MAX_QUANTITY + 1 },
      400,
      'invalid_input',
    ],
    ['an update without quantity', 'update-shopping-cart-item', { restaurantId: 1, itemId: 1 }, 400, 'invalid_input'],
    ['an item of another restaurant', 'add-shopping-cart-item', { restaurantId: 2, itemId: 1 }, 404, 'item_not_found'],
    ['an unknown item', 'add-shopping-cart-item', { restaurantId: 1, itemId: 999_999 }, 404, 'item_not_found'],
    [
      'an update of an item not in the cart',
      'update-shopping-cart-item',
      { restaurantId: 1, itemId: 1, quantity: 2 },
      404,
      'not_in_cart',
    ],
  ])('refuses %s and changes nothing', async (_label, path, body, status, code) => {
    const payload = typeof body === 'string' ? body : { userId: customer.email, ...body };
    const response = await post(path, payload);
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
    expect(await cart()).toEqual([]);
  });

  test('refuses a body that is not JSON by content type (415) but accepts Application/JSON', async () => {
    const headers = { Authorization: `Bearer ${customer.idToken}` };
    const plain = await post(
      'clear-shopping-cart',
      { userId: customer.email },
      { ...headers, 'Content-Type': 'text/plain' },
    );
    expect(plain.status).toBe(415);
    const mixedCase = await post(
      'clear-shopping-cart',
      { userId: customer.email },
      { ...headers, 'Content-Type': 'Application/JSON' },
    );
    expect(mixedCase.status).toBe(200);
  });

  test('refuses a body over 64 KiB with 413', async () => {
    const response = await post('add-shopping-cart-item', {
      userId: customer.email,
      restaurantId: 1,
      itemId: item.id,
      itemDescription: 'x'.repeat(70_000),
    });
    expect(response.status).toBe(413);
    expect(await cart()).toEqual([]);
  });

  test('refuses a streamed body over 64 KiB that never said its length (413), and reads one that starts with a BOM', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 100; index += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = await fetch(`${origin}/shopping-cart-api/clear-shopping-cart`, {
      method: 'POST',
      headers: authHeaders(customer),
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);

    const withBom = await post('clear-shopping-cart', `\uFEFF${JSON.stringify({ userId: customer.email })}`);
    expect(withBom.status).toBe(200);
  });

  test("refuses to touch somebody else's cart (403) and leaves it alone", async () => {
    const response = await post('add-shopping-cart-item', {
      userId: 'victim@example.com',
      restaurantId: 1,
      itemId: item.id,
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('forbidden');
  });
});

describe('a cart holds at most as many lines as an order may', () => {
  test(`a line beyond ${ORDER_MAX_LINES} is refused with 409 and not stored; more of a line already there is fine`, async () => {
    const full = await signInCustomer(uniqueEmail('cart-full'));
    // A kitchen of its own with more dishes than an order's lines, and the customer's cart filled to the limit from
    // outside, as 100 adds would.
    const db = await openDatabase(inject('databaseUrl'));
    try {
      const { id: restaurantId } = await db
        .insertInto('restaurant')
        .values({ name: 'Test Kitchen Many Dishes', cuisine: 'Test', description: 'For one test.', image: '/i.svg' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const dishes = await db
        .insertInto('menuItem')
        .values(
          Array.from({ length: ORDER_MAX_LINES + 1 }, (_, index) => ({
            restaurantId,
            name: `Dish ${index}`,
            description: 'A dish.',
            image: '/d.svg',
            priceCents: 100,
            timeAdded: new Date().toISOString(),
          })),
        )
        .returning('id')
        .execute();
      await db
        .insertInto('cartLine')
        .values(
          dishes.slice(0, ORDER_MAX_LINES).map(({ id }) => ({
            userId: full.email,
            restaurantId,
            itemId: id,
            quantity: 1,
            timeAdded: new Date().toISOString(),
          })),
        )
        .execute();
      const last = dishes[ORDER_MAX_LINES];
      const first = dishes[0];
      if (!last || !first) throw new Error('no dishes');

      const refused = await post(
        'add-shopping-cart-item',
        { userId: full.email, restaurantId, itemId: last.id },
        authHeaders(full),
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'cart_line_limit',
        message: `Your cart already holds ${ORDER_MAX_LINES} different items, the most one order can take. Check out or remove an item first.`,
      });
      expect(await read('get-cart-item-count', full)).toBe(ORDER_MAX_LINES);

      const more = await post(
        'add-shopping-cart-item',
        { userId: full.email, restaurantId, itemId: first.id },
        authHeaders(full),
      );
      expect([more.status, more.body.count, more.body.line.quantity]).toEqual([200, ORDER_MAX_LINES, 2]);

      await db.deleteFrom('menuItem').where('restaurantId', '=', restaurantId).execute();
      await db.deleteFrom('restaurant').where('id', '=', restaurantId).execute();
    } finally {
      await db.destroy();
    }
    // Closing the kitchen took its dishes out of the cart, and the count kept in memory follows (database triggers).
    expect(await read('get-cart-item-count', full)).toBe(0);
  });
});
