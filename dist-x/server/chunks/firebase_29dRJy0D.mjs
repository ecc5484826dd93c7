import { n as $signedIn } from "./customer-state_CLvOYt-8.mjs";
import { n as FirebaseClientConfigSchema } from "./config_B5zkAjjW.mjs";
import { number, object, parse, safeParse } from "valibot";
import { initializeApp } from "firebase/app";
import { GoogleAuthProvider, browserLocalPersistence, browserPopupRedirectResolver, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, signInWithCredential, signInWithPopup, signOut } from "firebase/auth";
// src/lib/auth/firebase.ts
var config = parse(FirebaseClientConfigSchema, JSON.parse(document.getElementById("firebase-config")?.textContent ?? "{}"));
var app = initializeApp({
	apiKey: config.apiKey,
	authDomain: config.authDomain,
	projectId: config.projectId
});
var auth = initializeAuth(app, {
	persistence: [indexedDBLocalPersistence, browserLocalPersistence],
	...$signedIn.get() ? {} : { popupRedirectResolver: browserPopupRedirectResolver }
});
if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
/** True when signing in goes to the local Auth emulator (demo and test mode). */
var usesEmulator = Boolean(config.emulatorUrl);
function profile(user) {
	return {
		name: user.displayName ?? user.email ?? "Customer",
		email: user.email ?? "",
		uid: user.uid,
		photoURL: user.photoURL
	};
}
/** Google sign-in in a popup, asking for the email scope. */
async function signInWithGoogle() {
	const provider = new GoogleAuthProvider();
	provider.addScope("email");
	const { user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
	return profile(user);
}
/**
* Emulator only: signs a Google account in without Google's popup script, which an offline machine cannot load.
* The emulator accepts an unsigned token made of the account's claims.
*/
async function signInToEmulator(email, name) {
	if (!usesEmulator) throw new Error("Demo sign-in needs the Auth emulator.");
	const claims = {
		sub: `demo-${email}`,
		email,
		email_verified: true,
		name
	};
	const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims)));
	return profile(user);
}
async function signOutOfFirebase() {
	await signOut(auth);
}
/** What a signed-in user's `toJSON()` says of their token: when it expires, by this device's clock. */
var SavedTokenSchema = object({ stsTokenManager: object({ expirationTime: number() }) });
/** A fresh ID token for the signed-in customer (Firebase refreshes it before it expires), or null when signed out. */
async function currentIdToken() {
	await auth.authStateReady();
	const user = auth.currentUser;
	if (!user) return null;
	const token = await user.getIdToken();
	const saved = safeParse(SavedTokenSchema, user.toJSON());
	return {
		email: user.email ?? "",
		token,
		expiresAt: saved.success ? saved.output.stsTokenManager.expirationTime : 0
	};
}
export { currentIdToken, signInToEmulator, signInWithGoogle, signOutOfFirebase, usesEmulator };
