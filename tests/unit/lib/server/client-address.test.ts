import { expect, test } from 'vitest';
import { clientAddressOf, isProxyEntry, trustedProxies } from '../../../../src/lib/server/client-address.ts';

const NONE = trustedProxies([]);
const NGINX = trustedProxies(['127.0.0.1', '::1']);
const CDN_AND_NGINX = trustedProxies(['10.0.0.0/8', '2001:db8:cd::/48', '127.0.0.1']);

test('with no trusted proxy the peer is the client, whatever X-Forwarded-For says', () => {
  expect(clientAddressOf('198.51.100.7', '203.0.113.9', NONE)).toBe('198.51.100.7');
  expect(clientAddressOf('127.0.0.1', '203.0.113.9', NONE)).toBe('127.0.0.1');
  expect(clientAddressOf('::ffff:198.51.100.7', undefined, NONE)).toBe('198.51.100.7');
  expect(clientAddressOf(undefined, '203.0.113.9', NONE)).toBeUndefined();
});

test('from a trusted proxy, the address it wrote last; what the client wrote before it is not believed', () => {
  expect(clientAddressOf('127.0.0.1', '203.0.113.9', NGINX)).toBe('203.0.113.9');
  // The client wrote 192.0.2.1 itself; nginx appended the address it was reached from.
  expect(clientAddressOf('127.0.0.1', '192.0.2.1, 203.0.113.9', NGINX)).toBe('203.0.113.9');
  expect(clientAddressOf('::ffff:127.0.0.1', ' 2001:db8::5 ', NGINX)).toBe('2001:db8::5');
  // An untrusted peer's header is its own writing.
  expect(clientAddressOf('198.51.100.7', '203.0.113.9', NGINX)).toBe('198.51.100.7');
});

test('through several trusted proxies, the first address none of them is', () => {
  expect(clientAddressOf('127.0.0.1', '192.0.2.1, 203.0.113.9, 10.1.2.3', CDN_AND_NGINX)).toBe('203.0.113.9');
  expect(clientAddressOf('127.0.0.1', '[2001:db8:cd::7]', CDN_AND_NGINX)).toBe('2001:db8:cd::7');
  expect(clientAddressOf('127.0.0.1', '203.0.113.9, [2001:db8:cd::7]', CDN_AND_NGINX)).toBe('203.0.113.9');
});

test('a hop that is not an address ends the walk at the last proxy that wrote one', () => {
  expect(clientAddressOf('127.0.0.1', 'evil, 10.1.2.3', CDN_AND_NGINX)).toBe('10.1.2.3');
  expect(clientAddressOf('127.0.0.1', '', NGINX)).toBe('127.0.0.1');
  expect(clientAddressOf('127.0.0.1', 'unknown', NGINX)).toBe('127.0.0.1');
});

test.each([
  ['10.0.0.5', true],
  ['10.0.0.0/8', true],
  ['::1', true],
  ['fd00::/8', true],
  ['10.0.0.0/33', false],
  ['fd00::/129', false],
  ['10.0.0.0/8/8', false],
  ['10.0.0.0/x', false],
  ['nginx.internal', false],
  ['10.0.0', false],
])('%s is a TRUSTED_PROXIES entry: %s', (entry, valid) => {
  expect(isProxyEntry(entry)).toBe(valid);
});
