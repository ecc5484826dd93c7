import { expect, test } from 'vitest';
import { customerShell, isCatalogPage, isPicture } from '../../../../src/lib/offline/offline-routes.ts';

test.each([
  ['/cart', '/cart'],
  ['/cart/', '/cart'],
  ['/checkout', '/checkout'],
  ['/orders', '/orders'],
  ['/orders-details', '/orders-details'],
  ['/order-confirmation', '/order-confirmation'],
  ['/order-details/42', '/order-details/1'],
  ['/order-details/1', '/order-details/1'],
  ['/order-details/0', undefined],
  ['/order-details/abc', undefined],
  ['/order-details/4/x', undefined],
  ['/restaurants', undefined],
])('the service worker answers %s with the shell %s', (path, shell) => {
  expect(customerShell(path)).toBe(shell);
});

test('catalog pages and pictures are what the service worker keeps as visited; the API never', () => {
  for (const path of ['/', '/restaurants', '/restaurants/3']) expect(isCatalogPage(path)).toBe(true);
  for (const path of ['/cart', '/restaurants/3/menu', '/restaurants-api/restaurants', '/shopping-cart-api/x'])
    expect(isCatalogPage(path)).toBe(false);
  expect(isPicture('/images/items/maki.svg')).toBe(true);
  expect(isPicture('/order-mgmt-api/list-orders')).toBe(false);
});
