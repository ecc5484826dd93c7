// How the cart's calls are going, for the screens that show it (the cart, checkout, Order Again): kept out of
// ./cart-state.ts, which every page's header loads.
import { atom } from 'nanostores';

/** Lines (by item id) and menu items with a call under way: their buttons show it and ignore further presses. */
export const $pendingItems = atom<ReadonlySet<number>>(new Set());

/** The last cart failure the customer should read, or ''. */
export const $cartMessage = atom('');

/** True once the cart was read from the server since the page loaded. */
export const $cartLoaded = atom(false);

/** True while lines are being moved into the customer's cart (the device's cart at sign-in, or an order again). */
export const $cartFilling = atom(false);

/** True once the cart on this page was ordered: the checkout says so while it goes on to the confirmation. */
export const $orderPlaced = atom(false);
