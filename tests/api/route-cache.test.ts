import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { expect, inject, test } from 'vitest';
import { authHeaders, signInCustomer, uniqueEmail } from '../fixtures/auth.ts';

const origin = inject('origin');

/** GETs `path` and keeps the bytes as sent: fetch would decompress them and hide the encoding. */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    http
      .get(`${origin}${path}`, { headers: { 'Accept-Encoding': 'identity', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', fail);
  });
}

/**
 * GETs a kept path once any background refresh has landed. An answer older than its 5 s of freshness (the server
 * renders some at start) is served STALE while a refresh renders in the background; the answers after it are HITs.
 */
async function afterAnyRefresh(path: string) {
  let answer = await raw(path);
  for (let tries = 0; answer.headers['x-cache'] === 'STALE' && tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await raw(path);
  }
  return answer;
}

test.each([
  '/',
  '/restaurants',
  '/restaurants/3',
  '/restaurants-api/restaurants',
  '/restaurant-details-api/restaurant-menu?id=3',
])('%s is answered from the catalog cache after its first render, the same bytes as rendered', async (path) => {
  const first = await raw(path);
  const second = await afterAnyRefresh(path);

  expect(['MISS', 'HIT', 'STALE']).toContain(first.headers['x-cache']);
  expect(second.headers['x-cache']).toBe('HIT');
  expect(second.status).toBe(200);
  expect(second.body.equals(first.body)).toBe(true);
  expect(second.headers['content-length']).toBe(String(second.body.length));
});

test('a browser gets the catalog brotli-compressed, and a 304 when it revalidates an unchanged page', async () => {
  const plain = await raw('/restaurants');
  const compressed = await raw('/restaurants', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  const etag = compressed.headers.etag ?? '';

  const revalidated = await raw('/restaurants', { 'If-None-Match': etag });

  expect(compressed.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true);
  expect(compressed.headers.vary).toBe('Accept-Encoding');
  expect(etag).toMatch(/^W\/"/);
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.length).toBe(0);
});

test('a restaurant that does not exist stays a 404 when answered from the cache', async () => {
  await raw('/restaurants/9999');
  const again = await raw('/restaurants/9999');

  expect(again.status).toBe(404);
  expect(again.body.toString()).toContain('Restaurant not found.');
});

test('a malformed menu call is never kept: each gets its own 400', async () => {
  const first = await raw('/restaurant-details-api/restaurant-menu?id=abc');
  const second = await raw('/restaurant-details-api/restaurant-menu?id=abc');

  for (const answer of [first, second]) {
    expect(answer.status).toBe(400);
    expect(answer.headers['x-cache']).toBeUndefined();
  }
});

test("a customer's own answers never come from the catalog cache", async () => {
  const customer = await signInCustomer(uniqueEmail('cache'));
  const user = encodeURIComponent(customer.email);

  const cart = await raw(`/shopping-cart-api/view-shopping-cart?user-id=${user}`, authHeaders(customer));

  expect(cart.status).toBe(200);
  expect(cart.headers['x-cache']).toBeUndefined();
  expect(cart.headers['cache-control']).toBe('private, no-store');
});

test('a request claiming to be one of the cache’s own renders, without its key, is still answered by the cache', async () => {
  await raw('/');

  const guessed = await raw('/', { 'X-Storefront-Render': 'guess' });

  expect(guessed.headers['x-cache']).toBe('HIT');
});

test.each(['/cart', '/checkout', '/order-confirmation', '/orders', '/orders-details', '/order-details/7'])(
  '%s, a shell the same for everyone, is kept by the server and still marked private to everyone else',
  async (path) => {
    await raw(path);
    const second = await afterAnyRefresh(path);

    expect(second.status).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect(second.headers['content-type']).toBe('text/html');
  },
);

test('an order number that cannot exist is a 404, one kept answer for every such number', async () => {
  await raw('/order-details/abc');
  const other = await afterAnyRefresh('/order-details/0');

  expect(other.status).toBe(404);
  expect(other.headers['x-cache']).toBe('HIT');
  expect(other.body.toString()).toContain('There is no order with that number.');
});
