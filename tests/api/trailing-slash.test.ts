import { describe, expect, inject, test } from 'vitest';
import { authHeaders, signInCustomer, uniqueEmail } from '../fixtures/auth.ts';
import { request } from '../fixtures/raw-client.ts';

// One rule for an address that ends in a slash, on every path (src/middleware.ts): a page is sent to its one address,
// an API call is the API's JSON 404, anything else a 404; nothing answers 500.

const origin = inject('origin');

describe('a page with a trailing slash is sent to its address without it, its query kept', () => {
  test.each([
    ['/restaurants/', '/restaurants'],
    ['/restaurants/?q=thai&page=1', '/restaurants?q=thai&page=1'],
    ['/restaurants/1/', '/restaurants/1'],
    ['/cart/', '/cart'],
    ['/checkout/', '/checkout'],
    ['/orders/', '/orders'],
    ['/order-details/7/', '/order-details/7'],
  ])('%s: 301 to %s', async (path, location) => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await request(origin, path, { method });
      expect([method, answer.status, answer.headers['location']]).toEqual([method, 301, location]);
    }
    expect((await fetch(`${origin}${path}`)).url).toBe(`${origin}${location}`);
  });

  test('a page asked with another method and a trailing slash is a 404, not the page', async () => {
    const answer = await request(origin, '/restaurants/', { method: 'POST' });
    expect([answer.status, answer.body]).toEqual([404, 'Not found.']);
  });

  test('an unknown page with a trailing slash is the 404 page, as without it', async () => {
    const answer = await request(origin, '/no-such-page/');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('404 Not Found');
  });
});

test.each([
  ['GET', '/readyz/'],
  ['GET', '/healthz/'],
  ['HEAD', '/healthz/'],
  ['GET', '/metrics/'],
  ['POST', '/csp-report/'],
  ['GET', '/csp-report/'],
])('%s %s, an endpoint that is not a page, is a 404', async (method, path) => {
  const answer = await request(origin, path, { method, headers: { 'Content-Type': 'application/csp-report' } });
  expect([answer.status, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([
    404,
    'text/plain; charset=utf-8',
    'no-store',
  ]);
  expect(answer.body).toBe(method === 'HEAD' ? '' : 'Not found.');
});

test.each([
  '/restaurants-api/restaurants/',
  '/restaurant-details-api/restaurant-menu/?id=1',
  '//restaurants-api/restaurants/',
  '/shopping-cart-api/view-shopping-cart/?user-id=someone%40example.com',
  '/restaurants-api/no-such-call/',
])('%s, an API path with a trailing slash, is the API’s JSON 404 naming it', async (path) => {
  const answer = await request(origin, path);
  const pathname = path.replace(/^\/+/, '/').split('?', 1)[0];
  expect([answer.status, answer.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  expect(JSON.parse(answer.body)).toEqual({
    error: { code: 'not_found', message: `There is no API call at ${pathname}.` },
  });
});

test("the spec's doubled leading slash still reaches the call", async () => {
  const customer = await signInCustomer(uniqueEmail('trailing-slash'));
  const answer = await fetch(
    `${origin}//shopping-cart-api/get-cart-item-count?user-id=${encodeURIComponent(customer.email)}`,
    { headers: authHeaders(customer) },
  );
  expect([answer.status, await answer.json()]).toEqual([200, 0]);
});
