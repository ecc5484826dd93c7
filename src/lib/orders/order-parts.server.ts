import { setImmediate as nextTurn } from 'node:timers/promises';
import type { OrderPart, OrderStatus } from '../contract.ts';
import type { Db } from '../server/db/database.ts';
import { inTransaction } from '../server/db/database.ts';
import { ApiProblem } from '../server/http.ts';
import { enqueueCancellations } from '../partner/outbox.server.ts';
import { ORDER_PART_COLUMNS } from './order-part-columns.server.ts';
import { needsReason, partDeliveryTime, statusesBefore, type DeliveryEstimate } from './order-status.ts';

/**
 * Each order's parts, one per restaurant in it, with their stored statuses: made Submitted when the order's lines are
 * inserted (a database trigger, migration 0009), moved by the restaurant's kitchen through the partner API
 * (moveOrderPart), or cancelled by the storefront when no kitchen accepted them in time (cancelOverdueParts). Every move
 * is one conditional update, so two moves racing, on one instance or several, cannot both apply
 * (docs/decisions/057-order-parts-and-their-statuses.md).
 */

/**
 * The estimate of a restaurant that gives none (rows from before menus were pushed, a restaurant since removed): the
 * middle of the demo catalog's.
 */
export const DEFAULT_DELIVERY_ESTIMATE: DeliveryEstimate = { min: 30, max: 45 };

/** What the customer reads when no kitchen accepted their order in time. */
export const NOT_ACCEPTED_REASON = 'The restaurant did not accept the order in time.';

/**
 * The parts of each of `orderIds`, restaurant by restaurant, with every status each reached and when, and when each
 * should arrive by its restaurant's delivery estimate.
 */
export async function partsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderPart[]>> {
  const byOrder = new Map<number, OrderPart[]>();
  if (orderIds.length === 0) return byOrder;
  const ids = [...orderIds];
  const [parts, changes] = await Promise.all([
    db
      .selectFrom('orderPart as p')
      .leftJoin('restaurant as r', 'r.id', 'p.restaurantId')
      .select([...ORDER_PART_COLUMNS, 'r.deliveryMinMinutes', 'r.deliveryMaxMinutes'])
      .where('p.orderId', 'in', ids)
      .orderBy('p.orderId')
      .orderBy('p.restaurantId')
      .execute(),
    db
      .selectFrom('orderPartChange')
      .select(['orderId', 'restaurantId', 'status', 'changedAt'])
      .where('orderId', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  for (const part of parts) {
    const status = part.status as OrderStatus;
    const moves = changes
      .filter((change) => change.orderId === part.orderId && change.restaurantId === part.restaurantId)
      .map((change) => ({ status: change.status as OrderStatus, at: change.changedAt }));
    const estimate =
      part.deliveryMinMinutes === null || part.deliveryMaxMinutes === null
        ? DEFAULT_DELIVERY_ESTIMATE
        : { min: part.deliveryMinMinutes, max: part.deliveryMaxMinutes };
    const listed: OrderPart = {
      restaurantId: part.restaurantId,
      status,
      ...(part.reason === null ? {} : { reason: part.reason }),
      changes: [{ status: 'Submitted', at: part.placedAt }, ...moves],
      estimatedDeliveryTime: partDeliveryTime({ status, placedAt: part.placedAt, reachedAt: part.updatedAt }, estimate),
    };
    byOrder.set(part.orderId, [...(byOrder.get(part.orderId) ?? []), listed]);
  }
  return byOrder;
}

/** A move of one order part, asked for by an integration. */
export interface PartMove {
  orderId: number;
  restaurantId: number;
  status: OrderStatus;
  /** Why, for Rejected and Cancelled (the caller's schema requires it there). */
  reason?: string | undefined;
  integrationId: number;
  now: Date;
}

/**
 * Moves a part to `move.status` if the rules allow it from where it is (order-status.ts), and stores the change with
 * its time. Asking for the status it already has changes nothing (`changed: false`); any other move is a 409 that
 * names the status it is in; a part that does not exist is a 404.
 */
export async function moveOrderPart(db: Db, move: PartMove): Promise<{ changed: boolean }> {
  return inTransaction(db, async (trx) => {
    const at = move.now.toISOString();
    const reason = needsReason(move.status) ? (move.reason ?? null) : null;
    const from = statusesBefore(move.status);
    const moved =
      from.length === 0
        ? undefined
        : await trx
            .updateTable('orderPart')
            .set({ status: move.status, reason, updatedAt: at })
            .where('orderId', '=', move.orderId)
            .where('restaurantId', '=', move.restaurantId)
            .where('status', 'in', from)
            .returning('orderId')
            .executeTakeFirst();
    if (moved) {
      await trx
        .insertInto('orderPartChange')
        .values({
          orderId: move.orderId,
          restaurantId: move.restaurantId,
          status: move.status,
          reason,
          changedAt: at,
          integrationId: move.integrationId,
        })
        .execute();
      return { changed: true };
    }
    const current = await trx
      .selectFrom('orderPart')
      .select('status')
      .where('orderId', '=', move.orderId)
      .where('restaurantId', '=', move.restaurantId)
      .executeTakeFirst();
    if (!current) {
      throw new ApiProblem(
        404,
        'order_not_found',
        `Order ${move.orderId} has no part from restaurant ${move.restaurantId}.`,
      );
    }
    if (current.status === move.status) return { changed: false };
    throw new ApiProblem(
      409,
      'status_conflict',
      `Order ${move.orderId} is ${current.status}: it cannot move to ${move.status}.`,
    );
  });
}

/** How many parts one transaction of cancelOverdueParts cancels at most. */
const CANCEL_BATCH = 200;

/**
 * Cancels every part still Submitted `acceptMs` after its order was placed, with NOT_ACCEPTED_REASON, and tells the
 * integrations that were sent those orders (`order.cancelled`), a batch per transaction. Each part is cancelled by
 * one conditional update, so instances running this at once cancel it, and tell of it, once; requests are answered
 * between batches. Answers how many parts it cancelled.
 */
export async function cancelOverdueParts(db: Db, now: Date, acceptMs: number): Promise<number> {
  const at = now.toISOString();
  const deadline = new Date(now.getTime() - acceptMs).toISOString();
  // Most looks find nothing: a read says so without taking SQLite's write lock every few seconds on every instance.
  const overdue = await db
    .selectFrom('orderPart')
    .select('orderId')
    .where('status', '=', 'Submitted')
    .where('placedAt', '<=', deadline)
    .limit(1)
    .executeTakeFirst();
  if (!overdue) return 0;
  let total = 0;
  for (;;) {
    const cancelled = await inTransaction(db, async (trx) => {
      const parts = await trx
        .updateTable('orderPart')
        .set({ status: 'Cancelled', reason: NOT_ACCEPTED_REASON, updatedAt: at })
        .where((eb) =>
          eb(
            eb.refTuple('orderId', 'restaurantId'),
            'in',
            trx
              .selectFrom('orderPart')
              .select(['orderId', 'restaurantId'])
              .where('status', '=', 'Submitted')
              .where('placedAt', '<=', deadline)
              .limit(CANCEL_BATCH)
              .$asTuple('orderId', 'restaurantId'),
          ),
        )
        .where('status', '=', 'Submitted')
        .returning(['orderId', 'restaurantId'])
        .execute();
      if (parts.length === 0) return 0;
      await trx
        .insertInto('orderPartChange')
        .values(
          parts.map((part) => ({
            ...part,
            status: 'Cancelled',
            reason: NOT_ACCEPTED_REASON,
            changedAt: at,
            integrationId: null,
          })),
        )
        .execute();
      await enqueueCancellations(trx, parts, now);
      return parts.length;
    });
    total += cancelled;
    if (cancelled < CANCEL_BATCH) return total;
    // On SQLite every statement runs on the event loop and a batch's awaits never leave it: without a turn between
    // batches, a backlog of thousands of overdue parts held every request until the last was cancelled.
    await nextTurn();
  }
}
