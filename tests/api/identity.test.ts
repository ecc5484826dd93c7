import { describe, expect, inject, test } from 'vitest';
import { authHeaders, signInCustomer, uniqueEmail } from '../fixtures/auth.ts';

const origin = inject('origin');

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
