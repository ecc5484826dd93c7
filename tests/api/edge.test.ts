// The edge build (dist-edge/, `npm run build:edge`) under wrangler, in front of a stand-in origin of this test's own
// that passes every call on to the shared test server, notes what the edge sent it, and holds back any call that asks
// it to (`X-Stall-At-Origin`): what the edge sends the origin, what it never serves, and how it answers when the
// origin stalls or its ORIGIN_URL may not be used.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startEdge, type RunningEdge } from '../fixtures/edge.ts';
import { METRICS_AUTHORIZATION } from '../fixtures/metrics.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { expectSecurityHeaders } from '../fixtures/security-headers.ts';

const storefront = inject('origin');
const standInOrigin = `http://127.0.0.1:${TEST_PORTS.edgeStandInOrigin}`;

/** What the stand-in origin was sent, in order. */
const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];
let standIn: http.Server;
let edge: RunningEdge;

beforeAll(async () => {
  standIn = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (request.headers['x-stall-at-origin']) return;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : null;
      fetch(`${storefront}${request.url}`, { method: request.method ?? 'GET', headers, body, redirect: 'manual' }).then(
        async (answer) => {
          const sent = Buffer.from(await answer.arrayBuffer());
          const passed = new Headers(answer.headers);
          // fetch has decoded the body.
          passed.delete('content-encoding');
          passed.delete('content-length');
          response.writeHead(answer.status, Object.fromEntries(passed)).end(sent);
        },
        () => response.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((listening) => standIn.listen(TEST_PORTS.edgeStandInOrigin, '127.0.0.1', listening));
  edge = await startEdge(TEST_PORTS.edge, standInOrigin, 'api-edge', { more: { ORIGIN_CALL_TIMEOUT_SECONDS: '1' } });
}, 120_000);

afterAll(async () => {
  await edge?.stop();
  await new Promise((closed) => (standIn ? standIn.close(closed) : closed(undefined)));
});

/** One request to the edge through Node's client, the path sent exactly as written (`/./metrics`, `//metrics`). */
function atEdge(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  at = edge.origin,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(at);
  return new Promise((done, fail) => {
    http
      .request({ host: hostname, port, method, path, headers, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', fail)
      .end();
  });
}

const kind = (answer: { headers: http.IncomingHttpHeaders }) =>
  answer.headers['content-type']?.startsWith('text/html') ? 'page' : 'other';

describe('the edge never serves the metrics, nor passes them on to the origin', () => {
  test.each([
    '/metrics',
    '/metrics?x=1',
    '/%6Detrics',
    '/./metrics',
    '//metrics',
    '/metrics/',
    '/METRICS',
    '/metrics;x',
  ])('%s, with the token or without', async (path) => {
    const before = seen.length;
    for (const headers of [{}, METRICS_AUTHORIZATION]) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await atEdge(method, path, headers);
        expect([path, method, answer.status]).toEqual([path, method, 404]);
        expect(answer.body).not.toContain('process_');
        expectSecurityHeaders(answer, kind(answer));
      }
    }
    expect(seen.slice(before).map(({ url }) => url)).toEqual([]);
  });
});

describe('the rule for a trailing slash holds at the edge, and nothing answers 500', () => {
  test.each([
    ['GET', '/readyz/', 404],
    ['GET', '/healthz/', 404],
    ['GET', '/csp-report/', 404],
    ['POST', '/csp-report/', 404],
    ['GET', '/restaurants-api/restaurants/', 404],
    ['GET', '//restaurants-api/restaurants/', 404],
    ['GET', '/restaurants/', 301],
    ['GET', '/cart/', 301],
  ])('%s %s: %i', async (method, path, status) => {
    const answer = await atEdge(method, path);
    expect([answer.status, answer.headers['location']]).toEqual([
      status,
      status === 301 ? path.replace(/\/$/, '') : undefined,
    ]);
    expectSecurityHeaders(answer, kind(answer));
  });

  test.each([
    ['/readyz', 200],
    ['/%72eadyz', 200],
    ['/%72estaurants-api/restaurants', 200],
    ['//restaurants-api/restaurants', 200],
  ])('%s, whatever its escapes, is answered by the origin', async (path, status) => {
    const before = seen.length;
    const answer = await atEdge('GET', path);
    expect(answer.status).toBe(status);
    expect(seen.length).toBe(before + 1);
  });
});

describe("what the edge sends the origin is the edge's own", () => {
  test("a call carries the edge's own request id and the client's address as the edge saw it", async () => {
    const before = seen.length;
    const answer = await atEdge('GET', '/restaurants-api/restaurants', {
      'X-Request-Id': 'chosen-by-the-client',
      'X-Forwarded-For': '203.0.113.7',
    });
    expect(answer.status).toBe(200);
    const [sent] = seen.slice(before);
    expect(sent?.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // wrangler's local mode gives the worker this machine's address as the client's (Cloudflare's CF-Connecting-IP).
    expect(sent?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  test('a call the origin holds past ORIGIN_CALL_TIMEOUT_SECONDS is a 503 with Retry-After, in the API’s shape', async () => {
    for (const [method, path] of [
      ['GET', '/shopping-cart-api/get-cart-item-count?user-id=someone%40example.com'],
      ['POST', '/shopping-cart-api/add-shopping-cart-item'],
      ['GET', '/readyz'],
    ] as const) {
      const started = performance.now();
      const answer = await atEdge(method, path, { 'X-Stall-At-Origin': '1' });
      expect([path, answer.status, answer.headers['retry-after'], JSON.parse(answer.body)]).toEqual([
        path,
        503,
        '5',
        { error: { code: 'unavailable', message: 'The storefront is unavailable. Please try again in a moment.' } },
      ]);
      // Well within the test's own time: the edge gave up on its own.
      expect(performance.now() - started).toBeLessThan(10_000);
    }
  });
});

describe('an ORIGIN_URL that would send tokens in clear over a network', () => {
  let misconfigured: RunningEdge;

  beforeAll(async () => {
    misconfigured = await startEdge(TEST_PORTS.edgeMisconfigured, 'http://origin.example.com', 'api-edge-http', {
      readyPath: '/healthz',
      ready: (status) => status === 503,
    });
  }, 120_000);

  afterAll(() => misconfigured?.stop());

  test('makes the edge refuse every request, saying why in its log', async () => {
    for (const path of ['/', '/restaurants', '/healthz', '/shopping-cart-api/get-cart-item-count?user-id=a%40b.c']) {
      const answer = await atEdge('GET', path, {}, misconfigured.origin);
      expect([path, answer.status]).toEqual([path, 503]);
      expectSecurityHeaders(answer, 'other');
    }
    await expect
      .poll(() => misconfigured.output(), { timeout: 5_000 })
      .toContain(
        'The edge refuses every request: ORIGIN_URL is not valid: must be an https:// address (http:// only for an origin on this machine, such as http://localhost:4321).',
      );
  });
});
