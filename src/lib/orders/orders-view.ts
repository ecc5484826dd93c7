import { computed } from 'nanostores';
import { ORDER_STATUSES, parseIdParam, type Order, type OrderPart } from '../contract.ts';
import { formatClock, formatDeliveryTime, formatPrice, formatStatus } from '../format.ts';
import { lastChange, partProgress, partsOf } from './order-progress.ts';
import { isOnTheWay } from './order-status.ts';
import { $cartFilling } from '../cart/cart-status.ts';
import { $signedIn } from '../identity/customer-state.ts';
import { $knownOrders, $orderRead, $ordersRead, $restaurantNames, orderStore, type ReadState } from './orders-state.ts';
import { LOADING, SIGN_IN_PROMPT } from '../screens/common-parts.ts';
import { definePart, type PartNode } from '../screens/parts.ts';

export const ORDER_FACTS = definePart('order-facts', [
  'orderId',
  'deliveryTerm',
  'deliveryAt',
  'delivery',
  'status',
  'statusText',
  'updatedAt',
  'updated',
  'total',
  'address',
]);
export const ORDER_NOTICE = definePart('order-notice', ['text']);
export const PROGRESS = definePart('progress', ['label'], ['steps']);
export const PROGRESS_STEP = definePart('progress-step', ['label', 'state', 'current']);
export const ORDER_CARD = definePart('order-card', ['orderId', 'busy'], ['facts', 'notices', 'progress']);
export const ORDER_LIST = definePart('order-list', [], ['children']);
export const NO_ORDERS = definePart('no-orders');
export const ORDERS_FAILURE = definePart('orders-failure', ['message', 'orderId']);
export const TIMELINE = definePart('timeline', ['heading', 'headingId'], ['steps']);
export const TIMELINE_STEP = definePart('timeline-step', ['label', 'state', 'current', 'at', 'time']);
export const ORDER_LINES = definePart('order-lines', [], ['children']);
export const ORDER_LINE = definePart('order-line', ['image', 'restaurant', 'name', 'price', 'quantity']);
export const ORDER_DETAILS = definePart(
  'order-details',
  ['orderId', 'busy'],
  ['facts', 'notices', 'timelines', 'lines'],
);
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

/** Restaurant names by id, once they are known. */
type Names = Readonly<Record<number, string>> | null;

function facts(order: Order): PartNode {
  const { street, buildingNumber, apartmentNumber, city, zipCode } = order.shippingAddress;
  const updatedAt = lastChange(order);
  return ORDER_FACTS({
    orderId: String(order.orderId),
    // The time beside an order under way is when it should come; once it came, or stopped, when that was.
    deliveryTerm: isOnTheWay(order.status) && order.status !== 'Delivered' ? 'Delivery' : formatStatus(order.status),
    deliveryAt: order.estimatedDeliveryTime,
    delivery: formatDeliveryTime(order.estimatedDeliveryTime),
    status: order.status,
    statusText: formatStatus(order.status),
    updatedAt,
    updated: updatedAt ? formatDeliveryTime(updatedAt) : '',
    total: formatPrice(order.totalCost),
    address: `${street} ${buildingNumber}, Apt ${apartmentNumber}, ${city} ${zipCode}`,
  });
}

/** The restaurant a part is from, as the customer reads it; a blank holds its place until the names are known. */
function restaurantName(restaurantId: number, names: Names): string {
  return names ? (names[restaurantId] ?? 'Unknown Restaurant') : '\u00a0';
}

/**
 * Why each part that stopped stopped, as the restaurant or the storefront said: `Cancelled: …`, after the restaurant's
 * name when the order has several.
 */
function notices(order: Order, names: Names): PartNode[] {
  const parts = partsOf(order);
  return parts.flatMap((part) => {
    if (isOnTheWay(part.status) || part.reason === undefined) return [];
    const why = `${formatStatus(part.status)}: ${part.reason}`;
    const text = parts.length > 1 ? `${names?.[part.restaurantId] ?? 'A restaurant'} · ${why}` : why;
    return [ORDER_NOTICE({ text }, {}, `notice-${part.restaurantId}`)];
  });
}

/** The order's progress in the list: six marks, the current one named for screen readers; all stopped once it did. */
function compactProgress(order: Order): PartNode {
  const onTheWay = isOnTheWay(order.status);
  const step = ORDER_STATUSES.indexOf(order.status as (typeof ORDER_STATUSES)[number]) + 1;
  const steps = onTheWay
    ? partProgress({ status: order.status, changes: [], estimatedDeliveryTime: order.estimatedDeliveryTime })
    : ORDER_STATUSES.map((status) => ({ label: formatStatus(status), state: 'stopped' as const }));
  return PROGRESS(
    {
      label: onTheWay
        ? `Progress of order ${order.orderId}: ${formatStatus(order.status)}, step ${step} of ${ORDER_STATUSES.length}`
        : `Progress of order ${order.orderId}: ${formatStatus(order.status)}`,
    },
    {
      steps: steps.map((entry) =>
        PROGRESS_STEP({ label: entry.label, state: entry.state, current: entry.state === 'current' ? 'step' : '' }),
      ),
    },
  );
}

/**
 * A part's progress on the details screen: every status, with the time it was reached, and the expected delivery time
 * beside Delivered until then. An order of several restaurants has one per restaurant, headed with its name.
 */
function timeline(part: OrderPart, heading: string): PartNode {
  return TIMELINE(
    { heading, headingId: `timeline-${part.restaurantId}` },
    {
      steps: partProgress(part).map((entry) =>
        TIMELINE_STEP({
          label: entry.label,
          state: entry.state,
          current: entry.state === 'current' || entry.state === 'stopped' ? 'step' : '',
          at: entry.at,
          time: entry.at === '' ? '' : entry.expected ? `by ${formatClock(entry.at)}` : formatClock(entry.at),
        }),
      ),
    },
    String(part.restaurantId),
  );
}

interface OrdersScreenState {
  signedIn: boolean;
  orders: readonly Order[];
  read: ReadState;
  /** An Order Again is under way. */
  busy: boolean;
  names: Names;
}

/** The order list: the orders this device knows at once, then the server's; a failure, or none at all. */
function ordersScreen(state: OrdersScreenState): PartNode[] {
  if (!state.signedIn) return [SIGN_IN_PROMPT({ text: 'Sign in to see your orders.' })];
  const { read } = state;
  if (state.orders.length > 0) {
    const cards = state.orders.map((order) =>
      ORDER_CARD(
        { orderId: String(order.orderId), busy: String(state.busy) },
        { facts: [facts(order)], notices: notices(order, state.names), progress: [compactProgress(order)] },
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
  [$signedIn, $knownOrders, $ordersRead, $cartFilling, $restaurantNames],
  (signedIn, orders, read, busy, names) => ordersScreen({ signedIn, orders, read, busy, names }),
);

interface DetailsScreenState {
  signedIn: boolean;
  orderId: number;
  /** The order as the device knows it: the server's last answer, or the order list kept on the device. */
  order: Order | null;
  read: ReadState;
  names: Names;
  busy: boolean;
}

/**
 * One order: its facts, why any part of it stopped, its progress (one timeline per restaurant when it has several)
 * and its lines; `Loading....` until the device or the server knows it.
 */
function detailsScreen(state: DetailsScreenState): PartNode[] {
  if (!state.signedIn) return [SIGN_IN_PROMPT({ text: 'Sign in to see this order.' })];
  const { read, order, names } = state;
  if (read.state === 'failed' && read.notFound) return [ORDER_NOT_FOUND({ orderId: String(state.orderId) })];
  if (!order) {
    if (read.state === 'failed') return [ORDERS_FAILURE({ message: read.message, orderId: String(state.orderId) })];
    return [LOADING({ text: DETAILS_LOADING })];
  }
  const parts = partsOf(order);
  const lines = order.orderItems.map((item) =>
    ORDER_LINE(
      {
        image: item.itemImageUrl,
        // The names arrive after the lines: a blank line holds their place, so nothing below moves (CLS 0).
        restaurant: restaurantName(item.restaurantId, names),
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
        notices: notices(order, names),
        timelines: parts.map((part) =>
          timeline(part, parts.length > 1 ? restaurantName(part.restaurantId, names) : 'Progress'),
        ),
        lines: [ORDER_LINES({}, { children: lines })],
      },
    ),
  ];
}

/** The details screen of one order as the stores have it now. */
export function detailsScreenStore(orderId: number) {
  return computed(
    [$signedIn, orderStore(orderId), $orderRead, $restaurantNames, $cartFilling],
    (signedIn, order, read, names, busy) => detailsScreen({ signedIn, orderId, order, read, names, busy }),
  );
}
