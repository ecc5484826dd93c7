import { randomUUID } from 'node:crypto';
import type { Db } from '../server/db/database.ts';
import { skippingLockedRows } from '../server/db/dialect.ts';
import type { WebhookEvent, WebhookEventType } from './partner-contract.ts';
import { partnerOrders, partsOfOrder, type PartRef } from './partner-orders.server.ts';

/**
 * The outbox of webhook events (table webhook_event; docs/decisions/056-webhook-outbox-and-delivery.md). An event is
 * written in the same transaction as what it tells (an order placed, a part the storefront cancelled), one per order
 * part and integration with a webhook that acts for the part's restaurant, so it exists exactly when the change does.
 * Senders in every instance (webhook-sender.server.ts) claim due events with a conditional update that moves the
 * event's due time past a lease (on PostgreSQL passing over the rows another claim holds): two instances never both
 * take an event, and an instance killed mid-delivery leaves it due again once the lease is over. Only a 2xx delivers
 * one; a failure makes it due again after a pause that doubles from 1 s up to 10 minutes, until RETRY_PERIOD_MS after
 * it was written. Each attempt sends the same `webhook-id` and body, so a receiver drops a second delivery.
 *
 * An integration without a webhook gets no events: it lists the orders (GET /partner-api/v1/orders), and nothing is
 * kept for it to pile up. A revoked integration's pending events are dropped (integrations.server.ts).
 */

/** The first pause after a failed delivery; each next one doubles, up to LONGEST_PAUSE_MS. */
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 10 * 60_000;
/** How long an event is tried before it is given up: at least a day, as receivers are promised. */
export const RETRY_PERIOD_MS = 24 * 60 * 60_000;
/** How long delivered, given-up and dropped events are kept for operators to look at. */
const FINISHED_KEPT_MS = 7 * 24 * 60 * 60_000;

/** The pause before the next attempt of an event that has failed `attempts` times (1 s, 2 s, 4 s, … 10 min). */
export function retryPauseMs(attempts: number): number {
  return Math.min(FIRST_PAUSE_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_PAUSE_MS);
}

function eventBody(type: WebhookEventType, data: WebhookEvent['data'], now: Date): string {
  const event: WebhookEvent = { type, timestamp: now.toISOString(), data };
  return JSON.stringify(event);
}

/** The integrations with a webhook that act for each of `restaurantIds`. */
async function receivers(db: Db, restaurantIds: readonly number[]) {
  if (restaurantIds.length === 0) return [];
  return db
    .selectFrom('integrationRestaurant as r')
    .innerJoin('integration as i', 'i.id', 'r.integrationId')
    .select(['i.id as integrationId', 'r.restaurantId'])
    .where('r.restaurantId', 'in', [...restaurantIds])
    .where('i.revokedAt', 'is', null)
    .where('i.webhookUrl', 'is not', null)
    .execute();
}

interface NewEvent extends PartRef {
  integrationId: number;
  type: WebhookEventType;
  payload: string;
}

async function insertEvents(db: Db, events: NewEvent[], now: Date): Promise<void> {
  if (events.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('webhookEvent')
    .values(
      events.map((event) => ({
        ...event,
        messageId: `msg_${randomUUID().replaceAll('-', '')}`,
        state: 'pending',
        createdAt: at,
        dueAt: at,
      })),
    )
    .execute();
}

/** Writes `order.placed` for each part of the order, to each integration with a webhook acting for its restaurant. */
export async function enqueueOrderPlaced(db: Db, orderId: number, now: Date): Promise<void> {
  const parts = await partsOfOrder(db, orderId);
  const to = await receivers(
    db,
    parts.map((part) => part.restaurantId),
  );
  await insertEvents(
    db,
    parts.flatMap((part) =>
      to
        .filter((receiver) => receiver.restaurantId === part.restaurantId)
        .map((receiver) => ({
          orderId,
          restaurantId: part.restaurantId,
          integrationId: receiver.integrationId,
          type: 'order.placed' as const,
          payload: eventBody('order.placed', part, now),
        })),
    ),
    now,
  );
}

/**
 * Writes `order.cancelled` for parts the storefront cancelled, to each integration that was sent the part's
 * `order.placed` and is still there: a kitchen knows what it did itself, and one that never heard of the order has
 * nothing to stop.
 */
export async function enqueueCancellations(db: Db, refs: readonly PartRef[], now: Date): Promise<void> {
  if (refs.length === 0) return;
  const told = await db
    .selectFrom('webhookEvent as e')
    .innerJoin('integration as i', 'i.id', 'e.integrationId')
    .select(['e.orderId', 'e.restaurantId', 'e.integrationId'])
    .distinct()
    .where('e.type', '=', 'order.placed')
    .where(
      'e.orderId',
      'in',
      refs.map((ref) => ref.orderId),
    )
    .where('i.revokedAt', 'is', null)
    .where('i.webhookUrl', 'is not', null)
    .execute();
  const parts = await partnerOrders(db, refs);
  await insertEvents(
    db,
    parts.flatMap((part) =>
      told
        .filter((sent) => sent.orderId === part.orderId && sent.restaurantId === part.restaurantId)
        .map((sent) => ({
          orderId: part.orderId,
          restaurantId: part.restaurantId,
          integrationId: sent.integrationId,
          type: 'order.cancelled' as const,
          payload: eventBody('order.cancelled', part, now),
        })),
    ),
    now,
  );
}

/** An event a sender has claimed, with where it goes and what signs it. */
export interface ClaimedEvent {
  id: number;
  messageId: string;
  integrationId: number;
  payload: string;
  attempts: number;
  createdAt: string;
  /** The claim's token: only this claim may set the event's next attempt. */
  claim: string;
  webhookUrl: string;
  secretHash: string;
}

/**
 * Claims up to `limit` due events for `leaseMs`: none of them is due again, for this instance or another, until the
 * lease is over or the claim reports a failure. Events whose integration was revoked or has no webhook (left from
 * before) are dropped on the way.
 */
export async function claimDueEvents(db: Db, now: Date, leaseMs: number, limit: number): Promise<ClaimedEvent[]> {
  const at = now.toISOString();
  const claim = randomUUID();
  // The conditions are repeated outside the subquery, which on PostgreSQL passes over the rows other claims hold: a
  // row whose claim committed between the two is checked again as that claim left it, and left alone.
  const claimed = await db
    .updateTable('webhookEvent')
    .set((eb) => ({
      dueAt: new Date(now.getTime() + leaseMs).toISOString(),
      claim,
      attempts: eb('attempts', '+', 1),
    }))
    .where(
      'id',
      'in',
      skippingLockedRows(
        db,
        db
          .selectFrom('webhookEvent')
          .select('id')
          .where('state', '=', 'pending')
          .where('dueAt', '<=', at)
          .orderBy('dueAt')
          .orderBy('id')
          .limit(limit),
      ),
    )
    .where('state', '=', 'pending')
    .where('dueAt', '<=', at)
    .returning(['id', 'messageId', 'integrationId', 'payload', 'attempts', 'createdAt'])
    .execute();
  if (claimed.length === 0) return [];
  const integrations = await db
    .selectFrom('integration')
    .select(['id', 'webhookUrl', 'secretHash', 'revokedAt'])
    .where('id', 'in', [...new Set(claimed.map((event) => event.integrationId))])
    .execute();
  const byId = new Map(integrations.map((integration) => [integration.id, integration]));
  const events: ClaimedEvent[] = [];
  const orphans: number[] = [];
  for (const event of claimed) {
    const integration = byId.get(event.integrationId);
    if (!integration?.webhookUrl || integration.revokedAt !== null) orphans.push(event.id);
    else events.push({ ...event, claim, webhookUrl: integration.webhookUrl, secretHash: integration.secretHash });
  }
  if (orphans.length > 0) {
    await db
      .updateTable('webhookEvent')
      .set({ state: 'dropped', finishedAt: at })
      .where('id', 'in', orphans)
      .where('state', '=', 'pending')
      .execute();
  }
  return events;
}

/** Marks an event delivered (a 2xx came back), whichever claim sent it. */
export async function markDelivered(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('webhookEvent')
    .set({ state: 'delivered', finishedAt: now.toISOString(), lastError: null })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

/**
 * Records a failed attempt of a claimed event: due again after its pause, or given up once RETRY_PERIOD_MS has
 * passed since it was written. Answers what became of it (nothing, when another claim has taken it since).
 */
export async function markFailed(
  db: Db,
  event: ClaimedEvent,
  error: string,
  now: Date,
): Promise<'retrying' | 'given-up' | 'taken'> {
  const givenUp = now.getTime() - Date.parse(event.createdAt) >= RETRY_PERIOD_MS;
  const updated = await db
    .updateTable('webhookEvent')
    .set(
      givenUp
        ? { state: 'given-up', finishedAt: now.toISOString(), lastError: error }
        : { dueAt: new Date(now.getTime() + retryPauseMs(event.attempts)).toISOString(), lastError: error },
    )
    .where('id', '=', event.id)
    .where('state', '=', 'pending')
    .where('claim', '=', event.claim)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return 'taken';
  return givenUp ? 'given-up' : 'retrying';
}

/** What the outbox holds undelivered: how many events, and how old the oldest is. */
export interface Backlog {
  pending: number;
  oldestAgeSeconds: number;
}

/** The outbox's backlog at `now`. */
export async function outboxBacklog(db: Db, now: Date): Promise<Backlog> {
  const row = await db
    .selectFrom('webhookEvent')
    .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.min('createdAt').as('oldest')])
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  const oldest = row.oldest === null ? now.getTime() : Date.parse(String(row.oldest));
  return { pending: Number(row.pending), oldestAgeSeconds: Math.max(0, (now.getTime() - oldest) / 1000) };
}

/** Deletes events finished more than FINISHED_KEPT_MS ago, so the outbox holds days, not years. */
export async function purgeFinishedEvents(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('webhookEvent')
    .where('state', '!=', 'pending')
    .where('finishedAt', '<', new Date(now.getTime() - FINISHED_KEPT_MS).toISOString())
    .execute();
}
