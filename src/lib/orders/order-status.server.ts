import { ORDER_STATUSES, type OrderStatus } from '../contract.ts';

/** What an order's status is computed from on read: the current time and how long each status lasts. */
export interface StatusClock {
  now: Date;
  /** Seconds each status lasts before the next one; must be above 0. */
  stepSeconds: number;
}

const LAST_STEP = ORDER_STATUSES.length - 1;

/** The status of an order placed at `placedAt`: one step along ORDER_STATUSES per `stepSeconds`, ending at Delivered. */
export function statusAt(placedAt: Date, now: Date, stepSeconds: number): OrderStatus {
  const steps = Math.floor((now.getTime() - placedAt.getTime()) / (stepSeconds * 1000));
  // A clock that went backwards still shows Submitted rather than an index out of range.
  return ORDER_STATUSES[Math.min(Math.max(steps, 0), LAST_STEP)] ?? 'Submitted';
}

/** When an order placed at `placedAt` reaches Delivered. */
export function estimatedDeliveryAt(placedAt: Date, stepSeconds: number): Date {
  return new Date(placedAt.getTime() + LAST_STEP * stepSeconds * 1000);
}

/** The details screen refreshes at half a status step, so a change shows soon, but never more than once a second. */
export function orderRefreshMs(stepSeconds: number): number {
  return Math.min(Math.max((stepSeconds * 1000) / 2, 1_000), 30_000);
}

/**
 * The moment (ms since the epoch) the status an order shows at `now` next changes, or Infinity once it is Delivered:
 * an answer listing the order holds until then. The order is known by its estimated delivery time, when it reaches
 * Delivered, so this works from what the answer itself says.
 */
export function nextStatusChangeAt(estimatedDeliveryTime: string, now: Date, stepSeconds: number): number {
  const deliveredAt = Date.parse(estimatedDeliveryTime);
  if (now.getTime() >= deliveredAt) return Infinity;
  const stepMs = stepSeconds * 1000;
  const placedAt = deliveredAt - LAST_STEP * stepMs;
  const steps = Math.max(Math.floor((now.getTime() - placedAt) / stepMs), 0);
  // A millisecond early: the delivery time is stored to the millisecond, so placedAt may be off by a fraction of one.
  return placedAt + (steps + 1) * stepMs - 1;
}
