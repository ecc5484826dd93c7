import type { DietaryTag, Restaurant } from '../../contract.ts';
import { matchesSearch, offersDiet } from '../../catalog/search.ts';
import { RESTAURANT_PAGE_SIZE, type RestaurantListing } from '../../catalog/catalog.server.ts';

/**
 * The catalog's views computed from the whole list of restaurants (as the product API answers it, by name), for the
 * edge, which has no database: the same answers as the queries of catalog.ts (tests/unit/lib/server/target compares
 * them on the demo catalog).
 */

/** Text compared code unit by code unit, as the database's byte-wise collation does for the catalog's text. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** As listCuisines: the cuisines with the most restaurants, at most `limit`, by name. */
export function cuisinesOf(restaurants: readonly Restaurant[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const { cuisine } of restaurants) counts.set(cuisine, (counts.get(cuisine) ?? 0) + 1);
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || byCodeUnit(a, b))
    .slice(0, limit)
    .map(([cuisine]) => cuisine)
    .sort((a, b) => a.localeCompare(b, 'en'));
}

/** As restaurantsOfEachCuisine: the first-listed restaurant of each cuisine, longest on the catalog first. */
export function firstOfEachCuisine(restaurants: readonly Restaurant[], limit: number): Restaurant[] {
  const first = new Map<string, Restaurant>();
  for (const restaurant of restaurants) {
    const seen = first.get(restaurant.cuisine);
    if (!seen || restaurant.id < seen.id) first.set(restaurant.cuisine, restaurant);
  }
  return [...first.values()].sort((a, b) => a.id - b.id).slice(0, limit);
}

/** As restaurantListing: a small catalog whole with each restaurant marked, a large one a page of matches at a time. */
export function listingOf(
  restaurants: readonly Restaurant[],
  term: string,
  diet: DietaryTag | null,
  page: number,
): RestaurantListing {
  const matches = (restaurant: Restaurant) => matchesSearch(restaurant, term) && offersDiet(restaurant, diet);
  if (restaurants.length <= RESTAURANT_PAGE_SIZE) {
    const entries = restaurants.map((restaurant) => ({ restaurant, matches: matches(restaurant) }));
    return { complete: true, entries, matching: entries.filter((entry) => entry.matches).length };
  }
  const matching = restaurants.filter(matches);
  const pages = Math.max(1, Math.ceil(matching.length / RESTAURANT_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * RESTAURANT_PAGE_SIZE;
  return {
    complete: false,
    restaurants: matching.slice(start, start + RESTAURANT_PAGE_SIZE),
    matching: matching.length,
    page: current,
    pages,
  };
}
