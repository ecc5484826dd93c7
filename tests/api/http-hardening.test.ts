import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { rawExchange, request, uploadUntilClosed } from '../fixtures/raw-client.ts';
import { expectSecurityHeaders, parseRaw } from '../fixtures/security-headers.ts';
import { freshSqliteUrl, startServer, type RunningServer } from '../fixtures/server.ts';

const origin = inject('origin');

let customer: TestCustomer;
let script: string;
beforeAll(async () => {
  customer = await signInCustomer(uniqueEmail('hardening'));
  const page = await request(origin, '/restaurants/1');
  script = /src="(\/_astro\/[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
  expect(script).not.toBe('');
});

describe('every kind of answer carries the security headers', () => {
  test.each([
    ['a catalog page', '/restaurants', {}, 200],
    ['a home page with a tracking parameter', '/?utm_source=mail', {}, 200],
    ['a restaurant', '/restaurants/1', {}, 200],
    ['an unknown restaurant', '/restaurants/100003', {}, 404],
    ['an unknown path', '/no-such-page', {}, 404],
    ['a customer screen', '/cart', {}, 200],
    ['an order details screen', '/order-details/5', {}, 200],
    ['a page asked with HEAD', '/restaurants', { method: 'HEAD' }, 200],
  ] as const)('%s (%s)', async (_kind, path, options, status) => {
    await request(origin, path, options);
    const answer = await request(origin, path, options);
    expect(answer.status).toBe(status);
    expect(answer.headers['x-cache']).toBe('HIT');
    expectSecurityHeaders(answer, 'page');
  });

  test('a 304 for a page the browser already has', async () => {
    const { headers } = await request(origin, '/restaurants');
    const answer = await request(origin, '/restaurants', { headers: { 'If-None-Match': String(headers.etag) } });
    expect(answer.status).toBe(304);
    expectSecurityHeaders(answer, 'page');
  });

  test.each([
    ['a script', 'SCRIPT', {}, 200],
    ['an image', '/images/restaurants/thai-orchid.svg', {}, 200],
    ['a catalog read', '/restaurants-api/restaurants', {}, 200],
    ['a menu of an unknown restaurant', '/restaurant-details-api/restaurant-menu?id=99999', {}, 404],
    ['an API call without a token', '/shopping-cart-api/get-cart-item-count?user-id=a@example.com', {}, 401],
    ['an API call with the wrong method', '/order-mgmt-api/place-order', {}, 405],
    ['an unknown API call', '/order-mgmt-api/nope', {}, 404],
    ['a page asked with the wrong method', '/', { method: 'DELETE' }, 405],
    ['an address with a broken escape', '/%E0%A4%A', {}, 400],
  ] as const)('%s', async (_kind, path, options, status) => {
    const answer = await request(origin, path === 'SCRIPT' ? script : path, options);
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer, 'other');
  });

  test('a 304 for a built file the browser already has', async () => {
    const { headers } = await request(origin, script);
    const answer = await request(origin, script, { headers: { 'If-None-Match': String(headers.etag) } });
    expect(answer.status).toBe(304);
    expectSecurityHeaders(answer, 'other');
  });

  test('a 413 for a body over the limit', async () => {
    const { answer } = await uploadUntilClosed(origin, '/shopping-cart-api/add-shopping-cart-item', {
      headers: authHeaders(customer),
    });
    const parsed = parseRaw(answer);
    expect(parsed.status).toBe(413);
    expectSecurityHeaders(parsed, 'other');
  });

  test.each([
    ['a request Node cannot parse', 'GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n', 400],
    ['headers over 16 KiB', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])("Node's own answer to %s", async (_kind, text, status) => {
    const answer = parseRaw(await rawExchange(origin, text));
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer, 'other');
  });
});

describe('Strict-Transport-Security', () => {
  let https: RunningServer;
  beforeAll(async () => {
    https = await startServer(TEST_PORTS.https, freshSqliteUrl('https'), { SITE_URL: 'https://eats.example.com' });
  }, 30_000);
  afterAll(() => https.stop());

  test('is sent on every answer when SITE_URL says the site is served over HTTPS, and never otherwise', async () => {
    for (const path of ['/restaurants', '/images/restaurants/thai-orchid.svg', '/restaurants-api/restaurants', '/nowhere']) {
      expect((await request(https.origin, path)).headers['strict-transport-security']).toBe('max-age=31536000');
      expect((await request(origin, path)).headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('methods', () => {
  test.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS', 'PROPFIND'])(
    '%s on a page or a built file is a 405 naming GET and HEAD, never the page and never a 5xx',
    async (method) => {
      for (const path of ['/', '/restaurants', '/restaurants/1', '/cart', '/order-details/1', '/nowhere', script]) {
        const answer = await request(origin, path, { method });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
        expect(answer.body).not.toContain('<html');
      }
    },
  );

  test('an API call names the methods it takes', async () => {
    expect((await request(origin, '/restaurants-api/restaurants', { method: 'DELETE' })).headers.allow).toBe(
      'GET, HEAD',
    );
    expect((await request(origin, '/order-mgmt-api/list-orders', { method: 'POST' })).headers.allow).toBe('GET, HEAD');
    expect((await request(origin, '/order-mgmt-api/place-order', { method: 'GET' })).headers.allow).toBe('POST');
    expect((await request(origin, '/order-mgmt-api/place-order', { method: 'OPTIONS' })).status).toBe(405);
  });
});

describe('a flood of unique addresses finds answers already kept, instead of rendering each', () => {
  /** Warms `kept`, then asks for `variant`, which must be that same kept answer. */
  async function expectSameKeptAnswer(kept: string, variant: string) {
    await request(origin, kept);
    const warm = await request(origin, kept);
    const answer = await request(origin, variant);
    expect(answer.headers['x-cache'], variant).toMatch(/^(HIT|STALE)$/);
    expect(answer.headers.etag, variant).toBe(warm.headers.etag);
    expect(answer.status).toBe(warm.status);
  }

  test.each([
    ['/', `/?x=${Date.now()}`],
    ['/restaurants', `/restaurants?utm_source=${Date.now()}`],
    ['/restaurants', '/restaurants?q='],
    ['/restaurants', '/restaurants/'],
    ['/restaurants?q=thai', `/restaurants?q=%20thai%20&ref=${Date.now()}`],
    ['/restaurants/3', `/restaurants/3?x=${Date.now()}`],
    ['/restaurants/100003', `/restaurants/${100_000 + (Date.now() % 100_000)}`],
    ['/restaurants/100003', '/restaurants/not-a-number'],
    ['/order-details/7', `/order-details/${10_000 + (Date.now() % 100_000)}`],
    ['/order-details/abc', `/order-details/x${Date.now()}`],
    ['/nowhere', `/nowhere-${Date.now()}`],
    ['/nowhere', `/_image?href=${Date.now()}`],
    ['/restaurants-api/restaurants', `/restaurants-api/restaurants?x=${Date.now()}`],
    ['/restaurant-details-api/restaurant-menu?id=3', `/restaurant-details-api/restaurant-menu?id=3&x=${Date.now()}`],
  ])('%s answers %s', expectSameKeptAnswer);

  test('an unknown restaurant still reads as not found, and an order number as its own shell', async () => {
    const restaurant = await request(origin, `/restaurants/${200_000 + (Date.now() % 100_000)}`);
    expect(restaurant.status).toBe(404);
    expect(restaurant.body).toContain('Restaurant not found.');
    const order = await request(origin, '/order-details/4242');
    expect(order.status).toBe(200);
    expect(order.body).not.toContain('4242');
  });
});

describe('oversized and slow requests', () => {
  const MB = 1024 * 1024;

  test.each([
    ['declared with Content-Length', false],
    ['streamed in chunks without a length', true],
  ])('a 100 MB body %s is answered 413 and its connection closed without reading the rest', async (_how, chunked) => {
    const { answer, sentBytes } = await uploadUntilClosed(origin, '/shopping-cart-api/add-shopping-cart-item', {
      headers: authHeaders(customer),
      chunked,
    });
    expect(parseRaw(answer).status).toBe(413);
    expect(JSON.parse(parseRaw(answer).body).error.code).toBe('body_too_large');
    expect(sentBytes).toBeLessThan(16 * MB);
  });

  test('a 100 MB body sent to a page is answered 405 and its connection closed without reading the rest', async () => {
    const { answer, sentBytes } = await uploadUntilClosed(origin, '/restaurants', { method: 'PUT' });
    expect(parseRaw(answer).status).toBe(405);
    expect(sentBytes).toBeLessThan(16 * MB);
  });

  test('2,000 idle and half-sent connections do not stop the server answering others, and are let go with a 408', async () => {
    const { port } = new URL(origin);
    const slow: Promise<{ received: string; openMs: number }>[] = [];
    // In bursts of 250, as clients arrive, rather than 2,000 at once past the listen queue.
    for (let index = 0; index < 2000; index += 1) {
      if (index % 250 === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const socket = net.connect(Number(port), '127.0.0.1');
      let received = '';
      let connectedAt = Date.now();
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('error', () => undefined);
      socket.on('connect', () => {
        connectedAt = Date.now();
        // Half of them send part of a request's headers, as a slowloris client does; the rest send nothing at all.
        if (index % 2) socket.write('GET /restaurants HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      });
      slow.push(
        new Promise((closed) => socket.on('close', () => closed({ received, openMs: Date.now() - connectedAt }))),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    for (const path of ['/restaurants', '/restaurants/1', '/restaurants-api/restaurants', '/cart']) {
      const started = Date.now();
      const answer = await request(origin, path);
      expect(answer.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
    }

    const ends = await Promise.all(slow);
    expect(ends.filter(({ received }) => !received.startsWith('HTTP/1.1 408 Request Timeout'))).toEqual([]);
    expect(Math.max(...ends.map(({ openMs }) => openMs))).toBeLessThan(15_000);
  }, 45_000);
});
