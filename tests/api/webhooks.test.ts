// Orders out: the outbox's events reach each integration's webhook, signed, retried until a 2xx, once per event
// across instances and across a killed one; parts nobody accepted in time are cancelled and their kitchens told.
// Each server here has a database of its own (its kitchens' deadlines and receivers are this file's alone).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { openDatabase } from '../../src/lib/server/db/database.ts';
import { NOT_ACCEPTED_REASON } from '../../src/lib/orders/order-parts.server.ts';
import { signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { freshDatabaseUrl } from '../fixtures/database.ts';
import { HOME } from '../fixtures/addresses.ts';
import {
  customerOrder,
  makeIntegration,
  moveOrder,
  openTestRestaurants,
  placeOrderOf,
  startReceiver,
  type Receiver,
} from '../fixtures/partner.ts';
import { metricsOf } from '../fixtures/metrics.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { startServer, type RunningServer } from '../fixtures/server.ts';

let first: RunningServer;
let second: RunningServer;
let databaseUrl: string;
let customer: TestCustomer;
/** Restaurants of the shared database's own, open around the clock (fixtures/partner.ts). */
let one: number;
let two: number;
let three: number;
let four: number;
const receivers: Receiver[] = [];

/** A new integration acting for `restaurantIds`, on the database at `url`, and its webhook's receiver. */
async function integrationWithReceiver(
  restaurantIds: number[],
  answer?: Parameters<typeof startReceiver>[0],
  url = databaseUrl,
) {
  const receiver = await startReceiver(answer);
  receivers.push(receiver);
  const integration = await makeIntegration(url, { name: 'Webhook POS', restaurantIds, webhookUrl: receiver.url });
  receiver.trust(integration.webhookSigningKey);
  return { integration, receiver };
}

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl();
  const settings = { WEBHOOK_TIMEOUT_SECONDS: '2', ORDERS_PER_MINUTE: '100' };
  first = await startServer(TEST_PORTS.webhooks, databaseUrl, settings);
  second = await startServer(TEST_PORTS.webhooksSecond, databaseUrl, settings);
  customer = await signInCustomer(uniqueEmail('webhooks'));
  [one = 0, two = 0, three = 0, four = 0] = await openTestRestaurants(databaseUrl, ['One', 'Two', 'Three', 'Four']);
}, 60_000);

afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await Promise.all([first?.stop(), second?.stop()]);
});

describe('order.placed', () => {
  test('each part reaches the webhook of the integration acting for its restaurant, signed as Standard Webhooks sign', async () => {
    const { integration, receiver } = await integrationWithReceiver([one]);
    await makeIntegration(databaseUrl, { name: 'Polling only', restaurantIds: [two] });
    const order = await placeOrderOf(first.origin, customer, [one, two]);
    const [event] = await receiver.waitFor(1);
    const delivery = receiver.received[0];
    expect(delivery?.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(delivery?.headers['content-type']).toBe('application/json');
    // Verified by the receiver with the key `npm run integration -- create` printed.
    expect(integration.webhookSigningKey).toMatch(/^whsec_/);
    const line = order.orderItems.find((item) => item.restaurantId === one);
    expect(event).toEqual({
      type: 'order.placed',
      timestamp: expect.any(String),
      data: {
        orderId: order.orderId,
        restaurantId: one,
        status: 'Submitted',
        placedAt: expect.any(String),
        updatedAt: expect.any(String),
        changes: [{ status: 'Submitted', at: expect.any(String) }],
        items: [{ itemId: line?.itemId, name: line?.itemName, price: line?.itemPrice, quantity: 1 }],
        total: line?.itemPrice,
        deliveryAddress: HOME,
      },
    });
    // A forged or altered body does not verify: what the receiver's check is for.
    const headers = delivery?.headers as Record<string, string>;
    expect(() => new Webhook(integration.webhookSigningKey).verify('{"type":"order.placed"}', headers)).toThrow(
      'No matching signature found',
    );
  });

  test('a receiver that fails, then answers: the same event again after 1 s, 2 s, 4 s; each instance logs the failing once, not per retry', async () => {
    const failures = [503, 500, 404];
    const { integration, receiver } = await integrationWithReceiver([three], (index) => failures[index] ?? 200);
    const printed = first.printed();
    const printedSecond = second.printed();
    await placeOrderOf(first.origin, customer, [three]);
    await receiver.waitFor(1, 25_000);
    expect(receiver.received.map((delivery) => delivery.answered)).toEqual([503, 500, 404, 200]);
    expect(new Set(receiver.received.map((delivery) => delivery.id)).size).toBe(1);
    const gaps = receiver.received.slice(1).map((delivery, index) => delivery.at - (receiver.received[index]?.at ?? 0));
    for (const [index, pause] of [1_000, 2_000, 4_000].entries())
      expect(gaps[index]).toBeGreaterThanOrEqual(pause - 50);
    // Each instance says when its own deliveries to the integration start failing, once, not once per retry.
    const failing = [first.output(printed), second.output(printedSecond)].map((log) =>
      log.split('\n').filter((line) => line.includes(`to integration ${integration.id} are failing`)),
    );
    expect(failing.every((lines) => lines.length <= 1)).toBe(true);
    // Either instance may have made the first attempt; whichever did says what the receiver answered it.
    expect(failing.flat()).toContainEqual(expect.stringContaining('(answered 503)'));
    const metrics = await metricsOf(first.origin);
    expect(metrics).toMatch(/^storefront_webhook_deliveries_total\{outcome="failed"\} [1-9]/m);
    expect(metrics).toMatch(/^storefront_webhook_events_pending \d+$/m);
    expect(metrics).toMatch(/^storefront_webhook_oldest_pending_age_seconds [\d.]+$/m);
  }, 40_000);

  test('two instances sending from one outbox deliver each event once', async () => {
    const { receiver } = await integrationWithReceiver([four]);
    const orders = [];
    for (let index = 0; index < 20; index += 1) {
      orders.push(await placeOrderOf((index % 2 === 0 ? first : second).origin, customer, [four]));
    }
    const events = await receiver.waitFor(20);
    expect(events.map((event) => event.data.orderId).sort((a, b) => a - b)).toEqual(
      orders.map((order) => order.orderId).sort((a, b) => a - b),
    );
    // Not one delivered twice (a receiver that dedupes would have had nothing to drop).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.received).toHaveLength(20);
  }, 30_000);
});

describe('an instance killed while it delivers', () => {
  let killed: RunningServer | undefined;

  afterAll(async () => {
    await killed?.stop();
  });

  test('its event is delivered later, by the next instance, once after the receiver drops the repeat', async () => {
    const url = await freshDatabaseUrl();
    const settings = { WEBHOOK_TIMEOUT_SECONDS: '3' };
    killed = await startServer(TEST_PORTS.webhooksKilled, url, settings);
    // The first delivery is held open: the instance is killed while it waits for the answer.
    const [own = 0] = await openTestRestaurants(url, ['Killed']);
    const { receiver } = await integrationWithReceiver([own], (index) => (index === 0 ? 'hold' : 200), url);
    const order = await placeOrderOf(killed.origin, customer, [own]);
    const deadline = Date.now() + 10_000;
    while (receiver.received.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    process.kill(killed.pid, 'SIGKILL');
    await killed.stop();
    killed = await startServer(TEST_PORTS.webhooksKilled, url, settings);

    const [event] = await receiver.waitFor(1, 20_000);
    expect(event?.data.orderId).toBe(order.orderId);
    expect(receiver.received.map((delivery) => delivery.answered)).toEqual(['held', 200]);
    expect(receiver.received[0]?.id).toBe(receiver.received[1]?.id);
    const db = await openDatabase(url);
    try {
      // The receiver has answered; the instance records the delivery a moment later.
      await expect
        .poll(() => db.selectFrom('webhookEvent').select(['state', 'attempts']).execute())
        .toEqual([{ state: 'delivered', attempts: 2 }]);
    } finally {
      await db.destroy();
    }
  }, 45_000);
});

describe('an instance told to stop while it delivers', () => {
  test('finishes the delivery and records it before it exits 0', async () => {
    const url = await freshDatabaseUrl();
    const server = await startServer(TEST_PORTS.webhooksKilled, url, { WEBHOOK_TIMEOUT_SECONDS: '10' });
    // The receiver takes 6 s over the delivery, longer than the drain lets idle connections linger (3 s): the instance
    // is told to stop meanwhile.
    const [own = 0] = await openTestRestaurants(url, ['Stopped']);
    const { receiver } = await integrationWithReceiver([own], () => ({ status: 200, afterMs: 6_000 }), url);
    const order = await placeOrderOf(server.origin, customer, [own]);
    const deadline = Date.now() + 10_000;
    while (receiver.received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await server.stop()).toBe(0);
    expect(receiver.events().map((event) => event.data.orderId)).toEqual([order.orderId]);
    const db = await openDatabase(url);
    try {
      expect(await db.selectFrom('webhookEvent').select(['state', 'attempts']).execute()).toEqual([
        { state: 'delivered', attempts: 1 },
      ]);
    } finally {
      await db.destroy();
    }
  }, 30_000);
});

describe('the accept deadline', () => {
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
  });

  test('a part still Submitted after ORDER_ACCEPT_MINUTES is cancelled, its kitchen told, the customer told why', async () => {
    const url = await freshDatabaseUrl();
    server = await startServer(TEST_PORTS.acceptDeadline, url, { ORDER_ACCEPT_MINUTES: '0.05' });
    const [slow = 0, quick = 0] = await openTestRestaurants(url, ['Slow', 'Quick']);
    const { integration, receiver } = await integrationWithReceiver([slow, quick], undefined, url);
    const forgotten = await placeOrderOf(server.origin, customer, [slow]);
    const accepted = await placeOrderOf(server.origin, customer, [quick]);
    expect((await moveOrder(server.origin, integration.secret, accepted.orderId, { status: 'Preparing' })).status).toBe(
      200,
    );

    const events = await receiver.waitFor(3, 15_000);
    expect(events.map((event) => [event.type, event.data.orderId])).toEqual([
      ['order.placed', forgotten.orderId],
      ['order.placed', accepted.orderId],
      ['order.cancelled', forgotten.orderId],
    ]);
    expect(events[2]?.data).toMatchObject({ status: 'Cancelled', reason: NOT_ACCEPTED_REASON });
    const seen = await customerOrder(server.origin, customer, forgotten.orderId);
    expect([seen.status, seen.parts?.[0]?.reason]).toEqual([
      'Cancelled',
      'The restaurant did not accept the order in time.',
    ]);
    expect((await customerOrder(server.origin, customer, accepted.orderId)).status).toBe('Preparing');
    // Too late for the kitchen now.
    const late = await moveOrder(server.origin, integration.secret, forgotten.orderId, { status: 'Preparing' });
    expect(late.status).toBe(409);
  }, 30_000);
});
