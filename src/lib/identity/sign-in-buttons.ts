import { warmFirebase } from './sign-in.ts';
import { signInWithCart } from '../cart/sign-in-with-cart.ts';

/**
 * Answers every `[data-sign-in]` button or link of a customer screen, painted or rendered by React alike: the Google
 * popup must open in direct response to the tap (mobile browsers block it otherwise), which a press held until React
 * has loaded cannot promise. A non-empty `data-sign-in` is where to go once signed in and the cart filled before is in
 * the customer's cart (Proceed to Checkout); a cancelled or failed sign-in stays where it is and loses nothing.
 */
export function answerSignInButtons(): void {
  const target = (event: Event) => (event.target as Element | null)?.closest<HTMLElement>('[data-sign-in]');
  // Firebase's code is fetched as the customer reaches for the button, as the header's Sign In does.
  for (const type of ['pointerover', 'focusin']) {
    document.addEventListener(type, (event) => target(event) && warmFirebase(), { passive: true });
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = target(event);
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      void signInThenGo(button.dataset['signIn'] ?? '');
    },
    // Before the island's own handlers, and before the takeover directive holds presses.
    true,
  );
}

async function signInThenGo(destination: string): Promise<void> {
  if ((await signInWithCart()) && destination) location.assign(destination);
}
