import { expect, test } from 'vitest';
import { routePattern } from '../../../../../src/lib/server/observability/route-pattern.ts';

const api = new Set(['/shopping-cart-api/view-shopping-cart', '/restaurants-api/restaurants']);

test('pages, API calls and operator paths are named by their route pattern', () => {
  expect(
    [
      '/',
      '/restaurants',
      '/restaurants/',
      '/restaurants/3',
      '/restaurants/not-a-number',
      '/order-details/42',
      '/cart',
      '/shopping-cart-api/view-shopping-cart',
      '/restaurants-api/restaurants',
      '/metrics',
      '/healthz',
      '/csp-report',
    ].map((path) => routePattern(path, api)),
  ).toEqual([
    '/',
    '/restaurants',
    '/restaurants',
    '/restaurants/[id]',
    '/restaurants/[id]',
    '/order-details/[id]',
    '/cart',
    '/shopping-cart-api/view-shopping-cart',
    '/restaurants-api/restaurants',
    '/metrics',
    '/healthz',
    '/csp-report',
  ]);
});

test('unknown paths, however many, share one label and never show the raw path', () => {
  const paths = ['/x', '/restaurants/1/2', '/shopping-cart-api/nope', '/a@b.example', '/order-details/', '/wp-admin'];
  expect(new Set(paths.map((path) => routePattern(path, api)))).toEqual(new Set(['other']));
});
