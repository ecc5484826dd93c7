import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { createBackoff } from './backoff.ts';
import { COMPRESS_FROM_BYTES, etagOf, writeKept, type KeptAnswer } from './kept-answer.ts';

/**
 * The catalog's pages and reads are the same for every visitor (the header paints who is signed in in the browser),
 * so one render can answer everyone for a few seconds. This keeps each rendered answer in memory with its brotli and
 * gzip forms and answers from there, as a CDN's edge would; a burst of visitors then costs one render, not one each.
 * With several instances each keeps its own copies, and a catalog change (by any instance or an operator's script)
 * reaches them by time alone: every instance renders again from the shared database once its copy is CATALOG_FRESH_MS
 * old, so no instance's copy is older than any other's.
 */

/** A rendered answer, kept with its compressed forms, and when it was rendered. */
interface CachedAnswer extends KeptAnswer {
  renderedAt: number;
  bytes: number;
}

export interface CatalogCacheOptions {
  /**
   * Renders a path (`/restaurants?q=pizza`) the normal way, as the server would answer it; undefined when the server is
   * too busy to render now (src/lib/server/render-limit.ts).
   */
  render: (path: string) => Promise<Response | undefined>;
  /** How long an answer is served as is. */
  freshMs?: number;
  /** How much longer it may still be served while a fresh one renders in the background. */
  staleMs?: number;
  /** The most memory the kept answers may take, all forms counted; the least recently asked fall out first. */
  maxBytes?: number;
  /**
   * Whether a rendered answer may be kept and sent to everyone; by default what a shared cache may store. Renders are
   * the server's own requests, with no visitor's cookies or token, so they never hold anything about one customer.
   */
  mayKeep?: (response: Response) => boolean;
}

/** The catalog changes rarely, and CDNs keep it a minute (CATALOG_CACHE_CONTROL): a few seconds here is invisible. */
export const CATALOG_FRESH_MS = 5_000;
const STALE_MS = 55_000;
/** Room for about 700 catalog pages with their compressed forms; a bigger catalog keeps its most visited ones. */
const MAX_BYTES = 32 * 1024 * 1024;

/** What an entry costs beyond its bodies, headers and key: the objects holding them, the cache's own bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 512;

/** Headers that describe one transfer, which this cache writes itself. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'etag',
]);

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Whether a shared cache may store an answer. */
function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    (response.status === 200 || response.status === 404) &&
    /\bs-maxage=\d+/.test(cacheControl) &&
    !/\b(?:private|no-store)\b/.test(cacheControl) &&
    !response.headers.has('set-cookie')
  );
}

/**
 * The answer to keep from a fresh render, or undefined when it may not be kept. A render that came out the same as the
 * `previous` one (the usual case: the catalog rarely changes) reuses its compressed forms and ETag: compressing the
 * 237 KB list of a 1,000-restaurant catalog every few seconds cost the slowest answers about 2 ms under load.
 */
async function keep(
  path: string,
  response: Response,
  previous: CachedAnswer | undefined,
  mayKeep: (response: Response) => boolean,
): Promise<CachedAnswer | undefined> {
  if (!mayKeep(response)) return undefined;
  const identity = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name));
  if (
    previous &&
    previous.status === response.status &&
    previous.bodies.identity.equals(identity) &&
    sameHeaders(previous.headers, headers)
  ) {
    return { ...previous, renderedAt: Date.now() };
  }
  const compressible =
    identity.length >= COMPRESS_FROM_BYTES &&
    /^(?:text\/|application\/json)/.test(response.headers.get('content-type') ?? '');
  const bodies: CachedAnswer['bodies'] = { identity };
  if (compressible) {
    // Compressed once per render in the thread pool, so it can afford a higher quality than on-the-fly compression.
    [bodies.br, bodies.gzip] = await Promise.all([
      compressBrotli(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      compressGzip(identity, { level: 9 }),
    ]);
  }
  const etag = etagOf(identity);
  return {
    status: response.status,
    headers,
    etag,
    bodies,
    renderedAt: Date.now(),
    bytes: sizeOf(path, headers, bodies),
  };
}

/**
 * The memory an entry takes, all of it counted: a flood of keys with small bodies must fill the cache as surely as a
 * few large pages. Strings count two bytes a character, as V8 may hold them.
 */
function sizeOf(path: string, headers: [string, string][], bodies: CachedAnswer['bodies']): number {
  const text = headers.reduce((sum, [name, value]) => sum + name.length + value.length, path.length);
  const body = bodies.identity.length + (bodies.br?.length ?? 0) + (bodies.gzip?.length ?? 0);
  return body + 2 * text + ENTRY_OVERHEAD_BYTES;
}

function sameHeaders(a: [string, string][], b: [string, string][]): boolean {
  return a.length === b.length && a.every(([name, value], index) => b[index]?.[0] === name && b[index]?.[1] === value);
}

function write(request: IncomingMessage, response: ServerResponse, answer: CachedAnswer, state: string): void {
  response.setHeader('X-Cache', state);
  writeKept(request, response, answer);
}

/**
 * Creates the cache. Its `answer` serves a GET or HEAD of a catalog path from memory and resolves true, or resolves
 * false when it has no answer to give (the answer may not be kept, or was never rendered and rendering it failed or
 * must wait: the server is too busy, or renders are pausing after failures).
 */
export function createCatalogCache({
  render,
  freshMs = CATALOG_FRESH_MS,
  staleMs = STALE_MS,
  maxBytes = MAX_BYTES,
  mayKeep = isShareable,
}: CatalogCacheOptions) {
  const answers = new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: (answer) => answer.bytes });
  const rendering = new Map<string, Promise<CachedAnswer | undefined>>();

  // While renders fail (the database is away), one render at a time with a growing pause, not one per request.
  const backoff = createBackoff();

  /**
   * Renders `path` once however many visitors ask for it meanwhile; undefined when there is nothing new to keep (the
   * render failed, the server is too busy, or renders are pausing after failures).
   */
  function refresh(path: string): Promise<CachedAnswer | undefined> {
    let pending = rendering.get(path);
    if (!pending) {
      if (!backoff.mayTry()) return Promise.resolve(undefined);
      let worked: boolean | undefined;
      pending = render(path)
        .then(async (response) => {
          if (!response) return undefined;
          // A passing failure (a 5xx) leaves the kept copy to be served, as a CDN would ("stale-if-error"); any other
          // answer that may not be kept replaces it. A 503 is the database being away, which the outage log reports
          // once (db/outage.ts).
          if (response.status >= 500) {
            worked = false;
            await response.body?.cancel();
            if (response.status !== 503)
              console.error(`Rendering ${path} for the catalog cache answered ${response.status}`);
            return undefined;
          }
          worked = true;
          const answer = await keep(path, response, answers.peek(path), mayKeep);
          if (answer) answers.set(path, answer);
          else answers.delete(path);
          return answer;
        })
        .catch((error: unknown) => {
          worked = false;
          console.error(`Rendering ${path} for the catalog cache failed`, error);
          return undefined;
        })
        .finally(() => {
          rendering.delete(path);
          backoff.done(worked);
        });
      rendering.set(path, pending);
    }
    return pending;
  }

  /**
   * Answers a GET or HEAD with the answer kept under `path` (by default the request's own path; see page-routes.ts
   * for the keys the server uses), rendering it first if needed.
   */
  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    path = request.url ?? '/',
  ): Promise<boolean> {
    const kept = answers.get(path);
    const age = kept ? Date.now() - kept.renderedAt : Infinity;
    if (kept && age <= freshMs) {
      write(request, response, kept, 'HIT');
      return true;
    }
    if (kept && age <= freshMs + staleMs) {
      void refresh(path);
      write(request, response, kept, 'STALE');
      return true;
    }
    const fresh = await refresh(path);
    if (fresh) {
      write(request, response, fresh, 'MISS');
      return true;
    }
    // Nothing new: a copy past its stale allowance is still better than no page while renders fail.
    const old = answers.get(path);
    if (!old) return false;
    write(request, response, old, 'STALE');
    return true;
  }

  return { answer };
}
