import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import type { Db } from '../../../../src/lib/server/db/database.ts';
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import { createIntegration, revokeIntegration } from '../../../../src/lib/partner/integrations.server.ts';
import {
  RETRY_PERIOD_MS,
  claimDueEvents,
  markDelivered,
  markFailed,
  outboxBacklog,
  purgeFinishedEvents,
  retryPauseMs,
} from '../../../../src/lib/partner/outbox.server.ts';
import { WebhookEventSchema } from '../../../../src/lib/partner/partner-contract.ts';
import { freshConnection } from '../../../fixtures/database.ts';
import { ADDRESS, placeOrderFrom } from '../../../fixtures/placed-orders.ts';

const ALICE = 'alice@example.com';
const T0 = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const LEASE_MS = 15_000;
const HOOK = 'https://pos.example.com/hook';

let db: Db;

beforeEach(async () => {
  const connection = await freshConnection();
  db = connection.db;
  await seedDemoCatalog(connection);
});

afterEach(async () => {
  await db.destroy();
});

async function events() {
  return db
    .selectFrom('webhookEvent')
    .select(['integrationId', 'type', 'orderId', 'restaurantId', 'state', 'attempts', 'dueAt'])
    .orderBy('id')
    .execute();
}

describe('writing events', () => {
  test('an order placed writes order.placed per part, to each integration with a webhook acting for its restaurant', async () => {
    const pos = await createIntegration(db, { name: 'POS', restaurantIds: [1], webhookUrl: HOOK }, T0);
    await createIntegration(db, { name: 'Poller', restaurantIds: [1, 3] }, T0);
    const gone = await createIntegration(db, { name: 'Gone', restaurantIds: [3], webhookUrl: HOOK }, T0);
    await revokeIntegration(db, gone.id, T0);
    const kitchen = await createIntegration(db, { name: 'Kitchen', restaurantIds: [3, 4], webhookUrl: HOOK }, T0);
    const orderId = await placeOrderFrom(db, ALICE, [1, 3], T0);

    expect(await events()).toEqual([
      {
        integrationId: pos.id,
        type: 'order.placed',
        orderId,
        restaurantId: 1,
        state: 'pending',
        attempts: 0,
        dueAt: T0.toISOString(),
      },
      {
        integrationId: kitchen.id,
        type: 'order.placed',
        orderId,
        restaurantId: 3,
        state: 'pending',
        attempts: 0,
        dueAt: T0.toISOString(),
      },
    ]);
    const [first] = await claimDueEvents(db, T0, LEASE_MS, 1);
    const event = v.parse(WebhookEventSchema, JSON.parse(first?.payload ?? ''));
    const dish = await db
      .selectFrom('menuItem')
      .selectAll()
      .where('restaurantId', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      type: 'order.placed',
      timestamp: T0.toISOString(),
      data: {
        orderId,
        restaurantId: 1,
        status: 'Submitted',
        placedAt: T0.toISOString(),
        updatedAt: T0.toISOString(),
        changes: [{ status: 'Submitted', at: T0.toISOString() }],
        items: [{ itemId: dish.id, name: dish.name, price: dish.priceCents / 100, quantity: 1 }],
        total: dish.priceCents / 100,
        deliveryAddress: ADDRESS,
      },
    });
  });
});

describe('claiming and delivering', () => {
  test('a claimed event is no one else’s until its lease is over; each attempt carries the same id and body', async () => {
    await createIntegration(db, { name: 'POS', restaurantIds: [1], webhookUrl: HOOK }, T0);
    await placeOrderFrom(db, ALICE, [1], T0);
    const [claimed] = await claimDueEvents(db, T0, LEASE_MS, 10);
    expect(claimed).toMatchObject({ attempts: 1, webhookUrl: HOOK });
    expect(await claimDueEvents(db, at(LEASE_MS - 1), LEASE_MS, 10)).toEqual([]);
    // Its sender was killed mid-delivery: once the lease is over, another takes it.
    const [again] = await claimDueEvents(db, at(LEASE_MS), LEASE_MS, 10);
    expect(again).toMatchObject({
      id: claimed?.id,
      messageId: claimed?.messageId,
      payload: claimed?.payload,
      attempts: 2,
    });
    expect(again?.claim).not.toBe(claimed?.claim);
    await markDelivered(db, again?.id ?? 0, at(LEASE_MS + 5));
    expect(await claimDueEvents(db, at(10 * LEASE_MS), LEASE_MS, 10)).toEqual([]);
    expect((await events())[0]?.state).toBe('delivered');
  });

  test('senders claiming at once share the events out, each to one of them', async () => {
    await createIntegration(db, { name: 'POS', restaurantIds: [1, 2, 3], webhookUrl: HOOK }, T0);
    for (let index = 0; index < 10; index += 1) await placeOrderFrom(db, ALICE, [1, 2, 3], T0);
    const claims = await Promise.all([1, 2, 3, 4, 5].map(() => claimDueEvents(db, at(1), LEASE_MS, 9)));
    const ids = claims.flat().map((event) => event.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  test('a failed attempt is tried again after 1 s, then 2 s, 4 s, … at most 10 minutes apart, and given up after a day', async () => {
    expect([1, 2, 3, 4, 10, 11, 30].map(retryPauseMs)).toEqual([1_000, 2_000, 4_000, 8_000, 512_000, 600_000, 600_000]);
    await createIntegration(db, { name: 'POS', restaurantIds: [1], webhookUrl: HOOK }, T0);
    await placeOrderFrom(db, ALICE, [1], T0);
    let now = T0.getTime();
    for (const pause of [1_000, 2_000, 4_000]) {
      const [event] = await claimDueEvents(db, new Date(now), LEASE_MS, 1);
      if (!event) throw new Error('no event due');
      expect(await markFailed(db, event, 'answered 503', new Date(now))).toBe('retrying');
      expect(await claimDueEvents(db, new Date(now + pause - 1), LEASE_MS, 1)).toEqual([]);
      now += pause;
    }
    const [late] = await claimDueEvents(db, at(RETRY_PERIOD_MS), LEASE_MS, 1);
    if (!late) throw new Error('no event due');
    expect(await markFailed(db, late, 'answered 503', at(RETRY_PERIOD_MS))).toBe('given-up');
    expect(await claimDueEvents(db, at(2 * RETRY_PERIOD_MS), LEASE_MS, 1)).toEqual([]);
    const [row] = await db.selectFrom('webhookEvent').select(['state', 'attempts', 'lastError']).execute();
    expect(row).toEqual({ state: 'given-up', attempts: 4, lastError: 'answered 503' });
  });

  test('a claim that outlived its lease cannot set the next attempt of the claim that took over', async () => {
    await createIntegration(db, { name: 'POS', restaurantIds: [1], webhookUrl: HOOK }, T0);
    await placeOrderFrom(db, ALICE, [1], T0);
    const [first] = await claimDueEvents(db, T0, LEASE_MS, 1);
    const [second] = await claimDueEvents(db, at(LEASE_MS), LEASE_MS, 1);
    if (!first || !second) throw new Error('no event due');
    expect(await markFailed(db, first, 'no answer within 10000 ms', at(LEASE_MS + 1))).toBe('taken');
    expect((await events())[0]?.dueAt).toBe(at(2 * LEASE_MS).toISOString());
  });

  test('a revoked integration’s events are dropped, whether waiting or already claimed', async () => {
    const pos = await createIntegration(db, { name: 'POS', restaurantIds: [1], webhookUrl: HOOK }, T0);
    await placeOrderFrom(db, ALICE, [1], T0);
    await placeOrderFrom(db, ALICE, [1], T0);
    await revokeIntegration(db, pos.id, at(1));
    expect((await events()).map((event) => event.state)).toEqual(['dropped', 'dropped']);
    expect(await claimDueEvents(db, at(2), LEASE_MS, 10)).toEqual([]);
  });
});

describe('the backlog', () => {
  test('counts the events still to deliver and the age of the oldest; finished ones are purged after a week', async () => {
    expect(await outboxBacklog(db, T0)).toEqual({ pending: 0, oldestAgeSeconds: 0 });
    await createIntegration(db, { name: 'POS', restaurantIds: [1], webhookUrl: HOOK }, T0);
    await placeOrderFrom(db, ALICE, [1], T0);
    await placeOrderFrom(db, ALICE, [1], at(30_000));
    expect(await outboxBacklog(db, at(90_000))).toEqual({ pending: 2, oldestAgeSeconds: 90 });
    const [event] = await claimDueEvents(db, at(90_000), LEASE_MS, 1);
    await markDelivered(db, event?.id ?? 0, at(90_000));
    expect(await outboxBacklog(db, at(100_000))).toEqual({ pending: 1, oldestAgeSeconds: 70 });
    const week = 7 * 24 * 3600_000;
    await purgeFinishedEvents(db, at(90_000 + week - 1));
    expect(await events()).toHaveLength(2);
    await purgeFinishedEvents(db, at(90_000 + week + 1));
    expect((await events()).map((left) => left.state)).toEqual(['pending']);
  });
});
