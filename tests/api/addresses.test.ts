import { beforeAll, describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import {
  MenuSchema,
  SAVED_ADDRESS_LIMIT,
  SavedAddressListSchema,
  SavedAddressSchema,
  type SavedAddress,
  type ShippingAddress,
} from '../../src/lib/contract.ts';
import { addressMatchKey } from '../../src/lib/addresses/addresses.server.ts';
import { openDatabase } from '../../src/lib/server/db/database.ts';
import { HOME, numbered, WORK } from '../fixtures/addresses.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';

const origin = inject('origin');

async function post(call: string, who: Pick<TestCustomer, 'idToken'> | undefined, body: unknown) {
  const response = await fetch(`${origin}/address-book-api/${call}`, {
    method: 'POST',
    headers: who ? authHeaders(who) : { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const save = (who: TestCustomer, address: unknown, userId: unknown = who.email) =>
  post('save-address', who, { userId, address });

const remove = (who: TestCustomer, addressId: unknown, userId: unknown = who.email) =>
  post('delete-address', who, { userId, addressId });

async function list(who: TestCustomer, path = '/address-book-api/list-addresses'): Promise<SavedAddress[]> {
  const response = await fetch(`${origin}${path}?user-id=${encodeURIComponent(who.email)}`, {
    headers: authHeaders(who),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return v.parse(SavedAddressListSchema, await response.json());
}

async function saved(who: TestCustomer, address: ShippingAddress): Promise<SavedAddress> {
  const response = await save(who, address);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return v.parse(SavedAddressSchema, response.body);
}

let alice: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signInCustomer(uniqueEmail('alice')), signInCustomer(uniqueEmail('bob'))]);
});

describe('saving and listing addresses', () => {
  test('a new address answers 201 with its id; the list holds it, never cached by a shared cache', async () => {
    const customer = await signInCustomer(uniqueEmail('addresses'));
    expect(await list(customer)).toEqual([]);
    const response = await save(customer, { ...HOME, city: '  Springfield  ' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toEqual({ addressId: expect.any(Number), ...HOME });
    expect(await list(customer)).toEqual([response.body]);
  });

  test('the list is most recently used first: saving again or ordering to an address moves it up', async () => {
    const customer = await signInCustomer(uniqueEmail('recent'));
    const home = await saved(customer, HOME);
    const work = await saved(customer, WORK);
    const third = await saved(customer, numbered(3));
    expect(await list(customer)).toEqual([third, work, home]);

    // Two uses in one millisecond would tie (broken by the newer id first).
    await laterMillisecond();
    const again = await save(customer, { ...HOME, street: 'main st' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...home, street: 'main st' });
    expect((await list(customer)).map((address) => address.addressId)).toEqual([
      home.addressId,
      third.addressId,
      work.addressId,
    ]);

    await laterMillisecond();
    await placeOrderTo(customer, WORK);
    expect((await list(customer)).map((address) => address.addressId)).toEqual([
      work.addressId,
      home.addressId,
      third.addressId,
    ]);
  });

  test('the same address again is not duplicated, whatever its case and spacing', async () => {
    const customer = await signInCustomer(uniqueEmail('same'));
    const home = await saved(customer, HOME);
    for (const spelling of [HOME, { ...HOME, street: ' MAIN  ST ', apartmentNumber: '3b' }]) {
      const response = await save(customer, spelling);
      expect(response.status).toBe(200);
      expect(response.body.addressId).toBe(home.addressId);
    }
    expect(await list(customer)).toHaveLength(1);
  });

  test(`keeps at most ${SAVED_ADDRESS_LIMIT}: another is a 409 asking to remove one first, and is not stored`, async () => {
    const customer = await signInCustomer(uniqueEmail('limit'));
    for (let n = 1; n <= SAVED_ADDRESS_LIMIT; n += 1) await saved(customer, numbered(n));
    const refused = await save(customer, WORK);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: {
        code: 'address_limit',
        message: 'You can keep at most 5 addresses. Remove one of them first, then save this one.',
      },
    });
    const kept = await list(customer);
    expect(kept).toHaveLength(SAVED_ADDRESS_LIMIT);
    expect(kept.map((address) => address.street)).not.toContain(WORK.street);

    expect((await save(customer, numbered(2))).status).toBe(200);
    const [oldest] = kept.slice(-1);
    expect((await remove(customer, oldest?.addressId)).body).toEqual({ deleted: true });
    expect((await save(customer, WORK)).status).toBe(201);
  });

  test('answers through the doubled-slash path the original client writes', async () => {
    const customer = await signInCustomer(uniqueEmail('slashes'));
    await saved(customer, HOME);
    expect(await list(customer, '//address-book-api/list-addresses')).toHaveLength(1);
  });
});

describe('deleting an address', () => {
  test("removes the customer's own address and answers { deleted: true }", async () => {
    const customer = await signInCustomer(uniqueEmail('delete'));
    const home = await saved(customer, HOME);
    const work = await saved(customer, WORK);
    const response = await remove(customer, home.addressId);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toEqual({ deleted: true });
    expect(await list(customer)).toEqual([work]);
  });

  test('an unknown id is a 404', async () => {
    const response = await remove(alice, 999_999_999);
    expect(response.status).toBe(404);
    expect(response.body.error).toEqual({ code: 'address_not_found', message: 'That address was not found.' });
  });
});

describe("another customer's addresses", () => {
  test('are never listed, and deleting one answers the same 404 as an unknown id and deletes nothing', async () => {
    const bobsHome = await saved(bob, HOME);
    expect((await list(alice)).map((address) => address.addressId)).not.toContain(bobsHome.addressId);
    const response = await remove(alice, bobsHome.addressId);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('address_not_found');
    expect(await list(bob)).toContainEqual(bobsHome);
  });

  test('cannot be asked for by user id: 403 on list, save and delete', async () => {
    const bobsHome = await saved(bob, WORK);
    const listing = await fetch(`${origin}/address-book-api/list-addresses?user-id=${encodeURIComponent(bob.email)}`, {
      headers: authHeaders(alice),
    });
    expect(listing.status).toBe(403);
    expect((await listing.json()).error.code).toBe('forbidden');
    expect((await save(alice, HOME, bob.email)).status).toBe(403);
    expect((await remove(alice, bobsHome.addressId, bob.email)).status).toBe(403);
    expect(await list(bob)).toContainEqual(bobsHome);
  });

  test('do not count towards the limit', async () => {
    const busy = await signInCustomer(uniqueEmail('busy'));
    const calm = await signInCustomer(uniqueEmail('calm'));
    for (let n = 1; n <= SAVED_ADDRESS_LIMIT; n += 1) await saved(busy, numbered(n));
    expect((await save(calm, numbered(1))).status).toBe(201);
  });
});

describe('identity', () => {
  test('every call answers 401 without a token and with a forged one', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (authorization) headers['Authorization'] = authorization;
      const responses = await Promise.all([
        fetch(`${origin}/address-book-api/list-addresses?user-id=${encodeURIComponent(alice.email)}`, { headers }),
        fetch(`${origin}/address-book-api/save-address`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ userId: alice.email, address: HOME }),
        }),
        fetch(`${origin}/address-book-api/delete-address`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ userId: alice.email, addressId: 1 }),
        }),
      ]);
      for (const response of responses) {
        expect(response.status).toBe(401);
        expect((await response.json()).error.code).toBe('unauthenticated');
      }
    }
  });

  test('the user id is matched case-insensitively to the token, as for the cart', async () => {
    const response = await save(alice, numbered(9), alice.email.toUpperCase());
    expect(response.status).toBe(201);
  });
});

describe('malformed input is refused with 400 naming the field, and stores nothing', () => {
  const customerAddresses = () => list(alice);

  test.each([
    ['a missing address', { userId: 'self' }, 'address is required'],
    [
      'an address that is not an object',
      { userId: 'self', address: ['Main St'] },
      'address expected object, received array',
    ],
    ['a missing street', { userId: 'self', address: { ...HOME, street: undefined } }, 'address.street is required'],
    ['a city empty after trimming', { userId: 'self', address: { ...HOME, city: '   ' } }, 'address.city is required'],
    [
      'a zip code over 100 characters',
      { userId: 'self', address: { ...HOME, zipCode: '9'.repeat(101) } },
      'address.zipCode is too long',
    ],
    [
      'a building number as a number',
      { userId: 'self', address: { ...HOME, buildingNumber: 12 } },
      'address.buildingNumber expected string, received number',
    ],
    ['a missing user id', { address: HOME }, 'userId is required'],
    ['a user id that is no email', { userId: 'alice', address: HOME }, 'userId must be an email address'],
    ['a user id as a number', { userId: 7, address: HOME }, 'userId expected string, received number'],
  ])('save: %s', async (_label, body, message) => {
    const before = await customerAddresses();
    const payload = 'userId' in body && body.userId === 'self' ? { ...body, userId: alice.email } : body;
    const response = await post('save-address', alice, payload);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'invalid_input', message });
    expect(await customerAddresses()).toEqual(before);
  });

  test.each([
    ['a missing address id', {}, 'addressId is required'],
    ['an address id as text', { addressId: '12' }, 'addressId expected number, received string'],
    ['a negative address id', { addressId: -1 }, 'addressId must be a positive whole number'],
    ['a fractional address id', { addressId: 2.5 }, 'addressId must be a positive whole number'],
  ])('delete: %s', async (_label, body, message) => {
    const response = await post('delete-address', alice, { userId: alice.email, ...body });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'invalid_input', message });
  });

  test.each([
    ['no user id', '', 'user-id is required'],
    ['a user id that is no email', '?user-id=alice', 'user-id must be an email address'],
  ])('list: %s', async (_label, query, message) => {
    const response = await fetch(`${origin}/address-book-api/list-addresses${query}`, { headers: authHeaders(alice) });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({ code: 'invalid_input', message });
  });

  test('a body that is not JSON is a 400, and one not sent as JSON a 415', async () => {
    const broken = await post('save-address', alice, '{"userId":');
    expect([broken.status, broken.body.error.code]).toEqual([400, 'invalid_json']);
    const plain = await fetch(`${origin}/address-book-api/save-address`, {
      method: 'POST',
      headers: { ...authHeaders(alice), 'Content-Type': 'text/plain' },
      body: JSON.stringify({ userId: alice.email, address: HOME }),
    });
    expect(plain.status).toBe(415);
  });
});

describe('methods', () => {
  test.each([
    ['GET', 'save-address', 'POST'],
    ['GET', 'delete-address', 'POST'],
    ['POST', 'list-addresses', 'GET, HEAD'],
    ['DELETE', 'delete-address', 'POST'],
  ])('%s %s is a JSON 405 that allows %s', async (method, call, allowed) => {
    const response = await fetch(`${origin}/address-book-api/${call}`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allowed);
    expect((await response.json()).error.code).toBe('method_not_allowed');
  });

  test('an unknown call is a JSON 404', async () => {
    const response = await fetch(`${origin}/address-book-api/addresses`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });
});

test('an address another process saved shows on the next read', async () => {
  const customer = await signInCustomer(uniqueEmail('elsewhere'));
  expect(await list(customer)).toEqual([]);
  const elsewhere = await openDatabase(inject('databaseUrl'));
  try {
    await elsewhere
      .insertInto('savedAddress')
      .values({
        userId: customer.email,
        slot: 1,
        matchKey: addressMatchKey(HOME),
        ...HOME,
        lastUsedAt: new Date().toISOString(),
      })
      .execute();
  } finally {
    await elsewhere.destroy();
  }
  expect((await list(customer)).map((address) => address.street)).toEqual([HOME.street]);
});

const laterMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

/** Places an order of one item of restaurant 1 to `address`. */
async function placeOrderTo(customer: TestCustomer, address: ShippingAddress): Promise<void> {
  const menu = v.parse(MenuSchema, await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`)).json());
  const [item] = menu;
  if (!item) throw new Error('restaurant 1 has no menu');
  const response = await fetch(`${origin}/order-mgmt-api/place-order`, {
    method: 'POST',
    headers: { ...authHeaders(customer), 'Idempotency-Key': `addresses-${Date.now()}-${Math.random()}` },
    body: JSON.stringify({
      user: { userId: customer.email },
      shippingAddress: address,
      totalCost: item.price,
      orderItems: [{ restaurantId: 1, itemId: item.id, quantity: 1 }],
    }),
  });
  expect(response.status).toBe(201);
}
