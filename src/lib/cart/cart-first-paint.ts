import { CART_STORAGE, type CartStorage } from './cart-pictures.ts';
import { cartScreen, EMPTY_CART_STATE } from './cart-view.ts';
import { CART_NOTICE_KEY } from '../stores/storage-keys.ts';

/** Where the device keeps what the cart screen shows a visitor. */
type VisitorCartStorage = CartStorage & { noticeKey: string };

/** The keys it reads (../stores/storage-keys.ts). */
export const VISITOR_CART_STORAGE: VisitorCartStorage = { ...CART_STORAGE, noticeKey: CART_NOTICE_KEY };

/** The attribute of `<html>` that says this device keeps nothing the cart screen would show. */
export const NOTHING_KEPT_ATTRIBUTE = 'data-nothing-kept';

/** The cart screen of a device that keeps nothing: the empty cart and the way to sign in. */
export const NOTHING_KEPT_SCREEN = cartScreen(EMPTY_CART_STATE);

/**
 * Marks the document when this device keeps nothing the cart screen shows (no lines, no notice, nobody signed in),
 * before the body is read: the server, which cannot know, sends that screen beside "Loading your cart…", and the
 * mark shows it in the first paint (customer-screens.css) instead of a round trip later, when the page script paints
 * every other case. Anything kept, or storage that cannot be read, leaves the screen to the page script.
 *
 * The cart page runs it as an inline script in its head written from this function's source
 * (../server/inline-script.ts), given VISITOR_CART_STORAGE and NOTHING_KEPT_ATTRIBUTE: it must refer to nothing
 * outside itself.
 */
export function markNothingKept(storage: VisitorCartStorage, attribute: string): void {
  try {
    const customer: unknown = JSON.parse(localStorage.getItem(storage.customerKey) ?? 'null');
    const signedOut =
      customer === null ||
      (typeof customer === 'object' && (customer as Record<string, unknown>)['email'] === storage.signedOutEmail);
    const lines = localStorage.getItem(storage.guestCartKey);
    if (!signedOut || (lines !== null && lines !== '[]') || localStorage.getItem(storage.noticeKey) !== null) return;
  } catch {
    return;
  }
  document.documentElement.setAttribute(attribute, '');
}
