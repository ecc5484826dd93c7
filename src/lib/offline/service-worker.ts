// The storefront's service worker, built after `astro build` into dist/client/sw.js (scripts/build-service-worker.mjs
// bundles it and serwist's injectManifest writes the precache list into it). What it keeps is only what is the same
// for every customer: the build's files, the customer screens' shells, the offline page, and the catalog's pages and
// pictures as they are visited. No API answer is ever kept here: requests it has no route for go to the network as if
// there were no worker.
import {
  ExpirationPlugin,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type SerwistPlugin,
} from 'serwist';
import {
  CATALOG_PAGES_CACHE,
  CATALOG_PAGES_KEPT,
  OFFLINE_PATH,
  NETWORK_ONLY_PATTERNS,
  ORDER_DETAILS_SHELL,
  PICTURES_CACHE,
  PICTURES_KEPT,
  customerShell,
  isCatalogPage,
  isPicture,
} from './offline-routes.ts';
import { CLAIM_MESSAGE } from './offline-messages.ts';

// The worker's global, as far as this file uses it (the project's type checking uses the page's library, where the
// worker's own types would clash): serwist's injectManifest replaces `self.__SW_MANIFEST` with the precache list.
declare const self: {
  __SW_MANIFEST: (PrecacheEntry | string)[];
  clients: { claim(): Promise<void> };
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
};

/**
 * Keeps a visited answer only when it is a complete page or picture (200) of at most `entryBytes`, so that a cache of
 * at most so many entries holds at most so many bytes.
 */
function keepOnlyUpTo(entryBytes: number): SerwistPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      if (response.status !== 200) return null;
      const bytes = (await response.clone().arrayBuffer()).byteLength;
      return bytes <= entryBytes ? response : null;
    },
  };
}

/** A visited page or picture: answered from the device at once, and refreshed from the network for the next time. */
function keptAsVisited(cacheName: string, kept: { entries: number; entryBytes: number }) {
  return new StaleWhileRevalidate({
    cacheName,
    // Pages vary on Accept-Encoding; the stored copy is decoded, so any encoding asked for later is the same page.
    matchOptions: { ignoreVary: true },
    plugins: [
      keepOnlyUpTo(kept.entryBytes),
      new ExpirationPlugin({ maxEntries: kept.entries, maxAgeFrom: 'last-used' }),
    ],
  });
}

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new build's worker takes over at once, and takes over the page that registered it, so that the island code of a
  // page opened before the worker was there is answered from the device too once the connection drops.
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  requestRules: [
    // Anything not of this origin (the pattern's protocol, host and port are the worker's own).
    { condition: { not: { urlPattern: { pathname: '*' } } }, source: 'network' },
    ...NETWORK_ONLY_PATTERNS.map((pathname) => ({
      condition: { urlPattern: { pathname } },
      source: 'network' as const,
    })),
  ],
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isCatalogPage(url.pathname),
      handler: keptAsVisited(CATALOG_PAGES_CACHE, CATALOG_PAGES_KEPT),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isPicture(url.pathname),
      handler: keptAsVisited(PICTURES_CACHE, PICTURES_KEPT),
    },
    {
      // Every order number's details screen is the one precached shell (the exact shells are precache routes).
      matcher: ({ url, sameOrigin, request }) =>
        sameOrigin && request.mode === 'navigate' && customerShell(url.pathname) === ORDER_DETAILS_SHELL,
      handler: async ({ request }: RouteHandlerCallbackOptions): Promise<Response> =>
        (await serwist.matchPrecache(ORDER_DETAILS_SHELL)) ?? fetch(request),
    },
    {
      // Any other page goes to the network; offline, the storefront's own offline page answers.
      matcher: ({ request }) => request.mode === 'navigate',
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === 'document' }],
  },
});

serwist.addEventListeners();

// The worker takes over the pages there are once it is active (clientsClaim), but a page whose request left before
// then and which opened just after is no page of the worker's, and its island code would not be answered offline:
// such a page asks. Only pages of this origin can message the worker.
self.addEventListener('message', (event) => {
  const { data } = event;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === CLAIM_MESSAGE) {
    event.waitUntil(self.clients.claim());
  }
});
