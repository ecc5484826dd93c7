// The outage row of `npm run bench`: one instance on PostgreSQL, eight customers adding to their carts and
// ordering (each order with its own Idempotency-Key, sent again until it is acknowledged, as our client does) and two
// visitors browsing, while PostgreSQL stops (a fast shutdown: every connection cut) for OUTAGE_S and starts again.
// It reports the requests the storefront refused and with which statuses, how long after PostgreSQL was back orders
// went through again, the log lines the outage cost, and whether every acknowledged order is there, once. Then the
// cart's table is held by another connection's lock for LOCK_S while the customers keep adding to their carts and two
// readers list orders, saved addresses and restaurants: how the cart calls are answered, and the readers' latency.
// Alone: `node scripts/bench/outage.mjs` inside the Firebase Auth emulator, as the bench runs (BENCH_PORT moves it).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { authHeaders, signInCustomer } from '../../tests/fixtures/auth.ts';
import { oneDishOrder } from '../../tests/fixtures/order-request.ts';
import { startPostgres } from '../../tests/fixtures/postgres.ts';
import { startServer } from '../../tests/fixtures/server.ts';
import { table } from './report.mjs';

const CUSTOMERS = 8;
const VISITORS = 2;
const BEFORE_S = 3;
const OUTAGE_S = 6;
const AFTER_S = 5;
const VISITOR_PATHS = ['/', '/restaurants', '/restaurants/1', '/restaurants-api/restaurants'];
const LOCK_S = 6;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Measures the outage on a new PostgreSQL on `postgresPort` and an instance on `port`, with `env` over its settings. */
export async function outageFigures({ port, postgresPort, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-outage-'));
  const postgres = await startPostgres(postgresPort, { dataDir, durable: true });
  let server;
  try {
    server = await startServer(port, await postgres.createDatabase('outage'), env);
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, index) =>
        signInCustomer(`bench-outage-${index}-${Date.now()}@example.com`),
      ),
    );
    const outage = await underLoad(server, postgres, customers);
    return { ...outage, lock: await underLock(server, customers) };
  } finally {
    await server?.stop();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function underLoad(server, postgres, customers) {
  const { origin } = server;
  const [dish] = await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`)).json();
  const statuses = { writes: new Map(), pages: new Map() };
  const count = (kind, status) => statuses[kind].set(status, (statuses[kind].get(status) ?? 0) + 1);
  const acknowledged = new Map();
  let stopping = false;
  let downAt;
  let backAt = Infinity;
  let firstOrderAfterBack = Infinity;

  const post = (customer, path, body, headers = {}) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { ...authHeaders(customer), ...headers },
      body: JSON.stringify(body),
    }).then(
      async (response) => ({ status: response.status, body: await response.json().catch(() => undefined) }),
      () => ({ status: 'network error' }),
    );

  const customerLoad = async (customer) => {
    while (!stopping) {
      const added = await post(customer, '/shopping-cart-api/add-shopping-cart-item', {
        userId: customer.email,
        restaurantId: 1,
        itemId: dish.id,
      });
      count('writes', added.status);
      const key = randomUUID();
      for (;;) {
        const placed = await post(customer, '/order-mgmt-api/place-order', oneDishOrder(customer.email, dish), {
          'Idempotency-Key': key,
        });
        count('writes', placed.status);
        if (placed.status === 201 || placed.status === 200) {
          acknowledged.set(key, placed.body.orderId);
          if (performance.now() > backAt) firstOrderAfterBack = Math.min(firstOrderAfterBack, performance.now());
          break;
        }
        await sleep(100);
      }
    }
  };
  const visitorLoad = async () => {
    while (!stopping) {
      for (const path of VISITOR_PATHS) {
        count(
          'pages',
          await fetch(`${origin}${path}`).then(
            async (response) => (await response.arrayBuffer(), response.status),
            () => 'network error',
          ),
        );
      }
    }
  };
  const load = [...customers.map(customerLoad), ...Array.from({ length: VISITORS }, visitorLoad)];

  await sleep(BEFORE_S * 1000);
  const logBefore = server.printed();
  const before = { writes: new Map(statuses.writes), pages: new Map(statuses.pages) };
  downAt = performance.now();
  await postgres.stop();
  await sleep(OUTAGE_S * 1000);
  await postgres.start();
  backAt = performance.now();
  await sleep(AFTER_S * 1000);
  stopping = true;
  await Promise.all(load);

  // From the database itself: list-orders shows a customer's latest 100 orders only, fewer than a fast machine places.
  const reader = new pg.Client(server.databaseUrl);
  await reader.connect();
  const stored = await reader
    .query('SELECT id FROM customer_order WHERE user_id = ANY($1)', [customers.map((customer) => customer.email)])
    .then(({ rows }) => rows.map((row) => row.id))
    .finally(() => reader.end());
  const orderIds = new Set(acknowledged.values());
  const outageLog = server
    .output(logBefore)
    .split('\n')
    // The outage's own lines, without the one every request writes (LOG_REQUESTS).
    .filter((line) => line.trim() !== '' && !line.includes('"msg":"request"'));
  const since = (kind) =>
    [...statuses[kind]].map(([status, n]) => [status, n - (before[kind].get(status) ?? 0)]).filter(([, n]) => n > 0);
  return {
    outageS: OUTAGE_S,
    customers: CUSTOMERS,
    visitors: VISITORS,
    writesSince: Object.fromEntries(since('writes')),
    pagesSince: Object.fromEntries(since('pages')),
    refused: since('writes')
      .filter(([status]) => status !== 200 && status !== 201)
      .reduce((sum, [, n]) => sum + n, 0),
    recoverS: Number(((firstOrderAfterBack - backAt) / 1000).toFixed(2)),
    downS: Number(((backAt - downAt) / 1000).toFixed(1)),
    acknowledgedOrders: orderIds.size,
    acknowledgedStored: [...orderIds].every((id) => stored.includes(id)),
    storedOrders: stored.length,
    logLines: outageLog.length,
    log: outageLog,
  };
}

/** The cart's table held by another connection for LOCK_S: the customers' cart adds, and readers of other tables. */
async function underLock(server, customers) {
  const { origin } = server;
  const [dish] = await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`)).json();
  const [reader] = customers;
  const user = `user-id=${encodeURIComponent(reader.email)}`;
  const readPaths = [`/order-mgmt-api/list-orders?${user}`, `/address-book-api/list-addresses?${user}`, '/restaurants'];
  const cart = { statuses: new Map(), ms: [] };
  const reads = { statuses: new Map(), ms: [] };
  const timed = async (into, request) => {
    const started = performance.now();
    const status = await request().then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 'network error',
    );
    into.ms.push(performance.now() - started);
    into.statuses.set(status, (into.statuses.get(status) ?? 0) + 1);
  };
  const holder = new pg.Client(server.databaseUrl);
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table cart_line in access exclusive mode');
  const until = performance.now() + LOCK_S * 1000;
  const adding = customers.map(async (customer) => {
    while (performance.now() < until) {
      await timed(cart, () =>
        fetch(`${origin}/shopping-cart-api/add-shopping-cart-item`, {
          method: 'POST',
          headers: authHeaders(customer),
          body: JSON.stringify({ userId: customer.email, restaurantId: 1, itemId: dish.id }),
        }),
      );
    }
  });
  const reading = Array.from({ length: 2 }, async () => {
    while (performance.now() < until) {
      for (const path of readPaths)
        await timed(reads, () => fetch(`${origin}${path}`, { headers: authHeaders(reader) }));
    }
  });
  await Promise.all([...adding, ...reading]);
  await holder.query('commit');
  await holder.end();
  const percentile = (ms, p) => {
    const sorted = ms.toSorted((a, b) => a - b);
    return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
  };
  return {
    lockS: LOCK_S,
    cartStatuses: Object.fromEntries(cart.statuses),
    cartMaxMs: Math.round(Math.max(...cart.ms)),
    readStatuses: Object.fromEntries(reads.statuses),
    readP50Ms: percentile(reads.ms, 50),
    readP99Ms: percentile(reads.ms, 99),
    readMaxMs: percentile(reads.ms, 100),
  };
}

const statusList = (byStatus) =>
  Object.entries(byStatus)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');

/** The outage row as the bench prints it. */
export function outageTable(figures) {
  return [
    table(
      `Outage: PostgreSQL stopped for ${figures.outageS} s under ${figures.customers} customers' writes and ${figures.visitors} visitors (one instance)`,
      [
        ['writes from the stop on', (row) => statusList(row.writesSince)],
        ['refused', 'refused'],
        ['pages and catalog reads', (row) => statusList(row.pagesSince)],
        ['orders again after (s)', 'recoverS'],
        ['log lines', 'logLines'],
        [
          'acknowledged orders there, once',
          (row) =>
            `${row.acknowledgedStored && row.storedOrders === row.acknowledgedOrders ? 'yes' : 'NO'} (${row.acknowledgedOrders})`,
        ],
      ],
      [figures],
    ),
    `The outage's log lines:\n${figures.log.map((line) => `  ${line}`).join('\n')}`,
    table(
      `Lock: cart_line held for ${figures.lock.lockS} s by another connection, while ${figures.customers} customers add to their carts and 2 readers list orders, saved addresses and /restaurants`,
      [
        ['cart adds', (row) => statusList(row.cartStatuses)],
        ['slowest cart add ms', 'cartMaxMs'],
        ['reads', (row) => statusList(row.readStatuses)],
        ['reads p50 ms', 'readP50Ms'],
        ['reads p99 ms', 'readP99Ms'],
        ['reads max ms', 'readMaxMs'],
      ],
      [figures.lock],
    ),
  ].join('\n');
}

if (import.meta.main) {
  const port = Number(process.env.BENCH_PORT ?? 4410);
  const figures = await outageFigures({
    port,
    postgresPort: port + 1,
    env: { CART_WRITES_PER_MINUTE: '1000000000', ORDERS_PER_MINUTE: '1000000' },
  });
  console.log(outageTable(figures));
}
