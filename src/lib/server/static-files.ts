import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { lookup } from 'mrmime';
import { etagOf, writeKept, type KeptAnswer } from './kept-answer.ts';
import { SERVICE_WORKER_CSP } from './security-headers.ts';

/**
 * The built files (scripts, stylesheets, the catalog's pictures) are a couple of megabytes, fixed for the life of the
 * process: they are read once at start with their brotli and gzip copies (scripts/precompress.mjs) and answered from
 * memory. Streaming each one from disk, as a file server does, cost a file open and read per request and left the
 * read buffers' memory with the process after a busy spell (sirv: 9-12k requests a second, 60-70 MB kept after the
 * bench's load; from memory: over 50k, nothing kept).
 */

/** Fingerprinted bundles (`/_astro/…`) never change under their name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Catalog images and the icon are not fingerprinted: kept a day, then refreshed in the background. */
export const FILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * The service worker is asked for again on every page load (the browser checks it for a new build), and must never be
 * kept past that: a kept worker would keep serving the old build's files.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_CACHE_CONTROL = 'no-cache';

/** The Cache-Control of a built file at `path`; the proxy recipe (deploy/) sends the same for the files it serves. */
export function fileCacheControl(path: string): string {
  if (path === SERVICE_WORKER_PATH) return SERVICE_WORKER_CACHE_CONTROL;
  return path.startsWith('/_astro/') ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL;
}

export interface StaticFilesOptions {
  /** The folder served as `/`. */
  root: string;
  /** The Cache-Control header for a file's path (`/_astro/index.abc123.js`). */
  cacheControl: (path: string) => string;
}

/** Text types are sent as UTF-8, as the build writes them. */
function contentType(name: string): string {
  const type = lookup(name) ?? 'application/octet-stream';
  return /^text\/|^application\/json$|^image\/svg\+xml$/.test(type) ? `${type}; charset=utf-8` : type;
}

function readIfPresent(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

function keep(file: string, path: string, cacheControl: string): KeptAnswer {
  const identity = readFileSync(file);
  return {
    status: 200,
    headers: [
      ['Content-Type', contentType(file)],
      ['Cache-Control', cacheControl],
      // The worker runs under its script's policy: the one every file gets would stop it fetching what it keeps.
      ...(path === SERVICE_WORKER_PATH ? [['Content-Security-Policy', SERVICE_WORKER_CSP] as [string, string]] : []),
    ],
    etag: etagOf(identity),
    bodies: { identity, br: readIfPresent(`${file}.br`), gzip: readIfPresent(`${file}.gz`) },
  };
}

/** The path a request names, decoded (`/images/caf%C3%A9.svg`), without its query. */
function requestedPath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent((url ?? '/').split('?', 1)[0] ?? '/');
  } catch {
    return undefined;
  }
}

/**
 * Reads every file under `root` and returns the handler that answers a GET or HEAD of one of them (true), or leaves
 * the request to the caller (false). Only files present at start are known, so no request can reach outside `root`.
 */
export function loadStaticFiles({ root, cacheControl }: StaticFilesOptions) {
  const files = new Map<string, KeptAnswer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    // The compressed copies are forms of their file, not files of their own.
    if (!entry.isFile() || /\.(?:br|gz)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const path = `/${relative(root, file).split(sep).join('/')}`;
    files.set(path, keep(file, path, cacheControl(path)));
  }

  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = requestedPath(request.url);
    const kept = path === undefined ? undefined : files.get(path);
    if (!kept) return false;
    writeKept(request, response, kept);
    return true;
  }

  return { answer };
}
