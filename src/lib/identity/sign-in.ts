// The always-loaded side of sign-in: a few hundred bytes that fetch the Firebase SDK only when it is needed.

/** The Firebase SDK's module, as loadFirebase resolves it. */
export type FirebaseModule = typeof import('./firebase.ts');

let loading: Promise<FirebaseModule> | undefined;

/** What the customer reads when the SDK's own file could not be loaded (the connection dropped it). */
export const SDK_UNAVAILABLE_MESSAGE = 'Sign-in could not load. Check your connection and try again.';

/**
 * Loads the Firebase SDK once; a failed load (offline) is retried on the next call. The SDK's module also tells its
 * failures apart (./sign-in-failures.ts).
 */
export function loadFirebase(): Promise<FirebaseModule> {
  loading ??= import('./firebase.ts').catch((error: unknown) => {
    loading = undefined;
    throw new Error('The sign-in code could not be loaded.', { cause: error });
  });
  return loading;
}

/** Starts loading the SDK on hover or focus, so that the click that follows can open the popup at once. */
export function warmFirebase(): void {
  loadFirebase().catch(() => undefined);
}
