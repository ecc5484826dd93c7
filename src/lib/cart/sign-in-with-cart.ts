import { signIn } from '../identity/customer-store.ts';

/**
 * Signs in with Google in a popup, then moves the cart filled on this device into the customer's (mergeGuestCart,
 * whose code loads only now). True once both are done; a cancelled or failed sign-in changes nothing on the device.
 */
export async function signInWithCart(): Promise<boolean> {
  if (!(await signIn())) return false;
  const { mergeGuestCart } = await import('./cart-store.ts');
  return mergeGuestCart();
}
