// The catalog cache's background refresh, counting the compressions it makes (a file of its own: the spy on node:zlib
// must be in place before the cache's module takes its functions).
import type http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, expect, test, vi } from 'vitest';
import { createCatalogCache } from '../../../../src/lib/server/catalog-cache.ts';
import { listenRaw, type RawGet } from '../../../fixtures/raw-server.ts';

const brotliCompressions = await vi.hoisted(async () => {
  const { default: zlib } = await import('node:zlib');
  const { syncBuiltinESMExports } = await import('node:module');
  const spy = vi.spyOn(zlib, 'brotliCompress');
  syncBuiltinESMExports();
  return spy;
});

const CATALOG = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const LIST = (version: string) => `[${`{"name":"Pizza Place","version":"${version}"},`.repeat(100)}{}]`;

let server: http.Server;
afterAll(async () => {
  server.close();
  brotliCompressions.mockRestore();
  const { syncBuiltinESMExports } = await import('node:module');
  syncBuiltinESMExports();
});

test('a refresh that renders the same answer keeps its compressed forms; a changed one is compressed anew', async () => {
  const versions = ['1', '1', '2'];
  const render = vi.fn(
    async () =>
      new Response(LIST(versions.shift() ?? '2'), {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': CATALOG },
      }),
  );
  const cache = createCatalogCache({ render, freshMs: 20, staleMs: 5_000 });
  let get: RawGet;
  ({ server, get } = await listenRaw(async (req, res) => {
    if (!(await cache.answer(req, res))) res.writeHead(599).end('fallback');
  }));
  const browser = { 'Accept-Encoding': 'br' };

  /** Asks once the kept copy is stale, waits for the refresh it starts, and answers what the next visitor gets. */
  async function afterRefresh(renders: number) {
    await sleep(40);
    await get('/restaurants-api/restaurants', browser);
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(renders));
    await sleep(10);
    return get('/restaurants-api/restaurants', browser);
  }

  const first = await get('/restaurants-api/restaurants', browser);
  expect(brotliCompressions).toHaveBeenCalledTimes(1);

  const same = await afterRefresh(2);
  expect(same.headers['x-cache']).toBe('HIT');
  expect(same.headers.etag).toBe(first.headers.etag);
  expect(same.body.equals(first.body)).toBe(true);
  expect(brotliCompressions).toHaveBeenCalledTimes(1);

  const changed = await afterRefresh(3);
  expect(JSON.parse(brotliDecompressSync(changed.body).toString())[0].version).toBe('2');
  expect(changed.headers.etag).not.toBe(first.headers.etag);
  expect(brotliCompressions).toHaveBeenCalledTimes(2);
});
