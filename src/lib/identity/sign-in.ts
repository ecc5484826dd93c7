// The always-loaded side of sign-in: a few hundred bytes that fetch the Firebase SDK only when it is needed.

type FirebaseModule = typeof import('./firebase.ts');

let loading: Promise<FirebaseModule> | undefined;

/** The code of a failed load of the SDK's own file (the connection dropped it), beside Firebase's error codes. */
const SDK_UNAVAILABLE = 'storefront/sdk-unavailable';

/** Loads the Firebase SDK once; a failed load (offline) is retried on the next call. */
export function loadFirebase(): Promise<FirebaseModule> {
  loading ??= import('./firebase.ts').catch((error: unknown) => {
    loading = undefined;
    throw Object.assign(new Error('The sign-in code could not be loaded.', { cause: error }), {
      code: SDK_UNAVAILABLE,
    });
  });
  return loading;
}

/** Starts loading the SDK on hover or focus, so that the click that follows can open the popup at once. */
export function warmFirebase(): void {
  loadFirebase().catch(() => undefined);
}

/** Firebase error codes that mean "the popup could not be shown", as opposed to a refusal. */
const POPUP_UNAVAILABLE = new Set(['auth/internal-error', 'auth/network-request-failed']);

/** Whether a sign-in error means the customer closed or cancelled the popup. */
export function isCancelled(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return (
    code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request' || code === 'auth/user-cancelled'
  );
}

/** Whether a sign-in error means Google's popup could not load (an offline demo machine). */
export function isPopupUnavailable(error: unknown): boolean {
  return POPUP_UNAVAILABLE.has((error as { code?: string } | null)?.code ?? '');
}

/** What the customer reads when sign-in or sign-out fails. */
export function signInFailureMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'auth/popup-blocked')
    return 'Your browser blocked the sign-in window. Allow pop-ups and press Sign In again.';
  if (code === 'auth/network-request-failed') return 'We could not reach Google. Check your connection and try again.';
  if (code === SDK_UNAVAILABLE) return 'Sign-in could not load. Check your connection and try again.';
  return 'Sign-in did not work this time. Please try again.';
}
