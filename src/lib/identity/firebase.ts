// Loaded on demand only (see ./index.ts): this is the Firebase SDK, about 35 KB gzipped.
import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { number, object, parse, safeParse } from 'valibot';
import { $signedIn } from './customer-state.ts';
import { FIREBASE_CONFIG_ELEMENT_ID, FirebaseClientConfigSchema } from './firebase-config.ts';
import type { CustomerProfile } from './profile.ts';

export { isCancelled, isPopupUnavailable, signInFailureMessage } from './sign-in-failures.ts';

const config = parse(
  FirebaseClientConfigSchema,
  JSON.parse(document.getElementById(FIREBASE_CONFIG_ELEMENT_ID)?.textContent ?? '{}'),
);
const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
// Given the popup resolver here, Firebase prepares Google's popup (its script and an iframe) as soon as this module
// loads on mobile browsers and Safari, which block a popup opened after that preparation, and holds every ID token
// back until it is done. That is worth it only when someone may be about to sign in: a signed-in customer's screens
// load this module for a token, and on a slow phone would wait for Google's script before showing their cart.
// Signing in later on the same page still works: signInWithGoogle passes the resolver, which prepares it on the click
// (on those browsers the first popup may then be blocked, and the customer is told to press Sign In again).
const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  ...($signedIn.get() ? {} : { popupRedirectResolver: browserPopupRedirectResolver }),
});
if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

/** True when signing in goes to the local Auth emulator (demo and test mode). */
export const usesEmulator = Boolean(config.emulatorUrl);

function profile(user: User): CustomerProfile {
  return {
    name: user.displayName ?? user.email ?? 'Customer',
    email: user.email ?? '',
    uid: user.uid,
    photoURL: user.photoURL,
  };
}

/** Google sign-in in a popup, asking for the email scope. */
export async function signInWithGoogle(): Promise<CustomerProfile> {
  const provider = new GoogleAuthProvider();
  provider.addScope('email');
  const { user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  return profile(user);
}

/**
 * Emulator only: signs a Google account in without Google's popup script, which an offline machine cannot load.
 * The emulator accepts an unsigned token made of the account's claims.
 */
export async function signInToEmulator(email: string, name: string): Promise<CustomerProfile> {
  if (!usesEmulator) throw new Error('Demo sign-in needs the Auth emulator.');
  const claims = { sub: `demo-${email}`, email, email_verified: true, name };
  const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims)));
  return profile(user);
}

export async function signOutOfFirebase(): Promise<void> {
  await signOut(auth);
}

/** What a signed-in user's `toJSON()` says of their token: when it expires, by this device's clock. */
const SavedTokenSchema = object({ stsTokenManager: object({ expirationTime: number() }) });

/** The signed-in customer's ID token, whose account it is, and when it expires by this device's clock. */
export interface IdToken {
  email: string;
  token: string;
  /** 0 when Firebase did not say: the token is then not kept. */
  expiresAt: number;
}

/** A fresh ID token for the signed-in customer (Firebase refreshes it before it expires), or null when signed out. */
export async function currentIdToken(): Promise<IdToken | null> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  const token = await user.getIdToken();
  // Firebase adds the token's lifetime to the time it received it, so this expiry holds whatever the device's clock
  // says compared with the server's.
  const saved = safeParse(SavedTokenSchema, user.toJSON());
  return { email: user.email ?? '', token, expiresAt: saved.success ? saved.output.stsTokenManager.expirationTime : 0 };
}
