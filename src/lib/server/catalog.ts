import type { MenuItem, Restaurant } from '../contract.ts';
import type { Db } from './db/database.ts';

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
