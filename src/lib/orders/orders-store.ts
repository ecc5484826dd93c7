import { HttpError, api } from '../api.ts';
import type { Order } from '../contract.ts';
import { $customer, forgetCustomer, idToken } from '../identity/customer-store.ts';
import { isOffline } from '../offline/connection.ts';
import { sameCustomerCheck } from '../identity/same-customer.ts';
import { formatDeliveryTime } from '../format.ts';
import { isFinal } from './order-status.ts';
import {
  $knownOrders,
  $ordersReadAt,
  $openedOrder,
  $orderRead,
  $ordersRead,
  $restaurantNames,
  KEPT_ORDERS,
  keepOrders,
  type ReadState,
} from './orders-state.ts';

/** Reads the customer's orders and keeps the newest on the device. */
export async function loadOrders(): Promise<void> {
  $ordersRead.set({ state: 'loading' });
  const sameCustomer = sameCustomerCheck();
  try {
    const token = await requireToken();
    const orders = await api.listOrders(token, $customer.get().email);
    if (!sameCustomer()) return;
    keepOrders(orders);
    $ordersRead.set({ state: 'loaded' });
    // An order of several restaurants names each in what it says of its parts.
    if (orders.some((order) => (order.parts?.length ?? 0) > 1)) void loadRestaurantNames();
  } catch (error) {
    $ordersRead.set(failure(error, 'We could not load your orders.'));
  }
}

/**
 * Reads one order; answers whether it was read. `quietly` is for the refresh that keeps its status current: a failed
 * refresh leaves the order on screen rather than replacing it with an error.
 */
export async function loadOrderDetails(orderId: number, quietly = false): Promise<boolean> {
  if (!quietly) $orderRead.set({ state: 'loading' });
  const sameCustomer = sameCustomerCheck();
  try {
    const token = await requireToken();
    const [order] = await api.orderDetails(token, orderId);
    if (!sameCustomer()) return false;
    if (!order) throw new HttpError(404, 'order_not_found', 'That order was not found.');
    $openedOrder.set(order);
    remember(order);
    $orderRead.set({ state: 'loaded' });
    void loadRestaurantNames();
    return true;
  } catch (error) {
    if (!quietly || $orderRead.get().state !== 'loaded')
      $orderRead.set(failure(error, 'We could not load this order.'));
    return false;
  }
}

/** The first pause between reads of an order under way, and after each read that found it moved. */
export const FOLLOW_FIRST_MS = 3_000;
/** Each read that finds nothing new lengthens the pause, up to this. */
export const FOLLOW_LONGEST_MS = 15_000;
/** A read that failed (offline, the server away) doubles the pause, up to this. */
const FOLLOW_FAILING_MS = 60_000;

/**
 * Keeps the details screen's order current while its kitchen moves it: reads it again after FOLLOW_FIRST_MS, and
 * again after a pause that grows while nothing moves (to FOLLOW_LONGEST_MS) or reads fail (to FOLLOW_FAILING_MS), and
 * is back to the first once it moved. Reads only while the page is in view; stops once the order is final (delivered,
 * rejected or cancelled) or turns out not to be this customer's. Answers a function that stops it.
 */
export function followOrder(orderId: number): () => void {
  let pause = FOLLOW_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const settled = () => {
    const order = $openedOrder.get();
    return (order?.orderId === orderId && isFinal(order.status)) || isNotFound($orderRead.get());
  };
  const moves = () => {
    const order = $openedOrder.get();
    return JSON.stringify([order?.status, order?.parts?.map((part) => part.status)]);
  };
  const read = async () => {
    if (stopped || settled()) return;
    if (document.visibilityState === 'visible') {
      const before = moves();
      const read = await loadOrderDetails(orderId, true);
      if (stopped || settled()) return;
      if (!read) pause = Math.min(pause * 2, FOLLOW_FAILING_MS);
      else if (moves() !== before) pause = FOLLOW_FIRST_MS;
      else pause = Math.min(Math.round(pause * 1.5), FOLLOW_LONGEST_MS);
    }
    timer = setTimeout(() => void read(), pause);
  };
  timer = setTimeout(() => void read(), pause);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Keeps an order the customer has just placed or opened among those the device knows. */
export function remember(order: Order): void {
  const others = $knownOrders.get().filter((known) => known.orderId !== order.orderId);
  const orders = [...others, order].sort((a, b) => b.orderId - a.orderId).slice(0, KEPT_ORDERS);
  // An old order opened from a link is not among the newest: the list stays as it was, and so does when it was read.
  if (orders.includes(order)) keepOrders(orders, $ordersReadAt.get());
}

let namesAsked = false;

/** Fills $restaurantNames once per page; lines of unknown restaurants then read "Unknown Restaurant". */
async function loadRestaurantNames(): Promise<void> {
  if (namesAsked) return;
  namesAsked = true;
  try {
    const restaurants = await api.restaurants();
    $restaurantNames.set(Object.fromEntries(restaurants.map((restaurant) => [restaurant.id, restaurant.name])));
  } catch {
    // Names are a nicety here: the lines still show, with "Unknown Restaurant".
    $restaurantNames.set({});
  }
}

function isNotFound(read: ReadState): boolean {
  return read.state === 'failed' && read.notFound;
}

async function requireToken(): Promise<string> {
  const token = await idToken();
  if (!token) throw new HttpError(401, 'unauthenticated', 'Please sign in to see your orders.');
  return token;
}

/** What the orders screens say offline: the copy on screen is the device's, as of when it was read. */
export function offlineMessage(readAt: string | undefined): string {
  return readAt
    ? `You are offline. Last updated ${formatDeliveryTime(readAt)}.`
    : 'You are offline, and this device has no copy of your orders yet.';
}

function failure(error: unknown, fallback: string): ReadState {
  if (error instanceof HttpError && error.status === 401) forgetCustomer();
  // Offline, whatever failed first (the call, or refreshing the sign-in's token), the copy on screen is the device's.
  const offline = isOffline();
  return {
    state: 'failed',
    message: offline ? offlineMessage($ordersReadAt.get()) : error instanceof HttpError ? error.message : fallback,
    notFound: error instanceof HttpError && error.status === 404,
  };
}
