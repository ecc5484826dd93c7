import http from 'node:http';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startNginx, type RunningNginx } from '../../../deploy/nginx.ts';
import { TEST_PORTS } from '../../fixtures/ports.ts';

// What nginx, as the recipe sets it up (deploy/nginx/storefront.conf), does with each Cache-Control and the headers
// beside it: the storefront relies on these rules to keep per-customer answers out of the shared cache. A stand-in
// instance answers each address with the headers the test gives it and counts how often it was asked.

const ROOT = resolve(import.meta.dirname, '../../..');

interface Rule {
  headers: Record<string, string>;
  /** Milliseconds the answer takes. */
  delayMs?: number;
}

const rules = new Map<string, Rule>();
const asked = new Map<string, number>();
let stub: http.Server;
let nginx: RunningNginx;

function startStub(): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const path = req.url ?? '/';
    const times = (asked.get(path) ?? 0) + 1;
    asked.set(path, times);
    const rule = rules.get(path.split('?')[0] ?? '') ?? { headers: {} };
    if (rule.delayMs) await sleep(rule.delayMs);
    res.writeHead(200, { 'Content-Type': 'text/plain', ...rule.headers }).end(`answer ${times}`);
  });
  return new Promise((ready) => server.listen(TEST_PORTS.stubInstance, '127.0.0.1', () => ready(server)));
}

beforeAll(async () => {
  stub = await startStub();
  const prefix = resolve(ROOT, 'data/test/nginx-cache-rules');
  rmSync(prefix, { recursive: true, force: true });
  nginx = await startNginx({
    prefix,
    listen: `127.0.0.1:${TEST_PORTS.stubProxy}`,
    instances: [`127.0.0.1:${TEST_PORTS.stubInstance}`],
    staticRoot: resolve(ROOT, 'dist/client'),
    https: false,
  });
});

afterAll(async () => {
  await nginx?.stop();
  stub?.closeAllConnections();
  await new Promise((closed) => stub?.close(closed));
});

let counter = 0;
/** A new address answered by `rule`. */
function address(rule: Rule): string {
  counter += 1;
  const path = `/rule-${counter}`;
  rules.set(path, rule);
  return path;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${nginx.origin}${path}`, { headers });
  return { body: await response.text(), cache: response.headers.get('x-proxy-cache') };
}

/** Asks `path` three times: whether the later two came from the cache, and how often the instance was asked. */
async function askThrice(path: string, headers: Record<string, string> = {}) {
  const answers = [await get(path, headers), await get(path, headers), await get(path, headers)];
  return { caches: answers.map(({ cache }) => cache), instanceAsked: asked.get(path) ?? 0 };
}

describe('nginx stores only what the answer allows a shared cache to store', () => {
  test.each([
    ['public, max-age=0, s-maxage=60, stale-while-revalidate=600', {}],
    ['public, max-age=60', {}],
    ['public, s-maxage=60', { Vary: 'Accept-Encoding' }],
  ])('Cache-Control: %s is stored', async (cacheControl, more) => {
    const path = address({ headers: { 'Cache-Control': cacheControl, ...more } });
    expect(await askThrice(path)).toEqual({ caches: ['MISS', 'HIT', 'HIT'], instanceAsked: 1 });
  });

  test.each([
    ['private, no-store', {}],
    ['private, max-age=60', {}],
    ['no-store', {}],
    ['no-cache, s-maxage=60', {}],
    ['public, max-age=0', {}],
    ['public, s-maxage=60', { 'Set-Cookie': 'session=abc' }],
    ['public, s-maxage=60', { Vary: '*' }],
  ])('Cache-Control: %s %o is never stored', async (cacheControl, more) => {
    const path = address({ headers: { 'Cache-Control': cacheControl, ...more } });
    const { caches, instanceAsked } = await askThrice(path);
    expect(caches.includes('HIT')).toBe(false);
    expect(instanceAsked).toBe(3);
  });

  test('an answer without Cache-Control is not stored', async () => {
    const path = address({ headers: {} });
    expect((await askThrice(path)).instanceAsked).toBe(3);
  });

  test('a request carrying a token neither reads nor fills the cache, whatever the answer says', async () => {
    const path = address({ headers: { 'Cache-Control': 'public, s-maxage=60' } });
    await get(path);
    const withToken = await askThrice(path, { Authorization: 'Bearer someone' });
    expect(withToken.caches).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);
    expect(withToken.instanceAsked).toBe(4);
    expect((await get(path)).body).toBe('answer 1');
  });

  test('Vary on another request header keeps one copy per value', async () => {
    const path = address({ headers: { 'Cache-Control': 'public, s-maxage=60', Vary: 'Accept-Language' } });
    const english = await askThrice(path, { 'Accept-Language': 'en' });
    const french = await askThrice(path, { 'Accept-Language': 'fr' });
    expect(english.caches).toEqual(['MISS', 'HIT', 'HIT']);
    expect(french.caches).toEqual(['MISS', 'HIT', 'HIT']);
    expect(french.instanceAsked).toBe(2);
    expect((await get(path, { 'Accept-Language': 'en' })).body).toBe('answer 1');
  });

  test('a POST is never answered from the cache', async () => {
    const path = address({ headers: { 'Cache-Control': 'public, s-maxage=60' } });
    await get(path);
    const posted = await fetch(`${nginx.origin}${path}`, { method: 'POST', body: '{}' });
    expect(posted.headers.get('x-proxy-cache')).toBeNull();
    expect(await posted.text()).toBe('answer 2');
  });
});

describe('stale answers', () => {
  test('many visitors asking for something not yet stored make one request to the instance', async () => {
    const path = address({ headers: { 'Cache-Control': 'public, s-maxage=60' }, delayMs: 300 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(path)));
    expect(new Set(answers.map(({ body }) => body))).toEqual(new Set(['answer 1']));
    expect(asked.get(path)).toBe(1);
  });

  test('past s-maxage, within stale-while-revalidate, the stale copy is sent at once while one request refreshes it', async () => {
    const path = address({
      headers: { 'Cache-Control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=30' },
      delayMs: 500,
    });
    await get(path);
    await sleep(2_100);
    const started = Date.now();
    const stale = await Promise.all([get(path), get(path), get(path)]);
    const waitedMs = Date.now() - started;
    await sleep(800);
    const refreshed = await get(path);

    expect(stale.map(({ body }) => body)).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(stale.map(({ cache }) => cache).sort()).toEqual(['STALE', 'UPDATING', 'UPDATING']);
    expect(waitedMs).toBeLessThan(400);
    expect(refreshed).toEqual({ body: 'answer 2', cache: 'HIT' });
    expect(asked.get(path)).toBe(2);
  });

  // proxy_cache_use_stale lists the failures, which nginx lets outrank the answer's own stale-while-revalidate: during an
  // outage the catalog is better old than absent (an order is still priced by the instances).
  test('while the instances do not answer, the last copy is sent however old; what was never stored gets a 503', async () => {
    const path = address({ headers: { 'Cache-Control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=1' } });
    const never = address({ headers: { 'Cache-Control': 'private, no-store' } });
    await get(path);
    stub.closeAllConnections();
    await new Promise((closed) => stub.close(closed));
    await sleep(3_100);
    try {
      expect(await get(path)).toEqual({ body: 'answer 1', cache: 'STALE' });
      const unavailable = await fetch(`${nginx.origin}${never}`);
      expect([unavailable.status, unavailable.headers.get('retry-after')]).toEqual([503, '5']);
    } finally {
      stub = await startStub();
    }
  });
});
