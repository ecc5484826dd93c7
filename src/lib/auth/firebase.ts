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
import { parse } from 'valibot';
import { FIREBASE_CONFIG_ELEMENT_ID, FirebaseClientConfigSchema } from './config.ts';
import type { CustomerProfile } from './profile.ts';

const config = parse(
  FirebaseClientConfigSchema,
  JSON.parse(document.getElementById(FIREBASE_CONFIG_ELEMENT_ID)?.textContent ?? '{}'),
);
const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
// With the popup resolver here, Firebase prepares Google's popup script as soon as this module loads, but only on
// mobile browsers and Safari, which block a popup opened after that preparation; elsewhere it waits for the click.
const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  popupRedirectResolver: browserPopupRedirectResolver,
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

/** A fresh ID token for the signed-in customer (Firebase refreshes it before it expires), or null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
