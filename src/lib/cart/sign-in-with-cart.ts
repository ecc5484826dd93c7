import { signIn } from '../identity/customer-store.ts';

/**
 * Signs in with Google in a popup, then moves the cart filled on this device into the customer's (mergeGuestCart,
 * whose code loads only now). True once both are done; a cancelled or failed sign-in changes nothing on the device.
 * Where that code does not come (offline, or the page is being left), the cart stays on the device and the cart screen
 * moves it the next time it is opened.
 */
export async function signInWithCart(): Promise<boolean> {
  if (!(await signIn())) return false;
  const store = await import('./cart-store.ts').catch(() => undefined);
  return store ? store.mergeGuestCart() : false;
}
