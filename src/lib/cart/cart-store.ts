import { HttpError, api } from '../api.ts';
import {
  CART_MAX_QUANTITY,
  type CartItemPayload,
  type CartLine,
  type CartMutationResult,
  type MenuItem,
  type Order,
  type Restaurant,
} from '../contract.ts';
import { $cartNotice, type CartNotice } from './cart-notice.ts';
import { $cart, $guestCart, toCartItem, type CartItem } from './cart-state.ts';
import { $cartFilling, $cartLoaded, $cartMessage, $pendingItems } from './cart-status.ts';
import { hasWaitingEdits, queueClear, queueLineChange, report, syncCartEdits, type LineChange } from './cart-sync.ts';
import { $authMessage, $customer, $signedIn, idToken } from '../identity/customer-store.ts';
import { isOffline } from '../offline/connection.ts';
import { sameCustomerCheck } from '../identity/same-customer.ts';

export { $cart, $cartCount, $cartItems, $cartTotal, $guestCart, type CartItem } from './cart-state.ts';
export { $cartFilling, $cartLoaded, $cartMessage, $pendingItems } from './cart-status.ts';

const LINE_LIMIT_MESSAGE = `You can order at most ${CART_MAX_QUANTITY} of one item.`;

/** What the server answers an add of a dish it will not take now (no longer on the menu, or sold out). */
const REFUSED_FOR_GOOD = new Set(['item_not_found', 'item_removed', 'item_sold_out']);

/**
 * Counts the changes this tab has started. A read of the cart that overlaps a change may have been answered before
 * the change reached the server; it must not put the old quantity back, so it is dropped (the change's own answer
 * carries the new line, and a disagreeing line count reads the cart again).
 */
let changesStarted = 0;

/**
 * Reads the cart from the server (the cart screen, checkout and sign-in call this). Changes waiting on the device are
 * sent first, which reads the cart afterwards; offline, the cart the device kept stays on screen.
 */
export async function loadCart(): Promise<void> {
  if (hasWaitingEdits() || isOffline()) {
    await syncCartEdits();
    $cartLoaded.set(true);
    return;
  }
  const changesBefore = changesStarted;
  const overlapsChange = () => changesStarted !== changesBefore || $pendingItems.get().size > 0 || hasWaitingEdits();
  const sameCustomer = sameCustomerCheck();
  const token = await idToken();
  if (!token) return;
  try {
    const lines = await api.viewCart(token, $customer.get().email);
    if (overlapsChange() || !sameCustomer()) return;
    $cart.set(lines.map(toCartItem));
    $cartMessage.set('');
  } catch (error) {
    report(error, 'We could not load your cart.');
  } finally {
    $cartLoaded.set(true);
  }
}

/** A new cart line of one of `item`, as the device shows it until the server has it. */
/** What a cart line takes of a menu item: all Add to Cart needs to be given. */
export type ItemToAdd = Pick<MenuItem, 'id' | 'name' | 'description' | 'price' | 'image'>;

function newLine(restaurant: Pick<Restaurant, 'id' | 'name'>, item: ItemToAdd, userId: string): CartItem {
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    id: item.id,
    name: item.name,
    description: item.description,
    price: item.price,
    image: item.image,
    timeAdded: new Date().toISOString(),
    userId,
    quantity: 1,
    unavailable: null,
    closed: null,
  };
}

/**
 * Adds one of a menu item: to the customer's cart once signed in, to this device's cart before. Signed in, the change
 * shows at once and is kept on the device until the server has it (./cart-sync.ts), offline included.
 */
export async function addToCart(restaurant: Pick<Restaurant, 'id' | 'name'>, item: ItemToAdd): Promise<boolean> {
  const signedIn = $signedIn.get();
  const lines = signedIn ? $cart.get() : $guestCart.get();
  const line = lines.find((candidate) => candidate.id === item.id);
  if (line && line.quantity >= CART_MAX_QUANTITY) return fail(LINE_LIMIT_MESSAGE);
  $cartMessage.set('');
  if (signedIn) return change(line ?? newLine(restaurant, item, $customer.get().email), { mode: 'add', count: 1 });
  $guestCart.set(
    line
      ? lines.map((candidate) => (candidate === line ? { ...line, quantity: line.quantity + 1 } : candidate))
      : [...lines, newLine(restaurant, item, '')],
  );
  return true;
}

/** Sets a line's quantity; 0 or less removes it (spec), more than a line holds is cut to the most it holds. */
export async function updateQuantity(itemId: number, wanted: number): Promise<boolean> {
  const quantity = Math.min(wanted, CART_MAX_QUANTITY);
  if (!$signedIn.get()) {
    $guestCart.set(
      quantity <= 0
        ? $guestCart.get().filter((item) => item.id !== itemId)
        : $guestCart.get().map((item) => (item.id === itemId ? { ...item, quantity } : item)),
    );
    return true;
  }
  const item = $cart.get().find((candidate) => candidate.id === itemId);
  if (!item) return false;
  return change(item, { mode: 'set', quantity: Math.max(quantity, 0) });
}

export async function removeFromCart(itemId: number): Promise<boolean> {
  if (!$signedIn.get()) {
    $guestCart.set($guestCart.get().filter((item) => item.id !== itemId));
    return true;
  }
  const item = $cart.get().find((candidate) => candidate.id === itemId);
  if (!item) return false;
  return change(item, { mode: 'set', quantity: 0 });
}

/** Empties the cart. */
export async function clearCart(): Promise<boolean> {
  $cartNotice.set(null);
  if (!$signedIn.get()) {
    $guestCart.set([]);
    return true;
  }
  changesStarted += 1;
  queueClear();
  $cartMessage.set('');
  await syncCartEdits();
  return true;
}

/**
 * A signed-in customer's change to one line: shown and kept on the device at once, then sent. Resolves true once it
 * is on the device; the server has it too unless the device is offline or the call failed (it waits, and says so).
 */
async function change(item: CartItem, lineChange: LineChange): Promise<boolean> {
  changesStarted += 1;
  queueLineChange(item, lineChange);
  await syncCartEdits();
  return true;
}

/** Forgets the cart on this device after the order that held it was placed (the server emptied it already). */
export function forgetCart(): void {
  $cart.set([]);
  $cartNotice.set(null);
}

let moving: Promise<boolean> | undefined;

/**
 * Moves the lines filled on this device before sign-in into the signed-in customer's cart on the server: an item in
 * both carts gets both quantities, up to the most a line holds; prices are the server's. Each line leaves the device
 * once the server has it, so a call that fails keeps what was not moved yet (and says so), and calling this again
 * finishes the move. Resolves true once nothing is left to move. One move at a time: a second call joins the first.
 */
export function mergeGuestCart(): Promise<boolean> {
  moving ??= moveGuestLines().finally(() => (moving = undefined));
  return moving;
}

async function moveGuestLines(): Promise<boolean> {
  const sameCustomer = sameCustomerCheck();
  if ($guestCart.get().length === 0) {
    await loadCart();
    return true;
  }
  const filled = await fillCart(
    $guestCart.get().map((line) => ({ ...line, wanted: line.quantity })),
    {},
    (line) => $guestCart.set($guestCart.get().filter((candidate) => candidate.id !== line.id)),
  );
  if (!filled && sameCustomer()) {
    $authMessage.set('You are signed in, but some of what you picked is not in your cart yet: open My Cart to add it.');
  }
  return filled;
}

/**
 * Adds an order's lines to the cart again at today's prices, up to the most a line holds, and leaves a notice for the
 * cart screen saying what is no longer on the menu, what costs something else now and what did not fit. The lines are
 * kept on the device before anything is sent, so that leaving the page at once (for My Cart) loses nothing: the next
 * page sends what is left.
 */
export async function orderAgain(order: Order): Promise<boolean> {
  if (!$signedIn.get()) return fail('Please sign in again to change your cart.');
  if ($cartFilling.get()) return false;
  $cartFilling.set(true);
  changesStarted += 1;
  $cartMessage.set('');
  try {
    for (const line of order.orderItems) {
      const item: CartItem = {
        restaurantId: line.restaurantId,
        restaurantName: '',
        id: line.itemId,
        name: line.itemName,
        description: '',
        price: line.itemPrice,
        image: line.itemImageUrl,
        timeAdded: new Date().toISOString(),
        userId: $customer.get().email,
        quantity: line.quantity,
        unavailable: null,
        closed: null,
      };
      queueLineChange(item, { mode: 'add', count: line.quantity }, order.orderId);
    }
    return await syncCartEdits();
  } finally {
    $cartFilling.set(false);
  }
}

interface Wanted {
  id: number;
  restaurantId: number;
  name: string;
  /** The price the customer saw when they picked it. */
  price: number;
  wanted: number;
}

/**
 * Adds `lines` to the customer's cart one by one, reading the cart first to know what it holds already, and records
 * what the customer should be told in $cartNotice. `settled` is called for each line the server has taken or refused
 * for good (no longer on the menu, or sold out). Stops at the first failing call and resolves false; resolves true otherwise.
 */
async function fillCart(
  lines: Wanted[],
  origin: Pick<CartNotice, 'orderId'>,
  settled: (line: Wanted) => void = () => {},
): Promise<boolean> {
  if ($cartFilling.get()) return false;
  $cartFilling.set(true);
  changesStarted += 1;
  $cartMessage.set('');
  const notice: CartNotice = { ...origin, missing: [], repriced: [], capped: [], failed: [] };
  const sameCustomer = sameCustomerCheck();
  const done = new Set<Wanted>();
  const settle = (line: Wanted) => {
    done.add(line);
    settled(line);
  };
  try {
    const token = await idToken();
    if (!token) return fail('Please sign in again to change your cart.');
    const userId = $customer.get().email;
    const current = await api.viewCart(token, userId);
    if (!sameCustomer()) return false;
    $cart.set(current.map(toCartItem));
    $cartLoaded.set(true);
    for (const line of lines) {
      const held = $cart.get().find((item) => item.id === line.id)?.quantity ?? 0;
      const quantity = Math.min(line.wanted, CART_MAX_QUANTITY - held);
      if (quantity < line.wanted) notice.capped.push({ name: line.name, added: Math.max(quantity, 0) });
      if (quantity <= 0) {
        settle(line);
        continue;
      }
      const add: CartItemPayload = { userId, restaurantId: line.restaurantId, itemId: line.id, quantity };
      try {
        const result = await api.addCartItem(token, add);
        if (!sameCustomer()) return false;
        apply(line.id, result);
        if (result.line && result.line.itemPrice !== line.price) {
          notice.repriced.push({ name: line.name, was: line.price, now: result.line.itemPrice });
        }
      } catch (error) {
        if (!(error instanceof HttpError) || !REFUSED_FOR_GOOD.has(error.code)) throw error;
        if (!sameCustomer()) return false;
        if (error.code === 'item_sold_out') (notice.soldOut ??= []).push(line.name);
        else notice.missing.push(line.name);
      }
      settle(line);
    }
    return true;
  } catch (error) {
    report(error, 'We could not reach the store to fill your cart.');
    notice.failed = lines.filter((line) => !done.has(line)).map((line) => line.name);
    return false;
  } finally {
    const worthSaying =
      notice.orderId !== undefined ||
      notice.missing.length + notice.repriced.length + notice.capped.length + (notice.soldOut?.length ?? 0) > 0;
    if (worthSaying && $signedIn.get() && sameCustomer()) $cartNotice.set(notice);
    $cartFilling.set(false);
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

function fail(message: string): false {
  $cartMessage.set(message);
  return false;
}
