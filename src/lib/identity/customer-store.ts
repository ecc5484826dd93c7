import { atom } from 'nanostores';
import { SDK_UNAVAILABLE_MESSAGE, loadFirebase, type FirebaseModule } from './sign-in.ts';
import { SIGNED_OUT, type CustomerProfile } from './profile.ts';
import { $customer, $signedIn } from './customer-state.ts';
import { $keptToken, usableKeptToken } from './kept-token.ts';
import { forgetCustomerData } from '../stores/persisted.ts';
import { GUEST_CART_KEY } from '../stores/storage-keys.ts';

export { $customer, $signedIn } from './customer-state.ts';

/** True while a sign-in or sign-out is under way: the button shows it and ignores further presses. */
export const $authBusy = atom(false);

/** The last sign-in or sign-out failure the customer should read, or ''. */
export const $authMessage = atom('');

/** Asks the page for an email and a name when the demo's popup cannot load; resolves null when dismissed. */
export type DemoSignInPrompt = () => Promise<{ email: string; name: string } | null>;

let demoSignInPrompt: DemoSignInPrompt | undefined;

/** The layout registers its demo sign-in dialog here (demo and test mode only). */
export function setDemoSignInPrompt(prompt: DemoSignInPrompt): void {
  demoSignInPrompt = prompt;
}

/**
 * Signs in with Google in a popup. Resolves true when the customer is signed in afterwards (the cart filled on this
 * device is theirs to bring along: src/lib/cart/sign-in-with-cart.ts). A cancelled or failed sign-in changes nothing
 * on the device.
 */
export async function signIn(): Promise<boolean> {
  if ($authBusy.get()) return false;
  $authBusy.set(true);
  $authMessage.set('');
  let firebase: FirebaseModule | undefined;
  try {
    firebase = await loadFirebase();
    let profile: CustomerProfile | null;
    try {
      profile = await firebase.signInWithGoogle();
    } catch (error) {
      if (!(firebase.usesEmulator && firebase.isPopupUnavailable(error) && demoSignInPrompt)) throw error;
      const answer = await demoSignInPrompt();
      profile = answer ? await firebase.signInToEmulator(answer.email, answer.name) : null;
    }
    if (!profile) return false;
    // Whatever an earlier customer left behind is not this one's; the guest cart is the one who signs in now.
    forgetCustomerData([GUEST_CART_KEY]);
    $customer.set(profile);
    return true;
  } catch (error) {
    if (firebase?.isCancelled(error)) return false;
    console.error('Error during sign in/out', error);
    $authMessage.set(firebase ? firebase.signInFailureMessage(error) : SDK_UNAVAILABLE_MESSAGE);
    return false;
  } finally {
    $authBusy.set(false);
  }
}

/** Signs out: the email becomes None and the cart count 0 (spec), even if Firebase cannot be reached. */
export async function signOut(): Promise<void> {
  if ($authBusy.get()) return;
  $authBusy.set(true);
  $authMessage.set('');
  try {
    const firebase = await loadFirebase();
    await firebase.signOutOfFirebase();
  } catch (error) {
    console.error('Error during sign in/out', error);
  } finally {
    forgetCustomer();
    $authBusy.set(false);
  }
}

/** Drops the customer and everything of theirs on this device, e.g. when they sign out or their sign-in expired. */
export function forgetCustomer(): void {
  $customer.set(SIGNED_OUT);
  forgetCustomerData();
}

/**
 * A fresh ID token for the signed-in customer: the one the device kept while it has time left (./kept-token.ts),
 * otherwise Firebase's, loading Firebase for it. If Firebase no longer knows the customer (signed out in another tab,
 * or expired), the customer is signed out here too and null is returned.
 */
export async function idToken(): Promise<string | null> {
  if (!$signedIn.get()) return null;
  const kept = usableKeptToken($customer.get().email);
  if (kept) return kept;
  const current = await (await loadFirebase()).currentIdToken();
  if (!current) {
    forgetCustomer();
    return null;
  }
  if (current.email === $customer.get().email) $keptToken.set(current);
  return current.token;
}
