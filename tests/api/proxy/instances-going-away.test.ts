import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import { MenuSchema, type MenuItem } from '../../../src/lib/contract.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../../fixtures/auth.ts';
import { TEST_PORTS } from '../../fixtures/ports.ts';
import { createDatabase } from '../../fixtures/postgres.ts';
import { startProxiedInstances, type ProxiedInstances } from '../../fixtures/proxy.ts';
import { request } from '../../fixtures/raw-client.ts';
import { expectSecurityHeaders, NON_HTML_CSP } from '../../fixtures/security-headers.ts';
import { oneDishOrder } from '../../fixtures/order-request.ts';

// A deployment of its own (nginx and two instances on a new PostgreSQL database), since these tests stop its instances.

let deployment: ProxiedInstances;
let customers: TestCustomer[];
let dish: MenuItem;

beforeAll(async () => {
  deployment = await startProxiedInstances({
    name: 'going-away',
    proxyPort: TEST_PORTS.ownProxy,
    instancePorts: TEST_PORTS.ownProxyInstances,
    databaseUrl: await createDatabase(inject('postgresAdminUrl') ?? '', `going_away_${Date.now()}`),
    // The load below writes far faster than a person: the per-customer limits would answer it 429.
    env: { CART_WRITES_PER_MINUTE: '1000000', ORDERS_PER_MINUTE: '1000000' },
  });
  const menu = v.parse(
    MenuSchema,
    await (await fetch(`${deployment.origin}/restaurant-details-api/restaurant-menu?id=1`)).json(),
  );
  const [first] = menu;
  if (!first) throw new Error('restaurant 1 has no menu');
  dish = first;
  customers = await Promise.all(Array.from({ length: 16 }, () => signInCustomer(uniqueEmail('going-away'))));
}, 60_000);

afterAll(async () => {
  await deployment?.stop();
});

/** A call a customer makes: a GET of `path`, or a POST of `body`. */
type Step = (customer: TestCustomer) => { path: string; body?: object };

/** A customer's visit, step by step: reads that no cache may answer, and writes that must not be lost. */
const VISIT: Step[] = [
  (customer: TestCustomer) => ({
    path: '/shopping-cart-api/add-shopping-cart-item',
    body: { userId: customer.email, restaurantId: 1, itemId: dish.id },
  }),
  (customer: TestCustomer) => ({ path: `/shopping-cart-api/view-shopping-cart?user-id=${customer.email}` }),
  (customer: TestCustomer) => ({
    path: '/shopping-cart-api/update-shopping-cart-item',
    body: { userId: customer.email, restaurantId: 1, itemId: dish.id, quantity: 2 },
  }),
  () => ({ path: '/checkout' }),
  (customer: TestCustomer) => ({
    path: '/order-mgmt-api/place-order',
    body: oneDishOrder(customer.email, dish, 2),
  }),
  (customer: TestCustomer) => ({ path: `/order-mgmt-api/list-orders?user-id=${customer.email}` }),
];

/**
 * Keeps every customer visiting through the proxy (`steps`, one after the other, again and again) until the function
 * returned is called; that answers how many calls were made and every one that failed.
 */
function keepCustomersBusy(steps = VISIT) {
  let running = true;
  let made = 0;
  const failed: string[] = [];
  const visits = customers.map(async (customer) => {
    for (let index = 0; running; index = (index + 1) % steps.length) {
      const { path, body } = (steps[index] as Step)(customer);
      made += 1;
      try {
        const response = await fetch(`${deployment.origin}${path}`, {
          method: body ? 'POST' : 'GET',
          headers: { ...authHeaders(customer), 'Idempotency-Key': crypto.randomUUID() },
          body: body ? JSON.stringify(body) : null,
          signal: AbortSignal.timeout(5_000),
        });
        const text = await response.text();
        if (!response.ok) failed.push(`${response.status} ${path}: ${text.slice(0, 120)}`);
      } catch (error) {
        failed.push(`${path}: ${String(error)}`);
      }
    }
  });
  return async () => {
    running = false;
    await Promise.all(visits);
    return { made, failed };
  };
}

/** What nginx logged of its errors (a reset, a refusal), shown with failed requests to tell which it was. */
function nginxErrors(): string {
  return `nginx's error log:\n${deployment.nginx.output()}`;
}

/**
 * Waits until nginx sends requests to both instances again: it leaves one that failed alone for a few seconds
 * (`fail_timeout` in deploy/nginx/storefront.conf) before it tries it again.
 */
async function untilBothServe() {
  const everyone = new Set(deployment.instances.map((instance) => instance.origin));
  for (let tries = 0; tries < 20; tries += 1) {
    for (let ask = 0; ask < 4; ask += 1) await fetch(`${deployment.origin}/readyz`);
    // A refused connection is logged with the instance's address too: only answers count.
    const recent = (await deployment.answeredBy()).slice(-4);
    const answering = new Set(recent.filter(({ status }) => status === 200).map(({ instance }) => instance));
    if (recent.every(({ status }) => status === 200) && answering.size === everyone.size) return;
  }
  throw new Error('nginx did not take both instances back');
}

/** Waits until nginx has sent `instance` a request again since it restarted, under the load of the test. */
async function untilAnswering(instance: { origin: string }) {
  for (let tries = 0; tries < 40; tries += 1) {
    await fetch(`${deployment.origin}/readyz`);
    const recent = (await deployment.answeredBy()).slice(-100);
    if (recent.some(({ instance: by, status }) => by === instance.origin && status < 500)) return;
  }
  throw new Error(`nginx did not take ${instance.origin} back`);
}

describe('an instance going away under load fails no request', () => {
  test('a rolling restart: each instance in turn drains and starts again while customers shop', async () => {
    const stop = keepCustomersBusy();
    await sleep(1_500);
    for (const index of [0, 1]) {
      expect(await deployment.instances[index]?.stop()).toBe(0);
      // As a rolling deploy does: the next instance goes only once this one takes requests again.
      await untilAnswering(await deployment.restart(index));
    }
    const { made, failed } = await stop();

    expect(failed, nginxErrors()).toEqual([]);
    expect(made).toBeGreaterThan(300);
    await untilBothServe();
  }, 90_000);

  test('SIGTERM: the instance drains while nginx sends everything new to the other', async () => {
    const stop = keepCustomersBusy();
    // Under way, nginx has its keep-alive connections to both instances open.
    await sleep(2_000);
    const exited = deployment.instances[0]?.stop();
    expect(await exited).toBe(0);
    await sleep(1_000);
    const { made, failed } = await stop();

    expect(failed, nginxErrors()).toEqual([]);
    expect(made).toBeGreaterThan(300);
    await deployment.restart(0);
    await untilBothServe();
  }, 30_000);

  test('killed outright: reads are tried on the other instance', async () => {
    // Only reads: a write that reached the killed instance may or may not have been made, which only its caller can
    // find out (an order's Idempotency-Key is for that), so nginx does not retry it.
    const stop = keepCustomersBusy(VISIT.filter((step) => step(customers[0] as TestCustomer).body === undefined));
    await sleep(1_500);
    const killed = deployment.instances[1];
    process.kill(killed?.pid ?? 0, 'SIGKILL');
    await killed?.stop();
    await sleep(1_000);
    const { made, failed } = await stop();

    expect(failed, nginxErrors()).toEqual([]);
    expect(made).toBeGreaterThan(300);
    await deployment.restart(1);
    await untilBothServe();
  }, 30_000);
});

describe('with both instances stopped', () => {
  const CATALOG = ['/', '/restaurants', '/restaurants/1', '/restaurants-api/restaurants'];

  test('the proxy still serves the catalog it holds, and answers the rest 503 with Retry-After', async () => {
    for (const path of CATALOG) await fetch(`${deployment.origin}${path}`);
    await Promise.all(deployment.instances.map((instance) => instance.stop()));

    for (const path of CATALOG) {
      const answer = await fetch(`${deployment.origin}${path}`);
      expect(answer.status, path).toBe(200);
      expect(['HIT', 'STALE']).toContain(answer.headers.get('x-proxy-cache'));
    }
    const screen = await request(deployment.origin, '/cart');
    expect([screen.status, screen.headers['retry-after'], screen.headers['content-type']]).toEqual([
      503,
      '5',
      'text/plain; charset=utf-8',
    ]);
    expect(screen.body).toBe('The storefront is unavailable. Please try again in a moment.');
    expectSecurityHeaders(screen, 'other');
    const [customer] = customers;
    const call = await fetch(`${deployment.origin}/shopping-cart-api/get-cart-item-count?user-id=${customer?.email}`, {
      headers: customer ? authHeaders(customer) : {},
    });
    expect(call.status).toBe(503);
    expect((await call.json()).error.code).toBe('unavailable');
  });

  test('a browser asking for a page nginx holds no copy of gets the storefront’s notice as a page', async () => {
    const screen = await request(deployment.origin, '/checkout', {
      headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect([screen.status, screen.headers['retry-after'], screen.headers['content-type']]).toEqual([
      503,
      '5',
      'text/html; charset=utf-8',
    ]);
    expect(screen.headers['cache-control']).toBe('no-store');
    expect(screen.body).toContain('<title>Please try again in a moment | Cymbal Eats</title>');
    expect(screen.body).toContain('<h1>Please try again in a moment</h1>');
    expect(screen.body).toContain(
      '<p>The storefront cannot be reached just now, so this page cannot be shown. Nothing in your cart is lost.</p>',
    );
    expect(screen.body).toContain('<a href="">Try again</a><a href="/">Home</a>');
    // Its one style block may apply, and nothing else may load or run.
    const style = /<style>([^<]*)<\/style>/.exec(screen.body)?.[1] ?? '';
    expect(style).toContain('.actions');
    const hash = createHash('sha256').update(style).digest('base64');
    expect(screen.headers['content-security-policy']).toBe(`${NON_HTML_CSP}; style-src 'sha256-${hash}'`);
    expect(screen.body).not.toContain('<script');
    expectSecurityHeaders(
      { ...screen, headers: { ...screen.headers, 'content-security-policy': NON_HTML_CSP } },
      'other',
    );
  });

  test('once they are back, nginx sends them requests again', async () => {
    await Promise.all([deployment.restart(0), deployment.restart(1)]);
    await untilBothServe();
    expect((await fetch(`${deployment.origin}/cart`)).status).toBe(200);
  }, 45_000);
});
