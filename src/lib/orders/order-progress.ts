import { ORDER_STATUSES, type Order, type OrderPart } from '../contract.ts';
import { formatStatus } from '../format.ts';
import { isOnTheWay } from './order-status.ts';

/** Where a part stands on one of its statuses; `stopped` is its Rejected or Cancelled. */
type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface ProgressStep {
  /** The status as the customer reads it: `Ready for delivery`. */
  label: string;
  state: StepState;
  /** When the part reached this status (an ISO instant), for Delivered still to come when it is expected, else ''. */
  at: string;
  /** Whether `at` is the expected delivery time rather than a time reached. */
  expected: boolean;
}

/**
 * An order's parts, restaurant by restaurant. A copy of the order kept on the device by an earlier build has none:
 * one part then stands for the whole order, with its status and no times.
 */
export function partsOf(order: Order): OrderPart[] {
  return (
    order.parts ?? [
      {
        restaurantId: order.orderItems[0]?.restaurantId ?? 0,
        status: order.status,
        changes: [],
        estimatedDeliveryTime: order.estimatedDeliveryTime,
      },
    ]
  );
}

/**
 * A part's way as the kitchen moved it, one entry per status, with the time each was reached (the stored time of the
 * change): on its way, every status to Delivered, the expected delivery time beside Delivered until then; rejected
 * or cancelled, the statuses it reached and then where it stopped.
 */
export function partProgress(part: Pick<OrderPart, 'status' | 'changes' | 'estimatedDeliveryTime'>): ProgressStep[] {
  const reachedAt = (status: string) => part.changes.findLast((change) => change.status === status)?.at ?? '';
  if (isOnTheWay(part.status)) {
    const current = ORDER_STATUSES.indexOf(part.status);
    return ORDER_STATUSES.map((status, index) => {
      const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
      const expected = state === 'upcoming' && status === 'Delivered';
      return {
        label: formatStatus(status),
        state,
        at: state !== 'upcoming' ? reachedAt(status) : expected ? part.estimatedDeliveryTime : '',
        expected,
      };
    });
  }
  const reached = ORDER_STATUSES.filter((status) => part.changes.some((change) => change.status === status));
  return [
    ...reached.map((status) => ({
      label: formatStatus(status),
      state: 'done' as const,
      at: reachedAt(status),
      expected: false,
    })),
    { label: formatStatus(part.status), state: 'stopped', at: reachedAt(part.status), expected: false },
  ];
}

/** When the order last changed: the latest time any of its parts reached a status ('' when none is known). */
export function lastChange(order: Order): string {
  let latest = '';
  for (const part of partsOf(order)) {
    for (const change of part.changes) if (change.at > latest) latest = change.at;
  }
  return latest;
}
