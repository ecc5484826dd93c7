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

/** Hosts on the edge's own machine, which `http://` may reach: nothing crosses a network in clear to them. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

const ORIGIN_URL =
  'must be an https:// address (http:// only for an origin on this machine, such as http://localhost:4321)';
const CALL_TIMEOUT = 'must be a number of seconds above 0, at most 600';

/**
 * The edge's settings, from its variables: the origin (ORIGIN_URL) and how long a call passed to it may take
 * (ORIGIN_CALL_TIMEOUT_SECONDS). Customers' bearer tokens go to the origin, so it is reached over HTTPS unless it is on
 * this machine.
 */
const EdgeSettingsSchema = v.object({
  ORIGIN_URL: v.optional(
    v.pipe(
      v.string(ORIGIN_URL),
      v.url(ORIGIN_URL),
      v.check((url) => {
        const { protocol, hostname } = new URL(url);
        return protocol === 'https:' || (protocol === 'http:' && isLoopback(hostname));
      }, ORIGIN_URL),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
    'http://localhost:4321',
  ),
  ORIGIN_CALL_TIMEOUT_SECONDS: v.optional(
    v.pipe(
      v.string(CALL_TIMEOUT),
      v.transform(Number),
      v.number(CALL_TIMEOUT),
      v.gtValue(0, CALL_TIMEOUT),
      v.maxValue(600, CALL_TIMEOUT),
    ),
    '15',
  ),
});

type EdgeSettings = v.InferOutput<typeof EdgeSettingsSchema>;

/** The edge's settings, or the sentence that says which variable is wrong, read once per isolate. */
let settings: EdgeSettings | string | undefined;

function edgeSettings(): EdgeSettings | string {
  if (settings === undefined) {
    // An empty variable means unset, as on the origin (src/lib/server/settings.ts).
    const given = Object.fromEntries(
      ['ORIGIN_URL', 'ORIGIN_CALL_TIMEOUT_SECONDS'].flatMap((name) =>
        process.env[name] ? [[name, process.env[name]]] : [],
      ),
    );
    const parsed = v.safeParse(EdgeSettingsSchema, given);
    if (parsed.success) settings = parsed.output;
    else {
      const [issue] = parsed.issues;
      settings = `${v.getDotPath(issue) ?? 'The edge’s variables'} is not valid: ${issue.message}.`;
      // workerd has no start to stop: the edge refuses every request instead, and says why once per isolate.
      console.error(`The edge refuses every request: ${settings}`);
    }
  }
  return settings;
}

/** Where the origin is: ORIGIN_URL. The middleware has refused every request while it is not valid (refusal). */
function origin(): string {
  const known = edgeSettings();
  if (typeof known === 'string') throw new Error(known);
  return known.ORIGIN_URL;
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
    async listing(term, diet, page) {
      return listingOf(await restaurants(), term, diet, page);
    },
    async restaurantIds() {
      return (await restaurants()).map((restaurant) => restaurant.id).sort((a, b) => a - b);
    },
    async restaurant(id) {
      const restaurant = (await restaurants()).find((known) => known.id === id);
      if (!restaurant) return undefined;
      return { restaurant, menu: await read(`/restaurant-details-api/restaurant-menu?id=${id}`, MenuSchema) };
    },
  },
  origin: { route: routeAtEdge, refusal, answer: answerAtOrigin },
};

/** The endpoints only the origin answers, by the route Astro matched (whatever escapes the path was written with). */
const ORIGIN_ENDPOINTS = new Set(['/readyz', CSP_REPORT_PATH]);

/**
 * The origin alone answers the API, readiness and CSP reports; the metrics are the origin's and never served here.
 * Decided on the route Astro matched as well as the path: `/%6Detrics` is the metrics' route, and an endpoint the edge
 * left to the origin must not run here.
 */
function routeAtEdge(pathname: string, routePattern: string): 'origin' | 'withheld' | 'here' {
  if (isApiPath(pathname) || isApiPath(routePattern) || ORIGIN_ENDPOINTS.has(routePattern)) return 'origin';
  return routePattern === '/metrics' ? 'withheld' : 'here';
}

/** While the edge's variables are not valid, what it answers every request (edgeSettings logs why, once). */
function refusal(pathname: string): Response | undefined {
  return typeof edgeSettings() === 'string' ? refused(pathname) : undefined;
}

function refused(pathname: string): Response {
  const message = 'The storefront is unavailable. Please try again later.';
  if (isApiPath(pathname)) return unavailable(message, {});
  return new Response(message, {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The API's 503, in its error shape. */
function unavailable(message: string, headers: Record<string, string>): Response {
  return new Response(JSON.stringify({ error: { code: 'unavailable', message } }), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
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

/**
 * Passes a request to the origin, bounded by ORIGIN_CALL_TIMEOUT_SECONDS (headers and body), with an id of the edge's
 * own (a client's `X-Request-Id` would reach the origin's log as it wrote it) and the client's address as the edge
 * saw it in `X-Forwarded-For`, in place of whatever the client wrote there (the origin believes it only from a proxy
 * it trusts: TRUSTED_PROXIES, src/lib/server/client-address.ts).
 */
async function answerAtOrigin(request: Request, clientAddress: string | undefined): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set('X-Request-Id', crypto.randomUUID());
  if (clientAddress) headers.set('X-Forwarded-For', clientAddress);
  else headers.delete('X-Forwarded-For');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const known = edgeSettings();
  if (typeof known === 'string') return refused(url.pathname);
  const bound = maxBodyBytes(url.pathname);
  const body = hasBody ? await boundedBody(request, bound) : null;
  if (body === undefined) return toResponse(apiError(413, 'body_too_large', bodyTooLargeMessage(bound)));
  const address = `${known.ORIGIN_URL}${url.pathname}${url.search}`;
  try {
    const answer = await fetch(address, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(known.ORIGIN_CALL_TIMEOUT_SECONDS * 1000),
    });
    return new Response(answer.body, answer);
  } catch {
    // A catalog read the edge has kept still answers; anything else needs the origin.
    const kept = request.method === 'GET' ? inMemory.get(address) : undefined;
    if (kept) {
      return new Response(JSON.stringify(kept.value), {
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CATALOG_CACHE_CONTROL },
      });
    }
    return unavailable('The storefront is unavailable. Please try again in a moment.', { 'Retry-After': '5' });
  }
}
