// The customer's orders as the screens see them before the API client has loaded: what this device last read, and how
// the reads under way are going. The actions live in ./orders.ts.
import { atom, computed } from 'nanostores';
import { OrderSchema, type Order } from '../contract.ts';
import { customerList } from '../stores/customer-list.ts';
import { ORDERS_KEY } from '../stores/storage-keys.ts';

/** How many of the newest orders the device keeps to paint the order list with: what one screen shows at once. */
export const KEPT_ORDERS = 20;

const history = customerList(ORDERS_KEY, OrderSchema);

/** The signed-in customer's orders this device knows, newest first; none when they are someone else's. */
export const $knownOrders = history.$items;

/** When the orders the device keeps were last read from the server (an ISO instant), or undefined. */
export const $ordersReadAt = history.$readAt;

/** Keeps the newest of the signed-in customer's orders on the device, as read from the server at `at` (now). */
export function keepOrders(orders: Order[], at?: string): void {
  history.keep(orders.slice(0, KEPT_ORDERS), at);
}

/** How a read is going: not started, under way, answered, or failed with a message for the customer. */
export type ReadState =
  { state: 'idle' | 'loading' | 'loaded' } | { state: 'failed'; message: string; notFound: boolean };

/** The read of the order list. */
export const $ordersRead = atom<ReadState>({ state: 'idle' });

/** The order on the details screen as the server last answered it (it may be older than the newest kept ones). */
export const $openedOrder = atom<Order | null>(null);

/** The read of the order on the details screen. */
export const $orderRead = atom<ReadState>({ state: 'idle' });

/** Restaurant names by id, for order lines, which carry only the restaurant's id; null until they were asked for. */
export const $restaurantNames = atom<Readonly<Record<number, string>> | null>(null);

/** The order with this number as the device knows it (the server's last answer, or the kept list), or null. */
export function knownOrder(orderId: number): Order | null {
  return pick(orderId, $openedOrder.get(), $knownOrders.get());
}

/** The order with this number as the device knows it, as a store that follows every answer about it. */
export function orderStore(orderId: number) {
  return computed([$openedOrder, $knownOrders], (opened, known) => pick(orderId, opened, known));
}

function pick(orderId: number, opened: Order | null, known: readonly Order[]): Order | null {
  if (opened?.orderId === orderId) return opened;
  return known.find((order) => order.orderId === orderId) ?? null;
}
