import { _ as PLAIN_ID, c as ClearCartPayloadSchema, i as CartItemPayloadSchema, o as CartQuantitySchema } from "./contract_DlSq23w9.mjs";
import { n as markCustomerChanged, r as customerReads, t as customerVersion } from "./customer-version_D7LlJ5MU.mjs";
import { n as getDb, r as inTransaction } from "./db_BdanbxxL.mjs";
import { o as parseOrThrow, r as apiCall, s as privateJson, t as ApiProblem } from "./http_DKoztiHE.mjs";
import { r as customerForQuery } from "./identity_DCxSY90d.mjs";
import { t as customerWrite } from "./customer-writes_CUPdkWhr.mjs";
// src/lib/server/cart.ts
/** The customer's cart lines in the order they were added, named and priced from the catalog. */
async function viewCart(db, userId) {
	return (await cartLines(db, userId).execute()).map(toCartLine);
}
/** The number of lines in the customer's cart. */
async function countCart(db, userId) {
	const { count } = await db.selectFrom("cartLine").select((eb) => eb.fn.countAll().as("count")).where("userId", "=", userId).executeTakeFirstOrThrow();
	return Number(count);
}
/**
* Adds `quantity` (default 1) of an item; an item already in the cart raises that line's quantity, up to
* CART_MAX_QUANTITY. A new line beyond ORDER_MAX_LINES is refused (409): a cart holds no more than one order may,
* so every cart can be checked out. One upsert on the cart's unique (customer, item) constraint, so that simultaneous adds through
* several instances make one line and add up, rather than race to insert it twice.
*/
async function addCartItem(db, userId, ref, quantity = 1) {
	if (quantity < 1) throw new ApiProblem(400, "invalid_input", "quantity must be at least 1");
	if (quantity > 50) throw quantityLimit();
	return inTransaction(db, async (trx) => {
		await markCustomerChanged(trx, userId);
		await requireCatalogItem(trx, ref);
		if (!await trx.insertInto("cartLine").values({
			userId,
			restaurantId: ref.restaurantId,
			itemId: ref.itemId,
			quantity,
			timeAdded: (/* @__PURE__ */ new Date()).toISOString()
		}).onConflict((conflict) => conflict.columns(["userId", "itemId"]).doUpdateSet((eb) => ({ quantity: eb("cartLine.quantity", "+", eb.ref("excluded.quantity")) })).where((eb) => eb(eb("cartLine.quantity", "+", eb.ref("excluded.quantity")), "<=", 50))).returning("id").executeTakeFirst()) throw quantityLimit();
		const result = await mutationResult(trx, userId, ref.itemId);
		if (result.count > 100) throw lineLimit();
		return result;
	});
}
/** Sets a line's quantity; 0 or less removes the line (spec). */
async function updateCartItem(db, userId, ref, quantity) {
	if (quantity > 50) throw quantityLimit();
	return inTransaction(db, async (trx) => {
		await markCustomerChanged(trx, userId);
		if (quantity <= 0) await deleteLine(trx, userId, ref.itemId);
		else {
			const { numUpdatedRows } = await trx.updateTable("cartLine").set({ quantity }).where("userId", "=", userId).where("itemId", "=", ref.itemId).where("restaurantId", "=", ref.restaurantId).executeTakeFirst();
			if (numUpdatedRows === 0n) throw new ApiProblem(404, "not_in_cart", "That item is not in your cart.");
		}
		return mutationResult(trx, userId, ref.itemId);
	});
}
/** Removes a line; removing one that is not there changes nothing and is not an error. */
async function removeCartItem(db, userId, ref) {
	return inTransaction(db, async (trx) => {
		await markCustomerChanged(trx, userId);
		await deleteLine(trx, userId, ref.itemId);
		return mutationResult(trx, userId, ref.itemId);
	});
}
/** Empties the customer's cart. */
async function clearCart(db, userId) {
	await inTransaction(db, async (trx) => {
		await markCustomerChanged(trx, userId);
		await trx.deleteFrom("cartLine").where("userId", "=", userId).execute();
	});
	return {
		line: null,
		count: 0
	};
}
function cartLines(db, userId) {
	return db.selectFrom("cartLine as c").innerJoin("menuItem as m", "m.id", "c.itemId").innerJoin("restaurant as r", "r.id", "c.restaurantId").select([
		"c.restaurantId",
		"r.name as restaurantName",
		"c.itemId",
		"m.name as itemName",
		"m.description as itemDescription",
		"m.priceCents",
		"m.image as itemImageUrl",
		"c.timeAdded",
		"c.userId",
		"c.quantity"
	]).where("c.userId", "=", userId).orderBy("c.timeAdded").orderBy("c.id");
}
function toCartLine({ priceCents, ...row }) {
	return {
		...row,
		itemPrice: priceCents / 100
	};
}
async function requireCatalogItem(db, ref) {
	if (!await db.selectFrom("menuItem").select("id").where("id", "=", ref.itemId).where("restaurantId", "=", ref.restaurantId).executeTakeFirst()) throw new ApiProblem(404, "item_not_found", "That item is not on this restaurant’s menu.");
}
async function deleteLine(db, userId, itemId) {
	await db.deleteFrom("cartLine").where("userId", "=", userId).where("itemId", "=", itemId).execute();
}
async function mutationResult(db, userId, itemId) {
	const row = await cartLines(db, userId).where("c.itemId", "=", itemId).executeTakeFirst();
	return {
		line: row ? toCartLine(row) : null,
		count: await countCart(db, userId)
	};
}
function quantityLimit() {
	return new ApiProblem(400, "quantity_limit", `You can order at most 50 of one item.`);
}
function lineLimit() {
	return new ApiProblem(409, "cart_line_limit", `Your cart already holds 100 different items, the most one order can take. Check out or remove an item first.`);
}
// src/lib/server/route-cache.ts
/**
* The customer's own screens, with `/order-details/{id}`: shells whose islands read the customer's data in the
* browser, `private, no-store` outward (the nginx recipe, deploy/nginx.ts, never keeps them either).
*/
var CUSTOMER_SCREENS = [
	"/cart",
	"/checkout",
	"/order-confirmation",
	"/orders",
	"/orders-details"
];
var ORDER_DETAILS_SECTION = "order-details";
[...CUSTOMER_SCREENS];
`${ORDER_DETAILS_SECTION}`, PLAIN_ID.source, `${ORDER_DETAILS_SECTION}`;
// src/lib/server/api/cart-calls.ts
/**
* A cart read answered from memory until the customer's next write (a cart changes only when its owner changes it),
* or, for what shows catalog names and prices, as long as the catalog's kept answers are fresh.
*/
async function cartRead(customer, what, showsCatalog, read) {
	const db = await getDb();
	const version = await customerVersion(db, customer);
	return customerReads.read(customer, what, version, async () => ({
		answer: privateJson(await read(db)),
		validUntil: showsCatalog ? Date.now() + 5e3 : Infinity
	}));
}
/**
* A cart write, already counted against the customer's limit (customer-writes.ts). cart.ts raises the customer's
* version in the write's transaction, which retires their kept answers on every instance.
*/
async function cartWrite(write) {
	return privateJson(await write(await getDb()));
}
/** `GET /shopping-cart-api/view-shopping-cart?user-id=`: the customer's cart lines. */
var viewCartCall = apiCall(async (request, url) => {
	const customer = await customerForQuery(request, url);
	return cartRead(customer.email, "cart", true, (db) => viewCart(db, customer.email));
});
/** `GET /shopping-cart-api/get-cart-item-count?user-id=`: how many lines the cart has. */
var cartCountCall = apiCall(async (request, url) => {
	const customer = await customerForQuery(request, url);
	return cartRead(customer.email, "count", false, (db) => countCart(db, customer.email));
});
/** `POST /shopping-cart-api/add-shopping-cart-item`. */
var addCartItemCall = apiCall(async (request) => {
	const { customer, body } = await customerWrite(request, "cart", CartItemPayloadSchema, (item) => item.userId);
	return cartWrite((db) => addCartItem(db, customer.email, body, body.quantity ?? 1));
});
/** `POST /shopping-cart-api/update-shopping-cart-item`. */
var updateCartItemCall = apiCall(async (request) => {
	const { customer, body, more: quantity } = await customerWrite(request, "cart", CartItemPayloadSchema, (item) => item.userId, (item) => parseOrThrow(CartQuantitySchema, item.quantity, "quantity"));
	return cartWrite((db) => updateCartItem(db, customer.email, body, quantity));
});
/** `POST /shopping-cart-api/remove-shopping-cart-item`. */
var removeCartItemCall = apiCall(async (request) => {
	const { customer, body } = await customerWrite(request, "cart", CartItemPayloadSchema, (item) => item.userId);
	return cartWrite((db) => removeCartItem(db, customer.email, body));
});
/** `POST /shopping-cart-api/clear-shopping-cart`. */
var clearCartCall = apiCall(async (request) => {
	const { customer } = await customerWrite(request, "cart", ClearCartPayloadSchema, (body) => body.userId);
	return cartWrite((db) => clearCart(db, customer.email));
});
export { updateCartItemCall as a, removeCartItemCall as i, cartCountCall as n, viewCartCall as o, clearCartCall as r, addCartItemCall as t };
