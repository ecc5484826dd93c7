import { atom } from 'nanostores';
import { HttpError, api } from '../api.ts';
import type { Order } from '../contract.ts';
import { $customer, forgetCustomer, idToken } from './customer.ts';

/** A screen's data as it arrives: loading, there, or failed with a message for the customer. */
export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'loaded'; value: T }
  | { state: 'failed'; message: string; notFound: boolean };

/** The signed-in customer's orders, newest first. */
export const $orders = atom<Loadable<Order[]>>({ state: 'loading' });

/** The order on the details screen. */
export const $orderDetails = atom<Loadable<Order>>({ state: 'loading' });

/** Restaurant names by id, for order lines, which carry only the restaurant's id; null until they were asked for. */
export const $restaurantNames = atom<Readonly<Record<number, string>> | null>(null);

/** Reads the customer's orders. */
export async function loadOrders(): Promise<void> {
  $orders.set({ state: 'loading' });
  try {
    const token = await requireToken();
    const orders = await api.listOrders(token, $customer.get().email);
    $orders.set({ state: 'loaded', value: orders });
  } catch (error) {
    $orders.set(failure(error, 'We could not load your orders.'));
  }
}

/**
 * Reads one order. `quietly` is for the refresh that keeps its status current: a failed refresh leaves the order on
 * screen rather than replacing it with an error.
 */
export async function loadOrderDetails(orderId: number, quietly = false): Promise<void> {
  if (!quietly) $orderDetails.set({ state: 'loading' });
  try {
    const token = await requireToken();
    const [order] = await api.orderDetails(token, orderId);
    if (!order) throw new HttpError(404, 'order_not_found', 'That order was not found.');
    $orderDetails.set({ state: 'loaded', value: order });
    void loadRestaurantNames();
  } catch (error) {
    if (!quietly || $orderDetails.get().state !== 'loaded') {
      $orderDetails.set(failure(error, 'We could not load this order.'));
    }
  }
}

/** Fills $restaurantNames once per page; lines of unknown restaurants then read "Unknown Restaurant". */
async function loadRestaurantNames(): Promise<void> {
  if ($restaurantNames.get()) return;
  try {
    const restaurants = await api.restaurants();
    $restaurantNames.set(Object.fromEntries(restaurants.map((restaurant) => [restaurant.id, restaurant.name])));
  } catch {
    // Names are a nicety here: the lines still show, with "Unknown Restaurant".
    $restaurantNames.set({});
  }
}

async function requireToken(): Promise<string> {
  const token = await idToken();
  if (!token) throw new HttpError(401, 'unauthenticated', 'Please sign in to see your orders.');
  return token;
}

function failure(error: unknown, fallback: string): Loadable<never> {
  if (error instanceof HttpError && error.status === 401) forgetCustomer();
  return {
    state: 'failed',
    message: error instanceof HttpError ? error.message : fallback,
    notFound: error instanceof HttpError && error.status === 404,
  };
}
