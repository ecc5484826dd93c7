import { IdParamSchema } from '../contract.ts';
import { findRestaurant, listMenu, listRestaurants } from './catalog.server.ts';
import { getDb } from '../server/db/index.ts';
import { ApiProblem, apiCall, catalogJson, parseOrThrow } from '../server/http.ts';
import { restaurantCacheTag } from '../server/route-cache.ts';

/** `GET /restaurants-api/restaurants`: every restaurant. */
export const restaurantsCall = apiCall(async () => catalogJson(await listRestaurants(await getDb())));

/** `GET /restaurant-details-api/restaurant-menu?id=`: one restaurant's menu. */
export const restaurantMenuCall = apiCall(async (_request, url) => {
  const id = parseOrThrow(IdParamSchema, url.searchParams.get('id') ?? undefined, 'id');
  const db = await getDb();
  if (!(await findRestaurant(db, id))) throw new ApiProblem(404, 'restaurant_not_found', `No restaurant has id ${id}.`);
  return catalogJson(await listMenu(db, id), [restaurantCacheTag(id)]);
});
