import * as v from 'valibot';
import { CATALOG_CACHE_CONTROL, CATALOG_SHARED_SECONDS } from '../../config.ts';
import { MenuSchema, RestaurantListSchema } from '../../contract.ts';
import { apiError, bodyTooLargeMessage, maxBodyBytes, toResponse } from '../http.ts';
import { CSP_REPORT_PATH } from '../security-headers.ts';
import { isApiPath } from '../request-path.ts';
import { cuisinesOf, firstOfEachCuisine, listingOf } from './in-memory.ts';
import { CatalogUnavailable, type Target } from './source.ts';

/**
 * The storefront at a CDN edge (workerd): the pages render here from the catalog the origin's product API answers
 * (ORIGIN_URL), and every API call, reads and writes alike, goes through to the origin, so the browser keeps one
 * address. What the edge reads of the catalog is kept, in this isolate's memory and in the edge's cache (the Cache
 * API, shared by the isolates of a data centre), and used for CATALOG_SHARED_SECONDS as a CDN would keep the origin's
 * catalog pages; any page or search is then rendered here without asking the origin. Past that the origin is asked
 * again, and while it does not answer, the last copy is used however old: the catalog pages go on answering.
 */

const OriginSchema = v.pipe(
  v.string(),
  v.url(),
  v.check((url) => /^https?:\/\//.test(url), 'must be http(s)'),
);

/** Where the origin is: ORIGIN_URL, validated when first needed. */
function origin(): string {
  const given = process.env['ORIGIN_URL'] || 'http://localhost:4321';
  const parsed = v.safeParse(OriginSchema, given);
  if (!parsed.success) throw new Error(`ORIGIN_URL is not valid: ${parsed.issues[0].message} (${given}).`);
  return parsed.output.replace(/\/+$/, '');
}

const FRESH_MS = CATALOG_SHARED_SECONDS * 1000;
/** How long a catalog read from the origin may take before the kept copy answers instead. */
const ORIGIN_TIMEOUT_MS = 3_000;
/** How long the edge's cache keeps a copy for use while the origin is away. */
const KEEP_SECONDS = 7 * 24 * 3600;
const FETCHED_AT = 'x-storefront-fetched-at';

interface Kept {
  value: unknown;
  fetchedAt: number;
}

const inMemory = new Map<string, Kept>();

/** The Cache API's default cache where the runtime has one (workerd), else none. */
function edgeCache(): Cache | undefined {
  return (globalThis.caches as (CacheStorage & { default?: Cache }) | undefined)?.default;
}

async function fromEdgeCache(url: string): Promise<Kept | undefined> {
  const answer = await edgeCache()?.match(url);
  if (!answer) return undefined;
  return { value: await answer.json(), fetchedAt: Number(answer.headers.get(FETCHED_AT)) || 0 };
}

async function keep(url: string, kept: Kept): Promise<void> {
  inMemory.set(url, kept);
  await edgeCache()?.put(
    url,
    new Response(JSON.stringify(kept.value), {
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': `max-age=${KEEP_SECONDS}`,
        [FETCHED_AT]: String(kept.fetchedAt),
      },
    }),
  );
}

/** A catalog read (`path` of the product API), parsed with `schema`: kept, fresh from the origin, or kept however old. */
async function read<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const url = `${origin()}${path}`;
  const now = Date.now();
  const kept = inMemory.get(url) ?? (await fromEdgeCache(url));
  if (kept && now - kept.fetchedAt < FRESH_MS) {
    inMemory.set(url, kept);
    return kept.value as T;
  }
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(ORIGIN_TIMEOUT_MS) });
    if (!answer.ok) throw new Error(`the origin answered ${answer.status}`);
    const value = v.parse(schema, await answer.json());
    await keep(url, { value, fetchedAt: now });
    return value;
  } catch (error) {
    if (kept) return kept.value as T;
    throw new CatalogUnavailable(`The catalog could not be read from ${path}: ${String(error)}`, { cause: error });
  }
}

const restaurants = () => read('/restaurants-api/restaurants', RestaurantListSchema);

/** Request headers the origin must not see from the edge: they describe the edge's own connection. */
const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'cf-connecting-ip'];

export const target: Target = {
  catalog: {
    async home(cuisines, shown) {
      const all = await restaurants();
      return { cuisines: cuisinesOf(all, cuisines), restaurants: firstOfEachCuisine(all, shown) };
    },
    async listing(term, page) {
      return listingOf(await restaurants(), term, page);
    },
    async restaurant(id) {
      const restaurant = (await restaurants()).find((known) => known.id === id);
      if (!restaurant) return undefined;
      return { restaurant, menu: await read(`/restaurant-details-api/restaurant-menu?id=${id}`, MenuSchema) };
    },
  },
  origin: { route: routeAtEdge, answer: answerAtOrigin },
};

/**
 * The origin alone answers the API, readiness and CSP reports; the metrics are the origin's and never served here
 * (passed through, the origin would take the edge for a client on its own machine).
 */
function routeAtEdge(pathname: string): 'origin' | 'withheld' | 'here' {
  if (isApiPath(pathname) || pathname === '/readyz' || pathname === CSP_REPORT_PATH) return 'origin';
  return pathname === '/metrics' ? 'withheld' : 'here';
}

/**
 * The request's body, read whole up to `bound` bytes (the Node listener's rule, maxBodyBytes), or undefined past it:
 * a body the origin would refuse is refused here, before it is read on or sent across.
 */
async function boundedBody(request: Request, bound: number): Promise<ArrayBuffer | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > bound) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    size += chunk.value.byteLength;
    if (size > bound) {
      await reader?.cancel();
      return undefined;
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

async function answerAtOrigin(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const bound = maxBodyBytes(url.pathname);
  const body = hasBody ? await boundedBody(request, bound) : null;
  if (body === undefined) return toResponse(apiError(413, 'body_too_large', bodyTooLargeMessage(bound)));
  try {
    const answer = await fetch(`${origin()}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
    });
    return new Response(answer.body, answer);
  } catch {
    // A catalog read the edge has kept still answers; anything else needs the origin.
    const kept = request.method === 'GET' ? inMemory.get(`${origin()}${url.pathname}${url.search}`) : undefined;
    if (kept) {
      return new Response(JSON.stringify(kept.value), {
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CATALOG_CACHE_CONTROL },
      });
    }
    const body = {
      error: { code: 'unavailable', message: 'The storefront is unavailable. Please try again in a moment.' },
    };
    return new Response(JSON.stringify(body), {
      status: 503,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' },
    });
  }
}
