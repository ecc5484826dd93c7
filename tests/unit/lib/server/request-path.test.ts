import { expect, test } from 'vitest';
import { canonicalRequestPath, isApiPath } from '../../../../src/lib/server/request-path.ts';

test.each([
  // The three ways the spec's clients write an API path all mean /x-api/…
  ['/restaurants-api/restaurants', '/restaurants-api/restaurants'],
  ['//restaurants-api/restaurants', '/restaurants-api/restaurants'],
  ['///shopping-cart-api/view-shopping-cart?user-id=a%40b.c', '/shopping-cart-api/view-shopping-cart?user-id=a%40b.c'],
  ['/restaurants/restaurant-details-api/restaurant-menu?id=3', '/restaurant-details-api/restaurant-menu?id=3'],
  ['/restaurants/restaurants-api/restaurants', '/restaurants-api/restaurants'],
  ['/order-details/order-mgmt-api/get-order-details', '/order-mgmt-api/get-order-details'],
  ['/order-details/12/order-mgmt-api/list-orders?user-id=a%40b.c', '/order-mgmt-api/list-orders?user-id=a%40b.c'],
  ['//restaurants/restaurant-details-api/restaurant-menu?id=3', '/restaurant-details-api/restaurant-menu?id=3'],
  // The address book of our own, beside the spec's calls, is reached the same ways.
  ['/address-book-api/list-addresses?user-id=a%40b.c', '/address-book-api/list-addresses?user-id=a%40b.c'],
  ['//address-book-api/save-address', '/address-book-api/save-address'],
  ['/checkout/address-book-api/delete-address', '/address-book-api/delete-address'],
  // The query string and the fragment are kept as they came.
  [
    '/restaurant-details-api/restaurant-menu?id=3&x=restaurants-api/y',
    '/restaurant-details-api/restaurant-menu?id=3&x=restaurants-api/y',
  ],
  [
    '/restaurants/shopping-cart-api/get-cart-item-count?user-id=a%40b.c#top',
    '/shopping-cart-api/get-cart-item-count?user-id=a%40b.c#top',
  ],
  // Pages are left alone, even when an API prefix appears where it is not a path segment.
  ['/restaurants/3', '/restaurants/3'],
  ['/restaurants', '/restaurants'],
  ['/restaurants?q=restaurants-api/', '/restaurants?q=restaurants-api/'],
  ['/restaurants#restaurants-api/x', '/restaurants#restaurants-api/x'],
  ['/xrestaurants-api/restaurants', '/xrestaurants-api/restaurants'],
  ['/restaurants-apix/restaurants', '/restaurants-apix/restaurants'],
  ['/restaurants-api', '/restaurants-api'],
  ['/images/restaurants/thai-orchid.svg', '/images/restaurants/thai-orchid.svg'],
  ['/', '/'],
  // A doubled slash on a page is made single, so it cannot be read as a host name.
  ['//restaurants', '/restaurants'],
  ['//evil.example/restaurants', '/evil.example/restaurants'],
])('%s is served as %s', (raw, canonical) => {
  expect(canonicalRequestPath(raw)).toBe(canonical);
});

test.each([
  '/restaurants-api/restaurants',
  '/restaurant-details-api/restaurant-menu',
  '/shopping-cart-api/view-shopping-cart',
  '/order-mgmt-api/place-order',
  '/address-book-api/list-addresses',
  '/address-book-api/no-such-call',
])('%s is answered by the API, never by a page', (pathname) => {
  expect(isApiPath(pathname)).toBe(true);
});

test.each([
  '/',
  '/restaurants',
  '/checkout',
  '/address-book-api',
  '/address-book',
  '/xaddress-book-api/list-addresses',
])('%s is not the API', (pathname) => {
  expect(isApiPath(pathname)).toBe(false);
});
