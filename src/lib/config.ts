/** Product-wide constants. */

/** How long a CDN or the proxy serves a catalog page or read as fresh. */
export const CATALOG_SHARED_SECONDS = 60;
/** How much longer it may serve a stale copy while it refreshes it in the background. */
export const CATALOG_SHARED_STALE_SECONDS = 600;

/** A catalog answer's `Cache-Control`, fresh in shared caches for `shared` seconds and then stale for `stale`. */
export function catalogCacheControl(shared: number, stale: number): string {
  return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${stale}`;
}

/**
 * Catalog pages and reads: a CDN may serve them for a minute and keep serving a stale copy for ten while it refreshes
 * in the background; browsers always revalidate so a customer never sees an old menu after a reload.
 */
export const CATALOG_CACHE_CONTROL = catalogCacheControl(CATALOG_SHARED_SECONDS, CATALOG_SHARED_STALE_SECONDS);

/**
 * How long a build's bundles (`/_astro/…`) stay served once a newer build replaced them (scripts/keep-earlier-files.mjs).
 * At least as long as a shared cache may still serve a page naming them (CATALOG_CACHE_CONTROL), with a day's margin for
 * pages left open in a tab; a page older than that still recovers on its first tap by reloading
 * (src/lib/screens/island-code.ts).
 */
export const EARLIER_FILES_KEPT_SECONDS = CATALOG_SHARED_SECONDS + CATALOG_SHARED_STALE_SECONDS + 24 * 3600;

/** Anything about one customer: never stored by a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export const SEARCH_PLACEHOLDER = 'Search for restaurants or cuisines...';

export const STORE_NAME = 'Cymbal Eats';

/**
 * The product API's path prefixes (spec section 7), the address book's of our own, and the partner API's, which
 * restaurants' systems call (`/partner-api/v1/…`).
 */
export const API_PREFIXES = [
  'restaurants-api',
  'restaurant-details-api',
  'shopping-cart-api',
  'order-mgmt-api',
  'address-book-api',
  'partner-api',
] as const;
