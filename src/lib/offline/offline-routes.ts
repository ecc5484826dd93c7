// What the service worker (./service-worker.ts) keeps and how it answers, shared with the script that builds it
// (scripts/build-service-worker.mjs) and the tests: one table, so that what is precached and what is matched agree.
import { API_PREFIXES } from '../config.ts';

/** The page shown for a page never visited while the device is offline (src/pages/offline.astro). */
export const OFFLINE_PATH = '/offline';

/** The shell every order number's details screen is rendered from: its island reads the number from the address bar. */
export const ORDER_DETAILS_SHELL = '/order-details/1';

/**
 * The customer's screens: shells, the same for everyone (their islands fill them from the device and the API), so the
 * worker keeps them with the build's files and answers them from there.
 */
const CUSTOMER_SHELLS = [
  '/cart',
  '/checkout',
  '/orders',
  '/orders-details',
  '/order-confirmation',
  ORDER_DETAILS_SHELL,
] as const;

/** Pages kept in the precache besides the built files. */
export const PRECACHED_PAGES = [...CUSTOMER_SHELLS, OFFLINE_PATH] as const;

/** The built files precached: every script and stylesheet (islands load theirs on the first tap), the app's icons. */
export const PRECACHED_FILE_PATTERNS = ['_astro/**/*.{js,css}', 'icons/*.png', 'manifest.webmanifest'];

/** Caches of what was visited. Their names carry a version: a new layout of either starts them afresh. */
export const CATALOG_PAGES_CACHE = 'catalog-pages-v1';
export const PICTURES_CACHE = 'pictures-v1';

/** How much of what was visited is kept: entries at most, and bytes at most per entry, so bytes are bounded too. */
export const CATALOG_PAGES_KEPT = { entries: 40, entryBytes: 512 * 1024 } as const;
export const PICTURES_KEPT = { entries: 150, entryBytes: 256 * 1024 } as const;

/** The catalog's pages: home, the restaurant list (any search) and a restaurant's menu. */
export function isCatalogPage(pathname: string): boolean {
  return pathname === '/' || pathname === '/restaurants' || /^\/restaurants\/[^/]+$/.test(pathname);
}

/** The catalog's pictures. */
export function isPicture(pathname: string): boolean {
  return pathname.startsWith('/images/');
}

/** The precached shell a customer screen's address is answered with, or undefined for any other address. */
export function customerShell(pathname: string): string | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if ((CUSTOMER_SHELLS as readonly string[]).includes(path)) return path;
  return /^\/order-details\/[1-9]\d{0,8}$/.test(path) ? ORDER_DETAILS_SHELL : undefined;
}

/**
 * What never reaches the worker at all (the Static Routing API, where the browser has it): the API, whose answers are
 * never kept on the device, and other origins (sign-in). They go to the network as if there were no worker, without
 * waking it. Patterns are read against the worker's own address, so a path alone means this origin.
 */
export const NETWORK_ONLY_PATTERNS = [...API_PREFIXES.map((prefix) => `/${prefix}/*`)];
