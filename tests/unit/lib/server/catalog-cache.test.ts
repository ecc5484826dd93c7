import type http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, test, vi } from 'vitest';
import { createCatalogCache, type CatalogCacheOptions } from '../../../../src/lib/server/catalog-cache.ts';
import { listenRaw } from '../../../fixtures/raw-server.ts';

const CATALOG = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const PAGE = `<!DOCTYPE html><title>Restaurants</title>${'<li>Pizza Place</li>'.repeat(200)}`;

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.restoreAllMocks();
});

/** A server answering through the cache, or `fallback` (status 599) when the cache hands the request back. */
async function serveThrough(options: Partial<CatalogCacheOptions> & Pick<CatalogCacheOptions, 'render'>) {
  const cache = createCatalogCache(options);
  const { server, get } = await listenRaw(async (req, res) => {
    if (!(await cache.answer(req, res))) res.writeHead(599).end('fallback');
  });
  servers.push(server);
  return get;
}

/** A render that counts its calls and answers `body` (a function of the call number) as a catalog page. */
function countingRender(body: (call: number) => string = () => PAGE, init: ResponseInit = {}) {
  let calls = 0;
  const render = vi.fn(async (_path: string) => {
    calls += 1;
    return new Response(body(calls), {
      status: 200,
      ...init,
      headers: { 'Content-Type': 'text/html', 'Cache-Control': CATALOG, ...init.headers },
    });
  });
  return render;
}

test('renders a catalog page once and answers the next visitors from memory, with its own headers', async () => {
  const render = countingRender();
  const get = await serveThrough({ render });

  const first = await get('/restaurants');
  const second = await get('/restaurants');

  expect(render).toHaveBeenCalledTimes(1);
  expect(render).toHaveBeenCalledWith('/restaurants');
  expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
  expect(second.status).toBe(200);
  expect(second.body.toString()).toBe(PAGE);
  expect(second.headers['cache-control']).toBe(CATALOG);
  expect(second.headers['content-type']).toBe('text/html');
  expect(second.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
});

test('keeps each path and query apart', async () => {
  const render = vi.fn(
    async (path: string) => new Response(`answer for ${path}`, { headers: { 'Cache-Control': CATALOG } }),
  );
  const get = await serveThrough({ render });

  expect((await get('/restaurants?q=pizza')).body.toString()).toBe('answer for /restaurants?q=pizza');
  expect((await get('/restaurants?q=thai')).body.toString()).toBe('answer for /restaurants?q=thai');
  expect((await get('/restaurants?q=pizza')).body.toString()).toBe('answer for /restaurants?q=pizza');
  expect(render).toHaveBeenCalledTimes(2);
});

test('many visitors arriving before the first render finishes share that one render', async () => {
  const render = countingRender();
  const get = await serveThrough({ render });

  const answers = await Promise.all(Array.from({ length: 20 }, () => get('/')));

  expect(render).toHaveBeenCalledTimes(1);
  expect(answers.every((answer) => answer.body.toString() === PAGE)).toBe(true);
});

test('answers brotli or gzip as the browser accepts, compressed once, and plain text to anyone else', async () => {
  const get = await serveThrough({ render: countingRender() });

  const brotli = await get('/', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  const gzipped = await get('/', { 'Accept-Encoding': 'gzip' });
  const plain = await get('/');
  const refusesBrotli = await get('/', { 'Accept-Encoding': 'br;q=0, gzip' });

  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(brotli.body).toString()).toBe(PAGE);
  expect(brotli.body.length).toBeLessThan(PAGE.length / 10);
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.body).toString()).toBe(PAGE);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(PAGE);
  expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
  for (const answer of [brotli, gzipped, plain]) expect(answer.headers.vary).toBe('Accept-Encoding');
});

test('small answers are never compressed', async () => {
  const get = await serveThrough({ render: countingRender(() => '[{"id":1}]') });

  const answer = await get('/restaurants-api/restaurants', { 'Accept-Encoding': 'br' });

  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.headers.vary).toBeUndefined();
  expect(answer.body.toString()).toBe('[{"id":1}]');
});

test('a browser revalidating an unchanged page gets a 304 without the body', async () => {
  const get = await serveThrough({ render: countingRender() });
  const { headers } = await get('/');

  const revalidated = await get('/', { 'If-None-Match': String(headers.etag) });
  const otherTag = await get('/', { 'If-None-Match': 'W/"something-else"' });

  expect(headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.length).toBe(0);
  expect(revalidated.headers.etag).toBe(headers.etag);
  expect(otherTag.status).toBe(200);
  expect(otherTag.body.toString()).toBe(PAGE);
});

test('HEAD gets the headers without the body', async () => {
  const get = await serveThrough({ render: countingRender() });

  const head = await get('/', {}, 'HEAD');

  expect(head.status).toBe(200);
  expect(head.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
  expect(head.body.length).toBe(0);
});

test('a restaurant that does not exist is kept as the 404 it is', async () => {
  const render = countingRender(() => 'Restaurant not found.', { status: 404 });
  const get = await serveThrough({ render });

  await get('/restaurants/999');
  const again = await get('/restaurants/999');

  expect(render).toHaveBeenCalledTimes(1);
  expect(again.status).toBe(404);
  expect(again.body.toString()).toBe('Restaurant not found.');
});

test.each([
  ['private', { headers: { 'Cache-Control': 'private, no-store' } }],
  ['no-store', { headers: { 'Cache-Control': 'no-store' } }],
  ['without s-maxage', { headers: { 'Cache-Control': 'public, max-age=60' } }],
  ['setting a cookie', { headers: { 'Set-Cookie': 'session=1' } }],
  ['a 400', { status: 400 }],
])('an answer %s is handed back to the caller and never kept', async (_label, init: ResponseInit) => {
  const render = countingRender(undefined, init);
  const get = await serveThrough({ render });

  const first = await get('/restaurants-api/restaurants');
  const second = await get('/restaurants-api/restaurants');

  expect([first.status, second.status]).toEqual([599, 599]);
  expect(render).toHaveBeenCalledTimes(2);
});

test('a failed render is logged and handed back to the caller', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const get = await serveThrough({ render: () => Promise.reject(new Error('connection refused')) });

  const answer = await get('/');

  expect(answer.status).toBe(599);
  expect(logged).toHaveBeenCalledWith('Rendering / for the catalog cache failed', expect.any(Error));
});

test('after a while the kept copy is served once more while a fresh one renders, and the fresh one after that', async () => {
  const render = countingRender((call) => `menu version ${call}`);
  const get = await serveThrough({ render, freshMs: 50, staleMs: 5_000 });
  await get('/');
  await sleep(80);

  const stale = await get('/');
  await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
  await sleep(10);
  const fresh = await get('/');

  expect([stale.headers['x-cache'], stale.body.toString()]).toEqual(['STALE', 'menu version 1']);
  expect([fresh.headers['x-cache'], fresh.body.toString()]).toEqual(['HIT', 'menu version 2']);
});

test('a refresh that fails with a 5xx leaves the old copy served out its stale allowance', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  let failing = false;
  const render = vi.fn(async () =>
    failing
      ? new Response('database is locked', { status: 503 })
      : new Response('menu version 1', { headers: { 'Content-Type': 'text/html', 'Cache-Control': CATALOG } }),
  );
  const get = await serveThrough({ render, freshMs: 50, staleMs: 5_000 });
  await get('/');
  await sleep(80);
  failing = true;

  const during = await get('/');
  await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
  const after = await get('/');

  expect([during.headers['x-cache'], during.body.toString()]).toEqual(['STALE', 'menu version 1']);
  expect([after.status, after.body.toString()]).toEqual([200, 'menu version 1']);
  // A 503 is the database being away, which the outage log reports once (db/outage.ts), not once per render.
  expect(logged).not.toHaveBeenCalled();
});

test('past its stale allowance, the kept copy is still served while renders fail', async () => {
  let failing = false;
  const render = vi.fn(async () =>
    failing
      ? new Response('database is away', { status: 503 })
      : new Response('menu version 1', { headers: { 'Content-Type': 'text/html', 'Cache-Control': CATALOG } }),
  );
  const get = await serveThrough({ render, freshMs: 20, staleMs: 20 });
  await get('/');
  await sleep(80);
  failing = true;

  const answer = await get('/');

  expect(render).toHaveBeenCalledTimes(2);
  expect([answer.status, answer.headers['x-cache'], answer.body.toString()]).toEqual([200, 'STALE', 'menu version 1']);
});

test('a copy older than the stale allowance is never served: the visitor waits for a fresh render', async () => {
  const render = countingRender((call) => `menu version ${call}`);
  const get = await serveThrough({ render, freshMs: 20, staleMs: 20 });
  await get('/');
  await sleep(80);

  const answer = await get('/');

  expect([answer.headers['x-cache'], answer.body.toString()]).toEqual(['MISS', 'menu version 2']);
});

test('the least recently asked answers fall out when the kept ones would exceed the memory allowance', async () => {
  const render = vi.fn(
    async (path: string) => new Response(`${path} `.repeat(100), { headers: { 'Cache-Control': CATALOG } }),
  );
  const get = await serveThrough({ render, maxBytes: 3_000 });

  for (const id of [1, 2, 3, 4, 5]) await get(`/restaurants/${id}`);
  await get('/restaurants/5');
  await get('/restaurants/1');

  // Each answer is ~2 KB with its headers and bookkeeping, so only the latest one fits: /5 was still kept, /1 had to
  // render again.
  expect(render.mock.calls.map(([path]) => path)).toEqual([
    '/restaurants/1',
    '/restaurants/2',
    '/restaurants/3',
    '/restaurants/4',
    '/restaurants/5',
    '/restaurants/1',
  ]);
});

test('the allowance counts keys and headers too: a flood of long addresses with tiny answers cannot outgrow it', async () => {
  const render = vi.fn(
    async () => new Response('.', { headers: { 'Cache-Control': CATALOG, 'X-Padding': 'p'.repeat(500) } }),
  );
  const get = await serveThrough({ render, maxBytes: 20_000 });
  const longPath = (id: number) => `/restaurants?q=${String(id).padStart(2_000, '0')}`;

  for (let id = 1; id <= 10; id += 1) await get(longPath(id));
  await get(longPath(1));

  // A one-byte answer under a 2,000-character key and a 500-character header takes about 5.5 KB: three fit, not ten.
  expect(render).toHaveBeenCalledTimes(11);
});

test('a render refused because the server is too busy hands the request back and keeps nothing', async () => {
  const render = vi.fn(async () => undefined);
  const get = await serveThrough({ render });

  const answer = await get('/restaurants');

  expect(answer.status).toBe(599);
  expect(render).toHaveBeenCalledTimes(1);
});

test('an answer a shared cache may not store is never kept, unless the cache is told it may keep it', async () => {
  const init = { headers: { 'Cache-Control': 'private, no-store' } };
  const byDefault = countingRender(() => PAGE, init);
  const told = countingRender(() => PAGE, init);
  const getDefault = await serveThrough({ render: byDefault });
  const getTold = await serveThrough({ render: told, mayKeep: (response) => response.status === 200 });

  expect((await getDefault('/cart')).status).toBe(599);
  expect((await getDefault('/cart')).status).toBe(599);
  await getTold('/cart');
  const kept = await getTold('/cart');

  expect(byDefault).toHaveBeenCalledTimes(2);
  expect(told).toHaveBeenCalledTimes(1);
  expect(kept.headers['x-cache']).toBe('HIT');
  expect(kept.headers['cache-control']).toBe('private, no-store');
  expect(kept.body.toString()).toBe(PAGE);
});
