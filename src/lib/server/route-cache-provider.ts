import type { CacheProvider, CacheProviderFactory, InvalidateOptions } from 'astro';
import { LRUCache } from 'lru-cache';
import { compress, decompress, type Encoding, isCompressible, preferredEncoding } from './compression.ts';
import { serverSettings } from './settings.ts';

/**
 * Astro's route cache on Node (astro.config.mjs `cache.provider`, Astro's Cache Provider API), in the server's memory:
 * what routeRules and `Astro.cache` say to keep, for as long as they say (route-cache.ts), as Astro's own
 * `memoryCache()` does, and besides:
 * - kept answers are kept and sent compressed (brotli, or gzip or none, made once per copy, as the client accepts):
 *   the Node server compresses nothing else, and compressing each answer again cost the one thread more than it saved;
 * - only a 200 is kept (Astro gives a kept route's 503 or 500 its lifetime too);
 * - one copy is refreshed at a time, however many requests find it stale, and a route whose answer is the same
 *   whatever its parameter (`shared`: the order details' shell) is kept once for all of them.
 *
 * Astro runs no cache under `astro dev`, so neither does this. Several instances each keep their own copies; another
 * instance's or an operator's change of the catalog reaches them by time (route-cache.ts).
 */

interface KeptAnswer {
  status: number;
  /** Without the headers of the one request that made it (its id, date, length, the cache's own). */
  headers: [string, string][];
  /**
   * The body as kept: brotli-compressed when it is worth compressing (a quarter of its size: a flood of unique
   * searches fills the cache with a thousand pages), else as rendered.
   */
  body: Buffer;
  /** Each form it was sent in so far, made on the first request for it: its body and headers as sent. */
  sent: Partial<Record<Encoding | 'identity', Promise<SentAnswer>>>;
  compressible: boolean;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  tags: string[];
}

export interface ProviderConfig {
  max: number;
  /** The only query parameters that are part of a key; others (`utm_source`…) share the answer without them. */
  query: string[];
  /** Routes whose answer is the same whatever their parameter: one copy serves them all (route-cache.ts). */
  shared?: SharedCopy[];
}

/** Every path `prefix` + a segment matching `segment` (a regular expression's source) is kept as `key`. */
export interface SharedCopy {
  prefix: string;
  segment: string;
  key: string;
}

/** Headers that belong to one exchange, not to the answer kept. */
const PER_REQUEST = new Set([
  'x-request-id',
  'date',
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'x-astro-cache',
  'cdn-cache-control',
  'cache-tag',
]);

class KeptAnswers {
  readonly #answers: LRUCache<string, KeptAnswer>;
  readonly #query: Set<string>;
  readonly #shared: { prefix: string; segment: RegExp; key: string }[];
  /** The refreshes asked for, by key, in the order asked (a Map keeps it); the first is running. */
  readonly #refreshes = new Map<string, { render: () => Promise<Response>; warn: (message: string) => void }>();

  constructor(config: ProviderConfig) {
    this.#answers = new LRUCache({ max: config.max });
    this.#query = new Set(config.query);
    this.#shared = (config.shared ?? []).map(({ prefix, segment, key }) => ({
      prefix,
      segment: new RegExp(segment),
      key,
    }));
  }

  /**
   * `/restaurants?q=thai`: the path and the parameters that change the answer, sorted. A path a shared copy serves is
   * that copy's key (`/order-details/[id]`), its query ignored. The host asked is part of it only when SITE_URL is
   * unset: the pages' absolute addresses then come from the request (src/lib/seo/site-address.server.ts), and a copy
   * made for one Host must not be sent to another.
   */
  keyOf(url: URL): string {
    const { pathname } = url;
    const origin = serverSettings().SITE_URL ? '' : url.origin;
    for (const { prefix, segment, key } of this.#shared) {
      if (pathname.startsWith(prefix) && segment.test(pathname.slice(prefix.length))) return key;
    }
    const kept = [...url.searchParams].filter(([name]) => this.#query.has(name));
    if (kept.length === 0) return `${origin}${pathname}`;
    kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${origin}${pathname}?${new URLSearchParams(kept).toString()}`;
  }

  get(key: string): KeptAnswer | undefined {
    return this.#answers.get(key);
  }

  /**
   * Keeps `response` under `key` if the route cache's headers say to, reading its body; the kept answer, or undefined
   * (its body unread) if it is not to be kept.
   */
  async keep(key: string, response: Response): Promise<KeptAnswer | undefined> {
    const { maxAge, swr } = cacheLifetime(response.headers.get('cdn-cache-control'));
    // Astro gives every answer of a kept route its lifetime, whatever its status: a 503 for a render refused while
    // the server is busy, or a 500, would otherwise be sent to everyone after it.
    if (
      response.status !== 200 ||
      maxAge <= 0 ||
      response.headers.has('set-cookie') ||
      /\*|cookie/i.test(response.headers.get('vary') ?? '')
    ) {
      return undefined;
    }
    const rendered = Buffer.from(await response.arrayBuffer());
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!PER_REQUEST.has(name)) headers.push([name, value]);
    });
    const compressible = isCompressible(response.headers.get('content-type'), rendered.length);
    if (compressible) {
      const vary = headers.find(([name]) => name === 'vary');
      if (vary) vary[1] = `${vary[1]}, Accept-Encoding`;
      else headers.push(['vary', 'Accept-Encoding']);
    }
    const kept: KeptAnswer = {
      status: response.status,
      headers,
      body: compressible ? await compress(rendered, 'br') : rendered,
      sent: {},
      compressible,
      storedAt: Date.now(),
      freshMs: maxAge * 1000,
      staleMs: (maxAge + swr) * 1000,
      tags: (response.headers.get('cache-tag') ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    };
    this.#answers.set(key, kept);
    return kept;
  }

  /**
   * Renders `key` again in the background, once however many ask meanwhile. The old copy stays while the render fails
   * or is refused (5xx), and goes when the address no longer answers (4xx: a restaurant taken off the catalog).
   *
   * Refreshes run one at a time, each after the requests already waiting: copies kept at once go stale at once, and
   * a render holds the one thread for milliseconds (the database is synchronous), so twenty renders started together
   * held every request that came meanwhile (docs/decisions/064-refreshes-one-at-a-time.md).
   */
  refresh(key: string, render: () => Promise<Response>, warn: (message: string) => void): void {
    if (this.#refreshes.has(key)) return;
    this.#refreshes.set(key, { render, warn });
    if (this.#refreshes.size === 1) void this.#refreshInTurn();
  }

  async #refreshInTurn(): Promise<void> {
    for (let next = this.#refreshes.entries().next(); !next.done; next = this.#refreshes.entries().next()) {
      const [key, { render, warn }] = next.value;
      await new Promise((resolve) => setImmediate(resolve));
      try {
        const response = await render();
        if (response.status >= 400 && response.status < 500) this.#answers.delete(key);
        else await this.keep(key, response);
      } catch (error) {
        warn(`Refreshing ${key} failed: ${String(error)}`);
      } finally {
        this.#refreshes.delete(key);
      }
    }
  }

  invalidate({ path, tags }: InvalidateOptions): void {
    const dropped = new Set(typeof tags === 'string' ? [tags] : (tags ?? []));
    for (const [key, kept] of this.#answers.entries()) {
      const keyPath = key.replace(/^[a-z]+:\/\/[^/]+/, '').split('?', 1)[0];
      if ((path !== undefined && keyPath === path) || kept.tags.some((tag) => dropped.has(tag))) {
        this.#answers.delete(key);
      }
    }
  }
}

/** `max-age` and `stale-while-revalidate` of the `CDN-Cache-Control` Astro gives an answer its routeRules keep. */
function cacheLifetime(header: string | null): { maxAge: number; swr: number } {
  const seconds = (name: string) => Number(new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, 'i').exec(header ?? '')?.[1] ?? 0);
  return { maxAge: seconds('max-age'), swr: seconds('stale-while-revalidate') };
}

type KeptOutcome = 'HIT' | 'STALE' | 'MISS';

/** A kept answer as sent in one encoding (or none): its status, headers and body. */
interface SentAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A kept answer in the encoding the client accepts, with the headers that go with it (`outcome` among them). */
async function answerFrom(
  kept: KeptAnswer,
  acceptEncoding: string | null | undefined,
  outcome: KeptOutcome,
): Promise<SentAnswer> {
  const encoding = kept.compressible ? preferredEncoding(acceptEncoding) : undefined;
  const form = await (kept.sent[encoding ?? 'identity'] ??= sentForm(kept, encoding));
  return form.headers['x-astro-cache'] === outcome
    ? form
    : { ...form, headers: { ...form.headers, 'x-astro-cache': outcome } };
}

async function sentForm(kept: KeptAnswer, encoding: Encoding | undefined): Promise<SentAnswer> {
  let body = kept.body;
  if (kept.compressible && encoding !== 'br') {
    const rendered = decompress(kept.body, 'br');
    body = encoding ? await compress(rendered, encoding) : rendered;
  }
  const headers = Object.fromEntries(kept.headers);
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  headers['x-astro-cache'] = 'HIT';
  return { status: kept.status, headers, body };
}

function toResponse(answer: SentAnswer): Response {
  return new Response(answer.body as Uint8Array<ArrayBuffer>, { status: answer.status, headers: answer.headers });
}

const provider: CacheProviderFactory<ProviderConfig> = (config): CacheProvider => {
  const kept = new KeptAnswers(config ?? { max: 1000, query: [] });
  return {
    name: 'storefront-memory',
    async onRequest({ request, url, logger }, next) {
      if (request.method !== 'GET') return next();
      const key = kept.keyOf(url);
      const acceptEncoding = request.headers.get('accept-encoding');
      const found = kept.get(key);
      const now = Date.now();
      if (found && now - found.storedAt <= found.staleMs) {
        const fresh = now - found.storedAt <= found.freshMs;
        if (!fresh)
          kept.refresh(
            key,
            () => next(),
            (message) => logger.warn(message),
          );
        return toResponse(await answerFrom(found, acceptEncoding, fresh ? 'HIT' : 'STALE'));
      }
      const response = await next();
      const stored = await kept.keep(key, response);
      return stored ? toResponse(await answerFrom(stored, acceptEncoding, 'MISS')) : response;
    },
    async invalidate(options) {
      kept.invalidate(options);
    },
  };
};

export default provider;
