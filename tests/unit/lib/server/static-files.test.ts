import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SERVICE_WORKER_CSP } from '../../../../src/lib/server/security-headers.ts';
import { fileCacheControl, loadStaticFiles } from '../../../../src/lib/server/static-files.ts';
import { listenRaw, type RawGet } from '../../../fixtures/raw-server.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAILY = 'public, max-age=86400';

const root = mkdtempSync(join(tmpdir(), 'storefront-static-'));
let server: http.Server;
let get: RawGet;

beforeAll(async () => {
  mkdirSync(join(root, '_astro'));
  mkdirSync(join(root, 'images'));
  writeFileSync(join(root, '_astro', 'index.abc123.js'), SCRIPT);
  writeFileSync(join(root, '_astro', 'index.abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, '_astro', 'index.abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(root, 'images', 'café.svg'), PICTURE);
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const files = loadStaticFiles({
    root,
    cacheControl: (path) => (path === '/sw.js' ? 'no-cache' : path.startsWith('/_astro/') ? IMMUTABLE : DAILY),
  });
  ({ server, get } = await listenRaw((req, res) => {
    if (!files.answer(req, res)) res.writeHead(599).end('not a file');
  }));
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

test('answers a built script with its type, its cache policy and its build-time brotli copy', async () => {
  const plain = await get('/_astro/index.abc123.js');
  const brotli = await get('/_astro/index.abc123.js?v=2', { 'Accept-Encoding': 'gzip, br' });
  const gzip = await get('/_astro/index.abc123.js', { 'Accept-Encoding': 'gzip' });

  expect(plain.status).toBe(200);
  expect(plain.body.toString()).toBe(SCRIPT);
  expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  expect(plain.headers['vary']).toBe('Accept-Encoding');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
  expect(gzip.headers['content-encoding']).toBe('gzip');
});

test('answers a file with an encoded name, as it is when it has no compressed copy', async () => {
  const picture = await get('/images/caf%C3%A9.svg', { 'Accept-Encoding': 'br' });

  expect(picture.status).toBe(200);
  expect(picture.body.toString()).toBe(PICTURE);
  expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(picture.headers['content-encoding']).toBeUndefined();
  expect(picture.headers['cache-control']).toBe(DAILY);
});

test('a browser revalidating an unchanged file gets a 304 without the body', async () => {
  const first = await get('/images/caf%C3%A9.svg');
  const again = await get('/images/caf%C3%A9.svg', { 'If-None-Match': String(first.headers.etag) });

  expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
});

test('HEAD gets the headers without the body', async () => {
  const head = await get('/_astro/index.abc123.js', {}, 'HEAD');

  expect(head.status).toBe(200);
  expect(head.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
  expect(head.body.length).toBe(0);
});

test.each([
  ['an unknown path', '/_astro/missing.js', 'GET'],
  ['a folder', '/_astro', 'GET'],
  ['a compressed copy by its own name', '/_astro/index.abc123.js.br', 'GET'],
  ['a path out of the folder', '/../package.json', 'GET'],
  ['a broken escape', '/images/caf%C3.svg', 'GET'],
  ['a POST', '/_astro/index.abc123.js', 'POST'],
])('%s is left to the caller', async (_label, path, method) => {
  expect((await get(path, {}, method)).status).toBe(599);
});

test('the service worker is asked for again on every load and runs under a policy that lets it fetch this origin only', async () => {
  const worker = await get('/sw.js');

  expect(worker.status).toBe(200);
  expect(worker.headers['cache-control']).toBe('no-cache');
  expect(worker.headers['content-security-policy']).toBe(SERVICE_WORKER_CSP);
  expect(SERVICE_WORKER_CSP).toContain("connect-src 'self'");
  expect(SERVICE_WORKER_CSP).not.toMatch(/script-src|\*/);
  expect((await get('/images/caf%C3%A9.svg')).headers['content-security-policy']).toBeUndefined();
  expect(fileCacheControl('/sw.js')).toBe('no-cache');
  expect(fileCacheControl('/manifest.webmanifest')).toBe('public, max-age=86400, stale-while-revalidate=604800');
});
