import { parseIdParam } from '../contract.ts';
import { normalizeSearchTerm } from '../search.ts';
import { OFFLINE_PATH } from '../offline/routes.ts';
import { createBackoff } from './backoff.ts';
import { RESTAURANT_PAGE_SIZE } from './catalog.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';

/**
 * Which kept answer a request for a page or a catalog read is, so that the server's caches (catalog-cache.ts) key only
 * what changes the answer: the path and the query parameters the page reads (`q`, `page`, `id`), each normalised as
 * the page normalises it. Anything else in the URL (`?utm_source=…`, `?x=1`, a trailing slash) is ignored: the page
 * ignores it too, so the answer is the same one, and a link shared with tracking parameters costs no redirect. Ids the
 * catalog does not have, order numbers and unknown paths map to one answer each, since those pages do not depend on
 * which one was asked. A flood of unique URLs then finds a handful of kept answers instead of rendering each.
 */

/** What the keys depend on: the restaurants there are (another instance's change shows within CATALOG_SHAPE_MS). */
export interface CatalogShape {
  restaurantIds: ReadonlySet<number>;
}

/** Which of the server's caches keeps a page: the catalog's, or the customer screens' (shells, the same for all). */
export type PageCache = 'catalog' | 'screens';

export interface PageRoute {
  cache: PageCache;
  /** The path the cache keeps the answer under and renders it from. */
  key: string;
}

/** Rendered for every restaurant id the catalog does not have: `Restaurant not found.` with a 404. */
const UNKNOWN_RESTAURANT = '/restaurants/0';
/** Every order number renders the same shell: its island reads the number from the address bar. */
const ANY_ORDER = '/order-details/1';
/** Rendered for every malformed order number: `There is no order with that number.` with a 404. */
const NO_ORDER = '/order-details/0';
/** Astro's 404 page, for every path no page answers. */
const NOT_FOUND = '/404';

/** The customer's own screens, with `/order-details/{id}`: shells, `private, no-store` outward (the proxy's too). */
export const CUSTOMER_SCREENS = new Set(['/cart', '/checkout', '/order-confirmation', '/orders', '/orders-details']);
export const ORDER_DETAILS_SECTION = 'order-details';

/** The path without one trailing slash (Astro answers `/cart/` as `/cart`). */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The restaurant list's key: the search term as the page trims and cuts it, the page number as the page clamps it. */
function restaurantListKey(query: URLSearchParams, { restaurantIds }: CatalogShape): string {
  const params = new URLSearchParams();
  const term = normalizeSearchTerm(query.get('q') ?? '');
  if (term) params.set('q', term);
  // A catalog of one page ignores the number; a longer one shows its last page for any number past it.
  const pages = Math.ceil(restaurantIds.size / RESTAURANT_PAGE_SIZE);
  const page = Math.min(parseIdParam(query.get('page')) ?? 1, pages);
  if (pages > 1 && page > 1) params.set('page', String(page));
  return params.size ? `/restaurants?${params}` : '/restaurants';
}

/** The kept answer a GET of a page is (`pathname` decoded, without its query). */
export function pageRoute(pathname: string, query: URLSearchParams, shape: CatalogShape): PageRoute {
  const path = withoutTrailingSlash(pathname);
  if (path === '/') return { cache: 'catalog', key: '/' };
  if (path === '/restaurants') return { cache: 'catalog', key: restaurantListKey(query, shape) };
  if (path === OFFLINE_PATH) return { cache: 'catalog', key: OFFLINE_PATH };
  if (CUSTOMER_SCREENS.has(path)) return { cache: 'screens', key: path };
  const [, section, id, ...rest] = path.split('/');
  if (rest.length === 0 && section === 'restaurants') {
    const restaurantId = parseIdParam(id);
    const known = restaurantId !== undefined && shape.restaurantIds.has(restaurantId);
    return { cache: 'catalog', key: known ? `/restaurants/${restaurantId}` : UNKNOWN_RESTAURANT };
  }
  if (rest.length === 0 && section === ORDER_DETAILS_SECTION) {
    return { cache: 'screens', key: parseIdParam(id) === undefined ? NO_ORDER : ANY_ORDER };
  }
  return { cache: 'catalog', key: NOT_FOUND };
}

/**
 * The kept answer a GET of a catalog read is, or undefined when it is answered directly: a menu of a restaurant that
 * does not exist is a cheap JSON error, never kept.
 */
export function catalogReadKey(pathname: string, query: URLSearchParams, shape: CatalogShape): string | undefined {
  if (pathname === '/restaurants-api/restaurants') return pathname;
  if (pathname === '/restaurant-details-api/restaurant-menu') {
    const id = parseIdParam(query.get('id'));
    return id !== undefined && shape.restaurantIds.has(id) ? `${pathname}?id=${id}` : undefined;
  }
  return undefined;
}

/** How long the catalog's shape is trusted before it is read again: as long as a kept catalog answer is fresh. */
export const CATALOG_SHAPE_MS = 5_000;

/**
 * Keeps the catalog's shape, read again once it is CATALOG_SHAPE_MS old: a restaurant added by another process (or
 * instance) gets its own key within that time, as its page would show within the catalog cache's freshness anyway.
 * While a new read is under way, the last shape answers; while reads fail (the database is away), the last shape
 * answers and reads are tried one at a time with a growing pause (backoff.ts), the first that works bringing the shape
 * up to date. Only the very first read, with no shape to answer yet, is awaited.
 */
export function createCatalogShape(readIds: () => Promise<number[]>, freshMs = CATALOG_SHAPE_MS) {
  let shape: CatalogShape | undefined;
  let readAt = 0;
  let reading: Promise<CatalogShape> | undefined;
  const backoff = createBackoff();

  function read(): Promise<CatalogShape> {
    reading ??= readIds()
      .then((ids) => {
        shape = { restaurantIds: new Set(ids) };
        readAt = Date.now();
        backoff.done(true);
        return shape;
      })
      .catch((error: unknown) => {
        backoff.done(false);
        throw error;
      })
      .finally(() => (reading = undefined));
    return reading;
  }

  return {
    async current(): Promise<CatalogShape> {
      if (!shape) return read();
      if (Date.now() - readAt > freshMs && !reading && backoff.mayTry()) {
        // The outage log reports the database being away (db/outage.ts); anything else is a bug, with its stack.
        void read().catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) console.error('Reading the catalog failed', error);
        });
      }
      return shape;
    },
  };
}
