import { describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import { DIETARY_TAGS, MenuSchema, RestaurantListSchema } from '../../src/lib/contract.ts';
import { CATALOG_CACHE } from '../fixtures/cache-control.ts';
import { MENU_ITEM_FIELDS, RESTAURANT_FIELDS } from '../fixtures/catalog-fields.ts';

const origin = inject('origin');

/**
 * A GET as the spec's client sends it. A relative `path` is resolved against `fromPage` the way a browser does; a
 * doubled slash is sent as it is (a URL resolver would read it as a host name).
 */
function get(path: string, fromPage = '/'): Promise<Response> {
  return fetch(path.startsWith('//') ? `${origin}${path}` : new URL(path, `${origin}${fromPage}`));
}

describe('GET /restaurants-api/restaurants', () => {
  test('lists the demo restaurants in the spec shape and more, by name, cacheable by a CDN', async () => {
    const response = await fetch(`${origin}/restaurants-api/restaurants`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(CATALOG_CACHE);
    const body: unknown = await response.json();
    const restaurants = v.parse(RestaurantListSchema, body);
    expect(restaurants.length).toBeGreaterThanOrEqual(12);
    expect(new Set(restaurants.map((r) => r.cuisine)).size).toBeGreaterThanOrEqual(8);
    // The spec's fields, then the hours and the delivery estimate; nothing internal leaks.
    for (const restaurant of body as object[]) {
      expect(Object.keys(restaurant).sort()).toEqual(RESTAURANT_FIELDS);
    }
    expect(restaurants.find((r) => r.name === 'Thai Orchid')).toEqual({
      id: 8,
      name: 'Thai Orchid',
      cuisine: 'Thai',
      description: expect.any(String),
      image: '/images/restaurants/thai-orchid.svg',
      hours: {
        timeZone: 'America/New_York',
        weekly: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, open: '11:00', close: '21:30' })),
        closed: [],
      },
      deliveryEstimate: { min: 25, max: 40 },
      diets: expect.any(Array),
    });
    // The diets each restaurant has a dish on sale for: Golden Dragon's one sold-out dish counts for nothing.
    const menu = v.parse(
      MenuSchema,
      await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=8`)).json(),
    );
    const offered = new Set(menu.filter((item) => item.available).flatMap((item) => item.dietary));
    expect(restaurants.find((r) => r.name === 'Thai Orchid')?.diets).toEqual(
      DIETARY_TAGS.filter((tag) => offered.has(tag)),
    );
  });

  test.each([
    ['with a leading slash', '/restaurants-api/restaurants', '/'],
    ['relative, from the home page', 'restaurants-api/restaurants', '/'],
    ['relative, from a menu page', 'restaurants-api/restaurants', '/restaurants/3'],
    ['relative, from an order page', 'restaurants-api/restaurants', '/order-details/7'],
    ['with a doubled slash', '//restaurants-api/restaurants', '/'],
  ])('answers the same list %s', async (_label, path, fromPage) => {
    const expected = await (await fetch(`${origin}/restaurants-api/restaurants`)).json();
    const response = await get(path, fromPage);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CATALOG_CACHE);
    expect(await response.json()).toEqual(expected);
  });
});

describe('GET restaurant-details-api/restaurant-menu', () => {
  test('answers the menu of a known id in the spec shape and more, prices in dollars, cacheable by a CDN', async () => {
    const response = await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(CATALOG_CACHE);
    const body: unknown = await response.json();
    const menu = v.parse(MenuSchema, body);
    expect(menu.length).toBeGreaterThanOrEqual(6);
    for (const item of body as object[]) {
      expect(Object.keys(item).sort()).toEqual(MENU_ITEM_FIELDS);
    }
    expect(menu[0]).toMatchObject({
      name: 'Margherita Pizza',
      price: 13.99,
      image: '/images/items/trattoria-bella-luna-margherita-pizza.svg',
      section: { name: 'Pizza & Pasta', position: 0 },
      dietary: ['vegetarian'],
      available: true,
    });
    // Section by section, in the menu's order.
    const positions = menu.map((item) => item.section?.position ?? -1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(menu.map((item) => item.section?.name))).toEqual(
      new Set(['Pizza & Pasta', 'Starters', 'Desserts', 'Drinks']),
    );
  });

  test('lists a sold-out dish, marked, with the rest of its menu', async () => {
    const menu = v.parse(
      MenuSchema,
      await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=10`)).json(),
    );
    expect(menu.filter((item) => !item.available).map((item) => [item.name, item.section?.name])).toEqual([
      ['Egg Tarts', 'Sweets & Tea'],
    ]);
  });

  test.each([
    ['with a leading slash', '/restaurant-details-api/restaurant-menu?id=3', '/'],
    ['relative, from the home page', 'restaurant-details-api/restaurant-menu?id=3', '/'],
    // The original client's case: a browser on /restaurants/3 resolves this to /restaurants/restaurant-details-api/…
    ['relative, from a menu page', 'restaurant-details-api/restaurant-menu?id=3', '/restaurants/3'],
    ['with a doubled slash', '//restaurant-details-api/restaurant-menu?id=3', '/'],
  ])('answers the same menu %s', async (_label, path, fromPage) => {
    const expected = await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=3`)).json();
    expect(expected).not.toEqual([]);
    const response = await get(path, fromPage);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expected);
  });

  test('answers a different menu for each restaurant', async () => {
    const one = await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`)).json();
    const two = await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=2`)).json();
    expect(one).not.toEqual(two);
  });

  test.each([
    ['', 400, 'invalid_input', 'id is required'],
    ['?id=', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=abc', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=-1', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=0', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=01', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=1.5', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=1e3', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=%201', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=%00', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=1%27%20OR%201=1', 400, 'invalid_input', 'id must be a positive whole number'],
    [`?id=${'9'.repeat(5000)}`, 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=99999999999999999999', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=9999', 404, 'restaurant_not_found', 'No restaurant has id 9999.'],
  ])('answers %s with %i %s as JSON, never cached by a CDN', async (query, status, code, message) => {
    const response = await fetch(`${origin}/restaurant-details-api/restaurant-menu${query}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: { code, message } });
  });

  test('a repeated id reads the first one', async () => {
    const response = await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=2&id=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=2`)).json(),
    );
  });
});

describe('catalog reads under odd requests', () => {
  test.each([
    'HEAD /restaurants-api/restaurants',
    'HEAD /restaurant-details-api/restaurant-menu?id=1',
    'POST /restaurants-api/restaurants',
    'PUT /restaurant-details-api/restaurant-menu?id=1',
    'DELETE /restaurant-details-api/restaurant-menu?id=1',
    'GET /restaurant-details-api/restaurant-menu?id=%E0%A4%A',
    'GET /restaurants-api/no-such-call',
  ])('%s never answers a server error', async (request) => {
    const [method = 'GET', path = '/'] = request.split(' ');
    const response = await fetch(`${origin}${path}`, { method });
    expect(response.status, request).toBeLessThan(500);
    if (method !== 'HEAD' && method !== 'GET') expect(response.status, request).toBeGreaterThanOrEqual(400);
  });
});
