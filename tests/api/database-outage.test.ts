import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, onTestFailed, test, vi } from 'vitest';
import { MenuSchema, OrderListSchema, OrderSchema, type MenuItem } from '../../src/lib/contract.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { HOME } from '../fixtures/addresses.ts';
import { onPostgres } from '../fixtures/database.ts';
import { oneDishOrder } from '../fixtures/order-request.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { createDatabase, startPostgres, type RunningPostgres } from '../fixtures/postgres.ts';
import { freshSqliteUrl, startServer, testDatabaseFile, type RunningServer } from '../fixtures/server.ts';

// What a customer and an operator see when the database fails or stalls: what needs the database answers
// 503 with Retry-After (never 500), what the kept catalog can answer keeps answering, nothing acknowledged is lost or
// done twice, waits are bounded, and the log has one line when it starts and one when it ends.

/** Far above what these tests write, so that the per-customer limits refuse nothing. */
const NO_WRITE_LIMITS = { CART_WRITES_PER_MINUTE: '1000000', ORDERS_PER_MINUTE: '1000000' };

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
  ms: number;
}

/** A call as `customer` (GET without a body, POST with one), its status, Retry-After and body, and how long it took. */
async function call(
  origin: string,
  customer: TestCustomer,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...authHeaders(customer), ...headers },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
    ms: performance.now() - started,
  };
}

/** A GET without a token (pages, catalog reads). */
async function visit(origin: string, path: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
    ms: performance.now() - started,
  };
}

const user = (customer: TestCustomer) => `user-id=${encodeURIComponent(customer.email)}`;

async function firstDish(origin: string): Promise<MenuItem> {
  const menu = v.parse(MenuSchema, await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`)).json());
  return menu[0]!;
}

const addDish = (origin: string, customer: TestCustomer, dish: MenuItem) =>
  call(origin, customer, '/shopping-cart-api/add-shopping-cart-item', {
    userId: customer.email,
    restaurantId: 1,
    itemId: dish.id,
    quantity: 1,
  });

const placeOrder = (origin: string, customer: TestCustomer, dish: MenuItem, key: string) =>
  call(origin, customer, '/order-mgmt-api/place-order', oneDishOrder(customer.email, dish), {
    'Idempotency-Key': key,
  });

async function orderIds(origin: string, customer: TestCustomer): Promise<number[]> {
  const answer = await call(origin, customer, `/order-mgmt-api/list-orders?${user(customer)}`);
  expect(answer.status).toBe(200);
  return v.parse(OrderListSchema, answer.body).map((order) => order.orderId);
}

/** The 503 every call that needs an unavailable database answers. */
function expectDatabaseRefusal(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(answer.retryAfter).toBe('2');
  expect(answer.body).toMatchObject({ error: { code: 'database_unavailable' } });
}

/** The server's log lines that say `pattern`. */
function linesSaying(server: RunningServer, pattern: RegExp): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => pattern.test(line));
}

/** A stack trace's frame: printed for bugs, never for a database being unavailable. */
const STACK_FRAME = /^\s+at /m;

describe.runIf(onPostgres())('PostgreSQL stopped under write load, then started again', () => {
  let postgres: RunningPostgres;
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-outage-'));
    postgres = await startPostgres(TEST_PORTS.outagePostgres, { dataDir });
    server = await startServer(TEST_PORTS.outage, await postgres.createDatabase('outage'), NO_WRITE_LIMITS);
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('no 500, every acknowledged order there once, orders again within 5 s, one log line each way', async () => {
    onTestFailed(() => console.log(`The server's output:\n${server.output()}`));
    const origin = server.origin;
    const dish = await firstDish(origin);
    const customers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => signInCustomer(uniqueEmail(`outage-${index}`))),
    );
    const statuses: number[] = [];
    const refusals: Answer[] = [];
    /** Each customer's orders as acknowledged (201, or 200 for a retry), by key. */
    const acknowledged = new Map<string, number>();
    let stopping = false;
    let backAt = Number.POSITIVE_INFINITY;
    let firstOrderAfterBack = Number.POSITIVE_INFINITY;

    // Each customer adds to the cart and orders, again and again; an order whose answer was not an acknowledgement
    // is sent again with the same key until it is one, as our client does.
    const customerLoad = async (customer: TestCustomer) => {
      while (!stopping) {
        const added = await addDish(origin, customer, dish).catch(() => undefined);
        if (added) statuses.push(added.status);
        if (added?.status === 503) refusals.push(added);
        const key = randomUUID();
        for (;;) {
          const placed = await placeOrder(origin, customer, dish, key).catch(() => undefined);
          if (placed) statuses.push(placed.status);
          if (placed?.status === 201 || placed?.status === 200) {
            acknowledged.set(key, v.parse(OrderSchema, placed.body).orderId);
            if (performance.now() > backAt) firstOrderAfterBack = Math.min(firstOrderAfterBack, performance.now());
            break;
          }
          if (placed?.status === 503) refusals.push(placed);
          else if (placed) throw new Error(`place-order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
          await new Promise((done) => setTimeout(done, 100));
        }
      }
    };
    // Visitors browse meanwhile: the kept catalog answers them.
    const pages: string[] = [];
    const visitorLoad = async () => {
      while (!stopping) {
        for (const path of ['/', '/restaurants', '/restaurants/1', '/restaurants-api/restaurants']) {
          const answer = await visit(origin, path).catch((error: unknown) => ({ status: 0, body: String(error) }));
          if (answer.status !== 200) pages.push(`${path}: ${answer.status} ${String(answer.body).slice(0, 200)}`);
        }
        await new Promise((done) => setTimeout(done, 50));
      }
    };
    // A customer who only reads their cart's count, which needs the database.
    const reader = await signInCustomer(uniqueEmail('outage-reader'));
    const reads: Answer[] = [];
    const readerLoad = async () => {
      while (!stopping) {
        const answer = await call(origin, reader, `/shopping-cart-api/get-cart-item-count?${user(reader)}`).catch(
          () => undefined,
        );
        if (answer) reads.push(answer);
        await new Promise((done) => setTimeout(done, 20));
      }
    };
    const load = [...customers.map(customerLoad), visitorLoad(), readerLoad()];

    await new Promise((done) => setTimeout(done, 1500));
    await postgres.stop();
    // A page nothing kept (a menu nobody opened) cannot be rendered: its visitor gets the storefront's page saying so.
    const unkeptPage = new Promise((done) => setTimeout(done, 200)).then(() => visit(origin, '/restaurants/7'));
    await new Promise((done) => setTimeout(done, 3000));
    const refusedWhileDown = refusals.length;
    await postgres.start();
    backAt = performance.now();
    await vi.waitFor(() => expect(firstOrderAfterBack).toBeLessThan(Number.POSITIVE_INFINITY), {
      timeout: 10_000,
      interval: 100,
    });
    await new Promise((done) => setTimeout(done, 1000));
    stopping = true;
    await Promise.all(load);

    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(refusedWhileDown).toBeGreaterThan(0);
    for (const refusal of refusals) expectDatabaseRefusal(refusal);
    expect((firstOrderAfterBack - backAt) / 1000).toBeLessThan(5);
    expect(pages).toEqual([]);
    expect(reads.filter(({ status }) => status !== 200 && status !== 503)).toEqual([]);
    expect(reads.filter(({ status }) => status === 503).length).toBeGreaterThan(0);
    for (const refusal of reads.filter(({ status }) => status === 503)) expectDatabaseRefusal(refusal);
    expect([reads.at(-1)?.status, reads.at(-1)?.body]).toEqual([200, '0']);
    const unkept = await unkeptPage;
    expect([unkept.status, unkept.retryAfter]).toEqual([503, '2']);
    expect(unkept.body).toContain('<h1>Please try again in a moment</h1>');
    expect(unkept.body).toContain('<a class="btn" href="">Try again</a>');
    expect(unkept.body).toContain('Nothing in your cart is lost.');

    // Every acknowledged order is there, once: as many orders as keys acknowledged, and the very ones.
    const listed = (await Promise.all(customers.map((customer) => orderIds(origin, customer)))).flat();
    expect(listed.toSorted()).toEqual([...acknowledged.values()].toSorted());

    expect(linesSaying(server, /^Database unreachable\. Cause: /)).toHaveLength(1);
    const back = linesSaying(server, /^Database reachable again after \d+\.\d s; \d+ requests were answered 503/);
    expect(back).toHaveLength(1);
    expect(server.output()).not.toMatch(STACK_FRAME);
    expect((await visit(origin, '/readyz')).status).toBe(200);
  }, 90_000);
});

describe.runIf(onPostgres())('the cart’s table held by a lock', () => {
  let server: RunningServer;
  let holder: pg.Client;

  beforeAll(async () => {
    const adminUrl = inject('postgresAdminUrl') ?? '';
    const url = await createDatabase(adminUrl, `outage_lock_${Date.now()}`);
    server = await startServer(TEST_PORTS.outage, url, NO_WRITE_LIMITS);
    holder = new pg.Client(url);
    await holder.connect();
  }, 35_000);

  afterAll(async () => {
    await holder?.end();
    await server?.stop();
  });

  test('cart calls are answered 503 within the lock wait; orders, addresses and pages keep their pace', async () => {
    onTestFailed(() => console.log(`The server's output:\n${server.output()}`));
    const origin = server.origin;
    const dish = await firstDish(origin);
    const customers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => signInCustomer(uniqueEmail(`locked-${index}`))),
    );
    const [reader] = customers as [TestCustomer];
    expect((await placeOrder(origin, reader, dish, randomUUID())).status).toBe(201);

    // A migration, or a transaction left open, holds the cart's table.
    await holder.query('begin');
    await holder.query('lock table cart_line in access exclusive mode');
    const cartCalls = Promise.all(customers.map((customer) => addDish(origin, customer, dish)));
    const others: Answer[] = [];
    const started = performance.now();
    while (performance.now() - started < 2500) {
      others.push(
        ...(await Promise.all([
          call(origin, reader, `/order-mgmt-api/list-orders?${user(reader)}`),
          call(origin, reader, `/address-book-api/list-addresses?${user(reader)}`),
          visit(origin, '/restaurants'),
          visit(origin, '/restaurants-api/restaurants'),
        ])),
      );
    }
    // Once the cart calls were refused: each first asks Firebase about its new sign-in, then waits out the lock, which
    // on a busy machine ended after the loop above.
    const cart = await cartCalls;
    const ready = await visit(origin, '/readyz');
    await holder.query('commit');

    for (const answer of cart) {
      expectDatabaseRefusal(answer);
      expect(answer.ms).toBeLessThan(4000);
    }
    expect(others.filter(({ status }) => status !== 200)).toEqual([]);
    expect(Math.max(...others.map(({ ms }) => ms))).toBeLessThan(1000);
    expect([ready.status, JSON.parse(String(ready.body))]).toEqual([200, { status: 'ready', database: ['busy'] }]);
    expect((await addDish(origin, reader, dish)).status).toBe(200);
    expect(
      linesSaying(server, /^Database busy .* Cause: 55P03: canceling statement due to lock timeout\./),
    ).toHaveLength(1);
    expect(server.output()).not.toMatch(STACK_FRAME);
  }, 30_000);
});

describe.runIf(!onPostgres())('SQLite full, then locked by another process', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(TEST_PORTS.outage, freshSqliteUrl('outage'), {
      ...NO_WRITE_LIMITS,
      NODE_OPTIONS: `--import=${resolve(import.meta.dirname, '../fixtures/sqlite-page-limit.mjs')}`,
    });
  }, 35_000);

  afterAll(async () => {
    await server?.stop();
  });

  test('full: writes are answered 503, reads and pages 200; a refused order sent again once there is room is placed once', async () => {
    onTestFailed(() => console.log(`The server's output:\n${server.output()}`));
    const origin = server.origin;
    const dish = await firstDish(origin);
    const customer = await signInCustomer(uniqueEmail('sqlite-full'));
    expect((await placeOrder(origin, customer, dish, randomUUID())).status).toBe(201);
    await visit(origin, '/restaurants');

    process.kill(server.pid, 'SIGUSR2');
    await vi.waitFor(() => expect(server.output()).toContain('Test: the database is now full'));
    const acknowledged: number[] = [];
    let refused: { key: string; answer: Answer } | undefined;
    for (let attempt = 0; attempt < 300 && !refused; attempt += 1) {
      const key = randomUUID();
      const answer = await placeOrder(origin, customer, dish, key);
      if (answer.status === 201) acknowledged.push(v.parse(OrderSchema, answer.body).orderId);
      else refused = { key, answer };
    }
    expect(refused).toBeDefined();
    expectDatabaseRefusal(refused!.answer);

    expect((await call(origin, customer, `/shopping-cart-api/view-shopping-cart?${user(customer)}`)).status).toBe(200);
    expect((await orderIds(origin, customer)).length).toBe(acknowledged.length + 1);
    for (const path of ['/', '/restaurants', '/restaurants/1', '/restaurants-api/restaurants']) {
      expect((await visit(origin, path)).status).toBe(200);
    }
    const ready = await visit(origin, '/readyz');
    expect([ready.status, JSON.parse(String(ready.body))]).toEqual([200, { status: 'ready', database: ['full'] }]);

    process.kill(server.pid, 'SIGUSR2');
    await vi.waitFor(() => expect(server.output()).toContain('Test: the database may grow again'));
    const placed = await placeOrder(origin, customer, dish, refused!.key);
    const again = await placeOrder(origin, customer, dish, refused!.key);
    expect([placed.status, again.status]).toEqual([201, 200]);
    expect(v.parse(OrderSchema, again.body).orderId).toBe(v.parse(OrderSchema, placed.body).orderId);
    expect((await orderIds(origin, customer)).length).toBe(acknowledged.length + 2);

    expect(linesSaying(server, /^Database full: it refuses writes\. Cause: database or disk is full/)).toHaveLength(1);
    await vi.waitFor(
      () =>
        expect(
          linesSaying(server, /^Database no longer full after \d+\.\d s; \d+ requests were answered 503/),
        ).toHaveLength(1),
      { timeout: 10_000, interval: 200 },
    );
    expect(server.output()).not.toMatch(STACK_FRAME);
  }, 45_000);

  test('locked by another process: writes are answered 503 within the lock wait, reads and pages 200', async () => {
    onTestFailed(() => console.log(`The server's output:\n${server.output()}`));
    const origin = server.origin;
    const dish = await firstDish(origin);
    const customer = await signInCustomer(uniqueEmail('sqlite-locked'));
    expect((await addDish(origin, customer, dish)).status).toBe(200);
    const other = new DatabaseSync(testDatabaseFile('outage'));
    try {
      other.exec('begin immediate');
      const writes = Promise.all([
        addDish(origin, customer, dish),
        placeOrder(origin, customer, dish, randomUUID()),
        call(origin, customer, '/address-book-api/save-address', { userId: customer.email, address: HOME }),
      ]);
      const reads = await Promise.all([
        call(origin, customer, `/shopping-cart-api/view-shopping-cart?${user(customer)}`),
        call(origin, customer, `/order-mgmt-api/list-orders?${user(customer)}`),
        visit(origin, '/restaurants'),
        visit(origin, '/restaurants/1'),
        visit(origin, '/restaurants-api/restaurants'),
      ]);
      for (const answer of await writes) {
        expectDatabaseRefusal(answer);
        expect(answer.ms).toBeLessThan(4000);
      }
      expect(reads.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      other.exec('rollback');
      other.close();
    }
    expect((await addDish(origin, customer, dish)).status).toBe(200);
    expect(linesSaying(server, /^Database busy .* Cause: database is locked/)).toHaveLength(1);
    expect(server.output()).not.toMatch(STACK_FRAME);
  }, 30_000);
});
