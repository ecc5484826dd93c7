import { describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import { MenuSchema } from '../../src/lib/contract.ts';
import {
  authHeaders,
  disableAccount,
  revokeSessions,
  signInCustomer,
  signInUnverifiedGoogle,
  signUpWithPassword,
  uniqueEmail,
  type TestCustomer,
} from '../fixtures/auth.ts';
import { HOME } from '../fixtures/addresses.ts';
import { oneDishOrder } from '../fixtures/order-request.ts';

const origin = inject('origin');
const instances = inject('instanceOrigins');

describe('identity on cart calls', () => {
  test('answers 401 without a token and with a forged one', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token', 'Basic abc']) {
      const response = await fetch(`${origin}/shopping-cart-api/get-cart-item-count?user-id=a@example.com`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('unauthenticated');
    }
  });

  test("answers 403 for somebody else's email and 200 for one's own", async () => {
    const customer = await signInCustomer(uniqueEmail('identity'));
    const other = await fetch(`${origin}/shopping-cart-api/get-cart-item-count?user-id=someone@example.com`, {
      headers: authHeaders(customer),
    });
    expect(other.status).toBe(403);
    const own = await fetch(
      `${origin}/shopping-cart-api/get-cart-item-count?user-id=${encodeURIComponent(customer.email.toUpperCase())}`,
      { headers: authHeaders(customer) },
    );
    expect(own.status).toBe(200);
    expect(await own.json()).toBe(0);
  });

  test('answers 403 for a user id written with the Kelvin sign (U+212A) in place of k: no Unicode case folding', async () => {
    const customer = await signInCustomer(uniqueEmail('kelvin'));
    const lookalike = customer.email.replace('k', '\u212A');
    expect(lookalike).not.toBe(customer.email);
    const read = await fetch(
      `${origin}/shopping-cart-api/get-cart-item-count?user-id=${encodeURIComponent(lookalike)}`,
      { headers: authHeaders(customer) },
    );
    expect(read.status).toBe(403);
    const write = await fetch(`${origin}/shopping-cart-api/add-shopping-cart-item`, {
      method: 'POST',
      headers: authHeaders(customer),
      body: JSON.stringify({ userId: lookalike, restaurantId: 1, itemId: 1 }),
    });
    expect(write.status).toBe(403);
    expect((await write.json()).error.code).toBe('forbidden');
  });
});

describe("a customer's read goes to that customer only", () => {
  test("another customer, no token, or a forged one at the same address get 403 or 401, never the customer's answer", async () => {
    const ann = await signInCustomer(uniqueEmail('kept-ann'));
    const bob = await signInCustomer(uniqueEmail('kept-bob'));
    const address = `${origin}/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(ann.email)}`;
    const own = await fetch(address, { headers: authHeaders(ann) });
    expect([own.status, await own.json()]).toEqual([200, []]);

    // Bob's token is one the server has verified and kept, too.
    const bobsOwn = `${origin}/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(bob.email)}`;
    expect((await fetch(bobsOwn, { headers: authHeaders(bob) })).status).toBe(200);
    const asBob = await fetch(address, { headers: authHeaders(bob) });
    expect([asBob.status, (await asBob.json()).error.code]).toEqual([403, 'forbidden']);
    for (const authorization of [undefined, `Bearer ${ann.idToken}x`, `Basic ${ann.idToken}`]) {
      const answer = await fetch(address, { headers: authorization ? { Authorization: authorization } : {} });
      expect([answer.status, (await answer.json()).error.code]).toEqual([401, 'unauthenticated']);
    }
  });
});

describe('only what the product issues signs in: Google, with a verified email', () => {
  const cartCount = (customer: TestCustomer) =>
    fetch(`${origin}/shopping-cart-api/get-cart-item-count?user-id=${encodeURIComponent(customer.email)}`, {
      headers: authHeaders(customer),
    });

  test('an email-and-password account gets 401 on every call, so it never entered the token cache', async () => {
    const customer = await signUpWithPassword(uniqueEmail('password'));
    for (let call = 0; call < 2; call += 1) {
      const response = await cartCount(customer);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: {
          code: 'unauthenticated',
          message: 'Please sign in with Google: it is the only sign-in this store accepts.',
        },
      });
    }
  });

  test('a Google account whose email is not verified gets 401 on every call', async () => {
    const customer = await signInUnverifiedGoogle(uniqueEmail('unverified'));
    for (let call = 0; call < 2; call += 1) {
      const response = await cartCount(customer);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: {
          code: 'unauthenticated',
          message: 'Your Google account’s email address is not verified. Verify it with Google, then sign in again.',
        },
      });
    }
  });
});

describe('orders and address-book changes refuse an ended session at once, cart changes as reads do', () => {
  let item: { id: number; price: number };

  async function firstDish() {
    const menu = v.parse(
      MenuSchema,
      await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`)).json(),
    );
    const dish = menu[0];
    if (!dish) throw new Error('restaurant 1 has no menu');
    return dish;
  }

  const addToCart = (customer: TestCustomer, at = origin) =>
    fetch(`${at}/shopping-cart-api/add-shopping-cart-item`, {
      method: 'POST',
      headers: authHeaders(customer),
      body: JSON.stringify({ userId: customer.email, restaurantId: 1, itemId: item.id }),
    });
  const viewCart = (customer: TestCustomer, at = origin) =>
    fetch(`${at}/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(customer.email)}`, {
      headers: authHeaders(customer),
    });
  const saveAddress = (customer: TestCustomer, at = origin) =>
    fetch(`${at}/address-book-api/save-address`, {
      method: 'POST',
      headers: authHeaders(customer),
      body: JSON.stringify({ userId: customer.email, address: HOME }),
    });
  const placeOrder = (customer: TestCustomer, at = origin) =>
    fetch(`${at}/order-mgmt-api/place-order`, {
      method: 'POST',
      headers: { ...authHeaders(customer), 'Idempotency-Key': `disabled-${crypto.randomUUID()}` },
      body: JSON.stringify(oneDishOrder(customer.email, item)),
    });

  async function expectRefused(response: Response, message: string) {
    expect(response.status).toBe(401);
    expect((await response.json()).error).toEqual({ code: 'unauthenticated', message });
  }

  test('a disabled account can no longer save an address or order, then no longer touch its cart', async () => {
    item = await firstDish();
    const customer = await signInCustomer(uniqueEmail('disabled'));
    // Every instance keeps the sign-in.
    for (const at of instances) {
      expect((await addToCart(customer, at)).status).toBe(200);
      expect((await viewCart(customer, at)).status).toBe(200);
    }

    await disableAccount(customer);

    const disabled = 'This account has been disabled. Please contact us if you think this is a mistake.';
    for (const at of instances) {
      // A cart change goes by the kept sign-in, as a read does: it spends nothing
      // (docs/decisions/006-email-as-user-id-with-verified-tokens.md).
      expect((await addToCart(customer, at)).status).toBe(200);
      await expectRefused(await saveAddress(customer, at), disabled);
      await expectRefused(await placeOrder(customer, at), disabled);
      // The refusal dropped what the instance kept of the sign-in: the cart stops at once there too.
      await expectRefused(await addToCart(customer, at), disabled);
      await expectRefused(await viewCart(customer, at), disabled);
    }
  });

  test('a session revoked everywhere can no longer change its address book, then no longer its cart', async () => {
    item = await firstDish();
    const customer = await signInCustomer(uniqueEmail('revoked-writes'));
    for (const at of instances) expect((await addToCart(customer, at)).status).toBe(200);

    await revokeSessions(customer);

    const revoked = 'You were signed out everywhere. Please sign in again.';
    for (const at of instances) {
      await expectRefused(await saveAddress(customer, at), revoked);
      await expectRefused(await addToCart(customer, at), revoked);
    }
    const again = await signInCustomer(customer.email);
    expect((await addToCart(again)).status).toBe(200);
  });

  test('a token no instance has kept is asked about at once, by a cart change too', async () => {
    item = await firstDish();
    const customer = await signInCustomer(uniqueEmail('disabled-unseen'));

    await disableAccount(customer);

    await expectRefused(
      await addToCart(customer),
      'This account has been disabled. Please contact us if you think this is a mistake.',
    );
  });
});

describe('place-order refuses a revoked session, even one the token cache has seen', () => {
  test('a customer signed out everywhere cannot order with the token they still hold', async () => {
    const customer = await signInCustomer(uniqueEmail('revoked'));
    const menu = v.parse(
      MenuSchema,
      await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`)).json(),
    );
    const item = menu[0];
    if (!item) throw new Error('restaurant 1 has no menu');
    const add = await fetch(`${origin}/shopping-cart-api/add-shopping-cart-item`, {
      method: 'POST',
      headers: authHeaders(customer),
      body: JSON.stringify({ userId: customer.email, restaurantId: 1, itemId: item.id }),
    });
    expect(add.status).toBe(200);

    await revokeSessions(customer);
    const order = await fetch(`${origin}/order-mgmt-api/place-order`, {
      method: 'POST',
      headers: { ...authHeaders(customer), 'Idempotency-Key': `revoked-${crypto.randomUUID()}` },
      body: JSON.stringify(oneDishOrder(customer.email, item)),
    });

    expect(order.status).toBe(401);
    expect((await order.json()).error.code).toBe('unauthenticated');
    // Signed in again, the customer finds the cart as it was. (The old token may no longer read it: an instance that
    // has not cached it verifies it afresh, and against the emulator firebase-admin then checks revocation too.)
    const again = await signInCustomer(customer.email);
    const cart = await fetch(
      `${origin}/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(customer.email)}`,
      { headers: authHeaders(again) },
    );
    expect(await cart.json()).toHaveLength(1);
  });
});
