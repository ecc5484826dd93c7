// The partner API's rows of `npm run bench`: webhook delivery from an order placed to the restaurant's receiver answering
// 2xx, at a steady ORDER_RATE orders a second (open loop: each order is sent on time whether the one before was answered
// or not), and the order listing a restaurant's system polls (`GET /partner-api/v1/orders`) under load, on one instance
// on SQLite with the demo data. The receiver runs in this process on 127.0.0.1 and verifies every signature with the
// `standardwebhooks` package, as docs/partner-api.md shows a restaurant's receiver doing.
// Alone: `node scripts/bench/partner.mjs` inside the Firebase Auth emulator, as the bench runs (BENCH_PORT moves it).
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { openDatabase } from '../../src/lib/server/db/database.ts';
import { createIntegration } from '../../src/lib/partner/integrations.server.ts';
import { authHeaders, signInCustomer } from '../../tests/fixtures/auth.ts';
import { freshSqliteUrl, startServer } from '../../tests/fixtures/server.ts';
import { BENCH_ADDRESS } from './customer-mix.mjs';
import { mark, table } from './report.mjs';
import { load } from './server-load.mjs';

/** DESIGN.md: from order placed to the receiver's 2xx, p99 within this at ORDER_RATE. */
export const WEBHOOK_P99_BUDGET_MS = 2_000;
const ORDER_RATE = 50;
const ORDER_SECONDS = Number(process.env.BENCH_PARTNER_SECONDS ?? 20);
/** Customers the orders are spread over (their per-minute limit is lifted for the bench anyway). */
const CUSTOMERS = 20;
/** Restaurants' systems polling at once: a few, each as fast as it is answered (a queue, not a budget). */
const LISTING_CONNECTIONS = 10;
/** How long after the last order is sent its webhook may still arrive. */
const DRAIN_MS = 15_000;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A receiver on 127.0.0.1 that verifies each event and notes when each order's arrived. */
async function startReceiver() {
  const arrivals = new Map();
  let verifier;
  let refused = 0;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const event = verifier.verify(Buffer.concat(chunks).toString(), request.headers);
        if (!arrivals.has(event.data.orderId)) arrivals.set(event.data.orderId, performance.now());
        response.writeHead(204).end();
      } catch {
        refused += 1;
        response.writeHead(400).end();
      }
    });
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${server.address().port}/webhooks`,
    trust: (key) => (verifier = new Webhook(key)),
    arrivals,
    refused: () => refused,
    close: () => new Promise((closed) => (server.closeAllConnections(), server.close(closed))),
  };
}

/** Measures webhook delivery and the order listing on a new instance on `port`. */
export async function partnerFigures({ port, env = {} }) {
  const databaseUrl = freshSqliteUrl('bench-partner');
  const server = await startServer(port, databaseUrl, { ...env, ORDERS_PER_MINUTE: '1000000' });
  const receiver = await startReceiver();
  try {
    const db = await openDatabase(databaseUrl);
    // The demo restaurants open around the clock: the others refuse orders while they are closed.
    const restaurantIds = [1, 2, 3];
    const integration = await createIntegration(db, { name: 'Bench POS', restaurantIds, webhookUrl: receiver.url });
    await db.destroy();
    receiver.trust(integration.webhookSigningKey);

    const menus = await Promise.all(
      restaurantIds.map(async (id) =>
        (await fetch(`${server.origin}/restaurant-details-api/restaurant-menu?id=${id}`)).json(),
      ),
    );
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, index) => signInCustomer(`bench-partner-${index}@example.com`, 'Bench')),
    );

    // Open loop: order `index` is sent at `index / ORDER_RATE` seconds, answered or not.
    const sentAt = new Map();
    const placements = [];
    let failedOrders = 0;
    const start = performance.now();
    const total = ORDER_RATE * ORDER_SECONDS;
    for (let index = 0; index < total; index += 1) {
      const wait = start + (index * 1000) / ORDER_RATE - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const customer = customers[index % CUSTOMERS];
      const restaurantId = restaurantIds[index % restaurantIds.length];
      const dish = menus[restaurantIds.indexOf(restaurantId)][0];
      const sent = performance.now();
      placements.push(
        fetch(`${server.origin}/order-mgmt-api/place-order`, {
          method: 'POST',
          headers: { ...authHeaders(customer), 'Idempotency-Key': `bench-partner-${index}-${Date.now()}` },
          body: JSON.stringify({
            user: { userId: customer.email },
            shippingAddress: BENCH_ADDRESS,
            totalCost: dish.price,
            orderItems: [{ restaurantId, itemId: dish.id, quantity: 1 }],
          }),
        }).then(async (answer) => {
          if (answer.status !== 201) {
            failedOrders += 1;
            return;
          }
          sentAt.set((await answer.json()).orderId, sent);
        }),
      );
    }
    await Promise.all(placements);
    const drainUntil = performance.now() + DRAIN_MS;
    while (receiver.arrivals.size < sentAt.size && performance.now() < drainUntil) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const latencies = [...sentAt].flatMap(([orderId, sent]) => {
      const arrived = receiver.arrivals.get(orderId);
      return arrived === undefined ? [] : [arrived - sent];
    });
    latencies.sort((a, b) => a - b);
    const delivery = {
      orders: total,
      placed: sentAt.size,
      failedOrders,
      delivered: latencies.length,
      refused: receiver.refused(),
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      maxMs: Math.round(latencies.at(-1) ?? 0),
    };

    const listing = await load(
      server.origin,
      {
        name: 'GET /partner-api/v1/orders?limit=50',
        kind: 'partner',
        path: '/partner-api/v1/orders?limit=50',
        headers: { Authorization: `Bearer ${integration.secret}` },
        connections: LISTING_CONNECTIONS,
      },
      { instance: [server.pid] },
    );
    const waiting = await load(
      server.origin,
      {
        name: 'GET /partner-api/v1/orders?status=Submitted&limit=50',
        kind: 'partner',
        path: '/partner-api/v1/orders?status=Submitted&limit=50',
        headers: { Authorization: `Bearer ${integration.secret}` },
        connections: LISTING_CONNECTIONS,
      },
      { instance: [server.pid] },
    );
    return { delivery, listings: [listing, waiting], ordersListed: sentAt.size };
  } finally {
    await receiver.close();
    await server.stop();
  }
}

/** The delivery row against its budget, and the listing rows. */
export function partnerTable({ delivery, listings, ordersListed }) {
  return [
    table(
      `Webhooks: from an order placed to the restaurant's receiver answering 2xx, ${ORDER_RATE} orders a second for ` +
        `${ORDER_SECONDS} s, one instance on SQLite (every signature verified by the receiver)`,
      [
        ['orders sent', 'orders'],
        ['placed', 'placed'],
        ['delivered', 'delivered'],
        ['p50 ms', 'p50Ms'],
        ['p99 ms', 'p99Ms'],
        ['max ms', 'maxMs'],
        [
          `p99 ≤${WEBHOOK_P99_BUDGET_MS} ms`,
          (row) => mark(row.p99Ms <= WEBHOOK_P99_BUDGET_MS && row.delivered === row.placed && row.refused === 0),
        ],
      ],
      [delivery],
    ),
    table(
      `Partner API: the order listing, ${LISTING_CONNECTIONS} connections as fast as answered (one integration, the ` +
        `restaurants open around the clock, ${ordersListed} orders)`,
      [
        ['call', 'name'],
        ['p50 ms', 'p50Ms'],
        ['p99 ms', 'p99Ms'],
        ['req/s', 'requestsPerSecond'],
        ['bytes/answer', 'bytesPerRequest'],
        ['errors', 'errors'],
        ['instance cores', (row) => row.cpuCores.instance],
      ],
      listings,
    ),
  ].join('\n');
}

if (import.meta.main) {
  console.log(partnerTable(await partnerFigures({ port: Number(process.env.BENCH_PORT ?? 4410) })));
}
