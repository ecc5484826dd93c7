import {
  findRestaurant,
  listCuisines,
  listMenu,
  listRestaurantIds,
  restaurantListing,
  restaurantsOfEachCuisine,
} from '../../catalog/catalog.server.ts';
import { getDb } from '../db/index.ts';
import type { Target } from './source.ts';

/** The storefront on Node: the catalog from the database; every file under src/pages answers here. */
export const target: Target = {
  catalog: {
    async home(cuisines, restaurants) {
      const db = await getDb();
      const [cuisineNames, firstOfEach] = await Promise.all([
        listCuisines(db, cuisines),
        restaurantsOfEachCuisine(db, restaurants),
      ]);
      return { cuisines: cuisineNames, restaurants: firstOfEach };
    },
    async listing(term, diet, page) {
      return restaurantListing(await getDb(), term, diet, page);
    },
    async restaurantIds() {
      return listRestaurantIds(await getDb());
    },
    async restaurant(id) {
      const db = await getDb();
      const restaurant = await findRestaurant(db, id);
      return restaurant && { restaurant, menu: await listMenu(db, id) };
    },
  },
};
