import { sql } from 'kysely';
import { DIETARY_TAGS, type DietaryTag, type MenuItem, type OpeningHours, type Restaurant } from '../contract.ts';
import { matchesSearch, offersDiet } from './search.ts';
import type { Db } from '../server/db/database.ts';

const RESTAURANT_COLUMNS = [
  'id',
  'name',
  'image',
  'cuisine',
  'description',
  'hours',
  'deliveryMinMinutes',
  'deliveryMaxMinutes',
] as const;

interface RestaurantRow {
  id: number;
  name: string;
  image: string;
  cuisine: string;
  description: string;
  hours: string | null;
  deliveryMinMinutes: number | null;
  deliveryMaxMinutes: number | null;
}

/**
 * A restaurant row as the product API answers it, with the diets it has dishes on sale for; rows from before menus
 * were pushed have no hours nor estimate.
 */
function toRestaurant(
  { hours, deliveryMinMinutes: min, deliveryMaxMinutes: max, ...fields }: RestaurantRow,
  diets: Map<number, DietaryTag[]>,
): Restaurant {
  return {
    ...fields,
    // Written by replaceRestaurant from a checked push (menu-writer.server.ts).
    hours: hours === null ? null : (JSON.parse(hours) as OpeningHours),
    deliveryEstimate: min === null || max === null ? null : { min, max },
    diets: diets.get(fields.id) ?? [],
  };
}

/** Restaurant rows as the product API answers them, each with its diets. */
async function toRestaurants(db: Db, rows: RestaurantRow[], all = false): Promise<Restaurant[]> {
  const diets = await dietsOfRestaurants(db, all ? undefined : rows.map((row) => row.id));
  return rows.map((row) => toRestaurant(row, diets));
}

/**
 * The dietary tags each restaurant has at least one dish on sale for (taken off the menu and sold out do not count),
 * in the contract's order: what the restaurant list's filter by diet reads. Every restaurant's without `ids`.
 */
async function dietsOfRestaurants(db: Db, ids?: number[]): Promise<Map<number, DietaryTag[]>> {
  const diets = new Map<number, DietaryTag[]>();
  if (ids?.length === 0) return diets;
  let query = db
    .selectFrom('menuItemDiet as d')
    .innerJoin('menuItem as m', 'm.id', 'd.itemId')
    .select(['m.restaurantId', 'd.diet'])
    .distinct()
    .where('m.removedAt', 'is', null)
    .where('m.soldOutAt', 'is', null);
  if (ids) query = query.where('m.restaurantId', 'in', ids);
  for (const { restaurantId, diet } of await query.execute()) {
    diets.set(restaurantId, [...(diets.get(restaurantId) ?? []), diet as DietaryTag]);
  }
  for (const tags of diets.values()) tags.sort((a, b) => DIETARY_TAGS.indexOf(a) - DIETARY_TAGS.indexOf(b));
  return diets;
}

/** Every restaurant, by name. */
export async function listRestaurants(db: Db): Promise<Restaurant[]> {
  const rows = await db.selectFrom('restaurant').select(RESTAURANT_COLUMNS).orderBy('name').orderBy('id').execute();
  return toRestaurants(db, rows, true);
}

/** One restaurant, or undefined when the id is unknown. */
export async function findRestaurant(db: Db, id: number): Promise<Restaurant | undefined> {
  const row = await db.selectFrom('restaurant').select(RESTAURANT_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && (await toRestaurants(db, [row]))[0];
}

/** Every restaurant's id, in order: what the sitemap lists. */
export async function listRestaurantIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('restaurant').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/**
 * A restaurant's menu: its dishes section by section, in the order pushed (dishes from before sections, in the order
 * they were added), prices in dollars, sold-out dishes included. Dishes taken off the menu are never listed.
 */
export async function listMenu(db: Db, restaurantId: number): Promise<MenuItem[]> {
  const rows = await db
    .selectFrom('menuItem as m')
    .leftJoin('menuSection as s', (join) =>
      join.onRef('s.restaurantId', '=', 'm.restaurantId').onRef('s.position', '=', 'm.sectionPosition'),
    )
    .select([
      'm.id',
      'm.name',
      'm.image',
      'm.priceCents',
      'm.description',
      'm.timeAdded',
      'm.soldOutAt',
      's.name as sectionName',
      's.position as sectionPosition',
    ])
    .where('m.restaurantId', '=', restaurantId)
    .where('m.removedAt', 'is', null)
    .orderBy('m.sectionPosition')
    .orderBy('m.position')
    .orderBy('m.timeAdded')
    .orderBy('m.id')
    .execute();
  const diets = await dietsOf(db, restaurantId);
  return rows.map(({ priceCents, soldOutAt, sectionName, sectionPosition, ...item }) => ({
    ...item,
    price: priceCents / 100,
    section: sectionName === null || sectionPosition === null ? null : { name: sectionName, position: sectionPosition },
    dietary: diets.get(item.id) ?? [],
    available: soldOutAt === null,
  }));
}

/** The dietary tags of each dish of a restaurant, in the contract's order. */
async function dietsOf(db: Db, restaurantId: number): Promise<Map<number, DietaryTag[]>> {
  const rows = await db
    .selectFrom('menuItemDiet as d')
    .innerJoin('menuItem as m', 'm.id', 'd.itemId')
    .select(['d.itemId', 'd.diet'])
    .where('m.restaurantId', '=', restaurantId)
    .where('m.removedAt', 'is', null)
    .execute();
  const diets = new Map<number, DietaryTag[]>();
  for (const { itemId, diet } of rows) diets.set(itemId, [...(diets.get(itemId) ?? []), diet as DietaryTag]);
  for (const tags of diets.values()) tags.sort((a, b) => DIETARY_TAGS.indexOf(a) - DIETARY_TAGS.indexOf(b));
  return diets;
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
  const rows = await db
    .selectFrom('restaurant')
    .select(RESTAURANT_COLUMNS)
    .where('id', 'in', firstOfEachCuisine)
    .orderBy('id')
    .limit(limit)
    .execute();
  return toRestaurants(db, rows);
}

/** Restaurants one list page shows. A catalog this size or smaller is shown whole, and the search filters it in place. */
export const RESTAURANT_PAGE_SIZE = 48;

/** What the restaurant list shows for a search term, a diet (null for any) and a page number. */
export type RestaurantListing =
  | { complete: true; entries: { restaurant: Restaurant; matches: boolean }[]; matching: number }
  | { complete: false; restaurants: Restaurant[]; matching: number; page: number; pages: number };

/**
 * The restaurant list: a small catalog whole, each restaurant marked whether it matches `term`; a large one a page
 * at a time, filtered by the database, so that a page costs the same however many restaurants there are.
 */
export async function restaurantListing(
  db: Db,
  term: string,
  diet: DietaryTag | null,
  page: number,
): Promise<RestaurantListing> {
  const { total } = await db
    .selectFrom('restaurant')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  if (Number(total) <= RESTAURANT_PAGE_SIZE) {
    const entries = (await listRestaurants(db)).map((restaurant) => ({
      restaurant,
      matches: matchesSearch(restaurant, term) && offersDiet(restaurant, diet),
    }));
    return { complete: true, entries, matching: entries.filter(({ matches }) => matches).length };
  }
  const matching = Number(
    (
      await matchingRestaurants(db, term, diet)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const pages = Math.max(1, Math.ceil(matching / RESTAURANT_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await matchingRestaurants(db, term, diet)
    .select(RESTAURANT_COLUMNS)
    .orderBy('name')
    .orderBy('id')
    .limit(RESTAURANT_PAGE_SIZE)
    .offset((current - 1) * RESTAURANT_PAGE_SIZE)
    .execute();
  return { complete: false, restaurants: await toRestaurants(db, rows), matching, page: current, pages };
}

/**
 * Restaurants whose name or cuisine contains `term`, ignoring ASCII case (as matchesSearch does for ASCII), the same on
 * both databases: their text compares byte for byte, so `lower()` changes only ASCII letters (db/dialect.ts). With a
 * `diet`, only those with a dish of that diet on sale (as dietsOfRestaurants counts them).
 */
function matchingRestaurants(db: Db, term: string, diet: DietaryTag | null) {
  let query = db.selectFrom('restaurant');
  if (diet) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('menuItem as m')
          .innerJoin('menuItemDiet as d', 'd.itemId', 'm.id')
          .select('m.id')
          .whereRef('m.restaurantId', '=', 'restaurant.id')
          .where('d.diet', '=', diet)
          .where('m.removedAt', 'is', null)
          .where('m.soldOutAt', 'is', null),
      ),
    );
  }
  if (!term) return query;
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const contains = (column: 'name' | 'cuisine') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return query.where((eb) => eb.or([contains('name'), contains('cuisine')]));
}
