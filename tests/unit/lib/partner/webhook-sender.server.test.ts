import { afterEach, beforeEach, expect, test } from 'vitest';
import type { Db } from '../../../../src/lib/server/db/database.ts';
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import { createIntegration } from '../../../../src/lib/partner/integrations.server.ts';
import {
  startWebhookSender,
  wakeWebhookSender,
  type WebhookSender,
} from '../../../../src/lib/partner/webhook-sender.server.ts';
import { freshConnection } from '../../../fixtures/database.ts';
import { startReceiver, type Receiver } from '../../../fixtures/partner.ts';
import { placeOrderFrom } from '../../../fixtures/placed-orders.ts';

const ALICE = 'alice@example.com';

let db: Db;
let sender: WebhookSender | undefined;
let receiver: Receiver | undefined;

beforeEach(async () => {
  const connection = await freshConnection();
  db = connection.db;
  await seedDemoCatalog(connection);
});

afterEach(async () => {
  await sender?.stop();
  await receiver?.close();
  await db.destroy();
});

/** An integration for restaurant 1 whose receiver answers as `answer` says. */
async function receiving(answer?: Parameters<typeof startReceiver>[0]) {
  receiver = await startReceiver(answer);
  const integration = await createIntegration(db, { name: 'POS', restaurantIds: [1], webhookUrl: receiver.url });
  receiver.trust(integration.webhookSigningKey);
  return { integration, receiver };
}

test('a failure streak is one line as it starts and one as it ends, whatever the retries between', async () => {
  const { integration, receiver } = await receiving((index) => (index < 2 ? 502 : 204));
  const lines: string[] = [];
  sender = startWebhookSender({ db: async () => db, timeoutMs: 1_000, pollMs: 50, log: (line) => lines.push(line) });
  await placeOrderFrom(db, ALICE, [1], new Date());
  await placeOrderFrom(db, ALICE, [1], new Date());
  await receiver.waitFor(2, 10_000);
  expect(receiver.received.filter((delivery) => delivery.answered === 502)).toHaveLength(2);
  // The receiver has answered; the sender records the delivery, then says the streak ended, a moment later.
  await expect.poll(() => lines).toEqual([
    `Webhook deliveries to integration ${integration.id} are failing (answered 502): each event is tried again after ` +
      '1 s, doubling to 10 minutes apart, for 24 hours.',
    expect.stringMatching(
      new RegExp(
        `^Webhook deliveries to integration ${integration.id} work again, after 2 failed attempt\\(s\\) over [\\d.]+ s\\.$`,
      ),
    ),
  ]);
}, 15_000);

test('a receiver that does not answer within the timeout fails the attempt, as does one that cannot be reached', async () => {
  const { integration, receiver } = await receiving(() => 'hold');
  const lines: string[] = [];
  sender = startWebhookSender({ db: async () => db, timeoutMs: 300, pollMs: 50, log: (line) => lines.push(line) });
  await placeOrderFrom(db, ALICE, [1], new Date());
  const deadline = Date.now() + 5_000;
  while (lines.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(lines).toEqual([
    expect.stringContaining(`to integration ${integration.id} are failing (no answer within 300 ms)`),
  ]);
  const [row] = await db.selectFrom('webhookEvent').select(['state', 'lastError']).execute();
  expect(row).toEqual({ state: 'pending', lastError: 'no answer within 300 ms' });
  await receiver.close();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const [after] = await db.selectFrom('webhookEvent').select(['state', 'lastError', 'attempts']).execute();
  expect(after?.lastError).toBe('ECONNREFUSED');
  expect(after?.attempts).toBeGreaterThanOrEqual(2);
}, 15_000);

test('woken after an order commits, it sends at once rather than at its next look; stopped, it sends nothing more', async () => {
  const { receiver } = await receiving();
  sender = startWebhookSender({ db: async () => db, timeoutMs: 1_000, pollMs: 60_000 });
  // Its first look, at start, finds nothing.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await placeOrderFrom(db, ALICE, [1], new Date());
  wakeWebhookSender();
  await receiver.waitFor(1, 2_000);
  await sender.stop();
  await placeOrderFrom(db, ALICE, [1], new Date());
  wakeWebhookSender();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(receiver.received).toHaveLength(1);
});
