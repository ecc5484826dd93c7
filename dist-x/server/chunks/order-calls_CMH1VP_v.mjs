import { d as IdempotencyKeySchema, m as OrderDetailsRequestSchema, u as IdParamSchema, v as PlaceOrderSchema } from "./contract_DlSq23w9.mjs";
import { n as markCustomerChanged, r as customerReads, t as customerVersion } from "./customer-version_D7LlJ5MU.mjs";
import { a as isUniqueViolation, n as getDb } from "./db_BdanbxxL.mjs";
import { n as serverSettings, o as signal } from "./settings_CBnOorLl.mjs";
import { c as readJson, o as parseOrThrow, r as apiCall, s as privateJson, t as ApiProblem } from "./http_DKoztiHE.mjs";
import { r as customerForQuery, t as authenticate } from "./identity_DCxSY90d.mjs";
import { i as statusAt, n as nextStatusChangeAt, t as estimatedDeliveryAt } from "./order-status_BIpE_Iae.mjs";
import { r as markAddressUsed } from "./addresses_hni3t7eP.mjs";
import { t as customerWrite } from "./customer-writes_CUPdkWhr.mjs";
import { createHash } from "node:crypto";
/** Idempotency keys older than this are purged; clients are promised at least 24 hours. */
var IDEMPOTENCY_KEY_RETENTION_MS = 1728e5;
/**
* Places an order priced from the catalog, takes what it orders out of the customer's cart and marks the saved address
* it goes to (if it is one) as used now, in one transaction. With an `idempotencyKey`, a repeat with the same payload
* answers the first order instead of placing another; without one, every call places an order (the spec's client
* sends none). The write limit is the caller's (api/customer-writes.ts).
*/
async function placeOrder(db, userId, idempotencyKey, input, clock) {
	if (idempotencyKey === void 0) return db.transaction().execute(async (trx) => {
		await markCustomerChanged(trx, userId);
		return {
			order: await createOrderFromCart(trx, userId, input, clock),
			created: true
		};
	});
	const requestHash = hashRequest(input);
	try {
		return await db.transaction().execute(async (trx) => {
			await markCustomerChanged(trx, userId);
			const earlier = await earlierOrder(trx, userId, idempotencyKey, requestHash, clock);
			if (earlier) return {
				order: earlier,
				created: false
			};
			const order = await createOrderFromCart(trx, userId, input, clock);
			await rememberKey(trx, {
				userId,
				key: idempotencyKey,
				requestHash,
				orderId: order.orderId
			}, clock.now);
			return {
				order,
				created: true
			};
		});
	} catch (error) {
		if (!isUniqueViolation(error)) throw error;
		const earlier = await earlierOrder(db, userId, idempotencyKey, requestHash, clock);
		if (!earlier) throw error;
		return {
			order: earlier,
			created: false
		};
	}
}
/**
* Creates the order, takes what it orders out of the customer's cart and marks the saved address as used; the order as
* listed.
*/
async function createOrderFromCart(db, userId, input, clock) {
	const ordered = mergeLines(input.orderItems);
	const orderId = await createOrder(db, userId, input, ordered, clock.now);
	await takeOutOfCart(db, userId, ordered);
	await markAddressUsed(db, userId, input.shippingAddress, clock.now);
	return findOrder(db, userId, orderId, clock);
}
/**
* Takes each ordered item out of the cart, up to the quantity ordered: a line holding more keeps the difference, and
* lines the order does not hold stay (added from another device while this one checked out). The customer's version
* row, locked first in the transaction, holds their other writes back meanwhile, so the lines read are the lines
* changed.
*/
async function takeOutOfCart(db, userId, ordered) {
	const lines = await db.selectFrom("cartLine").select([
		"id",
		"itemId",
		"quantity"
	]).where("userId", "=", userId).where("itemId", "in", ordered.map((item) => item.itemId)).execute();
	const orderedQuantity = new Map(ordered.map((item) => [item.itemId, item.quantity]));
	const emptied = [];
	for (const line of lines) {
		const left = line.quantity - (orderedQuantity.get(line.itemId) ?? 0);
		if (left <= 0) emptied.push(line.id);
		else await db.updateTable("cartLine").set({ quantity: left }).where("id", "=", line.id).execute();
	}
	if (emptied.length > 0) await db.deleteFrom("cartLine").where("id", "in", emptied).execute();
}
/**
* The customer's most recent orders, newest first, with their lines: at most ORDER_LIST_LIMIT orders and
* ORDER_LIST_MAX_LINES lines (the newest order always). With `before` (one of the customer's order ids), the orders
* listed after that one; none for an id that is not theirs.
*/
async function listOrders(db, userId, clock, before) {
	let newest = db.selectFrom("customerOrder as o").innerJoin("orderLine as l", "l.orderId", "o.id").select((eb) => ["o.id", eb.fn.countAll().as("lines")]).where("o.userId", "=", userId).groupBy(["o.id", "o.placedAt"]).orderBy("o.placedAt", "desc").orderBy("o.id", "desc").limit(100);
	if (before !== void 0) {
		const anchor = await db.selectFrom("customerOrder").select("placedAt").where("id", "=", before).where("userId", "=", userId).executeTakeFirst();
		if (!anchor) return [];
		newest = newest.where((eb) => eb.or([eb("o.placedAt", "<", anchor.placedAt), eb.and([eb("o.placedAt", "=", anchor.placedAt), eb("o.id", "<", before)])]));
	}
	const listed = [];
	let lines = 0;
	for (const order of await newest.execute()) {
		lines += Number(order.lines);
		if (listed.length > 0 && lines > 1e3) break;
		listed.push(order.id);
	}
	if (listed.length === 0) return [];
	return toOrders(await orderRows(db, (orders) => orders.where("id", "in", listed)).execute(), clock);
}
/** One of the customer's orders; a 404 alike for unknown ids and other customers' orders, so neither leaks. */
async function findOrder(db, userId, orderId, clock) {
	const [order] = toOrders(await orderRows(db, (orders) => orders.where("id", "=", orderId).where("userId", "=", userId)).execute(), clock);
	if (!order) throw new ApiProblem(404, "order_not_found", "That order was not found.");
	return order;
}
function allOrders(db) {
	return db.selectFrom("customerOrder").selectAll();
}
/** Orders chosen by `narrow` joined with their lines: one query however many orders, newest first. */
function orderRows(db, narrow) {
	return db.selectFrom(narrow(allOrders(db)).as("o")).innerJoin("orderLine as l", "l.orderId", "o.id").select([
		"o.id as orderId",
		"o.placedAt",
		"o.totalCents",
		"o.street",
		"o.buildingNumber",
		"o.apartmentNumber",
		"o.city",
		"o.zipCode",
		"l.itemId",
		"l.itemName",
		"l.itemImageUrl",
		"l.priceCents",
		"l.quantity",
		"l.restaurantId"
	]).orderBy("o.placedAt", "desc").orderBy("o.id", "desc").orderBy("l.id");
}
function toOrders(rows, clock) {
	const orders = /* @__PURE__ */ new Map();
	for (const row of rows) {
		let order = orders.get(row.orderId);
		if (!order) {
			order = toOrder(row, clock);
			orders.set(row.orderId, order);
		}
		order.orderItems.push({
			itemId: row.itemId,
			itemName: row.itemName,
			itemImageUrl: row.itemImageUrl,
			itemPrice: row.priceCents / 100,
			quantity: row.quantity,
			restaurantId: row.restaurantId
		});
	}
	return [...orders.values()];
}
function toOrder(row, { now, stepSeconds }) {
	const placedAt = new Date(row.placedAt);
	return {
		orderId: row.orderId,
		status: statusAt(placedAt, now, stepSeconds),
		estimatedDeliveryTime: estimatedDeliveryAt(placedAt, stepSeconds).toISOString(),
		totalCost: row.totalCents / 100,
		shippingAddress: {
			street: row.street,
			buildingNumber: row.buildingNumber,
			apartmentNumber: row.apartmentNumber,
			city: row.city,
			zipCode: row.zipCode
		},
		orderItems: []
	};
}
/** Inserts the order and its lines, priced from the catalog, or refuses a total the customer did not see. */
async function createOrder(db, userId, input, ordered, placedAt) {
	const lines = await priceLines(db, ordered);
	const totalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
	if (Math.abs(input.totalCost * 100 - totalCents) > .5) throw new ApiProblem(409, "total_mismatch", `The total has changed to $${(totalCents / 100).toFixed(2)}. Please review your order.`);
	const { id } = await db.insertInto("customerOrder").values({
		userId,
		placedAt: placedAt.toISOString(),
		totalCents,
		...input.shippingAddress
	}).returning("id").executeTakeFirstOrThrow();
	await db.insertInto("orderLine").values(lines.map((line) => ({
		orderId: id,
		...line
	}))).execute();
	return id;
}
/** One line per item: a client that sends an item twice means the sum of both. */
function mergeLines(items) {
	const merged = /* @__PURE__ */ new Map();
	for (const item of items) {
		const key = `${item.restaurantId}:${item.itemId}`;
		const quantity = (merged.get(key)?.quantity ?? 0) + item.quantity;
		if (quantity > 50) throw new ApiProblem(400, "quantity_limit", `You can order at most 50 of one item.`);
		merged.set(key, {
			...item,
			quantity
		});
	}
	return [...merged.values()];
}
/** The lines with the catalog's current name, image and price; a 404 if any item is not on its restaurant's menu. */
async function priceLines(db, items) {
	const catalog = await db.selectFrom("menuItem as m").innerJoin("restaurant as r", "r.id", "m.restaurantId").select([
		"m.id",
		"m.restaurantId",
		"m.name",
		"m.image",
		"m.priceCents"
	]).where("m.id", "in", items.map((item) => item.itemId)).execute();
	const byId = new Map(catalog.map((item) => [item.id, item]));
	return items.map(({ restaurantId, itemId, quantity }) => {
		const item = byId.get(itemId);
		if (item?.restaurantId !== restaurantId) throw new ApiProblem(404, "item_not_found", "An item in your order is not on its restaurant’s menu.");
		return {
			restaurantId,
			itemId,
			itemName: item.name,
			itemImageUrl: item.image,
			priceCents: item.priceCents,
			quantity
		};
	});
}
/** The order an earlier request with this key placed; a 422 if that request carried another payload. */
async function earlierOrder(db, userId, key, requestHash, clock) {
	const earlier = await db.selectFrom("idempotencyKey").select(["requestHash", "orderId"]).where("userId", "=", userId).where("key", "=", key).executeTakeFirst();
	if (!earlier) return void 0;
	if (earlier.requestHash !== requestHash) throw new ApiProblem(422, "idempotency_key_reused", "This Idempotency-Key was already used for a different order. Use a new key for a new order.");
	return findOrder(db, userId, earlier.orderId, clock);
}
/** Stores the key, purging expired ones on the way so the table never grows without bound. */
async function rememberKey(db, entry, now) {
	const expired = (/* @__PURE__ */ new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS)).toISOString();
	await db.deleteFrom("idempotencyKey").where("createdAt", "<", expired).execute();
	await db.insertInto("idempotencyKey").values({
		...entry,
		createdAt: now.toISOString()
	}).execute();
}
/** SHA-256 of the payload's canonical JSON (keys sorted), so key order and whitespace do not make a new payload. */
function hashRequest(input) {
	const canonical = JSON.stringify(input, (_key, value) => value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) : value);
	return createHash("sha256").update(canonical).digest("hex");
}
// src/lib/server/api/order-calls.ts
/** Now, and how long each order status lasts: what an order's status is computed from. */
function orderClock() {
	return {
		now: /* @__PURE__ */ new Date(),
		stepSeconds: serverSettings().ORDER_STATUS_STEP_SECONDS
	};
}
/** Orders answered from memory until the customer places another or one of their statuses moves on. */
async function ordersRead(customer, what, read) {
	const db = await getDb();
	const version = await customerVersion(db, customer);
	return customerReads.read(customer, what, version, async () => {
		const clock = orderClock();
		const orders = await read(db, clock);
		const changes = orders.map((order) => nextStatusChangeAt(order.estimatedDeliveryTime, clock.now, clock.stepSeconds));
		return {
			answer: privateJson(orders),
			validUntil: Math.min(Infinity, ...changes)
		};
	});
}
/**
* `POST /order-mgmt-api/place-order`: 201 for a new order. An `Idempotency-Key` header is optional (the spec's client
* sends none); with one, a repeat answers the first order with 200. Like every write it asks Firebase whether the
* session is still good (customer-writes.ts).
*/
var placeOrderCall = apiCall(async (request) => {
	const { customer, body, more: key } = await customerWrite(request, "order", PlaceOrderSchema, (order) => order.user.userId, () => {
		const header = request.headers.get("idempotency-key");
		return header === null ? void 0 : parseOrThrow(IdempotencyKeySchema, header, "Idempotency-Key");
	});
	const { order, created } = await placeOrder(await getDb(), customer.email, key, body, orderClock());
	if (created) signal({ kind: "order-placed" });
	return privateJson(order, created ? 201 : 200);
});
/**
* `GET /order-mgmt-api/list-orders?user-id=`: the customer's newest orders (orders.ts bounds how many). Our own
* `&before=<order id>`, beside the spec's query, lists the orders placed before that one.
*/
var listOrdersCall = apiCall(async (request, url) => {
	const customer = await customerForQuery(request, url);
	const beforeParam = url.searchParams.get("before");
	const before = beforeParam === null ? void 0 : parseOrThrow(IdParamSchema, beforeParam, "before");
	return ordersRead(customer.email, before === void 0 ? "orders" : `orders:before:${before}`, (db, clock) => listOrders(db, customer.email, clock, before));
});
/** `POST /order-mgmt-api/get-order-details`. */
var orderDetailsCall = apiCall(async (request) => {
	const customer = await authenticate(request);
	const { orderId } = await readJson(request, OrderDetailsRequestSchema);
	return ordersRead(customer.email, `order:${orderId}`, async (db, clock) => [await findOrder(db, customer.email, orderId, clock)]);
});
export { orderDetailsCall as n, placeOrderCall as r, listOrdersCall as t };
