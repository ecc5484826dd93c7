import { $cartWaiting } from '../stores/cart-edits.ts';
import { $signedIn } from '../stores/customer-state.ts';

/** The storefront's service worker (src/lib/offline/service-worker.ts, built into dist/client). */
const SERVICE_WORKER = '/sw.js';

/**
 * Registers the service worker once the page has loaded, so that it never competes with the page's own requests.
 * The page that registered it was fetched before the worker was there: the worker is asked to keep it and its
 * pictures as if it had seen them, so it reopens offline like any page visited later.
 */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
    if (navigator.serviceWorker.controller) return;
    await navigator.serviceWorker.ready;
    const pictures = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/images/'));
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...pictures] } });
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/** Shows the page's offline notice while the device has no connection. */
function showConnection(): void {
  const notice = document.querySelector<HTMLElement>('[data-offline-notice]');
  if (!notice) return;
  const show = () => (notice.hidden = navigator.onLine);
  show();
  addEventListener('online', show);
  addEventListener('offline', show);
}

/**
 * Marks the header's cart count while cart changes wait on the device, and sends them when there are some: now (a
 * page that loads after they were made, an Order Again cut short by a page change), when the connection returns, and
 * when the page is shown again. The code that sends them loads only then.
 */
function sendWaitingCartChanges(): void {
  const marks = document.querySelectorAll<HTMLElement>('[data-cart-waiting]');
  $cartWaiting.subscribe((waiting) => marks.forEach((mark) => (mark.hidden = !waiting)));
  const send = () => {
    if (!$cartWaiting.get() || !$signedIn.get() || !navigator.onLine) return;
    void import('../stores/cart-sync.ts').then(({ syncCartEdits }) => syncCartEdits()).catch(() => undefined);
  };
  send();
  addEventListener('online', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') send();
  });
}

/** Keeps the storefront working on a poor or lost connection (docs/decisions.md, "Offline"). */
export function keepWorkingOffline(): void {
  showConnection();
  sendWaitingCartChanges();
  registerServiceWorker();
}
