import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { startProxiedInstances, type ProxiedInstances } from '../fixtures/proxy.ts';
import { freshSqliteUrl } from '../fixtures/server.ts';

let proxied: ProxiedInstances;

beforeAll(async () => {
  proxied = await startProxiedInstances({
    name: 'observability',
    proxyPort: TEST_PORTS.observabilityProxy,
    instancePorts: [TEST_PORTS.observabilityInstance],
    databaseUrl: freshSqliteUrl('observability-proxy'),
  });
}, 60_000);

afterAll(() => proxied?.stop());

test("nginx's request id is the one the instance answers and logs, and the one in nginx's access log", async () => {
  const answer = await fetch(`${proxied.origin}/restaurants/2`, { headers: { 'X-Request-Id': 'client-chosen-id' } });
  const id = answer.headers.get('x-request-id') ?? '';
  expect([answer.status, id]).toEqual([200, expect.stringMatching(/^[0-9a-f]{32}$/)]);
  // A copy from nginx's cache answers with the new request's id, not the one that filled it.
  const again = await fetch(`${proxied.origin}/restaurants/2`);
  expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  expect(again.headers.get('x-request-id')).not.toBe(id);
  // nginx writes its access log at least once a second.
  await sleep(1_100);
  expect(readFileSync(proxied.nginx.accessLog, 'utf8')).toMatch(
    new RegExp(`"GET /restaurants/2 HTTP/1.1" 200 .* id=${id}\\n`),
  );
  const [instance] = proxied.instances;
  const logged = instance
    ?.output()
    .split('\n')
    .filter((line) => line.includes(`"reqId":"${id}"`));
  expect(logged).toHaveLength(1);
});
