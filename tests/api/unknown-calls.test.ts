import { expect, inject, test } from 'vitest';

const origin = inject('origin');

test.each([
  ['GET', '/restaurants-api/nope', 404, 'not_found'],
  ['GET', '//order-mgmt-api/no-such-call', 404, 'not_found'],
  ['POST', '/restaurants-api/restaurants', 405, 'method_not_allowed'],
  ['DELETE', '/shopping-cart-api/add-shopping-cart-item', 405, 'method_not_allowed'],
  ['GET', '/order-mgmt-api/place-order', 405, 'method_not_allowed'],
])('%s %s answers a JSON %i, never the HTML 404 page', async (method, path, status, code) => {
  const response = await fetch(`${origin}${path}`, { method });
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect((await response.json()).error.code).toBe(code);
});
