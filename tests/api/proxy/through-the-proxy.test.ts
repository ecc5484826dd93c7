import { beforeAll, describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import { CartSchema, MenuSchema, OrderListSchema, type MenuItem } from '../../../src/lib/contract.ts';
import { MAX_BODY_BYTES } from '../../../src/lib/server/http.ts';
import { SERVICE_WORKER_CSP } from '../../../src/lib/server/security-headers.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../../fixtures/auth.ts';
import { readProxyLog } from '../../fixtures/proxy.ts';
import { rawExchange, request } from '../../fixtures/raw-client.ts';
import { expectSecurityHeaders, parseRaw } from '../../fixtures/security-headers.ts';
import { oneDishOrder } from '../../fixtures/order-request.ts';
import { isCatalogPageCache } from '../../fixtures/cache-control.ts';

// The storefront as a deployment runs it (deploy/): nginx in front of two instances on one PostgreSQL. The API suite
// runs through it too (vitest.config.ts); these are what the proxy itself adds or must not break.

const proxy = inject('origin');
const [first = '', second = ''] = inject('instanceOrigins');
const answeredBy = () => readProxyLog(inject('proxyAccessLog') ?? '');
let menu: MenuItem[];
let script: string;

beforeAll(async () => {
  menu = v.parse(MenuSchema, await (await fetch(`${proxy}/restaurant-details-api/restaurant-menu?id=1`)).json());
  script = /src="(\/_astro\/BaseLayout\.[^"]+\.js)"/.exec((await request(proxy, '/restaurants/1')).body)?.[1] ?? '';
  expect(script).not.toBe('');
});

/** A call through `origin` as `customer`, answered with its status, body and whether the proxy's cache answered. */
async function call(origin: string, customer: TestCustomer, path: string, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...authHeaders(customer), 'Idempotency-Key': crypto.randomUUID() },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), cache: response.headers.get('x-proxy-cache') };
}

const cartPath = (customer: TestCustomer) =>
  `/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(customer.email)}`;
const ordersPath = (customer: TestCustomer) =>
  `/order-mgmt-api/list-orders?user-id=${encodeURIComponent(customer.email)}`;

function addItem(origin: string, customer: TestCustomer, index: number) {
  return call(origin, customer, '/shopping-cart-api/add-shopping-cart-item', {
    userId: customer.email,
    restaurantId: 1,
    itemId: menu[index]?.id,
  });
}

function placeOrder(origin: string, customer: TestCustomer) {
  const [dish] = menu;
  if (!dish) throw new Error('restaurant 1 has no menu');
  return call(origin, customer, '/order-mgmt-api/place-order', oneDishOrder(customer.email, dish));
}

describe('a customer gets the same answers whichever instance the proxy picks', () => {
  test('a cart change made through one instance is in the very next reads through the proxy, from both instances', async () => {
    const customer = await signInCustomer(uniqueEmail('proxy-cart'));
    // nginx's log redacts the customer's id: this test's reads are those logged after this point.
    const logged = (await answeredBy()).length;
    for (const [index, writer] of [first, second, proxy].entries()) {
      // Both instances have the cart in memory before the write.
      for (const reader of [first, second]) await call(reader, customer, cartPath(customer));
      expect((await addItem(writer, customer, index)).status).toBe(200);
      for (let read = 0; read < 4; read += 1) {
        const cart = await call(proxy, customer, cartPath(customer));
        expect(v.parse(CartSchema, cart.body)).toHaveLength(index + 1);
      }
    }
    const reads = (await answeredBy())
      .slice(logged)
      .filter(({ request: line }) => line === 'GET /shopping-cart-api/view-shopping-cart?user-id=[redacted] HTTP/1.1');
    expect(reads).toHaveLength(12);
    expect(new Set(reads.map(({ instance }) => instance))).toEqual(new Set([first, second]));
  });

  test('an order placed through one instance is in the very next order lists through the proxy', async () => {
    const customer = await signInCustomer(uniqueEmail('proxy-orders'));
    const placed: number[] = [];
    for (const writer of [first, second, proxy]) {
      for (const reader of [first, second]) await call(reader, customer, ordersPath(customer));
      const order = await placeOrder(writer, customer);
      expect(order.status).toBe(201);
      placed.unshift(order.body.orderId);
      for (let read = 0; read < 4; read += 1) {
        const orders = v.parse(OrderListSchema, (await call(proxy, customer, ordersPath(customer))).body);
        expect(orders.map(({ orderId }) => orderId)).toEqual(placed);
      }
    }
  });
});

describe("the proxy's cache", () => {
  test('never answers one customer with what it answered another, even at the same address', async () => {
    const owner = await signInCustomer(uniqueEmail('proxy-owner'));
    const other = await signInCustomer(uniqueEmail('proxy-other'));
    await addItem(proxy, owner, 0);
    const answers = [];
    for (let read = 0; read < 3; read += 1) answers.push(await call(proxy, owner, cartPath(owner)));
    const stranger = await call(proxy, other, cartPath(owner));
    const anonymous = await fetch(`${proxy}${cartPath(owner)}`);
    await addItem(proxy, owner, 1);
    const after = await call(proxy, owner, cartPath(owner));

    expect(answers.map(({ status, cache }) => [status, cache])).toEqual(Array(3).fill([200, 'BYPASS']));
    expect(stranger.status).toBe(403);
    expect(anonymous.status).toBe(401);
    expect(after.body).toHaveLength(2);
    expect(after.cache).toBe('BYPASS');
  });

  test.each(['/cart', '/checkout', '/order-confirmation', '/orders', '/orders-details', '/order-details/7'])(
    'the customer screen %s (a shell the same for everyone, marked private) never goes through the cache',
    async (path) => {
      await fetch(`${proxy}${path}`);
      const again = await fetch(`${proxy}${path}`);
      expect(again.status).toBe(200);
      expect(again.headers.get('cache-control')).toBe('private, no-store');
      expect(again.headers.get('x-proxy-cache')).toBe('BYPASS');
    },
  );

  test.each(['/', '/restaurants', '/restaurants/2', '/restaurants-api/restaurants', '/restaurants/99999'])(
    'serves %s from its cache after the first answer, the same bytes, as long as the storefront allows',
    async (path) => {
      const headers = { 'Accept-Encoding': 'br' };
      const firstAnswer = await fetch(`${proxy}${path}`, { headers });
      const again = await fetch(`${proxy}${path}`, { headers });
      expect(['MISS', 'HIT', 'STALE', 'UPDATING']).toContain(firstAnswer.headers.get('x-proxy-cache'));
      expect(again.headers.get('x-proxy-cache')).toBe('HIT');
      expect(again.status).toBe(firstAnswer.status);
      expect(isCatalogPageCache(again.headers.get('cache-control')), again.headers.get('cache-control') ?? '').toBe(
        true,
      );
      expect(await again.text()).toBe(await firstAnswer.text());
    },
  );

  test('keeps a form per encoding: a client that takes no compression gets plain bytes', async () => {
    await fetch(`${proxy}/restaurants/3`, { headers: { 'Accept-Encoding': 'br' } });
    const plain = await request(proxy, '/restaurants/3');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('</html>');
  });

  test.each(['/healthz', '/readyz'])('never keeps %s: each instance answers for itself', async (path) => {
    for (let ask = 0; ask < 4; ask += 1) {
      const answer = await fetch(`${proxy}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-proxy-cache')).toBeNull();
    }
    const checks = (await answeredBy()).filter(({ request: line }) => line === `GET ${path} HTTP/1.1`);
    expect(new Set(checks.map(({ instance }) => instance))).toEqual(new Set([first, second]));
  });
});

describe('the built files come from nginx itself', () => {
  test('as the instances send them (type, Cache-Control, the security headers), with the build-time brotli copy', async () => {
    for (const path of [script, '/images/restaurants/thai-orchid.svg']) {
      const fromProxy = await request(proxy, path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      const fromInstance = await request(first, path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      for (const header of ['content-type', 'cache-control', 'content-security-policy', 'content-encoding']) {
        expect(fromProxy.headers[header], `${path}: ${header}`).toBe(fromInstance.headers[header]);
      }
      // The same build-time copy, whoever sends it.
      expect(fromProxy.headers['content-encoding']).toBe('br');
      expect(fromProxy.headers['content-length']).toBe(fromInstance.headers['content-length']);
      expectSecurityHeaders(fromProxy, 'other');
    }
    const served = (await answeredBy()).filter(({ request: line }) => line === `GET ${script} HTTP/1.1`);
    expect(served.map(({ instance }) => instance)).toEqual(['-']);
  });

  test('the service worker as the instances send it: never kept, under the policy that lets it fetch this origin', async () => {
    const fromProxy = await request(proxy, '/sw.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    const fromInstance = await request(first, '/sw.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(fromProxy.status).toBe(200);
    for (const header of ['content-type', 'cache-control', 'content-security-policy']) {
      expect(fromProxy.headers[header], header).toBe(fromInstance.headers[header]);
    }
    expect(fromProxy.headers['cache-control']).toBe('no-cache');
    expect(fromProxy.headers['content-security-policy']).toBe(SERVICE_WORKER_CSP);
  });
});

describe("nginx's own answers carry the storefront's security headers and error shapes", () => {
  test.each(['POST', 'DELETE', 'TRACE'])('%s on a built file is a 405 naming GET and HEAD', async (method) => {
    const answer = await request(proxy, script, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.body).toBe(`${method} is not allowed here: this address answers GET and HEAD.`);
    expectSecurityHeaders(answer, 'other');
  });

  test('a body over the instances’ limit is refused by nginx in the API’s error shape; one at the limit gets through', async () => {
    const customer = await signInCustomer(uniqueEmail('proxy-limit'));
    const send = (bytes: number) =>
      fetch(`${proxy}/shopping-cart-api/clear-shopping-cart`, {
        method: 'POST',
        headers: authHeaders(customer),
        body: JSON.stringify({ userId: customer.email }).padEnd(bytes, ' '),
      });
    const atLimit = await send(MAX_BODY_BYTES);
    const over = await send(MAX_BODY_BYTES + 1);
    expect(atLimit.status).toBe(200);
    expect(over.status).toBe(413);
    expect(over.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await over.json()).toEqual({
      error: { code: 'body_too_large', message: `The body must be at most ${MAX_BODY_BYTES} bytes.` },
    });
  });

  test.each([
    ['a request nginx cannot parse', 'GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n', 400],
    ['a header line over 16 KiB', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['an address over 16 KiB', `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 414],
  ])('%s', async (_kind, text, status) => {
    const answer = parseRaw(await rawExchange(proxy, text));
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer, 'other');
  });
});
