import { u as IdParamSchema } from "./contract_DlSq23w9.mjs";
import { i as listRestaurants, r as listMenu, t as findRestaurant } from "./catalog_BNKr7MsU.mjs";
import { n as getDb } from "./db_BdanbxxL.mjs";
import { a as catalogJson, o as parseOrThrow, r as apiCall, t as ApiProblem } from "./http_DKoztiHE.mjs";
// src/lib/server/api/catalog-calls.ts
/** `GET /restaurants-api/restaurants`: every restaurant. */
var restaurantsCall = apiCall(async () => catalogJson(await listRestaurants(await getDb())));
/** `GET /restaurant-details-api/restaurant-menu?id=`: one restaurant's menu. */
var restaurantMenuCall = apiCall(async (_request, url) => {
	const id = parseOrThrow(IdParamSchema, url.searchParams.get("id") ?? void 0, "id");
	const db = await getDb();
	if (!await findRestaurant(db, id)) throw new ApiProblem(404, "restaurant_not_found", `No restaurant has id ${id}.`);
	return catalogJson(await listMenu(db, id));
});
export { restaurantsCall as n, restaurantMenuCall as t };
