// How a failed sign-in reads: Firebase's errors, told apart once its SDK has loaded. Carried by the SDK's own chunk
// (./firebase.ts re-exports it) rather than by every page's header script, which only needs the message for an SDK
// that could not load (./sign-in.ts).

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

/** What the customer reads when signing in or out fails once the SDK has loaded. */
export function signInFailureMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'auth/popup-blocked')
    return 'Your browser blocked the sign-in window. Allow pop-ups and press Sign In again.';
  if (code === 'auth/network-request-failed') return 'We could not reach Google. Check your connection and try again.';
  return 'Sign-in did not work this time. Please try again.';
}
