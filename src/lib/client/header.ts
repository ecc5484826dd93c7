import { warmFirebase } from '../auth/index.ts';
import { $cartCount } from '../stores/cart.ts';
import { $authBusy, $authMessage, $customer, $signedIn, setDemoSignInPrompt, signIn, signOut } from '../stores/customer.ts';

/**
 * Brings the server-rendered header to life: the Sign In / Sign Out button, the cart count and the home greeting
 * follow the persisted customer and cart, so a returning customer sees them without waiting for any island.
 */
export function enhanceHeader(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-account-button]');
  const message = document.querySelector<HTMLElement>('[data-account-message]');
  const greeting = document.querySelector<HTMLElement>('[data-greeting]');
  const counts = document.querySelectorAll<HTMLElement>('[data-cart-count]');

  $cartCount.subscribe((count) => counts.forEach((element) => (element.textContent = String(count))));
  $customer.subscribe((customer) => {
    const signedIn = $signedIn.get();
    if (button) button.textContent = signedIn ? 'Sign Out' : 'Sign In';
    if (greeting) greeting.textContent = signedIn ? `Welcome, ${customer.name}` : (greeting.dataset['generic'] ?? '');
  });
  $authMessage.subscribe((text) => {
    if (!message) return;
    message.textContent = text;
    message.hidden = !text;
  });
  if (!button) return;
  $authBusy.subscribe((busy) => {
    button.disabled = busy;
    button.setAttribute('aria-busy', String(busy));
  });
  button.addEventListener('pointerover', warmFirebase, { once: true });
  button.addEventListener('focus', warmFirebase, { once: true });
  button.addEventListener('click', () => void ($signedIn.get() ? signOut() : signIn()));

  const dialog = document.querySelector<HTMLDialogElement>('[data-demo-sign-in]');
  if (dialog) setDemoSignInPrompt(() => askForDemoAccount(dialog));
}

/** Shows the demo's sign-in dialog; resolves with what the customer typed, or null when they cancel. */
function askForDemoAccount(dialog: HTMLDialogElement): Promise<{ email: string; name: string } | null> {
  const form = dialog.querySelector('form');
  form?.reset();
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => {
        if (dialog.returnValue !== 'sign-in' || !form) return resolve(null);
        const data = new FormData(form);
        resolve({ email: String(data.get('email') ?? '').trim(), name: String(data.get('name') ?? '').trim() });
      },
      { once: true },
    );
  });
}
