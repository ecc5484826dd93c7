import { expect, test, vi } from 'vitest';
import { DatabaseUnavailable } from '../../../../src/lib/server/db/unavailable.ts';
import {
  catalogReadKey,
  createCatalogShape,
  pageRoute,
  type CatalogShape,
} from '../../../../src/lib/server/page-routes.ts';

const ids = (count: number) => new Set(Array.from({ length: count }, (_, index) => index + 1));
const DEMO: CatalogShape = { restaurantIds: ids(14) };
/** 1,000 restaurants: 21 pages of 48. */
const LARGE: CatalogShape = { restaurantIds: ids(1000) };

function route(url: string, shape = DEMO) {
  const [path = '/', query = ''] = url.split('?', 2);
  return pageRoute(path, new URLSearchParams(query), shape);
}

test.each([
  ['/', '/'],
  ['/?x=1', '/'],
  ['/?utm_source=mail&utm_campaign=spring', '/'],
  ['/restaurants', '/restaurants'],
  ['/restaurants/', '/restaurants'],
  ['/restaurants?utm_source=2', '/restaurants'],
  ['/restaurants?q=', '/restaurants'],
  ['/restaurants?q=%20%20', '/restaurants'],
  ['/restaurants?q=%20thai%20', '/restaurants?q=thai'],
  ['/restaurants?x=1&q=thai', '/restaurants?q=thai'],
  ['/restaurants?q=thai&q=pizza', '/restaurants?q=thai'],
  ['/restaurants?q=pad+thai', '/restaurants?q=pad+thai'],
  [`/restaurants?q=${'a'.repeat(300)}`, `/restaurants?q=${'a'.repeat(100)}`],
  ['/restaurants?page=3', '/restaurants'],
  ['/restaurants/3', '/restaurants/3'],
  ['/restaurants/3/', '/restaurants/3'],
  ['/restaurants/3?x=1', '/restaurants/3'],
  ['/restaurants/15', '/restaurants/0'],
  ['/restaurants/100003', '/restaurants/0'],
  ['/restaurants/007', '/restaurants/0'],
  ['/restaurants/abc', '/restaurants/0'],
  ['/restaurants/3/menu', '/404'],
  ['/nowhere', '/404'],
  ['/nowhere-1234?x=1', '/404'],
  ['/_image', '/404'],
  ['/_server-islands/x', '/404'],
  ['/404', '/404'],
  ['/offline', '/offline'],
  ['/offline/?x=1', '/offline'],
])('the catalog keeps %s as %s', (url, key) => {
  expect(route(url)).toEqual({ cache: 'catalog', key });
});

test.each([
  ['/restaurants?page=1', '/restaurants'],
  ['/restaurants?page=2', '/restaurants?page=2'],
  ['/restaurants?page=21', '/restaurants?page=21'],
  ['/restaurants?page=22', '/restaurants?page=21'],
  ['/restaurants?page=999999999', '/restaurants?page=21'],
  ['/restaurants?page=0', '/restaurants'],
  ['/restaurants?page=two', '/restaurants'],
  ['/restaurants?page=2&q=%20pizza', '/restaurants?q=pizza&page=2'],
])('a paged catalog keeps %s as %s', (url, key) => {
  expect(route(url, LARGE)).toEqual({ cache: 'catalog', key });
});

test.each([
  ['/cart', '/cart'],
  ['/cart/', '/cart'],
  ['/cart?x=1', '/cart'],
  ['/checkout', '/checkout'],
  ['/order-confirmation', '/order-confirmation'],
  ['/orders', '/orders'],
  ['/orders-details', '/orders-details'],
  ['/order-details/7', '/order-details/1'],
  ['/order-details/99999', '/order-details/1'],
  ['/order-details/abc', '/order-details/0'],
  ['/order-details/0', '/order-details/0'],
])("the customers' screens keep %s as %s", (url, key) => {
  expect(route(url)).toEqual({ cache: 'screens', key });
});

test.each([
  ['/restaurants-api/restaurants', '/restaurants-api/restaurants'],
  ['/restaurants-api/restaurants?x=1', '/restaurants-api/restaurants'],
  ['/restaurant-details-api/restaurant-menu?id=3', '/restaurant-details-api/restaurant-menu?id=3'],
  ['/restaurant-details-api/restaurant-menu?x=1&id=3', '/restaurant-details-api/restaurant-menu?id=3'],
  ['/restaurant-details-api/restaurant-menu?id=15', undefined],
  ['/restaurant-details-api/restaurant-menu?id=abc', undefined],
  ['/restaurant-details-api/restaurant-menu', undefined],
  ['/shopping-cart-api/view-shopping-cart?user-id=a@example.com', undefined],
])('the catalog read %s is kept as %s', (url, key) => {
  const [path = '/', query = ''] = url.split('?', 2);
  expect(catalogReadKey(path, new URLSearchParams(query), DEMO)).toBe(key);
});

test('the catalog shape is read once, kept while fresh, then read again in the background', async () => {
  let now = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  const readIds = vi.fn().mockResolvedValueOnce([1, 2]).mockResolvedValueOnce([1, 2, 3]);
  const shape = createCatalogShape(readIds, 5_000);

  expect([...(await shape.current()).restaurantIds]).toEqual([1, 2]);
  now = 4_000;
  expect([...(await shape.current()).restaurantIds]).toEqual([1, 2]);
  expect(readIds).toHaveBeenCalledTimes(1);
  now = 6_000;
  expect([...(await shape.current()).restaurantIds]).toEqual([1, 2]);
  await Promise.resolve();
  expect([...(await shape.current()).restaurantIds]).toEqual([1, 2, 3]);
  expect(readIds).toHaveBeenCalledTimes(2);
  vi.restoreAllMocks();
});

test('while the database is away the last shape answers, and reads are tried one at a time after a growing pause', async () => {
  let now = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const away = new DatabaseUnavailable(
    'unreachable',
    Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  );
  let failing = false;
  const readIds = vi.fn(async () => {
    if (failing) throw away;
    return [1, 2, 3];
  });
  const shape = createCatalogShape(readIds, 5_000);
  const settle = () => new Promise((done) => setTimeout(done, 0));
  /** Asks for the shape `times` over at the current time, each answer the last one read. */
  const ask = async (times: number) => {
    for (let time = 0; time < times; time += 1) expect((await shape.current()).restaurantIds.size).toBe(3);
    await settle();
  };

  await ask(1);
  failing = true;
  now = 6_000;
  await ask(20);
  expect(readIds).toHaveBeenCalledTimes(2);
  // The first pause is 250 ms, then 500 ms: no read before it is over, one read once it is.
  now = 6_249;
  await ask(20);
  expect(readIds).toHaveBeenCalledTimes(2);
  now = 6_250;
  await ask(20);
  expect(readIds).toHaveBeenCalledTimes(3);
  now = 6_749;
  await ask(20);
  expect(readIds).toHaveBeenCalledTimes(3);
  // Back: the first try after the pause reads the catalog as it now is.
  failing = false;
  readIds.mockResolvedValueOnce([1, 2, 3, 4]);
  now = 6_750;
  await ask(1);
  expect(readIds).toHaveBeenCalledTimes(4);
  expect((await shape.current()).restaurantIds.size).toBe(4);
  // The outage log reports the database being away; the reads' failures add nothing.
  expect(logged).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});
