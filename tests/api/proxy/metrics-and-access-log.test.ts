import { readFileSync } from 'node:fs';
import { expect, inject, test } from 'vitest';
import { authHeaders, signInCustomer, uniqueEmail } from '../../fixtures/auth.ts';
import { METRICS_AUTHORIZATION } from '../../fixtures/metrics.ts';
import { readProxyLog } from '../../fixtures/proxy.ts';
import { rawExchange } from '../../fixtures/raw-client.ts';
import { expectSecurityHeaders, parseRaw } from '../../fixtures/security-headers.ts';

// What nginx in front of the instances (deploy/nginx/storefront.conf) keeps to itself: the instances' metrics, which
// are scraped from each instance, and the customers' emails, which its access log must not write.

const proxy = inject('origin');
const accessLog = inject('proxyAccessLog') ?? '';

/** One raw request through nginx, the path sent exactly as written. */
async function rawAnswer(path: string, headers: Record<string, string> = {}) {
  const { host } = new URL(proxy);
  const lines = Object.entries({ Host: host, Connection: 'close', ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return parseRaw(await rawExchange(proxy, `GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`));
}

test.each([
  '/metrics',
  '/metrics/',
  '/metrics//',
  '/METRICS',
  '/Metrics/',
  '/metrics?x=1',
  '//metrics',
  '/%6Detrics',
  '/metrics;x',
  '/./metrics',
  '/x/../metrics',
  '/metrics%2F',
])('nginx answers %s itself with a 404, with the operator’s token or without', async (path) => {
  for (const headers of [{}, METRICS_AUTHORIZATION]) {
    const answer = await rawAnswer(path, headers);
    expect([answer.status, answer.body]).toEqual([404, 'Not found.']);
    expectSecurityHeaders(answer, 'other');
  }
  const lines = (await readProxyLog(accessLog)).filter(({ request }) => /metrics|%6Detrics/i.test(request));
  expect(lines.filter(({ instance }) => instance !== '-')).toEqual([]);
});

test("nginx's access log keeps no customer's email: the user id of their calls is redacted, as the instances' log does", async () => {
  const customer = await signInCustomer(uniqueEmail('proxy-log'));
  const email = encodeURIComponent(customer.email);
  const paths = [
    `/shopping-cart-api/view-shopping-cart?user-id=${email}`,
    `/order-mgmt-api/list-orders?user-id=${email}`,
    `/address-book-api/list-addresses?user-id=${email}`,
    `//shopping-cart-api/get-cart-item-count?user-id=${customer.email}`,
  ];
  for (const path of paths) {
    const answer = await rawAnswer(path, authHeaders(customer));
    expect([path, answer.status]).toEqual([path, 200]);
  }
  // Another parameter, or the address elsewhere in the query or path, leaves the whole query or path out.
  for (const path of [
    `/shopping-cart-api/view-shopping-cart?x=1&user-id=${email}`,
    `/restaurants?q=${email}`,
    `/restaurants?q=${customer.email}`,
    `/restaurants/${customer.email}`,
  ]) {
    await rawAnswer(path);
  }
  const lines = (await readProxyLog(accessLog)).map(({ request }) => request);
  expect(lines).toEqual(
    expect.arrayContaining([
      'GET /shopping-cart-api/view-shopping-cart?user-id=[redacted] HTTP/1.1',
      'GET /order-mgmt-api/list-orders?user-id=[redacted] HTTP/1.1',
      'GET /address-book-api/list-addresses?user-id=[redacted] HTTP/1.1',
      'GET //shopping-cart-api/get-cart-item-count?user-id=[redacted] HTTP/1.1',
      'GET /shopping-cart-api/view-shopping-cart?[redacted] HTTP/1.1',
      'GET /restaurants?[redacted] HTTP/1.1',
      'GET [redacted] HTTP/1.1',
    ]),
  );
  const log = readFileSync(accessLog, 'utf8');
  expect(log).not.toContain(customer.email);
  expect(log).not.toContain(email);
  expect(log.toLowerCase()).not.toContain(customer.email.split('@')[0]?.toLowerCase());
});
