import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { compress, decompress, isCompressible, preferredEncoding } from '../../../../src/lib/server/compression.ts';

test.each([
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, deflate', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0, br;q=0.1', 'br'],
  ['*', 'br'],
  ['*, br;q=0', 'gzip'],
  ['*;q=0', undefined],
  ['identity', undefined],
  ['deflate, zstd', undefined],
  ['BR', 'br'],
  ['br;q=nonsense, gzip', 'gzip'],
  ['', undefined],
] as const)('Accept-Encoding %j is answered %s', (header, encoding) => {
  expect(preferredEncoding(header)).toBe(encoding);
});

test('no header means no encoding', () => {
  expect(preferredEncoding(undefined)).toBeUndefined();
});

test.each([
  ['text/html', 2048, true],
  ['application/json; charset=utf-8', 2048, true],
  ['image/svg+xml; charset=utf-8', 2048, true],
  ['text/html', 1023, false],
  ['image/png', 100_000, false],
  [undefined, 100_000, false],
] as const)('%s of %d bytes is compressible: %s', (type, bytes, compressible) => {
  expect(isCompressible(type, bytes)).toBe(compressible);
});

test('both encodings give back the very bytes compressed, smaller', async () => {
  const page = Buffer.from('<li>Trattoria Bella Luna, Italian</li>'.repeat(500));

  const br = await compress(page, 'br');
  const gzip = await compress(page, 'gzip');

  expect(brotliDecompressSync(br).equals(page)).toBe(true);
  expect(gunzipSync(gzip).equals(page)).toBe(true);
  expect(br.length).toBeLessThan(page.length / 10);
  expect(gzip.length).toBeLessThan(page.length / 10);
  expect(br.buffer.byteLength).toBe(br.length);
  expect(gzip.buffer.byteLength).toBe(gzip.length);
});

test('decoding gives back the very bytes, in a buffer no larger than they are', async () => {
  const page = Buffer.from('<li>Sakura Sushi, Japanese</li>'.repeat(300));

  for (const encoding of ['br', 'gzip'] as const) {
    const decoded = decompress(await compress(page, encoding), encoding);

    expect(decoded.equals(page)).toBe(true);
    expect(decoded.buffer.byteLength).toBe(page.length);
  }
});
