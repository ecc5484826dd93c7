import { expect, test } from 'vitest';
import { catalogLifetimes } from '../../../../src/lib/server/route-cache.ts';

const NOW = Date.parse('2026-12-01T21:00:00Z');

test('a catalog page whose restaurants change nothing soon keeps the catalog’s lifetimes', () => {
  expect(catalogLifetimes(null, NOW)).toEqual({
    maxAge: 5,
    cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  });
  expect(catalogLifetimes(NOW + 3600_000, NOW)).toEqual({
    maxAge: 5,
    cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  });
});

test('no cache keeps a page fresh, nor the CDN stale, past the next opening or close it shows', () => {
  // Five minutes to the close: a minute fresh, then four stale at most.
  expect(catalogLifetimes(NOW + 300_000, NOW)).toEqual({
    maxAge: 5,
    cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=240',
  });
  expect(catalogLifetimes(NOW + 30_500, NOW)).toEqual({
    maxAge: 5,
    cacheControl: 'public, max-age=0, s-maxage=30, stale-while-revalidate=0',
  });
  expect(catalogLifetimes(NOW + 3_000, NOW)).toEqual({
    maxAge: 3,
    cacheControl: 'public, max-age=0, s-maxage=3, stale-while-revalidate=0',
  });
  // At the change itself, or a page rendered late: nothing is kept.
  expect(catalogLifetimes(NOW, NOW).maxAge).toBe(0);
  expect(catalogLifetimes(NOW - 1000, NOW)).toEqual({
    maxAge: 0,
    cacheControl: 'public, max-age=0, s-maxage=0, stale-while-revalidate=0',
  });
});
