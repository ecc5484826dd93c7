import { computed } from 'nanostores';
import { CART_MAX_QUANTITY } from '../contract.ts';
import { formatPrice } from '../format.ts';
import { $cartNotice, type CartNotice } from './cart-notice.ts';
import { $cartWaiting } from './cart-edits.ts';
import { $cartItems, $cartTotal, $guestCart, type CartItem } from './cart-state.ts';
import { $cartFilling, $cartLoaded, $cartMessage } from './cart-status.ts';
import { $signedIn } from '../identity/customer-state.ts';
import { ALERT, EMPTY_CART, LOADING } from '../screens/common-parts.ts';
import { definePart, type PartNode } from '../screens/parts.ts';

export const CART_NOTICE = definePart('cart-notice', ['title'], ['lines']);
export const NOTICE_LINE = definePart('notice-line', ['text']);
export const SIGN_IN_HINT = definePart('sign-in-hint');
export const LEFTOVER_LINES = definePart('leftover-lines', ['text']);
export const CART_LINES = definePart('cart-lines', [], ['children']);
export const CART_LINE = definePart('cart-line', [
  'id',
  'image',
  'restaurant',
  'name',
  'price',
  'quantity',
  'availability',
]);
export const CART_SUMMARY = definePart('cart-summary', ['total', 'signInFirst']);
export const GUEST_HINT = definePart('guest-hint');
export const CART_WAITING = definePart('cart-waiting');

const CHECKOUT_PATH = '/checkout';

/** A cart line as the cart screen shows it. */
function cartLine(item: CartItem): PartNode {
  return CART_LINE(
    {
      id: String(item.id),
      image: item.image,
      restaurant: item.restaurantName || 'Unknown Restaurant',
      name: item.name,
      price: formatPrice(item.price),
      quantity: String(item.quantity),
      // The line stays, its dish named, until the customer removes it; checkout refuses it meanwhile.
      availability:
        item.unavailable === 'sold-out'
          ? 'Sold out'
          : item.unavailable === 'removed'
            ? 'No longer on the menu'
            : (item.closed ?? ''),
    },
    {},
    String(item.id),
  );
}

/** What the cart screen tells the customer about lines that came from an order or from before they signed in. */
export function noticeSentences(notice: CartNotice): { title: string; lines: string[] } {
  const nothingAdded =
    notice.missing.length +
    (notice.soldOut?.length ?? 0) +
    notice.failed.length +
    notice.capped.filter((line) => line.added === 0).length;
  const title =
    notice.orderId === undefined
      ? notice.fromDevice
        ? 'Your cart changes reached the store. Some lines are not as you left them:'
        : 'What you picked before signing in is in your cart now.'
      : nothingAdded > 0 && nothingAdded === countNames(notice)
        ? `Nothing from order ${notice.orderId} could be added to your cart.`
        : `Order ${notice.orderId} is in your cart again, at today’s prices.`;
  const lines = [
    ...(notice.missing.length ? [`No longer on the menu: ${notice.missing.join(', ')}.`] : []),
    ...(notice.soldOut?.length ? [`Sold out: ${notice.soldOut.join(', ')}.`] : []),
    ...notice.repriced.map(({ name, was, now }) => `Price changed: ${name} ${formatPrice(was)} → ${formatPrice(now)}.`),
    ...notice.capped.map(({ name, added }) =>
      added > 0
        ? `${name}: ${added} added, as one line holds at most ${CART_MAX_QUANTITY}.`
        : `${name}: not added, your cart already holds ${CART_MAX_QUANTITY}, the most one line takes.`,
    ),
    ...(notice.failed.length ? [`We could not add ${notice.failed.join(', ')}. Please try again.`] : []),
    ...(notice.elsewhere ?? []).map(
      ({ name, quantity }) => `${name} was changed on another device too: ${quantity} now, as set on this one.`,
    ),
  ];
  return { title, lines };
}

/** How many distinct items the notice is about. */
function countNames(notice: CartNotice): number {
  return new Set([
    ...notice.missing,
    ...(notice.soldOut ?? []),
    ...notice.failed,
    ...notice.repriced.map((line) => line.name),
    ...notice.capped.map((line) => line.name),
  ]).size;
}

export interface CartScreenState {
  signedIn: boolean;
  items: readonly CartItem[];
  total: number;
  loaded: boolean;
  filling: boolean;
  message: string;
  notice: CartNotice | null;
  /** Lines picked before sign-in that are not in the customer's cart yet. */
  leftovers: readonly CartItem[];
  /** Changes made on this device wait for the connection to reach the server. */
  waiting: boolean;
}

/** A visitor's cart with nothing in it and nothing to tell: the state a device that keeps nothing shows. */
export const EMPTY_CART_STATE: CartScreenState = {
  signedIn: false,
  items: [],
  total: 0,
  loaded: false,
  filling: false,
  message: '',
  notice: null,
  leftovers: [],
  waiting: false,
};

/** The cart screen: notices, the lines with the total and the way to checkout, or the empty cart. */
export function cartScreen(state: CartScreenState): PartNode[] {
  const nodes: PartNode[] = [];
  if (state.notice) {
    const { title, lines } = noticeSentences(state.notice);
    nodes.push(CART_NOTICE({ title }, { lines: lines.map((text) => NOTICE_LINE({ text })) }));
  }
  if (state.message) nodes.push(ALERT({ message: state.message }));
  if (state.signedIn && state.waiting) nodes.push(CART_WAITING({}));
  if (state.signedIn && state.leftovers.length > 0 && !state.filling) {
    const names = state.leftovers.map((item) => item.name).join(', ');
    nodes.push(LEFTOVER_LINES({ text: `Not in your cart yet, from before you signed in: ${names}.` }));
  }
  if (state.items.length === 0) {
    // Signed in, an empty cart on this device may only mean it was never read here.
    if (state.signedIn && (!state.loaded || state.filling)) return [...nodes, LOADING({ text: 'Loading your cart…' })];
    return [...nodes, EMPTY_CART({}), ...(state.signedIn ? [] : [SIGN_IN_HINT({})])];
  }
  nodes.push(CART_LINES({}, { children: state.items.map(cartLine) }));
  nodes.push(CART_SUMMARY({ total: formatPrice(state.total), signInFirst: state.signedIn ? '' : CHECKOUT_PATH }));
  if (!state.signedIn) nodes.push(GUEST_HINT({}));
  return nodes;
}

/** The cart screen as the stores have it now. */
export const $cartScreen = computed(
  [$signedIn, $cartItems, $cartTotal, $cartLoaded, $cartFilling, $cartMessage, $cartNotice, $guestCart, $cartWaiting],
  (signedIn, items, total, loaded, filling, message, notice, leftovers, waiting) =>
    cartScreen({ signedIn, items, total, loaded, filling, message, notice, leftovers, waiting }),
);
