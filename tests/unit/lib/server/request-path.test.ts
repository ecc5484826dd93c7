import { expect, test } from 'vitest';
import { canonicalRequestPath } from '../../../../src/lib/server/request-path.ts';

test.each([
  ['/restaurants-api/restaurants', '/restaurants-api/restaurants'],
  ['//restaurants-api/restaurants', '/restaurants-api/restaurants'],
  ['///shopping-cart-api/view-shopping-cart?user-id=a%40b.c', '/shopping-cart-api/view-shopping-cart?user-id=a%40b.c'],
  ['/restaurants/restaurant-details-api/restaurant-menu?id=3', '/restaurant-details-api/restaurant-menu?id=3'],
  ['/order-details/order-mgmt-api/get-order-details', '/order-mgmt-api/get-order-details'],
  ['/restaurants/3', '/restaurants/3'],
  ['/restaurants?q=restaurants-api/', '/restaurants?q=restaurants-api/'],
  ['/', '/'],
])('%s is served as %s', (raw, canonical) => {
  expect(canonicalRequestPath(raw)).toBe(canonical);
});
