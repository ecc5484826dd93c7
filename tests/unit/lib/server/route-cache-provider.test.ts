import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import provider from '../../../../src/lib/server/route-cache-provider.ts';

const KEPT = 'max-age=5, stale-while-revalidate=60';
const page = (text: string) => `<main>${text}</main>`.padEnd(4096, ' ');

/** A render: the page `text`, kept as `cdnCacheControl` says (as Astro's routeRules would have it). */
function rendered(text: string, cdnCacheControl: string | null = KEPT, headers: Record<string, string> = {}) {
  return new Response(page(text), {
    headers: {
      'Content-Type': 'text/html',
      'X-Request-Id': 'first-request',
      ...(cdnCacheControl ? { 'CDN-Cache-Control': cdnCacheControl, 'Cache-Tag': 'catalog' } : {}),
      ...headers,
    },
  });
}

const SHELL = { prefix: '/order-details/', segment: '^[1-9][0-9]{0,8}$', key: '/order-details/[id]' };

function setUp(max = 100) {
  const cache = provider({ max, query: ['q', 'id'], shared: [SHELL] });
  const warnings: string[] = [];
  const ask = (path: string, next: () => Promise<Response>, headers: Record<string, string> = {}) => {
    const url = new URL(path, 'http://localhost');
    const logger = { info() {}, error() {}, warn: (message: string) => warnings.push(message) };
    return cache.onRequest!({ request: new Request(url, { headers }), url, logger }, next);
  };
  return { cache, ask, warnings };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

test('a kept answer is rendered once, then sent as kept, without the first request own headers', async () => {
  const { ask } = setUp();
  const next = vi.fn(async () => rendered('Thai Orchid'));

  const first = await ask('/restaurants?q=thai', next);
  const second = await ask('/restaurants?q=thai&utm_source=mail', next);

  expect(next).toHaveBeenCalledTimes(1);
  expect(first.headers.get('x-astro-cache')).toBe('MISS');
  expect(second.headers.get('x-astro-cache')).toBe('HIT');
  expect(await second.text()).toBe(page('Thai Orchid'));
  expect(second.headers.get('x-request-id')).toBeNull();
  expect(second.headers.get('cdn-cache-control')).toBeNull();
  expect(second.headers.get('vary')).toBe('Accept-Encoding');
});

test('answers the parameters of the key tell apart are kept apart', async () => {
  const { ask } = setUp();

  await ask('/restaurants?q=thai', async () => rendered('Thai Orchid'));
  const other = await ask('/restaurants?q=pizza', async () => rendered('Nonna Rosa'));

  expect(other.headers.get('x-astro-cache')).toBe('MISS');
  expect(await other.text()).toBe(page('Nonna Rosa'));
});

test('one copy serves every path of a shared route whose segment matches; any other path has its own', async () => {
  const { ask } = setUp();
  const shell = vi.fn(async () => rendered('Your Order Details'));

  await ask('/order-details/7', shell);
  const other = await ask('/order-details/123456789?q=thai', shell);
  const malformed = await ask('/order-details/07', async () => rendered('No such order'));
  const nested = await ask('/order-details/7/extra', async () => rendered('Nested'));

  expect(shell).toHaveBeenCalledTimes(1);
  expect(other.headers.get('x-astro-cache')).toBe('HIT');
  expect(await other.text()).toBe(page('Your Order Details'));
  expect(await malformed.text()).toBe(page('No such order'));
  expect(await nested.text()).toBe(page('Nested'));
});

test.each([
  ['no caching asked for', rendered('x', null)],
  ['a zero lifetime', rendered('x', 'max-age=0')],
  ['a cookie set', rendered('x', KEPT, { 'Set-Cookie': 'a=b' })],
  ['Vary: Cookie', rendered('x', KEPT, { Vary: 'Cookie' })],
  ['a 503 for a render refused', new Response('busy', { status: 503, headers: { 'CDN-Cache-Control': KEPT } })],
  ['a 500', new Response('failed', { status: 500, headers: { 'CDN-Cache-Control': KEPT } })],
])('an answer with %s is never kept', async (_kind, answer) => {
  const { ask } = setUp();
  const next = vi.fn(async () => answer.clone());

  await ask('/restaurants/404', next);
  const again = await ask('/restaurants/404', next);

  expect(next).toHaveBeenCalledTimes(2);
  expect(again.headers.get('x-astro-cache')).toBeNull();
});

test('a stale copy is sent while one refresh renders, however many ask meanwhile, then the new one', async () => {
  const { ask } = setUp();
  await ask('/', async () => rendered('old'));
  vi.setSystemTime(Date.now() + 6_000);
  let finish: (response: Response) => void = () => {};
  const refresh = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));

  const stale = await Promise.all([1, 2, 3, 4, 5].map(() => ask('/', refresh)));
  await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
  finish(rendered('new'));
  await vi.waitFor(async () => expect(await (await ask('/', refresh)).text()).toBe(page('new')));

  expect(stale.map((answer) => answer.headers.get('x-astro-cache'))).toEqual(Array(5).fill('STALE'));
  expect(await stale[0]!.text()).toBe(page('old'));
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('copies gone stale together are rendered again one at a time, in the order they were asked', async () => {
  const { ask } = setUp();
  for (const id of ['1', '2', '3']) await ask(`/restaurants/${id}`, async () => rendered(`old ${id}`));
  vi.setSystemTime(Date.now() + 6_000);
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const renderOf = (id: string) => () => {
    started.push(id);
    return new Promise<Response>((resolve) => finish.set(id, () => resolve(rendered(`new ${id}`))));
  };

  for (const id of ['2', '3', '1']) await ask(`/restaurants/${id}`, renderOf(id));
  await vi.waitFor(() => expect(started).toEqual(['2']));
  await new Promise((resolve) => setTimeout(resolve, 10));
  const whileFirstRenders = [...started];
  finish.get('2')!();
  await vi.waitFor(() => expect(started).toEqual(['2', '3']));
  finish.get('3')!();
  await vi.waitFor(() => expect(started).toEqual(['2', '3', '1']));
  finish.get('1')!();

  expect(whileFirstRenders).toEqual(['2']);
  for (const id of ['1', '2', '3']) {
    await vi.waitFor(async () =>
      expect(await (await ask(`/restaurants/${id}`, renderOf(id))).text()).toBe(page(`new ${id}`)),
    );
  }
});

test('a refresh that fails, or is refused, leaves the stale copy in place', async () => {
  const { ask, warnings } = setUp();
  await ask('/', async () => rendered('old'));
  vi.setSystemTime(Date.now() + 6_000);

  const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
  await ask('/', async () => new Response('busy', { status: 503 }));
  await settled();
  await ask('/', async () => Promise.reject(new Error('database away')));
  await vi.waitFor(() => expect(warnings).toHaveLength(1));
  const answer = await ask('/', async () => rendered('never'));

  expect(answer.headers.get('x-astro-cache')).toBe('STALE');
  expect(await answer.text()).toBe(page('old'));
  expect(warnings[0]).toContain('database away');
});

test('a stale copy whose refresh finds the address gone (a restaurant taken off the catalog) is no longer sent', async () => {
  const { ask } = setUp();
  await ask('/restaurants/5', async () => rendered('Casa Verde'));
  vi.setSystemTime(Date.now() + 6_000);

  await ask('/restaurants/5', async () => new Response('Restaurant not found.', { status: 404 }));
  await new Promise((resolve) => setTimeout(resolve, 10));
  const answer = await ask('/restaurants/5', async () => new Response('Restaurant not found.', { status: 404 }));

  expect(answer.status).toBe(404);
  expect(answer.headers.get('x-astro-cache')).toBeNull();
});

test('past its stale time a copy is rendered again for the request', async () => {
  const { ask } = setUp();
  await ask('/', async () => rendered('old'));
  vi.setSystemTime(Date.now() + 66_000);

  const answer = await ask('/', async () => rendered('new'));

  expect(answer.headers.get('x-astro-cache')).toBe('MISS');
  expect(await answer.text()).toBe(page('new'));
});

test('the least recently asked answer falls out first past the most kept', async () => {
  const { ask } = setUp(2);
  for (const id of ['1', '2', '3']) await ask(`/restaurants/${id}`, async () => rendered(id));

  const first = await ask('/restaurants/1', async () => rendered('1 again'));
  const third = await ask('/restaurants/3', async () => rendered('3 again'));

  expect(first.headers.get('x-astro-cache')).toBe('MISS');
  expect(third.headers.get('x-astro-cache')).toBe('HIT');
});

test('answers dropped by tag are rendered again', async () => {
  const { ask, cache } = setUp();
  await ask('/restaurants', async () => rendered('old'));

  await cache.invalidate({ tags: 'catalog' });
  const answer = await ask('/restaurants', async () => rendered('new'));

  expect(answer.headers.get('x-astro-cache')).toBe('MISS');
});

test('a kept answer is sent compressed as the client accepts, brotli first, and as rendered to a client that takes none', async () => {
  const { ask } = setUp();
  await ask('/restaurants?q=thai', async () => rendered('Thai Orchid'));

  const br = await ask('/restaurants?q=thai', async () => rendered('new'), { 'Accept-Encoding': 'gzip, deflate, br' });
  const gzip = await ask('/restaurants?q=thai', async () => rendered('new'), { 'Accept-Encoding': 'gzip' });
  const plain = await ask('/restaurants?q=thai', async () => rendered('new'));

  const brBody = Buffer.from(await br.arrayBuffer());
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('content-length')).toBe(String(brBody.length));
  expect(brotliDecompressSync(brBody).toString()).toBe(page('Thai Orchid'));
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page('Thai Orchid'));
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(page('Thai Orchid'));
});

test('an answer too small to gain from compression is sent as it is', async () => {
  const { ask } = setUp();
  const small = () =>
    new Response('[]', { headers: { 'Content-Type': 'application/json', 'CDN-Cache-Control': KEPT } });
  await ask('/restaurants-api/restaurants', async () => small());

  const answer = await ask('/restaurants-api/restaurants', async () => small(), { 'Accept-Encoding': 'br' });

  expect(answer.headers.get('content-encoding')).toBeNull();
  expect(answer.headers.get('vary')).toBeNull();
  expect(await answer.text()).toBe('[]');
});

test('without SITE_URL, a copy made for one host is never sent to another: its links name the host it was asked', async () => {
  const { ask } = setUp();
  await ask('http://localhost/restaurants', async () => rendered('<link rel="canonical" href="http://localhost/">'));
  const forged = await ask('http://attacker.example/restaurants', async () =>
    rendered('<link rel="canonical" href="http://attacker.example/">'),
  );
  expect(forged.headers.get('x-astro-cache')).toBe('MISS');
  const again = await ask('http://localhost/restaurants', async () => rendered('not asked'));
  expect(again.headers.get('x-astro-cache')).toBe('HIT');
  expect(await again.text()).toBe(page('<link rel="canonical" href="http://localhost/">'));
});
