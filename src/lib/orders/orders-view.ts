import { computed } from 'nanostores';
import { ORDER_STATUSES, parseIdParam, type Order } from '../contract.ts';
import { formatClock, formatDeliveryTime, formatPrice, formatStatus } from '../format.ts';
import { orderProgress } from './order-progress.ts';
import { $cartFilling } from '../cart/cart-status.ts';
import { $signedIn } from '../identity/customer-state.ts';
import { $knownOrders, $orderRead, $ordersRead, $restaurantNames, orderStore, type ReadState } from './orders-state.ts';
import { LOADING, SIGN_IN_PROMPT } from '../screens/common-parts.ts';
import { definePart, type PartNode } from '../screens/parts.ts';

export const ORDER_FACTS = definePart('order-facts', [
  'orderId',
  'deliveryAt',
  'delivery',
  'status',
  'statusText',
  'total',
  'address',
]);
export const PROGRESS = definePart('progress', ['label'], ['steps']);
export const PROGRESS_STEP = definePart('progress-step', ['label', 'state', 'current']);
export const ORDER_CARD = definePart('order-card', ['orderId', 'busy'], ['facts', 'progress']);
export const ORDER_LIST = definePart('order-list', [], ['children']);
export const NO_ORDERS = definePart('no-orders');
export const ORDERS_FAILURE = definePart('orders-failure', ['message', 'orderId']);
export const TIMELINE = definePart('timeline', [], ['steps']);
export const TIMELINE_STEP = definePart('timeline-step', ['label', 'state', 'current', 'at', 'time']);
export const ORDER_LINES = definePart('order-lines', [], ['children']);
export const ORDER_LINE = definePart('order-line', ['image', 'restaurant', 'name', 'price', 'quantity']);
export const ORDER_DETAILS = definePart('order-details', ['orderId', 'busy'], ['facts', 'timeline', 'lines']);
export const ORDER_NOT_FOUND = definePart('order-not-found', ['orderId']);

/**
 * The order number in an order's address (`/order-details/42`), or 0. The details page is one shell for every order,
 * which the route cache keeps once for all (src/lib/server/route-cache.ts), so the number is not in its HTML.
 */
export function orderIdInPath(pathname: string): number {
  return parseIdParam(pathname.replace(/\/+$/, '').split('/').pop()) ?? 0;
}

/** The spec's text while the details are on their way. */
export const DETAILS_LOADING = 'Loading....';

function facts(order: Order): PartNode {
  const { street, buildingNumber, apartmentNumber, city, zipCode } = order.shippingAddress;
  return ORDER_FACTS({
    orderId: String(order.orderId),
    deliveryAt: order.estimatedDeliveryTime,
    delivery: formatDeliveryTime(order.estimatedDeliveryTime),
    status: order.status,
    statusText: formatStatus(order.status),
    total: formatPrice(order.totalCost),
    address: `${street} ${buildingNumber}, Apt ${apartmentNumber}, ${city} ${zipCode}`,
  });
}

/** The order's progress in the list: six marks, the current one named for screen readers. */
function compactProgress(order: Order): PartNode {
  const step = ORDER_STATUSES.indexOf(order.status) + 1;
  return PROGRESS(
    {
      label: `Progress of order ${order.orderId}: ${formatStatus(order.status)}, step ${step} of ${ORDER_STATUSES.length}`,
    },
    {
      steps: orderProgress(order, 1).map((entry) =>
        PROGRESS_STEP({ label: entry.label, state: entry.state, current: entry.state === 'current' ? 'step' : '' }),
      ),
    },
  );
}

/**
 * The order's progress on its details screen: every status, with the time it was reached, and the estimated delivery
 * time beside Delivered until then.
 */
function timeline(order: Order, stepSeconds: number): PartNode {
  const steps = orderProgress(order, stepSeconds);
  const last = steps.length - 1;
  return TIMELINE(
    {},
    {
      steps: steps.map((entry, index) => {
        const reached = entry.state !== 'upcoming';
        const expected = !reached && index === last;
        return TIMELINE_STEP({
          label: entry.label,
          state: entry.state,
          current: entry.state === 'current' ? 'step' : '',
          at: reached || expected ? entry.at : '',
          time: reached ? formatClock(entry.at) : expected ? `by ${formatClock(entry.at)}` : '',
        });
      }),
    },
  );
}

interface OrdersScreenState {
  signedIn: boolean;
  orders: readonly Order[];
  read: ReadState;
  /** An Order Again is under way. */
  busy: boolean;
}

/** The order list: the orders this device knows at once, then the server's; a failure, or none at all. */
function ordersScreen(state: OrdersScreenState): PartNode[] {
  if (!state.signedIn) return [SIGN_IN_PROMPT({ text: 'Sign in to see your orders.' })];
  const { read } = state;
  if (state.orders.length > 0) {
    const cards = state.orders.map((order) =>
      ORDER_CARD(
        { orderId: String(order.orderId), busy: String(state.busy) },
        { facts: [facts(order)], progress: [compactProgress(order)] },
        String(order.orderId),
      ),
    );
    return [
      ...(read.state === 'failed' ? [ORDERS_FAILURE({ message: read.message, orderId: '' })] : []),
      ORDER_LIST({}, { children: cards }),
    ];
  }
  if (read.state === 'failed') return [ORDERS_FAILURE({ message: read.message, orderId: '' })];
  if (read.state === 'loaded') return [NO_ORDERS({})];
  return [LOADING({ text: 'Loading your orders…' })];
}

export const $ordersScreen = computed(
  [$signedIn, $knownOrders, $ordersRead, $cartFilling],
  (signedIn, orders, read, busy) => ordersScreen({ signedIn, orders, read, busy }),
);

interface DetailsScreenState {
  signedIn: boolean;
  orderId: number;
  /** The order as the device knows it: the server's last answer, or the order list kept on the device. */
  order: Order | null;
  read: ReadState;
  names: Readonly<Record<number, string>> | null;
  stepSeconds: number;
  busy: boolean;
}

/** One order: its facts, its progress and its lines; `Loading....` until the device or the server knows it. */
function detailsScreen(state: DetailsScreenState): PartNode[] {
  if (!state.signedIn) return [SIGN_IN_PROMPT({ text: 'Sign in to see this order.' })];
  const { read, order, names } = state;
  if (read.state === 'failed' && read.notFound) return [ORDER_NOT_FOUND({ orderId: String(state.orderId) })];
  if (!order) {
    if (read.state === 'failed') return [ORDERS_FAILURE({ message: read.message, orderId: String(state.orderId) })];
    return [LOADING({ text: DETAILS_LOADING })];
  }
  const lines = order.orderItems.map((item) =>
    ORDER_LINE(
      {
        image: item.itemImageUrl,
        // The names arrive after the lines: a blank line holds their place, so nothing below moves (CLS 0).
        restaurant: names ? (names[item.restaurantId] ?? 'Unknown Restaurant') : '\u00a0',
        name: item.itemName,
        price: formatPrice(item.itemPrice),
        quantity: String(item.quantity),
      },
      {},
      `${item.restaurantId}-${item.itemId}`,
    ),
  );
  return [
    ...(read.state === 'failed' ? [ORDERS_FAILURE({ message: read.message, orderId: String(state.orderId) })] : []),
    ORDER_DETAILS(
      { orderId: String(order.orderId), busy: String(state.busy) },
      {
        facts: [facts(order)],
        timeline: [timeline(order, state.stepSeconds)],
        lines: [ORDER_LINES({}, { children: lines })],
      },
    ),
  ];
}

/** The details screen of one order as the stores have it now. */
export function detailsScreenStore(orderId: number, stepSeconds: number) {
  return computed(
    [$signedIn, orderStore(orderId), $orderRead, $restaurantNames, $cartFilling],
    (signedIn, order, read, names, busy) => detailsScreen({ signedIn, orderId, order, read, names, stepSeconds, busy }),
  );
}
