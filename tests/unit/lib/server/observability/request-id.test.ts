import { expect, test } from 'vitest';
import { requestId } from '../../../../../src/lib/server/observability/request-id.ts';

test("the proxy's well-formed request id is kept", () => {
  expect(requestId('0f9c2d1e8b7a6f5e4d3c2b1a09f8e7d6')).toBe('0f9c2d1e8b7a6f5e4d3c2b1a09f8e7d6');
  expect(requestId('a.b_c-1')).toBe('a.b_c-1');
  expect(requestId('x'.repeat(128))).toBe('x'.repeat(128));
});

test('a missing, empty, too long, repeated or malformed id is replaced by a new UUID', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  for (const given of [undefined, '', 'x'.repeat(129), ['a', 'b'], 'a b', 'a\r\nSet-Cookie: x=1', 'ä', 'id;drop']) {
    expect(requestId(given)).toMatch(uuid);
  }
  expect(requestId(undefined)).not.toBe(requestId(undefined));
});
