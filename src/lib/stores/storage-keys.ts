// The localStorage keys of the stores that a page reads before its scripts arrive, and how the stored customer reads
// when nobody is signed in: the stores use them, and so do the pages' inline scripts (src/lib/cart/cart-pictures.ts,
// src/lib/cart/cart-first-paint.ts, src/lib/screens/kept-screen.ts), which are written into the page and cannot import
// them.

export const CUSTOMER_KEY = 'customer:v1';
export const CART_KEY = 'cart:v1';
export const GUEST_CART_KEY = 'guest-cart:v1';
export const CART_EDITS_KEY = 'cart-edits:v1';
export const CART_NOTICE_KEY = 'cart-notice:v1';
export const ORDERS_KEY = 'orders:v1';
export const ADDRESSES_KEY = 'addresses:v1';
export const KEPT_SCREENS_KEY = 'kept-screens:v1';

/**
 * The customer's data the customer screens are painted from, each screen from some of it: what a screen's first paint
 * kept for its next visit is compared against (src/lib/screens/kept-screen.ts), and what signing out removes with the
 * rest (src/lib/stores/persisted.ts). One list rather than its keys, for the page script to import one name from the
 * header's script.
 */
export const SCREEN_DATA_KEYS = [
  CART_KEY,
  GUEST_CART_KEY,
  CART_EDITS_KEY,
  CART_NOTICE_KEY,
  ORDERS_KEY,
  ADDRESSES_KEY,
] as const;

/** Signed out, the spec sets the customer's email to the text None. */
export const SIGNED_OUT_EMAIL = 'None';
