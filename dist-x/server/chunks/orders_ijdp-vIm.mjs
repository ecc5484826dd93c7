import { M as formatDeliveryTime, d as sameCustomerCheck, f as isOffline, g as api, h as HttpError, m as idToken, p as forgetCustomer } from "./cart_DoWl_KEk.mjs";
import { g as OrderSchema } from "./contract_DlSq23w9.mjs";
import { i as customerDataAtom, t as $customer } from "./customer-state_CLvOYt-8.mjs";
import * as v from "valibot";
import { atom, computed } from "nanostores";
// src/lib/stores/customer-list.ts
/**
* A list of the signed-in customer's (their newest orders, their saved addresses) kept on the device with whose it
* is: `$items` is the signed-in customer's list, and empty while the device holds another customer's.
*/
function customerList(key, itemSchema) {
	const $kept = customerDataAtom(key, v.object({
		owner: v.string(),
		at: v.optional(v.string()),
		items: v.array(itemSchema)
	}), {
		owner: "",
		items: []
	}, (kept) => kept.items.length === 0);
	return {
		$items: computed([$kept, $customer], (kept, customer) => kept.owner === customer.email ? kept.items : []),
		/** When the signed-in customer's list was last read from the server (an ISO instant), or undefined. */
		$readAt: computed([$kept, $customer], (kept, customer) => kept.owner === customer.email ? kept.at : void 0),
		/** Keeps `items` as the signed-in customer's list, read from the server at `at` (now, unless said). */
		keep(items, at = (/* @__PURE__ */ new Date()).toISOString()) {
			$kept.set({
				owner: $customer.get().email,
				at,
				items
			});
		}
	};
}
var history = customerList("orders:v1", OrderSchema);
/** The signed-in customer's orders this device knows, newest first; none when they are someone else's. */
var $knownOrders = history.$items;
/** When the orders the device keeps were last read from the server (an ISO instant), or undefined. */
var $ordersReadAt = history.$readAt;
/** Keeps the newest of the signed-in customer's orders on the device, as read from the server at `at` (now). */
function keepOrders(orders, at) {
	history.keep(orders.slice(0, 20), at);
}
/** The read of the order list. */
var $ordersRead = atom({ state: "idle" });
/** The order on the details screen as the server last answered it (it may be older than the newest kept ones). */
var $openedOrder = atom(null);
/** The read of the order on the details screen. */
var $orderRead = atom({ state: "idle" });
/** Restaurant names by id, for order lines, which carry only the restaurant's id; null until they were asked for. */
var $restaurantNames = atom(null);
/** The order with this number as the device knows it (the server's last answer, or the kept list), or null. */
function knownOrder(orderId) {
	return pick(orderId, $openedOrder.get(), $knownOrders.get());
}
/** The order with this number as the device knows it, as a store that follows every answer about it. */
function orderStore(orderId) {
	return computed([$openedOrder, $knownOrders], (opened, known) => pick(orderId, opened, known));
}
function pick(orderId, opened, known) {
	if (opened?.orderId === orderId) return opened;
	return known.find((order) => order.orderId === orderId) ?? null;
}
// src/lib/stores/orders.ts
/** Reads the customer's orders and keeps the newest on the device. */
async function loadOrders() {
	$ordersRead.set({ state: "loading" });
	const sameCustomer = sameCustomerCheck();
	try {
		const token = await requireToken();
		const orders = await api.listOrders(token, $customer.get().email);
		if (!sameCustomer()) return;
		keepOrders(orders);
		$ordersRead.set({ state: "loaded" });
	} catch (error) {
		$ordersRead.set(failure(error, "We could not load your orders."));
	}
}
/**
* Reads one order. `quietly` is for the refresh that keeps its status current: a failed refresh leaves the order on
* screen rather than replacing it with an error.
*/
async function loadOrderDetails(orderId, quietly = false) {
	if (!quietly) $orderRead.set({ state: "loading" });
	const sameCustomer = sameCustomerCheck();
	try {
		const token = await requireToken();
		const [order] = await api.orderDetails(token, orderId);
		if (!sameCustomer()) return;
		if (!order) throw new HttpError(404, "order_not_found", "That order was not found.");
		$openedOrder.set(order);
		remember(order);
		$orderRead.set({ state: "loaded" });
		loadRestaurantNames();
	} catch (error) {
		if (!quietly || $orderRead.get().state !== "loaded") $orderRead.set(failure(error, "We could not load this order."));
	}
}
/** Keeps an order the customer has just placed or opened among those the device knows. */
function remember(order) {
	const orders = [...$knownOrders.get().filter((known) => known.orderId !== order.orderId), order].sort((a, b) => b.orderId - a.orderId).slice(0, 20);
	if (orders.includes(order)) keepOrders(orders, $ordersReadAt.get());
}
var namesAsked = false;
/** Fills $restaurantNames once per page; lines of unknown restaurants then read "Unknown Restaurant". */
async function loadRestaurantNames() {
	if (namesAsked) return;
	namesAsked = true;
	try {
		const restaurants = await api.restaurants();
		$restaurantNames.set(Object.fromEntries(restaurants.map((restaurant) => [restaurant.id, restaurant.name])));
	} catch {
		$restaurantNames.set({});
	}
}
async function requireToken() {
	const token = await idToken();
	if (!token) throw new HttpError(401, "unauthenticated", "Please sign in to see your orders.");
	return token;
}
/** What the orders screens say offline: the copy on screen is the device's, as of when it was read. */
function offlineMessage(readAt) {
	return readAt ? `You are offline. Last updated ${formatDeliveryTime(readAt)}.` : "You are offline, and this device has no copy of your orders yet.";
}
function failure(error, fallback) {
	if (error instanceof HttpError && error.status === 401) forgetCustomer();
	return {
		state: "failed",
		message: isOffline() ? offlineMessage($ordersReadAt.get()) : error instanceof HttpError ? error.message : fallback,
		notFound: error instanceof HttpError && error.status === 404
	};
}
export { $orderRead as a, knownOrder as c, $knownOrders as i, orderStore as l, loadOrders as n, $ordersRead as o, remember as r, $restaurantNames as s, loadOrderDetails as t, customerList as u };
