import { CART_KEY, CUSTOMER_KEY, GUEST_CART_KEY, SIGNED_OUT_EMAIL } from '../stores/storage-keys.ts';

/** Where the device keeps the cart's lines. */
export type CartStorage = {
  customerKey: string;
  cartKey: string;
  guestCartKey: string;
  /** The stored customer's email when nobody is signed in. */
  signedOutEmail: string;
};

/** Where the stores keep them (../stores/storage-keys.ts). */
export const CART_STORAGE: CartStorage = {
  customerKey: CUSTOMER_KEY,
  cartKey: CART_KEY,
  guestCartKey: GUEST_CART_KEY,
  signedOutEmail: SIGNED_OUT_EMAIL,
};

/** How many cart lines a phone's first screen shows: the pictures worth asking for before anything else. */
export const LINES_ON_FIRST_SCREEN = 4;

/**
 * Asks, at high priority, for the pictures of the first `lines` lines of the cart this device shows (the customer's
 * once signed in, the device's before, as cart-state.ts has it), before the page script that paints them has
 * arrived: otherwise they would be asked for only once it had, one round trip later on a slow network.
 *
 * It reads storage before the stores are loaded, so it trusts nothing there: only this origin's pictures are asked
 * for, and anything unexpected asks for none. It is a loading hint; the stores' own parsing decides what is shown.
 *
 * The cart page runs it as an inline script written from this function's source (../server/inline-script.ts), after
 * the kept screen's (`keptPaint`, the island's attribute when that one showed the screen): it must refer to nothing
 * outside itself, and is given CART_STORAGE, LINES_ON_FIRST_SCREEN and KEPT_SCREENS.attribute.
 */
export function preloadCartPictures(storage: CartStorage, lines: number, keptPaint: string): void {
  // The screen kept from the last visit is on the page already, its pictures inside it (../screens/kept-screen.ts).
  if (document.querySelector(`[${keptPaint}]`)) return;
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  try {
    const customer: unknown = JSON.parse(localStorage.getItem(storage.customerKey) ?? 'null');
    const signedIn =
      isRecord(customer) && typeof customer['email'] === 'string' && customer['email'] !== storage.signedOutEmail;
    const shown: unknown = JSON.parse(localStorage.getItem(signedIn ? storage.cartKey : storage.guestCartKey) ?? '[]');
    if (!Array.isArray(shown)) return;
    for (const line of shown.slice(0, lines)) {
      if (!isRecord(line) || typeof line['image'] !== 'string') continue;
      const picture = new URL(line['image'], location.origin);
      if (picture.origin !== location.origin) continue;
      const hint = document.createElement('link');
      hint.rel = 'preload';
      hint.as = 'image';
      hint.href = picture.href;
      hint.fetchPriority = 'high';
      document.head.append(hint);
    }
  } catch {
    // No storage (private mode) or unreadable data: the page script paints what it can, pictures in their turn.
  }
}
