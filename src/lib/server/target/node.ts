import { answerApiCall } from '../api/index.ts';
import { findRestaurant, listCuisines, listMenu, restaurantListing, restaurantsOfEachCuisine } from '../catalog.ts';
import { getDb } from '../db/index.ts';
import { toResponse } from '../http.ts';
import type { Target } from './source.ts';

/** The storefront on Node: the catalog from the database, the API answered in process. */
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
    async listing(term, page) {
      return restaurantListing(await getDb(), term, page);
    },
    async restaurant(id) {
      const db = await getDb();
      const restaurant = await findRestaurant(db, id);
      return restaurant && { restaurant, menu: await listMenu(db, id) };
    },
  },
  answerApi: async (request) => toResponse(await answerApiCall(request)),
};
