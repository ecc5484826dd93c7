import { ORDER_STATUSES, type OrderStatus } from '../contract.ts';

/**
 * The rules of an order part's status, shared by the server (which enforces them) and the screens (which draw them):
 * Submitted → Preparing (accepted) → Prepared → ReadyForDelivery → OutForDelivery → Delivered, one step at a time;
 * Rejected from Submitted only; Cancelled from any status before OutForDelivery. Delivered, Rejected and Cancelled
 * are final.
 */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Submitted: ['Preparing', 'Rejected', 'Cancelled'],
  Preparing: ['Prepared', 'Cancelled'],
  Prepared: ['ReadyForDelivery', 'Cancelled'],
  ReadyForDelivery: ['OutForDelivery', 'Cancelled'],
  OutForDelivery: ['Delivered'],
  Delivered: [],
  Rejected: [],
  Cancelled: [],
};

/** The statuses a part may move to `status` from. */
export function statusesBefore(status: OrderStatus): OrderStatus[] {
  return (Object.keys(NEXT) as OrderStatus[]).filter((from) => NEXT[from].includes(status));
}

/** Whether a part in `status` moves no more. */
export function isFinal(status: OrderStatus): boolean {
  return NEXT[status].length === 0;
}

/** Whether a move to `status` must say why (the customer reads it). */
export function needsReason(status: OrderStatus): boolean {
  return status === 'Rejected' || status === 'Cancelled';
}

/** Whether `status` is one of the way to Delivered (not Rejected or Cancelled). */
export function isOnTheWay(status: OrderStatus): status is (typeof ORDER_STATUSES)[number] {
  return (ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * An order's status from its parts' (an order of one restaurant has one part): the least advanced part that is neither
 * Rejected nor Cancelled, so the order reads Delivered only once everything that comes has come; with every part
 * Rejected or Cancelled, Rejected if all were rejected, else Cancelled.
 */
export function overallStatus(parts: readonly { status: OrderStatus }[]): OrderStatus {
  const going = parts.map(({ status }) => status).filter(isOnTheWay);
  if (going.length > 0) {
    return going.reduce((least, status) =>
      ORDER_STATUSES.indexOf(status) < ORDER_STATUSES.indexOf(least) ? status : least,
    );
  }
  return parts.length > 0 && parts.every(({ status }) => status === 'Rejected') ? 'Rejected' : 'Cancelled';
}

/** A restaurant's delivery estimate: minutes from order to door, as a range. */
export interface DeliveryEstimate {
  min: number;
  max: number;
}

/**
 * How much of the estimate is still ahead once a part reaches a status: all of it until the kitchen has cooked (it
 * starts counting again at acceptance), half once the food is ready, a quarter once it is on its way.
 */
const SHARE_AHEAD: Readonly<Record<(typeof ORDER_STATUSES)[number], number>> = {
  Submitted: 1,
  Preparing: 1,
  Prepared: 0.5,
  ReadyForDelivery: 0.5,
  OutForDelivery: 0.25,
  Delivered: 0,
};

const MINUTE_MS = 60_000;

/**
 * When a part should be delivered: never sooner than the estimate's upper end after placement, and later when the
 * kitchen reached its status late (the share of the estimate still ahead, counted from then). A final part's time is
 * when it was delivered, rejected or cancelled.
 */
export function partDeliveryTime(
  part: { status: OrderStatus; placedAt: string; reachedAt: string },
  estimate: DeliveryEstimate,
): string {
  if (!isOnTheWay(part.status) || part.status === 'Delivered') return part.reachedAt;
  const placed = Date.parse(part.placedAt) + estimate.max * MINUTE_MS;
  const fromStatus = Date.parse(part.reachedAt) + SHARE_AHEAD[part.status] * estimate.max * MINUTE_MS;
  return new Date(Math.max(placed, fromStatus)).toISOString();
}

/** An order's delivery time: its latest part still under way, or, once none is, the latest part's end. */
export function orderDeliveryTime(parts: readonly { status: OrderStatus; estimatedDeliveryTime: string }[]): string {
  const going = parts.filter(({ status }) => isOnTheWay(status) && status !== 'Delivered');
  const counted = going.length > 0 ? going : parts;
  return counted.reduce(
    (latest, { estimatedDeliveryTime }) => (estimatedDeliveryTime > latest ? estimatedDeliveryTime : latest),
    '',
  );
}
