import { a as restaurantListing, n as listCuisines, o as restaurantsOfEachCuisine, r as listMenu, t as findRestaurant } from "./catalog_BNKr7MsU.mjs";
import { n as getDb } from "./db_BdanbxxL.mjs";
// src/lib/server/target/node.ts
/** The storefront on Node: the catalog from the database; every file under src/pages answers here. */
var target = { catalog: {
	async home(cuisines, restaurants) {
		const db = await getDb();
		const [cuisineNames, firstOfEach] = await Promise.all([listCuisines(db, cuisines), restaurantsOfEachCuisine(db, restaurants)]);
		return {
			cuisines: cuisineNames,
			restaurants: firstOfEach
		};
	},
	async listing(term, page) {
		return restaurantListing(await getDb(), term, page);
	},
	async restaurant(id) {
		const db = await getDb();
		const restaurant = await findRestaurant(db, id);
		return restaurant && {
			restaurant,
			menu: await listMenu(db, id)
		};
	}
} };
export { target as t };
