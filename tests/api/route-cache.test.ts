import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, inject, test } from 'vitest';
import { authHeaders, signInCustomer, uniqueEmail } from '../fixtures/auth.ts';
import { request, type RawResponse } from '../fixtures/raw-client.ts';
import { expectSecurityHeaders } from '../fixtures/security-headers.ts';

const origin = inject('origin');

/** Where Astro's route cache says it answered from: HIT or STALE from a kept copy, MISS or nothing when rendered. */
const kept = (answer: RawResponse) => answer.headers['x-astro-cache'];

/** A little past a kept copy's 5 s of freshness (CATALOG_FRESH_SECONDS). */
const COPY_FRESH_MS = 5_500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GETs a kept path until Astro's route cache answers it fresh. A copy older than its 5 s of freshness (other files
 * asked for it earlier) is served STALE while a new one renders in the background; a MISS is stored for the next ask.
 */
async function fromTheCache(path: string, headers: Record<string, string> = {}) {
  let answer = await request(origin, path, { headers });
  for (let tries = 0; kept(answer) !== 'HIT' && tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await request(origin, path, { headers });
  }
  return answer;
}

test.each([
  '/',
  '/restaurants',
  '/restaurants/3',
  '/restaurants?q=thai',
  '/restaurants-api/restaurants',
  '/restaurant-details-api/restaurant-menu?id=3',
])('%s is answered from the route cache after its first render, the same bytes each time', async (path) => {
  const first = await fromTheCache(path);
  const second = await request(origin, path);

  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(kept(second)).toBe('HIT');
  expect(second.body).toBe(first.body);
  expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
  expect(second.headers['content-type']).toBe(first.headers['content-type']);
});

test('a catalog page rendered again within the hour is the same bytes as the copy it replaces', async () => {
  const paths = ['/', '/restaurants', '/restaurants/3', '/restaurants?q=thai'];
  // Both renders within one hour (a page's opening hours start at the hour, src/lib/catalog/page-status.ts) and with
  // no demo restaurant opening or closing between them (they do on the hour or the half hour).
  const leftInHalfHour = 1800_000 - (Date.now() % 1800_000);
  if (leftInHalfHour < 15_000) await pause(leftInHalfHour + COPY_FRESH_MS);
  const copies = await Promise.all(paths.map((path) => fromTheCache(path)));
  await pause(COPY_FRESH_MS);
  // Past its freshness a copy is sent once more while the page renders again, then that render is kept.
  for (const path of paths) expect(kept(await request(origin, path)), path).toBe('STALE');
  const renders = await Promise.all(paths.map((path) => fromTheCache(path)));

  for (const [index, path] of paths.entries()) {
    expect(renders[index]?.status, path).toBe(200);
    expect(renders[index]?.body, path).toBe(copies[index]?.body);
  }
  // Long enough for the wait past a half hour's turn above and the two renders.
}, 45_000);

test.each([
  ['/', '/?utm_source=newsletter'],
  ['/restaurants', `/restaurants?utm_source=mail&utm_campaign=${Date.now()}`],
  ['/restaurants/3', `/restaurants/3?fbclid=${Date.now()}`],
  ['/restaurants?q=thai', `/restaurants?ref=${Date.now()}&q=thai`],
  ['/restaurant-details-api/restaurant-menu?id=3', `/restaurant-details-api/restaurant-menu?x=${Date.now()}&id=3`],
])('%s is the very answer a link tagged for tracking gets (%s)', async (path, tagged) => {
  const plain = await fromTheCache(path);
  const answer = await request(origin, tagged);

  expect(answer.status).toBe(200);
  expect(kept(answer), tagged).toMatch(/^(HIT|STALE)$/);
  expect(answer.body).toBe(plain.body);
});

test.each([
  ['a search', '/restaurants?q=thai', '/restaurants?q=pizza'],
  ['a restaurant', '/restaurants/3', '/restaurants/4'],
  ['a menu', '/restaurant-details-api/restaurant-menu?id=3', '/restaurant-details-api/restaurant-menu?id=4'],
])('%s is kept apart from another one: the parameters a page reads are part of its key', async (_kind, one, other) => {
  const first = await fromTheCache(one);
  const second = await fromTheCache(other);

  expect(second.status).toBe(200);
  expect(second.body).not.toBe(first.body);
});

test('a client asking for a fresh copy, or sending credentials, still gets the kept catalog page', async () => {
  await fromTheCache('/restaurants/5');

  for (const headers of [
    { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    { Cookie: 'session=whatever' },
    { Authorization: 'Bearer not-a-token' },
  ]) {
    const answer = await request(origin, '/restaurants/5', { headers });
    expect(kept(answer), JSON.stringify(headers)).toMatch(/^(HIT|STALE)$/);
  }
});

test('a HEAD of a kept page says what its GET sends', async () => {
  const get = await fromTheCache('/restaurants');
  const head = await request(origin, '/restaurants', { method: 'HEAD' });

  expect(head.status).toBe(200);
  expect(head.body).toBe('');
  for (const name of ['content-type', 'content-length', 'cache-control']) {
    expect(head.headers[name], name).toBe(get.headers[name]);
  }
});

test('a restaurant that does not exist is a 404 every time, rendered each time rather than kept', async () => {
  for (const path of ['/restaurants/9999', '/restaurants/9999', '/restaurants/not-a-number']) {
    const answer = await request(origin, path);
    expect(answer.status, path).toBe(404);
    expect(answer.body).toContain('Restaurant not found.');
    expect(kept(answer), path).toBeUndefined();
  }
});

test.each([
  ['the menu of an unknown restaurant', '/restaurant-details-api/restaurant-menu?id=99999', 404],
  ['a malformed menu call', '/restaurant-details-api/restaurant-menu?id=abc', 400],
])('%s is never kept: each gets its own %i', async (_kind, path, status) => {
  for (const answer of [await request(origin, path), await request(origin, path)]) {
    expect(answer.status).toBe(status);
    expect(kept(answer)).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  }
});

test("a customer's own answers never come from the route cache", async () => {
  const customer = await signInCustomer(uniqueEmail('cache'));
  const path = `/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(customer.email)}`;

  const cart = await request(origin, path, { headers: authHeaders(customer) });
  const refused = await request(origin, path);

  expect(cart.status).toBe(200);
  expect(kept(cart)).toBeUndefined();
  expect(cart.headers['cache-control']).toBe('private, no-store');
  expect(refused.status).toBe(401);
  expect(kept(refused)).toBeUndefined();
  expect(refused.headers['cache-control']).toBe('no-store');
});

test.each(['/cart', '/checkout', '/order-confirmation', '/orders', '/orders-details'])(
  '%s, a shell the same for everyone, is kept by the server and still marked private to everyone else',
  async (path) => {
    await request(origin, path);
    const second = await fromTheCache(path);

    expect(second.status).toBe(200);
    expect(kept(second)).toBe('HIT');
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
  },
);

test('the offline page the service worker falls back to is kept by the server too', async () => {
  await request(origin, '/offline');
  const second = await fromTheCache('/offline');

  expect(second.status).toBe(200);
  expect(kept(second)).toBe('HIT');
  expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
});

test("an order's details are one shell for every order number: kept once, sent for any number, still private", async () => {
  const first = await request(origin, '/order-details/7');
  const other = await fromTheCache(`/order-details/${10_000 + (Date.now() % 100_000)}`);
  const withQuery = await request(origin, '/order-details/123456789?from=orders');

  expect(first.status).toBe(200);
  for (const answer of [other, withQuery]) {
    expect(answer.status).toBe(200);
    expect(kept(answer)).toBe('HIT');
    expect(answer.body).toBe(first.body);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  }
});

test('an order number that cannot exist is a 404 every time, never kept, while the shell is', async () => {
  await fromTheCache('/order-details/5');
  for (const path of ['/order-details/abc', '/order-details/abc', '/order-details/0', '/order-details/01']) {
    const answer = await request(origin, path);
    expect(answer.status, path).toBe(404);
    expect(answer.body).toContain('There is no order with that number.');
    expect(kept(answer), path).toBeUndefined();
  }
  const tooLong = await request(origin, '/order-details/1234567890');
  expect(tooLong.status).toBe(404);
  expect(kept(tooLong)).toBeUndefined();
});

/** A GET whose body is kept as the bytes sent (no decompression), for the encodings a client accepts. */
function encodedGet(path: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    http
      .get(`${origin}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', fail);
  });
}

test.each([
  ['/restaurants', 'gzip, deflate, br, zstd', 'br'],
  ['/restaurants/3', 'gzip, deflate', 'gzip'],
  ['/restaurant-details-api/restaurant-menu?id=3', 'br', 'br'],
  ['/orders', 'gzip, deflate, br, zstd', 'br'],
])(
  '%s is sent from the route cache compressed when the client accepts it (%s: %s)',
  async (path, accepts, encoding) => {
    const plain = await fromTheCache(path);

    const answer = await encodedGet(path, accepts);
    const body = encoding === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body);

    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toContain('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(plain.body.length / 2);
    expect(body.toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('Accept-Encoding');
  },
);

test('a client refusing every encoding gets the page as it is', async () => {
  const plain = await fromTheCache('/restaurants');

  const answer = await encodedGet('/restaurants', 'br;q=0, gzip;q=0');

  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.body.toString()).toBe(plain.body);
});

test.each([
  ['/restaurants', 'page'],
  ['/restaurants-api/restaurants', 'other'],
] as const)('%s sent from the route cache carries the security headers and its own request id', async (path, kind) => {
  await fromTheCache(path);

  const answers = [
    await request(origin, path, { headers: { 'X-Request-Id': 'first-kept-request' } }),
    await request(origin, path, { headers: { 'X-Request-Id': 'second-kept-request' } }),
  ];

  for (const answer of answers) {
    expect(answer.headers['x-astro-cache']).toMatch(/^(HIT|STALE)$/);
    expectSecurityHeaders(answer, kind);
    expect(answer.headers['x-storefront-route']).toBeUndefined();
  }
  expect(answers.map((answer) => answer.headers['x-request-id'])).toEqual([
    'first-kept-request',
    'second-kept-request',
  ]);
});
