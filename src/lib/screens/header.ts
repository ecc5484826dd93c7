import { signInWithCart } from '../cart/sign-in-with-cart.ts';
import { warmFirebase } from '../identity/sign-in.ts';
import { $cartCount } from '../cart/cart-state.ts';
import {
  $authBusy,
  $authMessage,
  $customer,
  $signedIn,
  setDemoSignInPrompt,
  signOut,
} from '../identity/customer-store.ts';
import { keepWorkingOffline } from '../offline/offline-client.ts';

/**
 * Brings the server-rendered header to life: the Sign In / Sign Out button, the cart count and the home greeting
 * follow the persisted customer and cart, so a returning customer sees them without waiting for any island.
 */
export function enhanceHeader(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-account-button]');
  const message = document.querySelector<HTMLElement>('[data-account-message]');
  const greeting = document.querySelector<HTMLElement>('[data-greeting]');
  const counts = document.querySelectorAll<HTMLElement>('[data-cart-count]');

  keepWorkingOffline();

  const words = document.querySelectorAll<HTMLElement>('[data-cart-words]');

  $cartCount.subscribe((count) => {
    counts.forEach((element) => (element.textContent = String(count)));
    words.forEach((element) => (element.textContent = cartCountWords(count)));
  });
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
  button.addEventListener('click', () => void ($signedIn.get() ? signOut() : signInWithCart()));
  answerEarlyPress(button);

  const template = document.querySelector<HTMLTemplateElement>('template[data-demo-sign-in]');
  if (template) setDemoSignInPrompt(() => askForDemoAccount(template));
}

/**
 * Answers a press on Sign In made before this script started (early-account-press.ts). The button read Sign In then,
 * so a device found signed in meanwhile has nothing left to do.
 */
function answerEarlyPress(button: HTMLButtonElement): void {
  if (!button.hasAttribute('data-pressed-early')) return;
  button.removeAttribute('data-pressed-early');
  if (!$signedIn.get()) void signInWithCart();
}

/** What a screen reader says for the cart's link: the badge's bare number would say nothing to it. */
function cartCountWords(count: number): string {
  if (count === 0) return 'My Cart, empty';
  return count === 1 ? 'My Cart, 1 item' : `My Cart, ${count} items`;
}

/**
 * Shows the demo's sign-in dialog, made from its template only while it is open so that its fields never mix with
 * the page's own; resolves with what the customer typed, or null when they cancel.
 */
function askForDemoAccount(template: HTMLTemplateElement): Promise<{ email: string; name: string } | null> {
  const dialog = template.content.firstElementChild?.cloneNode(true);
  if (!(dialog instanceof HTMLDialogElement)) return Promise.resolve(null);
  document.body.append(dialog);
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => {
        const form = dialog.querySelector('form');
        const data = form ? new FormData(form) : null;
        dialog.remove();
        if (dialog.returnValue !== 'sign-in' || !data) return resolve(null);
        resolve({ email: String(data.get('email') ?? '').trim(), name: String(data.get('name') ?? '').trim() });
      },
      { once: true },
    );
  });
}
