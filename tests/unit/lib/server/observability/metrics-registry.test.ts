import { expect, test } from 'vitest';
import { createMetrics, metricsAccess } from '../../../../../src/lib/server/observability/metrics-registry.ts';
import { signal } from '../../../../../src/lib/server/observability/signals.ts';

const TOKEN = 'a-metrics-token-of-thirty-two-characters';

test('the metrics answer only the bearer token, wherever the client is; none is answered with no token set', () => {
  expect(metricsAccess(undefined, undefined)).toBe(404);
  expect(metricsAccess(`Bearer ${TOKEN}`, undefined)).toBe(404);
  expect(metricsAccess(undefined, TOKEN)).toBe(401);
  expect(metricsAccess('', TOKEN)).toBe(401);
  expect(metricsAccess('Bearer wrong', TOKEN)).toBe(401);
  expect(metricsAccess(`Bearer ${TOKEN}x`, TOKEN)).toBe(401);
  expect(metricsAccess(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(401);
  expect(metricsAccess(`Bearer ${TOKEN} ${TOKEN}`, TOKEN)).toBe(401);
  expect(metricsAccess(TOKEN, TOKEN)).toBe(401);
  expect(metricsAccess(`Bearer ${TOKEN}`, TOKEN)).toBe(200);
  expect(metricsAccess(`bearer  ${TOKEN}`, TOKEN)).toBe(200);
});

test('requests are counted by route, method and status, cache outcomes by outcome; odd methods share one label', async () => {
  const metrics = createMetrics();
  metrics.observe({ route: '/restaurants/[id]', method: 'GET', status: 200, seconds: 0.004, cacheOutcome: 'HIT' });
  metrics.observe({ route: '/restaurants/[id]', method: 'GET', status: 200, seconds: 0.02, cacheOutcome: 'MISS' });
  metrics.observe({ route: 'other', method: 'PROPFIND', status: 405, seconds: 0.001 });
  const text = await metrics.registry.metrics();
  expect(text).toContain('storefront_http_requests_total{route="/restaurants/[id]",method="GET",status="200"} 2');
  expect(text).toContain('storefront_http_requests_total{route="other",method="other",status="405"} 1');
  expect(text).toContain('storefront_http_request_duration_seconds_count{route="/restaurants/[id]"} 2');
  expect(text).toContain('storefront_cache_answers_total{outcome="HIT"} 1');
  expect(text).toContain('storefront_cache_answers_total{outcome="MISS"} 1');
  expect(text).toContain('process_cpu_user_seconds_total');
});

test('the database unavailability in progress is read on each scrape, every kind present', async () => {
  let current: ('unreachable' | 'busy')[] = [];
  const metrics = createMetrics({ databaseUnavailable: () => current });
  expect(await metrics.registry.metrics()).toContain('storefront_database_unavailable{kind="unreachable"} 0');
  current = ['busy'];
  const text = await metrics.registry.metrics();
  expect(text).toContain('storefront_database_unavailable{kind="busy"} 1');
  expect(text).toContain('storefront_database_unavailable{kind="unreachable"} 0');
  expect(text).toContain('storefront_database_unavailable{kind="io-error"} 0');
});

test("calls to Firebase are timed by check and outcome, so an operator sees Firebase's share of a write's time", async () => {
  const metrics = createMetrics();
  signal({ kind: 'firebase-asked', seconds: 0.03, revocation: true, answered: true });
  signal({ kind: 'firebase-asked', seconds: 0.2, revocation: true, answered: true });
  signal({ kind: 'firebase-asked', seconds: 0.002, revocation: false, answered: true });
  signal({ kind: 'firebase-asked', seconds: 10, revocation: true, answered: false });
  const text = await metrics.registry.metrics();
  const series = (labels: string) => `storefront_firebase_verification_duration_seconds_count{${labels}}`;
  expect(text).toContain(`${series('check="revocation",outcome="answered"')} 2`);
  expect(text).toContain(`${series('check="token",outcome="answered"')} 1`);
  expect(text).toContain(`${series('check="revocation",outcome="failed"')} 1`);
  expect(text).toContain(
    'storefront_firebase_verification_duration_seconds_bucket{le="0.05",check="revocation",outcome="answered"} 1',
  );
});
