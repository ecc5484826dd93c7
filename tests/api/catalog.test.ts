import { describe, expect, inject, test } from 'vitest';
import { MenuSchema, RestaurantListSchema } from '../../src/lib/contract.ts';

const origin = inject('origin');

describe('GET /restaurants-api/restaurants', () => {
  test('lists the demo restaurants in the spec shape, cacheable by a CDN', async () => {
    const response = await fetch(`${origin}/restaurants-api/restaurants`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const restaurants = RestaurantListSchema.parse(await response.json());
    expect(restaurants.length).toBeGreaterThanOrEqual(12);
    expect(new Set(restaurants.map((r) => r.cuisine)).size).toBeGreaterThanOrEqual(8);
  });
});

describe('GET restaurant-details-api/restaurant-menu', () => {
  test('answers a menu for a known id, also through the doubled and relative paths', async () => {
    for (const path of [
      '/restaurant-details-api/restaurant-menu?id=1',
      '//restaurant-details-api/restaurant-menu?id=1',
      '/restaurants/restaurant-details-api/restaurant-menu?id=1',
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      const menu = MenuSchema.parse(await response.json());
      expect(menu.length).toBeGreaterThanOrEqual(6);
    }
  });

  test.each([
    ['', 400, 'invalid_input', 'id is required'],
    ['?id=', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=abc', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=-1', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=1.5', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=99999999999999999999', 400, 'invalid_input', 'id must be a positive whole number'],
    ['?id=9999', 404, 'restaurant_not_found', 'No restaurant has id 9999.'],
  ])('answers %s with %i %s', async (query, status, code, message) => {
    const response = await fetch(`${origin}/restaurant-details-api/restaurant-menu${query}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message } });
  });
});
