import {
  CATALOG_CACHE_CONTROL,
  CATALOG_SHARED_SECONDS,
  CATALOG_SHARED_STALE_SECONDS,
  catalogCacheControl,
} from '../config.ts';
import { PLAIN_ID } from '../contract.ts';
import type { SharedCopy } from './route-cache-provider.ts';

/**
 * What Astro's route cache keeps in the Node server's memory (astro.config.mjs), and for how long. The catalog's pages
 * and reads are the same for every visitor (the header paints who is signed in in the browser); the customer screens
 * are shells, the same for everyone, whose islands read the customer's data in the browser (they tell browsers and
 * CDNs `private, no-store` all the same: that header is theirs, this cache is the server's).
 *
 * Several instances each keep their own copies. A restaurant's system changing its menu through the partner API drops
 * the copies about it on the instance that took the change (RESTAURANT_LISTS_TAG, restaurantCacheTag); every other
 * change reaches the copies (another instance's, and any change from an operator's script) by time: each instance
 * renders again from the shared database once its copy is CATALOG_FRESH_SECONDS old, and serves the old copy
 * meanwhile, until the new one is kept.
 */

/** How long a kept catalog answer is served as it is: the catalog changes rarely, and a few seconds is invisible. */
const CATALOG_FRESH_SECONDS = 5;
/**
 * How long a kept catalog answer is still served while a new one renders, or cannot: a render refused because the
 * server is busy (a flood of addresses nobody asked before, the middleware's limit on renders) or failing (the
 * database away). Past it the page would be rendered for the visitor, and under such a flood refused 503: the bench's
 * flood left a visitor of /restaurants with nothing but 503s once the copy was a minute old. A day, as nginx serves a
 * stored copy while no instance answers; an order is priced by the server whatever a page showed.
 */
const CATALOG_STALE_SECONDS = 24 * 3600;
/** The shells change only with a deploy, which starts a new process. */
const SHELL_SECONDS = 3600;

/** The tag of every kept list of restaurants: the home page, the list and its searches, the list read, the sitemap. */
const RESTAURANT_LISTS_TAG = 'restaurant-lists';

/** The tag of the kept answers about one restaurant: its page and its menu read. */
export function restaurantCacheTag(restaurantId: number): string {
  return `restaurant:${restaurantId}`;
}

/** The tags of every kept answer a change of restaurant `restaurantId` or its menu may make wrong. */
export function restaurantChangeTags(restaurantId: number): string[] {
  return [restaurantCacheTag(restaurantId), RESTAURANT_LISTS_TAG];
}

export const CATALOG_ROUTE_CACHE = {
  maxAge: CATALOG_FRESH_SECONDS,
  swr: CATALOG_STALE_SECONDS,
  tags: ['catalog'],
  /** The only query parameters any cached page or read looks at; others (`?utm_source=…`) share its answer. */
  query: ['q', 'page', 'id', 'diet'],
};

/**
 * The lifetimes of a catalog page that says whether restaurants are open, the first of which changes at `changesAt`
 * (ms since 1970; null when none changes soon): cut so that no copy is fresh past the change, in this server's route
 * cache (`maxAge`, for Astro.cache) and in the proxy's and the CDN's (`cacheControl`, whose stale window is cut too).
 * A copy served stale past the change all the same (a cache refreshing it, the database away) is put right on the
 * device by the page's own script (docs/decisions/058-opening-status-under-caches.md).
 */
export function catalogLifetimes(changesAt: number | null, now: number): { maxAge: number; cacheControl: string } {
  const left = changesAt === null ? Infinity : Math.max(0, Math.floor((changesAt - now) / 1000));
  const shared = Math.min(CATALOG_SHARED_SECONDS, left);
  const stale = Math.min(CATALOG_SHARED_STALE_SECONDS, left - shared);
  return {
    maxAge: Math.min(CATALOG_FRESH_SECONDS, left),
    cacheControl: left === Infinity ? CATALOG_CACHE_CONTROL : catalogCacheControl(shared, stale),
  };
}

/** Answers kept at most, the least recently asked falling out first: a flood of unique searches keeps no more. */
export const ROUTE_CACHE_ENTRIES = 1000;

/**
 * The customer's own screens, with `/order-details/{id}`: shells whose islands read the customer's data in the
 * browser, `private, no-store` outward (the nginx recipe, deploy/nginx.ts, never keeps them either).
 */
export const CUSTOMER_SCREENS = ['/cart', '/checkout', '/order-confirmation', '/orders', '/orders-details'];
export const ORDER_DETAILS_SECTION = 'order-details';

const SHELLS = [...CUSTOMER_SCREENS, '/offline'];

/**
 * `/order-details/{id}` is one shell for every order number (its island reads the number from the address): one kept
 * copy serves every well-formed number (route-cache-provider.ts), and a malformed one renders its 404, never kept.
 */
export const SHARED_COPIES: SharedCopy[] = [
  { prefix: `/${ORDER_DETAILS_SECTION}/`, segment: PLAIN_ID.source, key: `/${ORDER_DETAILS_SECTION}/[id]` },
];

/**
 * Astro's `routeRules`. Pages and reads that find nothing (an unknown restaurant, a menu of one) turn their caching
 * off, so that a flood of made-up ids keeps nothing.
 */
export function routeCacheRules(): Record<string, { maxAge: number; swr?: number; tags?: string[] }> {
  const catalog = { maxAge: CATALOG_ROUTE_CACHE.maxAge, swr: CATALOG_ROUTE_CACHE.swr, tags: CATALOG_ROUTE_CACHE.tags };
  const lists = { ...catalog, tags: [...catalog.tags, RESTAURANT_LISTS_TAG] };
  return {
    '/': lists,
    '/restaurants': lists,
    '/restaurants/[id]': catalog,
    '/restaurants-api/restaurants': lists,
    '/restaurant-details-api/restaurant-menu': catalog,
    '/robots.txt': catalog,
    '/sitemap.xml': lists,
    '/sitemaps/[file].xml': lists,
    ...Object.fromEntries(SHELLS.map((path) => [path, { maxAge: SHELL_SECONDS }])),
    [`/${ORDER_DETAILS_SECTION}/[id]`]: { maxAge: SHELL_SECONDS },
  };
}
