import { atom } from 'nanostores';
import { HttpError, api } from '../api.ts';
import type { CartLine, CartMutationResult, MenuItem, Restaurant } from '../contract.ts';
import { $cart, toCartItem, toCartLine, type CartItem } from './cart-state.ts';
import { $customer, $signedIn, forgetCustomer, idToken, signIn } from './customer.ts';

export { $cart, $cartCount, $cartTotal, type CartItem } from './cart-state.ts';

/** Lines (by item id) and menu items with a call under way: their buttons show it and ignore further presses. */
export const $pendingItems = atom<ReadonlySet<number>>(new Set());

/** The last cart failure the customer should read, or ''. */
export const $cartMessage = atom('');

/** True once the cart was read from the server since the page loaded. */
export const $cartLoaded = atom(false);

/**
 * Counts the changes this tab has started. A read of the cart that overlaps a change may have been answered before
 * the change reached the server; it must not put the old quantity back, so it is dropped (the change's own answer
 * carries the new line, and a disagreeing line count reads the cart again).
 */
let changesStarted = 0;

/** Reads the cart from the server (the cart screen, checkout and sign-in call this). */
export async function loadCart(): Promise<void> {
  const changesBefore = changesStarted;
  const overlapsChange = () => changesStarted !== changesBefore || $pendingItems.get().size > 0;
  const token = await idToken();
  if (!token) {
    $cart.set([]);
    return;
  }
  try {
    const lines = await api.viewCart(token, $customer.get().email);
    if (overlapsChange()) return;
    $cart.set(lines.map(toCartItem));
    $cartMessage.set('');
  } catch (error) {
    report(error, 'We could not load your cart.');
  } finally {
    $cartLoaded.set(true);
  }
}

/** Adds one of a menu item; a signed-out visitor is asked to sign in first and the item is added after it. */
export async function addToCart(restaurant: Pick<Restaurant, 'id' | 'name'>, item: MenuItem): Promise<boolean> {
  if (!$signedIn.get() && !(await signIn())) {
    $cartMessage.set('Sign in to add items to your cart.');
    return false;
  }
  return mutate(item.id, (token, userId) =>
    api.addCartItem(token, {
      userId,
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      itemId: item.id,
      itemName: item.name,
      itemPrice: item.price,
      itemDescription: item.description,
      itemImageUrl: item.image,
      quantity: 1,
    }),
  );
}

/** Sets a line's quantity; 0 or less removes it (spec). */
export function updateQuantity(item: CartItem, quantity: number): Promise<boolean> {
  return mutate(item.id, (token, userId) => api.updateCartItem(token, { ...payload(item, userId), quantity }));
}

export function removeFromCart(item: CartItem): Promise<boolean> {
  return mutate(item.id, (token, userId) => api.removeCartItem(token, payload(item, userId)));
}

/** Empties the cart. */
export async function clearCart(): Promise<boolean> {
  changesStarted += 1;
  const token = await idToken();
  if (!token) return false;
  try {
    await api.clearCart(token, $customer.get().email);
    $cart.set([]);
    $cartMessage.set('');
    return true;
  } catch (error) {
    report(error, 'We could not clear your cart.');
    return false;
  }
}

/** Forgets the cart on this device after the order that held it was placed (the server emptied it already). */
export function forgetCart(): void {
  $cart.set([]);
}

function payload(item: CartItem, userId: string) {
  return { ...toCartLine(item), userId };
}

async function mutate(
  itemId: number,
  call: (token: string, userId: string) => Promise<CartMutationResult>,
): Promise<boolean> {
  if ($pendingItems.get().has(itemId)) return false;
  changesStarted += 1;
  $pendingItems.set(new Set([...$pendingItems.get(), itemId]));
  let stale = false;
  try {
    const token = await idToken();
    if (!token) {
      $cartMessage.set('Please sign in again to change your cart.');
      return false;
    }
    const result = await call(token, $customer.get().email);
    stale = !apply(itemId, result);
    $cartMessage.set('');
    return true;
  } catch (error) {
    report(error, 'We could not update your cart.');
    return false;
  } finally {
    const pending = new Set($pendingItems.get());
    pending.delete(itemId);
    $pendingItems.set(pending);
    if (stale) void loadCart();
  }
}

/**
 * Puts the server's answer into the cart. Answers false when the line count disagrees (another device changed the
 * cart): the caller then reads it again, once this change is no longer pending.
 */
function apply(itemId: number, result: CartMutationResult): boolean {
  const items = $cart.get();
  const index = items.findIndex((item) => item.id === itemId);
  const next = result.line
    ? index >= 0
      ? items.map((item, i) => (i === index ? toCartItem(result.line as CartLine) : item))
      : [...items, toCartItem(result.line)]
    : items.filter((item) => item.id !== itemId);
  $cart.set(next);
  return next.length === result.count;
}

function report(error: unknown, fallback: string): void {
  if (error instanceof HttpError && error.status === 401) {
    forgetCustomer();
    $cartMessage.set('Your sign-in has expired. Please sign in again.');
    return;
  }
  $cartMessage.set(error instanceof HttpError ? error.message : fallback);
}
