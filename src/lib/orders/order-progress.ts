import { ORDER_STATUSES, type Order, type OrderStatus } from '../contract.ts';
import { formatStatus } from '../format.ts';

/** Where an order stands on one of its statuses. */
type StepState = 'done' | 'current' | 'upcoming';

export interface ProgressStep {
  status: OrderStatus;
  /** The status as the customer reads it: `Ready for delivery`. */
  label: string;
  state: StepState;
  /** When the order reaches (or reached) this status, as an ISO instant. */
  at: string;
}

const LAST_STEP = ORDER_STATUSES.length - 1;

/**
 * An order's way from Submitted to Delivered, one entry per status, with when it reaches each: the server moves an
 * order on one status per `stepSeconds` and says when it reaches the last (`estimatedDeliveryTime`), so the times
 * follow from that; which status it is at is the server's answer.
 */
export function orderProgress(
  order: Pick<Order, 'status' | 'estimatedDeliveryTime'>,
  stepSeconds: number,
): ProgressStep[] {
  const current = ORDER_STATUSES.indexOf(order.status);
  const deliveredAt = Date.parse(order.estimatedDeliveryTime);
  return ORDER_STATUSES.map((status, index) => ({
    status,
    label: formatStatus(status),
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
    at: new Date(deliveredAt - (LAST_STEP - index) * stepSeconds * 1000).toISOString(),
  }));
}
