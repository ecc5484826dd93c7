import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, inject, test } from 'vitest';
import { request } from '../fixtures/raw-client.ts';
import { NON_HTML_CSP } from '../fixtures/security-headers.ts';

const origin = inject('origin');

/** The layout's header script, on every page: a built script large enough to have its compressed copies. */
const HEADER_SCRIPT = /<script[^>]+src="(\/_astro\/BaseLayout\.[^"]+\.js)"/;

/** The first address in `page` that `pattern` captures. */
async function firstIn(page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${origin}${page}`)).text();
  const found = pattern.exec(html)?.[1];
  expect(found, `${pattern} in ${page}`).toBeDefined();
  return found ?? '';
}

test('a page script is sent from the build and cached for good', async () => {
  const script = await firstIn('/restaurants/1', HEADER_SCRIPT);

  const response = await fetch(`${origin}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await response.text()).length).toBeGreaterThan(0);
});

/** A GET whose body is kept as the bytes sent (no decompression). */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    http
      .get(`${origin}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', fail);
  });
}

test.each([
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['identity', undefined],
])('a script asked with Accept-Encoding %j is sent as its build-time copy in %s', async (accepts, encoding) => {
  const script = await firstIn('/restaurants/1', HEADER_SCRIPT);
  const built = await rawGet(script, 'identity');

  const answer = await rawGet(script, accepts);
  const body = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding ? gunzipSync(answer.body) : answer.body;

  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe(encoding);
  expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(answer.headers['vary']).toBe('Accept-Encoding');
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  expect(body.equals(built.body)).toBe(true);
  if (encoding) expect(answer.body.length).toBeLessThan(built.body.length);
});

test("a build-time copy asked for by its own name is no file of the storefront's", async () => {
  const script = await firstIn('/restaurants/1', HEADER_SCRIPT);

  for (const copy of [`${script}.br`, `${script}.gz`, '/sw.js.br']) {
    expect((await request(origin, copy)).status, copy).toBe(404);
  }
});

// Revalidations go through Node's http client: fetch marks a request carrying its own If-None-Match `no-cache`, which
// a file server rightly answers with the whole file, where a browser revalidating what it keeps sends no such thing.

test('a browser revalidating a script it has gets a 304 without the script, by its ETag or its date', async () => {
  const script = await firstIn('/restaurants/1', HEADER_SCRIPT);
  const first = await request(origin, script);

  for (const headers of [
    { 'If-None-Match': String(first.headers.etag) },
    { 'If-Modified-Since': String(first.headers['last-modified']) },
  ]) {
    const again = await request(origin, script, { headers });
    expect(again.status, JSON.stringify(headers)).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const otherBuild = await request(origin, script, { headers: { 'If-None-Match': 'W/"another-build"' } });
  expect(otherBuild.status).toBe(200);
  expect(otherBuild.body).toBe(first.body);
});

test('a catalog picture is cached a day and refreshed in the background, and revalidates with a 304', async () => {
  const picture = await firstIn('/restaurants/1', /<img[^>]+src="(\/images\/[^"]+\.svg)"/);

  const first = await request(origin, picture);
  const again = await request(origin, picture, { headers: { 'If-None-Match': String(first.headers.etag) } });

  expect(first.status).toBe(200);
  expect(first.headers['content-type']).toMatch(/^image\/svg\+xml(;|$)/);
  expect(first.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  expect(again.status).toBe(304);
  expect(again.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
});

test('the service worker is asked for again on every load, under its own policy', async () => {
  const worker = await fetch(`${origin}/sw.js`);

  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  // It fetches what it keeps for offline use, which every other file's policy forbids.
  expect(worker.headers.get('content-security-policy')).toBe(`${NON_HTML_CSP}; connect-src 'self'`);
  expect((await worker.text()).length).toBeGreaterThan(0);
});

test('a built file that does not exist is a 404 that no browser or CDN keeps for good', async () => {
  const missing = await fetch(`${origin}/_astro/no-such-chunk.js`);

  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).not.toContain('immutable');
});

/** The chunks a built script imports statically, as paths on the server. */
async function importsOf(path: string): Promise<string[]> {
  const code = await (await fetch(`${origin}${path}`)).text();
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  return [...new Set(specifiers.map((specifier) => new URL(specifier, `${origin}${path}`).pathname))];
}

/** The module scripts a page names, in order. */
async function pageScripts(path: string): Promise<string[]> {
  const page = await (await fetch(`${origin}${path}`)).text();
  return [...page.matchAll(/<script type="module" src="(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

test('the header script is one file, and the live filter of the restaurant list needs nothing else', async () => {
  const scripts = await pageScripts('/restaurants');
  const header = scripts.find((script) => /^\/_astro\/BaseLayout\./.test(script));
  const others = scripts.filter((script) => script !== header);

  expect(header).toBeDefined();
  expect(await importsOf(header ?? '')).toEqual([]);
  expect(others).toHaveLength(1);
  for (const script of others) expect(await importsOf(script)).toEqual([header]);
});

test('an island names every chunk it needs, so that a browser requests them all in one round trip', async () => {
  const page = await (await fetch(`${origin}/restaurants/1`)).text();
  const island = /<astro-island[^>]+component-url="(\/_astro\/AddToCartButton\.[^"]+\.js)"/.exec(page)?.[1] ?? '';
  const direct = await importsOf(island);
  const needed = new Set<string>();
  for (let queue = [...direct], next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (needed.has(next)) continue;
    needed.add(next);
    queue.push(...(await importsOf(next)));
  }

  expect(direct.length).toBeGreaterThan(1);
  expect([...needed].filter((chunk) => !direct.includes(chunk))).toEqual([]);
});
