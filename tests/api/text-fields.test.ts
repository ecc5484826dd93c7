// Every text field of every call refuses the characters no address, name, email or key needs: C0 and C1 controls and
// bidirectional overrides and isolates, with 400 naming the field and nothing stored, alike on SQLite and PostgreSQL
// (where NUL cannot be stored at all). Each refused attempt counts against the customer's write limits: a customer per
// character stays within them (6 orders, 6 address-book changes and 8 cart changes each).
import { beforeAll, describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import { MenuSchema, type MenuItem } from '../../src/lib/contract.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { HOME } from '../fixtures/addresses.ts';
import { oneDishOrder } from '../fixtures/order-request.ts';

const origin = inject('origin');
const REFUSED = 'must not contain control characters or bidirectional overrides';

/** One of each kind refused, by name: the C0 range's ends and its best known, DEL, C1, overrides and isolates. */
const CHARACTERS: [string, string][] = [
  ['NUL', '\u0000'],
  ['ESC', '\u001B'],
  ['a line feed', '\n'],
  ['a tab', '\t'],
  ['DEL', '\u007F'],
  ['NEL (C1)', '\u0085'],
  ['CSI (C1)', '\u009B'],
  ['a left-to-right embedding', '\u202A'],
  ['a right-to-left override', '\u202E'],
  ['a left-to-right isolate', '\u2066'],
  ['a pop directional isolate', '\u2069'],
];

let dish: MenuItem;
beforeAll(async () => {
  const menu = v.parse(MenuSchema, await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`)).json());
  if (!menu[0]) throw new Error('restaurant 1 has no menu');
  dish = menu[0];
});

function post(path: string, customer: TestCustomer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...authHeaders(customer), ...headers },
    body: JSON.stringify(body),
  });
}

async function expectRefused(response: Response, field: string) {
  expect(response.status).toBe(400);
  expect((await response.json()).error).toEqual({ code: 'invalid_input', message: `${field} ${REFUSED}` });
}

/** Text set inside a value, so that trimming cannot remove it. */
const inside = (character: string, text = 'Main Street') => `${text.slice(0, 4)}${character}${text.slice(4)}`;

const ADDRESS_FIELDS = ['street', 'buildingNumber', 'apartmentNumber', 'city', 'zipCode'] as const;

describe.each(CHARACTERS)('%s', (name, character) => {
  let customer: TestCustomer;
  beforeAll(async () => {
    customer = await signInCustomer(uniqueEmail(`text-${name.replace(/\W+/g, '-')}`));
  });

  test.each(ADDRESS_FIELDS)('save-address refuses it in address.%s and stores nothing', async (field) => {
    const response = await post('/address-book-api/save-address', customer, {
      userId: customer.email,
      address: { ...HOME, [field]: inside(character, HOME[field].padEnd(8, '0')) },
    });
    await expectRefused(response, `address.${field}`);
    const list = await fetch(
      `${origin}/address-book-api/list-addresses?user-id=${encodeURIComponent(customer.email)}`,
      { headers: authHeaders(customer) },
    );
    expect(await list.json()).toEqual([]);
  });

  test.each(ADDRESS_FIELDS)('place-order refuses it in shippingAddress.%s and places nothing', async (field) => {
    const order = oneDishOrder(customer.email, dish, 1, {
      ...HOME,
      [field]: inside(character, HOME[field].padEnd(8, '0')),
    });
    await expectRefused(await post('/order-mgmt-api/place-order', customer, order), `shippingAddress.${field}`);
    const list = await fetch(`${origin}/order-mgmt-api/list-orders?user-id=${encodeURIComponent(customer.email)}`, {
      headers: authHeaders(customer),
    });
    expect(await list.json()).toEqual([]);
  });

  test('place-order refuses it in user.userId', async () => {
    const order = oneDishOrder(`${customer.email.slice(0, 3)}${character}${customer.email.slice(3)}`, dish);
    await expectRefused(await post('/order-mgmt-api/place-order', customer, order), 'user.userId');
  });

  test.each(['restaurantName', 'itemName', 'itemDescription', 'itemImageUrl', 'timeAdded'])(
    'add-shopping-cart-item refuses it in %s, a text the server ignores but still reads',
    async (field) => {
      const body = { userId: customer.email, restaurantId: 1, itemId: dish.id, [field]: inside(character) };
      await expectRefused(await post('/shopping-cart-api/add-shopping-cart-item', customer, body), field);
      const count = await fetch(
        `${origin}/shopping-cart-api/get-cart-item-count?user-id=${encodeURIComponent(customer.email)}`,
        { headers: authHeaders(customer) },
      );
      expect(await count.json()).toBe(0);
    },
  );

  test.each([
    ['/shopping-cart-api/update-shopping-cart-item', { restaurantId: 1, itemId: 1, quantity: 1 }],
    ['/shopping-cart-api/remove-shopping-cart-item', { restaurantId: 1, itemId: 1 }],
    ['/shopping-cart-api/clear-shopping-cart', {}],
    ['/address-book-api/delete-address', { addressId: 1 }],
  ])('%s refuses it in userId', async (path, rest) => {
    const userId = `${customer.email.slice(0, 3)}${character}${customer.email.slice(3)}`;
    await expectRefused(await post(path, customer, { userId, ...rest }), 'userId');
  });

  test.each([
    '/shopping-cart-api/view-shopping-cart',
    '/shopping-cart-api/get-cart-item-count',
    '/order-mgmt-api/list-orders',
    '/address-book-api/list-addresses',
  ])('%s refuses it in the user-id query', async (path) => {
    const userId = `${customer.email.slice(0, 3)}${character}${customer.email.slice(3)}`;
    const response = await fetch(`${origin}${path}?user-id=${encodeURIComponent(userId)}`, {
      headers: authHeaders(customer),
    });
    await expectRefused(response, 'user-id');
  });

  test('the restaurant list page reads a search term holding it without it, never failing', async () => {
    const response = await fetch(`${origin}/restaurants?q=${encodeURIComponent(`Pi${character}zza`)}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    // Line breaks and tabs are in any page's markup; the others must not be echoed into it.
    if (!/\s/u.test(character)) expect(page).not.toContain(character);
  });
});

// A header cannot carry NUL, line breaks, DEL or characters past U+00FF: these are the refused ones it can.
test.each([
  ['a tab', '\t'],
  ['NEL (C1)', '\u0085'],
  ['CSI (C1)', '\u009B'],
])('place-order refuses %s in the Idempotency-Key header and places nothing', async (_name, character) => {
  const customer = await signInCustomer(uniqueEmail('text-key'));
  const response = await post('/order-mgmt-api/place-order', customer, oneDishOrder(customer.email, dish), {
    'Idempotency-Key': `key-${character}-${crypto.randomUUID()}`,
  });
  await expectRefused(response, 'Idempotency-Key');
});

test('direction marks (U+200E, U+200F), which text copied from a right-to-left page carries, are dropped', async () => {
  const customer = await signInCustomer(uniqueEmail('text-marks'));
  const response = await post('/address-book-api/save-address', customer, {
    userId: customer.email,
    address: { ...HOME, street: '\u200Fשדרות\u200F Rothschild\u200E' },
  });
  expect(response.status).toBe(201);
  expect((await response.json()).street).toBe('שדרות Rothschild');
});
