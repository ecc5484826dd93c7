// What pages send the service worker, beside serwist's own CACHE_URLS: a module of its own, so that a page's bundle
// takes the name without the worker's routes and the settings they are made of.

/** Sent by a page that is not the worker's although the worker is active (../client/offline.ts). */
export const CLAIM_MESSAGE = 'CLAIM';
