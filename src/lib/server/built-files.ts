import { SERVICE_WORKER_CSP } from './security-headers.ts';

/**
 * How the built files (public/ and the build's output) are to be kept, whoever serves them: the Node adapter's file
 * server (src/lib/server/node/listener.ts sets these before it answers), the nginx recipe (deploy/nginx.ts) and the
 * edge's `_headers` (scripts/edge-headers.mjs).
 */

/** Fingerprinted bundles (`/_astro/…`) never change under their name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Catalog images, link previews' pictures and the icons are not fingerprinted: kept a day, then refreshed. */
export const FILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * The service worker is asked for again on every page load (the browser checks it for a new build), and must never be
 * kept past that: a kept worker would keep serving the old build's files.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_CACHE_CONTROL = 'no-cache';

/** The folders of files that are not fingerprinted (public/). */
const FILE_FOLDERS = ['/images/', '/icons/', '/social/'];
const MANIFEST_PATH = '/manifest.webmanifest';

/** Whether `path` names a built file (a page or an endpoint never does), which answers GET and HEAD only. */
export function isBuiltFilePath(path: string): boolean {
  return (
    path === SERVICE_WORKER_PATH ||
    path === MANIFEST_PATH ||
    path.startsWith('/_astro/') ||
    FILE_FOLDERS.some((folder) => path.startsWith(folder))
  );
}

/** The headers a built file at `path` is sent with beyond everyone's security headers; none for any other path. */
export function builtFileHeaders(path: string): [string, string][] {
  if (path === SERVICE_WORKER_PATH) {
    // The worker runs under its script's policy: the one every file gets would stop it fetching what it keeps.
    return [
      ['Cache-Control', SERVICE_WORKER_CACHE_CONTROL],
      ['Content-Security-Policy', SERVICE_WORKER_CSP],
    ];
  }
  if (path.startsWith('/_astro/')) return [['Cache-Control', ASSET_CACHE_CONTROL]];
  if (path === MANIFEST_PATH || FILE_FOLDERS.some((folder) => path.startsWith(folder))) {
    // An SVG is text, written as UTF-8 as the other text files, which the file server already says of them.
    const svg: [string, string][] = path.endsWith('.svg') ? [['Content-Type', 'image/svg+xml; charset=utf-8']] : [];
    return [['Cache-Control', FILE_CACHE_CONTROL], ...svg];
  }
  return [];
}
