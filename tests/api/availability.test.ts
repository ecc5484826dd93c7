// What the catalog's availability means for carts and orders: a dish sold out or taken off the menu, a restaurant
// closed. Each test pushes a restaurant of its own into the shared server's database, as a restaurant's system would.
import { describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import { CartSchema, OrderListSchema } from '../../src/lib/contract.ts';
import type { MenuPush } from '../../src/lib/catalog/menu-contract.ts';
import { replaceRestaurant, setDishAvailability } from '../../src/lib/catalog/menu-writer.server.ts';
import { HOME } from '../fixtures/addresses.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { pushedRestaurants } from '../fixtures/pushed-restaurants.ts';
import { bistroMenu, NEVER_OPEN, testIds } from '../fixtures/menus.ts';

const origin = inject('origin');
const ours = pushedRestaurants();

/** Pushes a new test restaurant (Soup, Bread, Stew); its ids. */
async function newRestaurant(change?: (menu: MenuPush) => void) {
  const ids = testIds();
  await replaceRestaurant(ours.connection, ids.restaurant, bistroMenu(ids.dish, change));
  ours.push(ids.restaurant);
  return ids;
}

async function call(customer: TestCustomer, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...authHeaders(customer), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const add = (customer: TestCustomer, restaurantId: number, itemId: number, quantity = 1) =>
  call(customer, '/shopping-cart-api/add-shopping-cart-item', {
    userId: customer.email,
    restaurantId,
    itemId,
    quantity,
  });

async function cart(customer: TestCustomer) {
  const response = await fetch(
    `${origin}/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(customer.email)}`,
    { headers: authHeaders(customer) },
  );
  return v.parse(CartSchema, await response.json());
}

async function orders(customer: TestCustomer) {
  const response = await fetch(`${origin}/order-mgmt-api/list-orders?user-id=${encodeURIComponent(customer.email)}`, {
    headers: authHeaders(customer),
  });
  return v.parse(OrderListSchema, await response.json());
}

/** Places an order of the customer's whole cart, as checkout does, at the cart's total. */
async function checkOut(customer: TestCustomer) {
  const lines = await cart(customer);
  return call(
    customer,
    '/order-mgmt-api/place-order',
    {
      user: { userId: customer.email },
      shippingAddress: HOME,
      totalCost: lines.reduce((cents, line) => cents + Math.round(line.itemPrice * 100) * line.quantity, 0) / 100,
      orderItems: lines.map(({ restaurantId, itemId, quantity }) => ({ restaurantId, itemId, quantity })),
    },
    { 'Idempotency-Key': `test-${crypto.randomUUID()}` },
  );
}

describe('a dish sold out', () => {
  test('cannot be added to a cart: 409 naming it, and the cart is unchanged', async () => {
    const ids = await newRestaurant((menu) => {
      const bread = menu.sections[0]?.dishes[1];
      if (bread) bread.available = false;
    });
    const customer = await signInCustomer(uniqueEmail('sold-out-add'));
    expect(await add(customer, ids.restaurant, ids.dish(2))).toEqual({
      status: 409,
      body: { error: { code: 'item_sold_out', message: 'Bread is sold out.' } },
    });
    expect(await cart(customer)).toEqual([]);
  });

  test('while in a cart is shown there as unavailable, with its name and price, and checkout refuses it by name', async () => {
    const ids = await newRestaurant();
    const customer = await signInCustomer(uniqueEmail('sold-out-checkout'));
    expect((await add(customer, ids.restaurant, ids.dish(1), 2)).status).toBe(200);
    expect((await add(customer, ids.restaurant, ids.dish(3))).status).toBe(200);
    await setDishAvailability(ours.connection.db, ids.restaurant, ids.dish(1), false);

    const lines = await cart(customer);
    expect(
      lines.map((line) => [line.itemName, line.itemPrice, line.quantity, line.available, line.unavailableReason]),
    ).toEqual([
      ['Soup', 6.5, 2, false, 'sold-out'],
      ['Stew', 18.25, 1, true, null],
    ]);
    expect(await checkOut(customer)).toEqual({
      status: 409,
      body: {
        error: {
          code: 'items_unavailable',
          message: 'Soup is sold out. Your order was not placed, and your cart is as it was.',
        },
      },
    });
    expect(await cart(customer)).toEqual(lines);
    expect(await orders(customer)).toEqual([]);

    // Back on sale: the cart says so at once, and checks out.
    await setDishAvailability(ours.connection.db, ids.restaurant, ids.dish(1), true);
    expect((await cart(customer)).map((line) => line.available)).toEqual([true, true]);
    expect((await checkOut(customer)).status).toBe(201);
  });
});

describe('a dish taken off the menu', () => {
  test('while in a cart stays there, marked; adding it again and checking out are refused by name', async () => {
    const ids = await newRestaurant();
    const customer = await signInCustomer(uniqueEmail('removed'));
    await add(customer, ids.restaurant, ids.dish(3));
    await add(customer, ids.restaurant, ids.dish(2));
    // A push without the stew and the bread.
    await replaceRestaurant(
      ours.connection,
      ids.restaurant,
      bistroMenu(ids.dish, (menu) => {
        menu.sections = [{ name: 'Starters', dishes: menu.sections[0]?.dishes.slice(0, 1) ?? [] }];
      }),
    );
    expect((await cart(customer)).map((line) => [line.itemName, line.available, line.unavailableReason])).toEqual([
      ['Stew', false, 'removed'],
      ['Bread', false, 'removed'],
    ]);
    expect(await add(customer, ids.restaurant, ids.dish(3))).toEqual({
      status: 409,
      body: { error: { code: 'item_removed', message: 'Stew is no longer on the menu.' } },
    });
    expect((await checkOut(customer)).body).toEqual({
      error: {
        code: 'items_unavailable',
        message: 'Stew and Bread are no longer on the menu. Your order was not placed, and your cart is as it was.',
      },
    });
    expect(await cart(customer)).toHaveLength(2);
  });
});

describe('a restaurant closed', () => {
  test('shows in the cart: each of its lines says when it opens, and stays', async () => {
    const { restaurant, dish } = await newRestaurant((menu) => {
      menu.name = 'Test Sleeping Bistro';
      menu.hours = NEVER_OPEN;
    });
    const customer = await signInCustomer(uniqueEmail('closed-cart'));
    expect((await add(customer, restaurant, dish(1))).status).toBe(200);
    expect((await cart(customer)).map((line) => [line.itemName, line.available, line.restaurantClosed])).toEqual([
      ['Soup', true, 'Closed until further notice'],
    ]);
  });

  test('takes dishes into carts, and refuses an order naming itself and when it opens, the cart kept', async () => {
    // Open around the clock two days from now, on the restaurant's clock, and not before.
    const inTwoDays = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' }).format(
      inTwoDays,
    );
    const day = weekday.toLowerCase() as MenuPush['hours']['weekly'][number]['day'];
    const ids = await newRestaurant((menu) => {
      menu.name = 'Test Night Bistro';
      menu.hours.weekly = [{ day, open: '00:00', close: '00:00' }];
    });
    const customer = await signInCustomer(uniqueEmail('closed'));
    expect((await add(customer, ids.restaurant, ids.dish(1))).status).toBe(200);
    expect(await checkOut(customer)).toEqual({
      status: 409,
      body: {
        error: {
          code: 'restaurant_closed',
          message: `Test Night Bistro is closed until ${weekday} 00:00. Your order was not placed, and your cart is as it was.`,
        },
      },
    });
    expect(await cart(customer)).toHaveLength(1);
  });

  test('for good says so; a sold-out dish and a closed restaurant are named in one answer', async () => {
    const ids = await newRestaurant((menu) => {
      menu.name = 'Test Shut Bistro';
      menu.hours = NEVER_OPEN;
    });
    const open = await newRestaurant();
    const customer = await signInCustomer(uniqueEmail('closed-for-good'));
    await add(customer, ids.restaurant, ids.dish(1));
    await add(customer, open.restaurant, open.dish(2));
    await setDishAvailability(ours.connection.db, open.restaurant, open.dish(2), false);
    expect((await checkOut(customer)).body).toEqual({
      error: {
        code: 'items_unavailable',
        message:
          'Bread is sold out. Test Shut Bistro is closed until further notice. Your order was not placed, and your cart is as it was.',
      },
    });
  });

  test('whose hours were never given takes orders', async () => {
    const { id: restaurantId } = await ours.connection.db
      .insertInto('restaurant')
      .values({ name: 'Test Old Diner', cuisine: 'Test', description: 'From before menus.', image: '/i.svg' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ours.push(restaurantId);
    const { id: itemId } = await ours.connection.db
      .insertInto('menuItem')
      .values({
        restaurantId,
        name: 'Pie',
        description: 'Apple.',
        image: '/p.svg',
        priceCents: 450,
        timeAdded: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const customer = await signInCustomer(uniqueEmail('no-hours'));
    await add(customer, restaurantId, itemId);
    expect((await checkOut(customer)).status).toBe(201);
  });
});
