import { CLAIM_MESSAGE } from './offline-messages.ts';
import { $cartWaiting } from '../cart/cart-edits.ts';
import { $signedIn } from '../identity/customer-state.ts';

/** The storefront's service worker (src/lib/offline/service-worker.ts, built into dist/client). */
const SERVICE_WORKER = '/sw.js';

/**
 * Registers the service worker once the page has loaded, so that it never competes with the page's own requests.
 * What this page fetched before the worker was there to see it (the page itself and its pictures, on a first visit,
 * or when the worker took over while the page was on its way) is handed to the worker to keep as if it had seen it,
 * so that the page reopens offline like any page visited later. Whether the worker saw a request is in its timing:
 * `workerStart` is 0 for one the worker did not answer (whether it controls the page now says nothing of that).
 */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // `astro dev` has no worker (a build makes it) and must not answer from one: a worker a build left on the same
  // address would serve its pages in place of the ones being edited.
  if (import.meta.env.DEV) {
    void navigator.serviceWorker.getRegistrations().then((registrations) => {
      for (const registration of registrations) void registration.unregister();
    });
    return;
  }
  const register = async () => {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
    await navigator.serviceWorker.ready;
    // Opened just after the worker took over the pages there were: asked to take this one too.
    if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: CLAIM_MESSAGE });
    const unseen = (entry: PerformanceEntry) => (entry as PerformanceResourceTiming).workerStart === 0;
    const page = performance.getEntriesByType('navigation').filter(unseen).length > 0 ? [location.href] : [];
    const pictures = performance
      .getEntriesByType('resource')
      .filter(unseen)
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/images/'));
    const urlsToCache = [...page, ...pictures];
    if (urlsToCache.length > 0) registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
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
    void import('../cart/cart-sync.ts').then(({ syncCartEdits }) => syncCartEdits()).catch(() => undefined);
  };
  send();
  addEventListener('online', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') send();
  });
}

/** Keeps the storefront working on a poor or lost connection (docs/decisions/021-the-service-worker.md). */
export function keepWorkingOffline(): void {
  showConnection();
  sendWaitingCartChanges();
  registerServiceWorker();
}
