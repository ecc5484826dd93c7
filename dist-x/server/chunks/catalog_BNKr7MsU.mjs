import { t as matchesSearch } from "./search_Coc8mE2b.mjs";
import { sql } from "kysely";
// src/lib/server/catalog.ts
var RESTAURANT_COLUMNS = [
	"id",
	"name",
	"image",
	"cuisine",
	"description"
];
/** Every restaurant, by name. */
async function listRestaurants(db) {
	return db.selectFrom("restaurant").select(RESTAURANT_COLUMNS).orderBy("name").orderBy("id").execute();
}
/** One restaurant, or undefined when the id is unknown. */
async function findRestaurant(db, id) {
	return db.selectFrom("restaurant").select(RESTAURANT_COLUMNS).where("id", "=", id).executeTakeFirst();
}
/** A restaurant's menu in the order it was written, prices in dollars. */
async function listMenu(db, restaurantId) {
	return (await db.selectFrom("menuItem").select([
		"id",
		"name",
		"image",
		"priceCents",
		"description",
		"timeAdded"
	]).where("restaurantId", "=", restaurantId).orderBy("timeAdded").orderBy("id").execute()).map(({ priceCents, ...item }) => ({
		...item,
		price: priceCents / 100
	}));
}
/**
* The cuisines with the most restaurants, at most `limit` of them, by name. A cuisine is a restaurant's `cuisine` as
* written, which the restaurant list's search (`?q=`) finds.
*/
async function listCuisines(db, limit) {
	return (await db.selectFrom("restaurant").select("cuisine").groupBy("cuisine").orderBy((eb) => eb.fn.countAll(), "desc").orderBy("cuisine").limit(limit).execute()).map((row) => row.cuisine).sort((a, b) => a.localeCompare(b, "en"));
}
/**
* A few restaurants of different cuisines: the first-listed restaurant of each cuisine, those longest on the catalog
* first, at most `limit`.
*/
async function restaurantsOfEachCuisine(db, limit) {
	const firstOfEachCuisine = db.selectFrom("restaurant").select((eb) => eb.fn.min("id").as("id")).groupBy("cuisine");
	return db.selectFrom("restaurant").select(RESTAURANT_COLUMNS).where("id", "in", firstOfEachCuisine).orderBy("id").limit(limit).execute();
}
/**
* The restaurant list: a small catalog whole, each restaurant marked whether it matches `term`; a large one a page
* at a time, filtered by the database, so that a page costs the same however many restaurants there are.
*/
async function restaurantListing(db, term, page) {
	const { total } = await db.selectFrom("restaurant").select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow();
	if (Number(total) <= 48) {
		const entries = (await listRestaurants(db)).map((restaurant) => ({
			restaurant,
			matches: matchesSearch(restaurant, term)
		}));
		return {
			complete: true,
			entries,
			matching: entries.filter(({ matches }) => matches).length
		};
	}
	const matching = Number((await matchingRestaurants(db, term).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
	const pages = Math.max(1, Math.ceil(matching / 48));
	const current = Math.min(Math.max(1, page), pages);
	return {
		complete: false,
		restaurants: await matchingRestaurants(db, term).select(RESTAURANT_COLUMNS).orderBy("name").orderBy("id").limit(48).offset((current - 1) * 48).execute(),
		matching,
		page: current,
		pages
	};
}
/**
* Restaurants whose name or cuisine contains `term`, ignoring ASCII case (as matchesSearch does for ASCII), the same on
* both databases: their text compares byte for byte, so `lower()` changes only ASCII letters (db/dialect.ts).
*/
function matchingRestaurants(db, term) {
	const query = db.selectFrom("restaurant");
	if (!term) return query;
	const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
	const contains = (column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
	return query.where((eb) => eb.or([contains("name"), contains("cuisine")]));
}
export { restaurantListing as a, listRestaurants as i, listCuisines as n, restaurantsOfEachCuisine as o, listMenu as r, findRestaurant as t };
