import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MenuItem } from '../../src/lib/contract.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { METRICS_AUTHORIZATION, metricSample, metricsOf, TEST_METRICS_TOKEN } from '../fixtures/metrics.ts';
import { oneDishOrder } from '../fixtures/order-request.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { rawExchange } from '../fixtures/raw-client.ts';
import { expectSecurityHeaders, parseRaw } from '../fixtures/security-headers.ts';
import { freshSqliteUrl, startServer, type RunningServer } from '../fixtures/server.ts';

const PORT = TEST_PORTS.observability;
const origin = `http://127.0.0.1:${PORT}`;
let server: RunningServer;
let customer: TestCustomer;

beforeAll(async () => {
  customer = await signInCustomer(uniqueEmail('observability'));
  // Loopback is its proxy: the CSP report tests name their clients in X-Forwarded-For, as nginx would.
  server = await startServer(PORT, freshSqliteUrl('observability'), { TRUSTED_PROXIES: '127.0.0.1, ::1' });
}, 60_000);

afterAll(() => server?.stop());

interface LogLine {
  level: string;
  msg: string;
  reqId?: string;
  route?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  cache?: string;
  instance?: string;
  directive?: string;
  blocked?: string;
}

/** The server's JSON lines so far, once those of `reqId` have been written (the log is written asynchronously). */
async function logLines(reqId: string): Promise<LogLine[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    if (lines.some((line) => line.reqId === reqId)) return lines;
    await sleep(100);
  }
  throw new Error(`no log line for ${reqId}:\n${server.output()}`);
}

test("the proxy's request id is answered and logged once, with the route pattern, status, duration and cache", async () => {
  await fetch(`${origin}/restaurants/1`);
  const answer = await fetch(`${origin}/restaurants/1?utm=x`, { headers: { 'X-Request-Id': 'nginx-trace-0001' } });
  expect([answer.status, answer.headers.get('x-request-id')]).toEqual([200, 'nginx-trace-0001']);
  const lines = (await logLines('nginx-trace-0001')).filter((line) => line.reqId === 'nginx-trace-0001');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    level: 'info',
    msg: 'request',
    route: '/restaurants/[id]',
    path: '/restaurants/1?utm=x',
    status: 200,
    cache: 'HIT',
    instance: expect.stringMatching(new RegExp(`:${PORT}$`)),
  });
  expect(lines[0]?.durationMs).toBeGreaterThanOrEqual(0);
});

test('a malformed request id is replaced by a new one, on answers of every kind', async () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  for (const path of ['/no-such-page', '/restaurants-api/nope', '/healthz', '/favicon.svg']) {
    const answer = await fetch(`${origin}${path}`, { headers: { 'X-Request-Id': 'bad id!' } });
    expect(answer.headers.get('x-request-id'), path).toMatch(uuid);
  }
  // Node's own answer to a request it cannot parse carries one too.
  const raw = await new Promise<string>((resolve) => {
    let text = '';
    const socket = connect(PORT, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
    socket.on('data', (chunk) => (text += chunk)).on('close', () => resolve(text));
  });
  expect(raw).toMatch(/^HTTP\/1\.1 400 /);
  expect(raw).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/);
});

test('no token, email or customer id reaches the log, even when the path and headers carry them', async () => {
  const answer = await fetch(
    `${origin}/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(customer.email)}`,
    { headers: { ...authHeaders(customer), 'X-Request-Id': 'private-call-1' } },
  );
  expect(answer.status).toBe(200);
  await fetch(`${origin}/restaurants?q=${encodeURIComponent(customer.email)}`, {
    headers: { 'X-Request-Id': 'private-call-2' },
  });
  const lines = await logLines('private-call-2');
  expect(lines.find((line) => line.reqId === 'private-call-1')).toMatchObject({
    route: '/shopping-cart-api/view-shopping-cart',
    path: '/shopping-cart-api/view-shopping-cart?user-id=[redacted]',
  });
  const output = server.output();
  expect(output).not.toContain(customer.idToken);
  expect(output).not.toContain(customer.email);
  expect(output).not.toContain(encodeURIComponent(customer.email));
});

const metricsText = () => metricsOf(origin);

/** One raw request (the path sent exactly as written: `/./metrics`, `//metrics`), parsed. */
async function rawAnswer(at: string, method: string, path: string, headers: Record<string, string> = {}) {
  const { host } = new URL(at);
  const lines = Object.entries({ Host: host, Connection: 'close', ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return parseRaw(await rawExchange(at, `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`));
}

/** Every way of writing the metrics' address that a client, a proxy or Node may read as `/metrics`, and more. */
const METRICS_SPELLINGS = [
  '/metrics',
  '/metrics?x=1',
  '/%6Detrics',
  '/%6detrics',
  '/./metrics',
  '/x/../metrics',
  '//metrics',
  '/metrics/',
  '/metrics//',
  '/metrics/?x=1',
  '/METRICS',
  '/Metrics',
  '/metrics;x',
  '/metrics%2F',
  '/metrics.',
];

describe('/metrics on the public listener answers only to the operator’s token, loopback included', () => {
  test.each(['GET', 'HEAD'])(
    '%s without the token: refused in every spelling, with no metric in it',
    async (method) => {
      for (const path of METRICS_SPELLINGS) {
        const answer = await rawAnswer(origin, method, path);
        expect([path, answer.status], answer.body).toEqual([path, expect.toBeOneOf([301, 401, 404])]);
        expect(answer.body).not.toContain('process_');
        expect(answer.body).not.toContain('storefront_');
        expectSecurityHeaders(answer, answer.headers['content-type']?.startsWith('text/html') ? 'page' : 'other');
      }
      const bare = await rawAnswer(origin, method, '/metrics');
      expect([bare.status, bare.headers['www-authenticate'], bare.headers['cache-control']]).toEqual([
        401,
        'Bearer realm="metrics"',
        'no-store',
      ]);
    },
  );

  test.each([
    ['a wrong token', 'Bearer not-the-metrics-token-but-as-long-as-it-is'],
    ['the token one character short', `Bearer ${TEST_METRICS_TOKEN.slice(0, -1)}`],
    ['the token with more after it', `Bearer ${TEST_METRICS_TOKEN}x`],
    ['the token as Basic credentials', `Basic ${Buffer.from(`metrics:${TEST_METRICS_TOKEN}`).toString('base64')}`],
    ['the token without its scheme', TEST_METRICS_TOKEN],
  ])('%s is refused 401', async (_, authorization) => {
    const answer = await rawAnswer(origin, 'GET', '/metrics', { Authorization: authorization });
    expect(answer.status).toBe(401);
    expect(answer.body).not.toContain('process_');
  });

  test('with the token the metrics answer at /metrics, and nowhere else', async () => {
    for (const authorization of [`Bearer ${TEST_METRICS_TOKEN}`, `bearer ${TEST_METRICS_TOKEN}`]) {
      const answer = await rawAnswer(origin, 'GET', '/metrics', { Authorization: authorization });
      expect([answer.status, answer.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(answer.body).toContain('process_resident_memory_bytes');
    }
    // The trailing slash's rule holds here as on every path: no second address for the same answer.
    for (const path of ['/metrics/', '/metrics/?x=1', '/METRICS', '/metrics;x']) {
      const answer = await rawAnswer(origin, 'GET', path, METRICS_AUTHORIZATION);
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });
});

describe('METRICS_PORT: the metrics on a loopback listener of their own, without a token', () => {
  const listener = `http://127.0.0.1:${TEST_PORTS.metricsListener}`;
  let own: RunningServer;

  beforeAll(async () => {
    own = await startServer(TEST_PORTS.metricsOwnPort, freshSqliteUrl('metrics-own-port'), {
      METRICS_TOKEN: '',
      METRICS_PORT: String(TEST_PORTS.metricsListener),
    });
  }, 60_000);

  afterAll(() => own?.stop());

  test('it answers GET and HEAD /metrics to anyone on this machine, with the security headers', async () => {
    await fetch(`${own.origin}/restaurants`);
    for (const path of ['/metrics', '/metrics?name[]=process_cpu_seconds_total']) {
      const answer = await rawAnswer(listener, 'GET', path);
      expect([answer.status, answer.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(answer.body).toMatch(
        /^storefront_http_requests_total\{route="\/restaurants",method="GET",status="200"\} 1$/m,
      );
      expectSecurityHeaders(answer, 'other');
    }
    const head = await rawAnswer(listener, 'HEAD', '/metrics');
    expect([head.status, head.body]).toEqual([200, '']);
  });

  test('it answers nothing else: another path is 404, another method 405', async () => {
    for (const path of ['/', '/metrics/', '/METRICS', '/%6Detrics', '/restaurants', '/healthz']) {
      const answer = await rawAnswer(listener, 'GET', path);
      expect([path, answer.status, answer.body]).toEqual([path, 404, 'Not found.']);
      expectSecurityHeaders(answer, 'other');
    }
    const post = await rawAnswer(listener, 'POST', '/metrics', { 'Content-Length': '0' });
    expect([post.status, post.headers['allow']]).toEqual([405, 'GET, HEAD']);
  });

  test('with no token set, the public listener serves no metrics, not even to this machine', async () => {
    for (const path of ['/metrics', '/%6Detrics']) {
      const answer = await rawAnswer(own.origin, 'GET', path);
      expect([path, answer.status, answer.body]).toEqual([path, 404, 'Not found.']);
    }
    const tokenSent = await rawAnswer(own.origin, 'GET', '/metrics', METRICS_AUTHORIZATION);
    expect(tokenSent.status).toBe(404);
  });

  test('X-Forwarded-For from a peer that is no trusted proxy is not believed: whatever it names shares one budget', async () => {
    const statuses: number[] = [];
    for (let report = 0; report < 12; report += 1) {
      const answer = await postReport(cspReport('https://x.example/x.js'), `203.0.113.${report + 1}`, {}, own.origin);
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(11);
    expect(statuses.at(-1)).toBe(429);
  });

  test('it closes with the server once the server has drained', async () => {
    expect(await own.stop()).toBe(0);
    await expect(fetch(`${listener}/metrics`)).rejects.toThrow();
  });
});

test('/metrics counts requests by route pattern and cache outcome, with one series for any number of unknown paths', async () => {
  const before = await metricsText();
  // A search nobody made before: rendered once, then answered from the route cache.
  const search = `/restaurants?q=metrics-${Date.now()}`;
  for (const path of [search, search, '/restaurants/9999', '/images/restaurants/thai-orchid.svg']) {
    await (await fetch(`${origin}${path}`)).arrayBuffer();
  }
  // In batches a little under the renders that may wait, so that every one is rendered rather than refused.
  for (let batch = 0; batch < 10; batch += 1) {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => fetch(`${origin}/flood-${batch}-${i}?n=${i}`).then((r) => r.arrayBuffer())),
    );
  }
  const answer = await fetch(`${origin}/metrics`, { headers: METRICS_AUTHORIZATION });
  expect([answer.status, answer.headers.get('cache-control')]).toEqual([200, 'no-store']);
  expect(answer.headers.get('content-type')).toContain('text/plain');
  const text = await answer.text();
  const added = (series: string) => metricSample(text, series) - metricSample(before, series);

  // Unknown paths are Astro's 404 route, one series however many there are.
  expect(added('storefront_http_requests_total{route="/404",method="GET",status="404"}')).toBe(500);
  expect(added('storefront_http_requests_total{route="/restaurants",method="GET",status="200"}')).toBe(2);
  expect(added('storefront_http_requests_total{route="/restaurants/[id]",method="GET",status="404"}')).toBe(1);
  expect(added('storefront_http_requests_total{route="static",method="GET",status="200"}')).toBe(1);
  // The cache outcome is X-Astro-Cache's: the unknown restaurant and the unknown paths were not kept, so count none.
  expect(added('storefront_cache_answers_total{outcome="MISS"}')).toBe(1);
  expect(added('storefront_cache_answers_total{outcome="HIT"}')).toBe(1);
  expect(added('storefront_cache_answers_total{outcome="STALE"}')).toBe(0);
  expect(text).toContain('process_resident_memory_bytes');
  expect(text).not.toContain('flood-');
  expect(text).not.toContain('metrics-');
  const series = text.split('\n').filter((line) => line.startsWith('storefront_http_requests_total{'));
  expect(series.length).toBeLessThan(30);
});

test('/metrics counts orders placed, writes refused by their limit, refused tokens, calls to Firebase and database statements', async () => {
  const limited = await startServer(TEST_PORTS.observabilityLimits, freshSqliteUrl('observability-limits'), {
    CART_WRITES_PER_MINUTE: '1',
  });
  try {
    const menu = await (await fetch(`${limited.origin}/restaurant-details-api/restaurant-menu?id=1`)).json();
    const dish = menu[0] as MenuItem;
    const order = await fetch(`${limited.origin}/order-mgmt-api/place-order`, {
      method: 'POST',
      headers: { ...authHeaders(customer), 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(oneDishOrder(customer.email, dish, 1)),
    });
    expect(order.status).toBe(201);
    const add = () =>
      fetch(`${limited.origin}/shopping-cart-api/add-shopping-cart-item`, {
        method: 'POST',
        headers: authHeaders(customer),
        body: JSON.stringify({ userId: customer.email, restaurantId: 1, itemId: dish.id }),
      });
    expect([(await add()).status, (await add()).status]).toEqual([200, 429]);
    const forged = await fetch(`${limited.origin}/shopping-cart-api/get-cart-item-count?user-id=${customer.email}`, {
      headers: { Authorization: 'Bearer not-a-token' },
    });
    expect(forged.status).toBe(401);

    const text = await metricsOf(limited.origin);
    expect(text).toMatch(/^storefront_orders_placed_total 1$/m);
    expect(text).toMatch(/^storefront_write_limit_refusals_total\{kind="cart"\} 1$/m);
    expect(text).toMatch(/^storefront_token_verification_failures_total\{reason="invalid"\} 1$/m);
    // The order verified the new token, then asked about its session; the cart changes went by the kept sign-in; the
    // forged token was asked about and refused.
    const firebaseCalls = (labels: string) =>
      new RegExp(`^storefront_firebase_verification_duration_seconds_count\\{${labels}\\} (\\d+)$`, 'm').exec(
        text,
      )?.[1];
    expect(firebaseCalls('check="token",outcome="answered"')).toBe('1');
    expect(firebaseCalls('check="revocation",outcome="answered"')).toBe('2');
    expect(text).toMatch(/^storefront_database_query_duration_seconds_count\{outcome="answered"\} [1-9]\d*$/m);
    expect(text).toMatch(/^storefront_database_pool_connections\{state="open"\} 0$/m);
  } finally {
    await limited.stop();
  }
});

const cspReport = (blocked: string) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': `${origin}/orders?user-id=someone@example.com`,
      'blocked-uri': blocked,
      'effective-directive': 'script-src-elem',
    },
  });

/** When the first report was sent: the instance's budget was whole then, and refills by one a second since. */
let firstReportAt = 0;

test('a CSP report is accepted, logged once with its directive and blocked origin only, and counted', async () => {
  firstReportAt = performance.now();
  const answer = await fetch(`${origin}/csp-report`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/csp-report', 'X-Request-Id': 'csp-report-1' },
    body: cspReport('https://evil.example.net/x.js?leak=someone@example.com'),
  });
  expect([answer.status, answer.headers.get('x-request-id')]).toEqual([204, 'csp-report-1']);
  const lines = (await logLines('csp-report-1')).filter((line) => line.reqId === 'csp-report-1');
  expect(lines.map(({ level, msg, directive, blocked }) => ({ level, msg, directive, blocked }))).toEqual([
    { level: 'warn', msg: 'csp violation', directive: 'script-src-elem', blocked: 'https://evil.example.net' },
    { level: 'info', msg: 'request', directive: undefined, blocked: undefined },
  ]);
  expect(server.output()).not.toContain('someone@example.com');
  const text = await metricsText();
  expect(text).toContain('storefront_csp_reports_total{directive="script-src-elem"} 1');
});

/** Posts a CSP report as if through a proxy the server trusts, from `client`. */
function postReport(body: string, client: string, headers: Record<string, string> = {}, at = origin) {
  return fetch(`${at}/csp-report`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/csp-report', 'X-Forwarded-For': client, ...headers },
    body,
  });
}

const loggedViolations = () => server.output().match(/"msg":"csp violation"/g)?.length ?? 0;

test('a report too large is refused with 413, unlogged', async () => {
  const large = await postReport(cspReport(`https://x.example/${'a'.repeat(17 * 1024)}`), '203.0.113.99');
  expect(large.status).toBe(413);
  expect(await metricsText()).toContain('storefront_csp_reports_refused_total{reason="size"} 1');
});

test("one report of a hundred violations logs no more than its client's budget; the rest are counted as refused", async () => {
  const before = metricSample(await metricsText(), 'storefront_csp_reports_refused_total{reason="rate"}');
  const batch = Array.from({ length: 100 }, (_, i) => ({
    type: 'csp-violation',
    body: { blockedURL: `https://batch-${i}.example.net/x.js`, effectiveDirective: 'script-src-elem' },
  }));
  const answer = await postReport(JSON.stringify(batch), '203.0.113.100', {
    'Content-Type': 'application/reports+json',
    'X-Request-Id': 'csp-batch',
  });
  expect(answer.status).toBe(204);
  const lines = (await logLines('csp-batch')).filter(
    (line) => line.reqId === 'csp-batch' && line.msg === 'csp violation',
  );
  expect(lines).toHaveLength(10);
  const after = metricSample(await metricsText(), 'storefront_csp_reports_refused_total{reason="rate"}');
  expect(after - before).toBe(90);
});

test("one client's flood is cut with 429, and leaves every other client its budget", async () => {
  // All at once, as a page in a loop would send them. A client's budget refills by one every 6 s.
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from(
      { length: 30 },
      async (_, i) => (await postReport(cspReport(`https://flood-${i}.example.net/x.js`), '203.0.113.101')).status,
    ),
  );
  const refilled = Math.ceil((performance.now() - started) / 6_000);
  const accepted = statuses.filter((status) => status === 204).length;
  expect(accepted).toBeGreaterThanOrEqual(10);
  expect(accepted).toBeLessThanOrEqual(10 + refilled);
  expect(statuses.filter((status) => status === 429)).toHaveLength(30 - accepted);
  expect((await postReport(cspReport('https://other.example.net/x.js'), '203.0.113.102')).status).toBe(204);
});

test('however many clients send, the instance logs at most its minute of violations', async () => {
  const statuses: number[] = [];
  for (let client = 0; client < 20; client += 1) {
    const batch = Array.from({ length: 10 }, (_, i) => ({
      type: 'csp-violation',
      body: { blockedURL: `https://many-${client}-${i}.example.net/x.js`, effectiveDirective: 'img-src' },
    }));
    const answer = await postReport(JSON.stringify(batch), `198.51.100.${client + 1}`, {
      'Content-Type': 'application/reports+json',
    });
    statuses.push(answer.status);
  }
  expect(statuses).toContain(429);
  await sleep(1_100);
  const refilled = Math.ceil((performance.now() - firstReportAt) / 1000);
  expect(loggedViolations()).toBeLessThanOrEqual(60 + refilled);
});

test("pages' policy sends its violation reports to /csp-report, both ways browsers know", async () => {
  const answer = await fetch(`${origin}/restaurants`);
  expect(answer.headers.get('content-security-policy')).toMatch(/;report-uri \/csp-report;report-to csp-endpoint;/);
  expect(answer.headers.get('reporting-endpoints')).toBe('csp-endpoint="/csp-report"');
});
