import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { createLogger } from '../../../../../src/lib/server/observability/logger.ts';
import { logFailure, redactPath, requestLog } from '../../../../../src/lib/server/observability/request-log.ts';

function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  return { logger: createLogger('host:4321', stream), lines: () => lines.map((line) => JSON.parse(line)) };
}

test("the customer's id and any email address never reach the path a log shows", () => {
  expect(redactPath('/shopping-cart-api/view-shopping-cart?user-id=abc123&x=1')).toBe(
    '/shopping-cart-api/view-shopping-cart?user-id=[redacted]&x=1',
  );
  expect(redactPath('/restaurants?q=jane.doe@example.com')).toBe('/restaurants?q=[email]');
  expect(redactPath('/a%40b.example/x?y=me%40mail.example')).toBe('/[email]/x?y=[email]');
  expect(redactPath('/orders/jane@example.com')).toBe('/orders/[email]');
  expect(redactPath('/orders/jane%40example.com')).toBe('/orders/[email]');
  expect(redactPath('/restaurants/3')).toBe('/restaurants/3');
  expect(redactPath('/order-mgmt-api/list-orders?user-id=jane%40example.com&note=me@mail.example')).toBe(
    '/order-mgmt-api/list-orders?user-id=[redacted]&note=[email]',
  );
});

test('one request is one JSON line with its id, route, redacted path, status, duration, cache and instance', () => {
  const { logger, lines } = captured();
  requestLog(
    logger,
    true,
  )({
    id: 'abc',
    method: 'GET',
    route: '/restaurants/[id]',
    url: '/restaurants/3?email=a@b.example',
    status: 200,
    durationMs: 1.234,
    cache: 'HIT',
  });
  const [line] = lines();
  expect(line).toMatchObject({
    level: 'info',
    msg: 'request',
    instance: 'host:4321',
    reqId: 'abc',
    method: 'GET',
    route: '/restaurants/[id]',
    path: '/restaurants/3?email=[redacted]',
    status: 200,
    durationMs: 1.2,
    cache: 'HIT',
  });
  expect(new Date(line.time).toISOString()).toBe(line.time);
});

test('with the setting off, requests are not logged; failures are, once, with their stack', () => {
  const { logger, lines } = captured();
  requestLog(logger, false)({ id: 'a', method: 'GET', route: '/', url: '/', status: 200, durationMs: 1 });
  logFailure(logger, 'b', 'POST', '/x?user-id=u1', new Error('boom'));
  const logged = lines();
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({ level: 'error', reqId: 'b', path: '/x?user-id=[redacted]', msg: 'request failed' });
  expect(logged[0].err.stack).toContain('Error: boom');
});
