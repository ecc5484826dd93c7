// `astro dev` and the built server are one program: the same requests, side by side, get the same status, content
// type, security headers and request id, for every file under src/pages, the spec's other forms of an API path,
// unknown paths, refused methods and a body past the limit; a customer's write (a body the listener reads before the
// pipeline) and their reads answer alike under both; and the log names the instance by the port it listens on.
// A page or endpoint added under src/pages is compared without touching this file.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { hostname } from 'node:os';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/lib/server/http.ts';
import { authHeaders, signInCustomer, uniqueEmail } from '../fixtures/auth.ts';
import { METRICS_AUTHORIZATION } from '../fixtures/metrics.ts';
import { startDevelopment, type DevelopmentServer } from '../fixtures/development-server.ts';
import { freshSqliteUrl, startServer, type RunningServer } from '../fixtures/server.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Every route file under src/pages as a path that reaches it (`[id]` as 1, `index` as its folder). */
function pagePaths(): string[] {
  const files = readdirSync(resolve(ROOT, 'src/pages'), { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => /\.(?:astro|ts)$/.test(file))
    .map((file) =>
      `/${file.replace(/\.(?:astro|ts)$/, '')}`
        .replace(/\[[^\]]+\]/g, '1')
        .replace(/\/index$/, '')
        .replace(/^$/, '/'),
    )
    .map((path) => path || '/')
    .sort();
}

/** What a comparison looks at: the status, the media type and every security header but a page's own policy. */
const SECURITY_HEADERS = [
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'reporting-endpoints',
];

/** One request through Node's own client, which sends any method (fetch refuses TRACE), and any body. */
function send(
  origin: string,
  method: string,
  path: string,
  body?: string,
  extra: Record<string, string> = {},
): Promise<IncomingMessage> {
  return new Promise((done, fail) => {
    const url = new URL(origin);
    const headers = body === undefined ? extra : { 'Content-Type': 'application/json', ...extra };
    const request = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (response) => {
      response.resume();
      response.once('end', () => done(response));
    });
    // A server that answers before reading the whole body may close the connection while it is still being sent.
    request.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : fail(error)));
    request.end(body);
  });
}

async function answerOf(origin: string, method: string, path: string, body?: string) {
  const { statusCode, headers } = await send(origin, method, path, body);
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? null);
  };
  const type = header('content-type')?.split(';', 1)[0] ?? '';
  const csp = header('content-security-policy') ?? '';
  return {
    status: statusCode,
    type,
    // A page's policy holds the hashes of its inline scripts, which only a build can make; `astro dev` sends a looser
    // one of its own. Every other answer's is the same fixed one.
    csp: type === 'text/html' ? /script-src/.test(csp) && /default-src 'self'/.test(csp) : csp,
    allow: header('allow'),
    location: header('location'),
    retryAfter: header('retry-after') !== null,
    // Every answer carries the id its log line has.
    requestId: /^[\w-]{8,}$/.test(header('x-request-id') ?? ''),
    ...Object.fromEntries(SECURITY_HEADERS.map((name) => [name, header(name)])),
  };
}

let production: RunningServer;
let development: DevelopmentServer;

beforeAll(async () => {
  production = await startServer(TEST_PORTS.production, freshSqliteUrl('compared-production'));
  development = await startDevelopment(TEST_PORTS.development, 'compared-development');
}, 90_000);

afterAll(async () => {
  development?.stop();
  await production?.stop();
});

const REQUESTS: [string, string][] = [
  ...pagePaths().map((path): [string, string] => ['GET', path]),
  ...pagePaths().map((path): [string, string] => ['HEAD', path]),
  // The spec's other forms of an API path.
  ['GET', '//restaurants-api/restaurants'],
  ['GET', '/restaurants/restaurant-details-api/restaurant-menu?id=1'],
  ['GET', '//restaurant-details-api/restaurant-menu?id=1'],
  // Unknown paths, ids and calls.
  ['GET', '/no-such-page'],
  ['GET', '/restaurants/999999'],
  ['GET', '/restaurants/not-a-number'],
  ['GET', '/restaurants-api/no-such-call'],
  ['GET', '/restaurants?q=thai&utm_source=mail'],
  ['GET', '/%E0%A4%A'],
  ['GET', '/restaurants-api/%E0%A4%A'],
  // Refused methods.
  ['POST', '/'],
  ['POST', '/restaurants'],
  ['DELETE', '/restaurants/1'],
  ['PUT', '/cart'],
  ['TRACE', '/'],
  ['POST', '/restaurants-api/restaurants'],
  ['DELETE', '/shopping-cart-api/add-shopping-cart-item'],
  ['GET', '/order-mgmt-api/place-order'],
  ['POST', '/healthz'],
  ['GET', '/csp-report'],
  // One rule for an address that ends in a slash.
  ['GET', '/restaurants/'],
  ['GET', '/restaurants/?q=thai'],
  ['HEAD', '/restaurants/1/'],
  ['GET', '/cart/'],
  ['POST', '/restaurants/'],
  ['GET', '/readyz/'],
  ['GET', '/healthz/'],
  ['POST', '/csp-report/'],
  ['GET', '/restaurants-api/restaurants/'],
  ['GET', '//restaurants-api/restaurants/'],
  ['GET', '/no-such-page/'],
  // The metrics' address however it is written, without the operator's token.
  ['HEAD', '/metrics'],
  ['GET', '/metrics?x=1'],
  ['GET', '/metrics/'],
  ['GET', '/METRICS'],
  ['GET', '/%6Detrics'],
  ['GET', '/metrics;x'],
  ['GET', '/./metrics'],
];

describe('astro dev and the built server answer alike', () => {
  test('every route file is among the compared requests', () => {
    expect(pagePaths()).toEqual(
      expect.arrayContaining(['/', '/restaurants', '/restaurants/1', '/healthz', '/metrics']),
    );
  });

  test.each(REQUESTS)(
    '%s %s',
    async (method, path) => {
      const [built, dev] = await Promise.all([
        answerOf(production.origin, method, path),
        answerOf(development.origin, method, path),
      ]);
      expect(dev).toEqual(built);
      expect(built).toMatchObject({ 'x-content-type-options': 'nosniff' });
    },
    30_000,
  );

  test.each(['/metrics', '/%6Detrics', '/./metrics', '/metrics/', '/METRICS'])(
    "%s with the operator's token",
    async (path) => {
      const [built, dev] = await Promise.all(
        [production.origin, development.origin].map(async (origin) => {
          const { statusCode } = await send(origin, 'GET', path, undefined, METRICS_AUTHORIZATION);
          return statusCode;
        }),
      );
      expect(dev).toBe(built);
      expect(built).toBe(path === '/metrics/' || path === '/METRICS' ? 404 : 200);
    },
    30_000,
  );

  test.each(['/restaurants//', '/metrics//', '/readyz///'])(
    '%s: a run of trailing slashes is sent to one by Astro itself, then answered by the rule for one',
    async (path) => {
      const [built, dev] = await Promise.all(
        [production.origin, development.origin].map(async (origin) => {
          const { statusCode, headers } = await send(origin, 'GET', path);
          return [statusCode, headers['location']];
        }),
      );
      expect(dev).toEqual(built);
      expect(built).toEqual([301, path.replace(/\/+$/, '/')]);
    },
  );

  test('a body past the limit is refused at once and its connection closed', async () => {
    const path = '/shopping-cart-api/add-shopping-cart-item';
    const body = JSON.stringify({ note: 'x'.repeat(MAX_BODY_BYTES) });
    const [built, dev] = await Promise.all(
      [production.origin, development.origin].map(async (origin) => {
        const { statusCode, headers } = await send(origin, 'POST', path, body);
        return { status: statusCode, type: headers['content-type'], connection: headers['connection'] };
      }),
    );
    expect(dev).toEqual(built);
    expect(built).toEqual({ status: 413, type: 'application/json; charset=utf-8', connection: 'close' });
  });
});

test('log lines under astro dev name the instance by the port it listens on, as the built server does', async () => {
  const answer = await fetch(`${development.origin}/restaurants?q=instance-name`);
  const id = answer.headers.get('x-request-id');
  // The log is written in blocks, at least once a second.
  await expect
    .poll(
      () =>
        development
          .output()
          .split('\n')
          .find((line) => id !== null && line.includes(id)),
      { timeout: 5_000 },
    )
    .toContain(`"instance":"${hostname()}:${TEST_PORTS.development}"`);
});

describe("a customer's write and reads answer alike under astro dev and in production", () => {
  test.each([
    ['the built server', () => production.origin],
    ['astro dev', () => development.origin],
  ])(
    '%s: the body reaches the call, the customer reads it back, another customer is refused 403',
    async (_, originOf) => {
      const origin = originOf();
      const ann = await signInCustomer(uniqueEmail('dev-kept-ann'));
      const bob = await signInCustomer(uniqueEmail('dev-kept-bob'));
      const added = await fetch(`${origin}/shopping-cart-api/add-shopping-cart-item`, {
        method: 'POST',
        headers: { ...authHeaders(ann), 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId: ann.email, restaurantId: 1, itemId: 1, quantity: 2 }),
      });
      expect(added.status).toBe(200);
      const address = `${origin}/shopping-cart-api/get-cart-item-count?user-id=${encodeURIComponent(ann.email)}`;
      const own = await fetch(address, { headers: authHeaders(ann) });
      expect([own.status, await own.json()]).toEqual([200, 1]);
      const other = await fetch(address, { headers: authHeaders(bob) });
      expect(other.status).toBe(403);
    },
  );
});
