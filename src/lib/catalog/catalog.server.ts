import { sql } from 'kysely';
import type { MenuItem, Restaurant } from '../contract.ts';
import { matchesSearch } from './search.ts';
import type { Db } from '../server/db/database.ts';

const RESTAURANT_COLUMNS = ['id', 'name', 'image', 'cuisine', 'description'] as const;

/** Every restaurant, by name. */
export async function listRestaurants(db: Db): Promise<Restaurant[]> {
  return db.selectFrom('restaurant').select(RESTAURANT_COLUMNS).orderBy('name').orderBy('id').execute();
}

/** One restaurant, or undefined when the id is unknown. */
export async function findRestaurant(db: Db, id: number): Promise<Restaurant | undefined> {
  return db.selectFrom('restaurant').select(RESTAURANT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A restaurant's menu in the order it was written, prices in dollars. */
export async function listMenu(db: Db, restaurantId: number): Promise<MenuItem[]> {
  const rows = await db
    .selectFrom('menuItem')
    .select(['id', 'name', 'image', 'priceCents', 'description', 'timeAdded'])
    .where('restaurantId', '=', restaurantId)
    .orderBy('timeAdded')
    .orderBy('id')
    .execute();
  return rows.map(({ priceCents, ...item }) => ({ ...item, price: priceCents / 100 }));
}

/**
 * The cuisines with the most restaurants, at most `limit` of them, by name. A cuisine is a restaurant's `cuisine` as
 * written, which the restaurant list's search (`?q=`) finds.
 */
export async function listCuisines(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('restaurant')
    .select('cuisine')
    .groupBy('cuisine')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('cuisine')
    .limit(limit)
    .execute();
  return rows.map((row) => row.cuisine).sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * A few restaurants of different cuisines: the first-listed restaurant of each cuisine, those longest on the catalog
 * first, at most `limit`.
 */
export async function restaurantsOfEachCuisine(db: Db, limit: number): Promise<Restaurant[]> {
  const firstOfEachCuisine = db
    .selectFrom('restaurant')
    .select((eb) => eb.fn.min('id').as('id'))
    .groupBy('cuisine');
  return db
    .selectFrom('restaurant')
    .select(RESTAURANT_COLUMNS)
    .where('id', 'in', firstOfEachCuisine)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Restaurants one list page shows. A catalog this size or smaller is shown whole, and the search filters it in place. */
export const RESTAURANT_PAGE_SIZE = 48;

/** What the restaurant list shows for a search term and a page number. */
export type RestaurantListing =
  | { complete: true; entries: { restaurant: Restaurant; matches: boolean }[]; matching: number }
  | { complete: false; restaurants: Restaurant[]; matching: number; page: number; pages: number };

/**
 * The restaurant list: a small catalog whole, each restaurant marked whether it matches `term`; a large one a page
 * at a time, filtered by the database, so that a page costs the same however many restaurants there are.
 */
export async function restaurantListing(db: Db, term: string, page: number): Promise<RestaurantListing> {
  const { total } = await db
    .selectFrom('restaurant')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  if (Number(total) <= RESTAURANT_PAGE_SIZE) {
    const entries = (await listRestaurants(db)).map((restaurant) => ({
      restaurant,
      matches: matchesSearch(restaurant, term),
    }));
    return { complete: true, entries, matching: entries.filter(({ matches }) => matches).length };
  }
  const matching = Number(
    (
      await matchingRestaurants(db, term)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const pages = Math.max(1, Math.ceil(matching / RESTAURANT_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const restaurants = await matchingRestaurants(db, term)
    .select(RESTAURANT_COLUMNS)
    .orderBy('name')
    .orderBy('id')
    .limit(RESTAURANT_PAGE_SIZE)
    .offset((current - 1) * RESTAURANT_PAGE_SIZE)
    .execute();
  return { complete: false, restaurants, matching, page: current, pages };
}

/**
 * Restaurants whose name or cuisine contains `term`, ignoring ASCII case (as matchesSearch does for ASCII), the same on
 * both databases: their text compares byte for byte, so `lower()` changes only ASCII letters (db/dialect.ts).
 */
function matchingRestaurants(db: Db, term: string) {
  const query = db.selectFrom('restaurant');
  if (!term) return query;
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const contains = (column: 'name' | 'cuisine') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return query.where((eb) => eb.or([contains('name'), contains('cuisine')]));
}
