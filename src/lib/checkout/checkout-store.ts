import { HttpError, api } from '../api.ts';
import type { Order, ShippingAddress } from '../contract.ts';
import { forgetCart, loadCart } from '../cart/cart-store.ts';
import { hasWaitingEdits, syncCartEdits } from '../cart/cart-sync.ts';
import { $cart, totalOf, toCartLine } from '../cart/cart-state.ts';
import { $orderPlaced } from '../cart/cart-status.ts';
import { $customer, idToken } from '../identity/customer-store.ts';
import { remember } from '../orders/orders-store.ts';
import { isOffline } from '../offline/connection.ts';
import { sameCustomerCheck } from '../identity/same-customer.ts';

export type PlaceOrderOutcome = { ok: true; order: Order } | { ok: false; message: string };

/** Said when the device is offline: an order is never kept to be sent later without the customer knowing. */
export const OFFLINE_ORDER_MESSAGE =
  'You are offline, so your order cannot be placed now. Your cart and delivery details are kept: place the order once you are back online.';

/** Said when the connection dropped while the order was on its way: the retry carries the same Idempotency-Key. */
export const DROPPED_ORDER_MESSAGE =
  'The connection dropped before the store answered. Your cart and details are kept: place the order again once you are back online, and it will not be placed twice.';

/**
 * One key per distinct order attempt: a retry or a double submit of the same cart reuses it, so an order whose answer
 * was lost with the connection is found, not placed again.
 */
let attempt: { signature: string; key: string } | undefined;

function idempotencyKey(signature: string): string {
  if (attempt?.signature !== signature) attempt = { signature, key: crypto.randomUUID() };
  return attempt.key;
}

/**
 * Places the order for the customer's cart as it stands, priced by the server. The cart is forgotten only once the
 * server has accepted the order (which then joins the orders the device knows); on failure it stays and the outcome
 * says why.
 */
export async function placeOrder(shippingAddress: ShippingAddress): Promise<PlaceOrderOutcome> {
  if (isOffline()) return { ok: false, message: OFFLINE_ORDER_MESSAGE };
  // The order is what the server's cart holds: changes still on the device go first.
  if (hasWaitingEdits() && !(await syncCartEdits())) return { ok: false, message: OFFLINE_ORDER_MESSAGE };
  const items = $cart.get();
  if (items.length === 0) return { ok: false, message: 'Your cart is empty.' };
  const sameCustomer = sameCustomerCheck();
  const token = await idToken();
  if (!token) return { ok: false, message: 'Please sign in to place your order.' };
  const order = {
    user: { userId: $customer.get().email },
    shippingAddress,
    totalCost: totalOf(items),
    orderItems: items.map(toCartLine),
  };
  try {
    const placed = await api.placeOrder(token, order, idempotencyKey(JSON.stringify(order)));
    attempt = undefined;
    if (sameCustomer()) {
      remember(placed);
      forgetCart();
    }
    $orderPlaced.set(true);
    return { ok: true, order: placed };
  } catch (error) {
    if (error instanceof HttpError && error.code === 'total_mismatch') {
      // Prices changed since the cart was read: show the new ones before the customer confirms again.
      await loadCart();
    }
    if (error instanceof HttpError && error.status === 0) return { ok: false, message: DROPPED_ORDER_MESSAGE };
    return {
      ok: false,
      message: error instanceof HttpError ? error.message : 'We could not place your order. Please try again.',
    };
  }
}
