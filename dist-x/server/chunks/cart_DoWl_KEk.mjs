import { S as SavedAddressSchema, a as CartMutationResultSchema, f as MenuSchema, g as OrderSchema, h as OrderListSchema, n as ApiErrorSchema, r as CartCountSchema, s as CartSchema, t as AddressDeletedSchema, x as SavedAddressListSchema, y as RestaurantListSchema } from "./contract_DlSq23w9.mjs";
import { a as forgetCustomerData, i as customerDataAtom, l as GUEST_CART_KEY, n as $signedIn, o as CART_EDITS_KEY, r as SIGNED_OUT, s as CART_KEY, t as $customer } from "./customer-state_CLvOYt-8.mjs";
import * as v from "valibot";
import { atom, computed } from "nanostores";
// src/lib/format.ts
/** A price in dollars as the customer reads it: `$12.50`. */
function formatPrice(dollars) {
	return `$${dollars.toFixed(2)}`;
}
var MONTHS = [
	"Jan",
	"Feb",
	"Mar",
	"Apr",
	"May",
	"Jun",
	"Jul",
	"Aug",
	"Sep",
	"Oct",
	"Nov",
	"Dec"
];
/** Hour and minute, 24-hour, two digits each: `09:05`. */
function clock(time) {
	return `${String(time.getHours()).padStart(2, "0")}:${String(time.getMinutes()).padStart(2, "0")}`;
}
/** A delivery time as day of month, month, hour and minute in the reader's time zone: `21 Nov 14:35`. */
function formatDeliveryTime(iso) {
	const time = new Date(iso);
	return `${time.getDate()} ${MONTHS[time.getMonth()]} ${clock(time)}`;
}
/** A time of day in the reader's time zone, 24-hour: `14:35`. */
function formatClock(iso) {
	return clock(new Date(iso));
}
/** How the customer reads a status: `ReadyForDelivery` becomes `Ready for delivery`. */
function formatStatus(status) {
	const words = status.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
	return words.charAt(0).toUpperCase() + words.slice(1);
}
// src/lib/stores/cart-notice.ts
var CartNoticeSchema = v.object({
	/** The order ordered again; absent when the lines came from the device's cart at sign-in. */
	orderId: v.optional(v.number()),
	/** The lines are changes made on this device that have now reached the server (./cart-sync.ts). */
	fromDevice: v.optional(v.boolean()),
	/** Items that are no longer on the menu, so were not added. */
	missing: v.array(v.string()),
	/** Items whose price is not the one the customer saw before: dollars then and now. */
	repriced: v.array(v.object({
		name: v.string(),
		was: v.number(),
		now: v.number()
	})),
	/** Items of which fewer were added than asked, since a line holds at most CART_MAX_QUANTITY. */
	capped: v.array(v.object({
		name: v.string(),
		added: v.number()
	})),
	/** Items that could not be added because a call failed. */
	failed: v.array(v.string()),
	/** Lines changed on another device too, set to the quantity chosen on this one. */
	elsewhere: v.optional(v.array(v.object({
		name: v.string(),
		quantity: v.number()
	})))
});
var $cartNotice = customerDataAtom("cart-notice:v1", v.nullable(CartNoticeSchema), null, (notice) => !notice);
/** The customer has read it. */
function dismissCartNotice() {
	$cartNotice.set(null);
}
// src/lib/stores/cart-state.ts
/** A cart line as the client keeps it (spec section 3: the server's line, renamed). */
var CartItemSchema = v.object({
	restaurantId: v.number(),
	restaurantName: v.string(),
	id: v.number(),
	name: v.string(),
	description: v.string(),
	price: v.number(),
	image: v.string(),
	timeAdded: v.string(),
	userId: v.string(),
	quantity: v.pipe(v.number(), v.integer(), v.minValue(1))
});
var CartItemsSchema = v.array(CartItemSchema);
var isEmpty$1 = (items) => items.length === 0;
/** The signed-in customer's cart as last seen from the server; shared between tabs and kept across reloads. */
var $cart = customerDataAtom(CART_KEY, CartItemsSchema, [], isEmpty$1);
/**
* The cart a visitor fills before signing in, kept on this device only (the server keeps carts of signed-in customers
* only). Signing in moves its lines into the customer's cart on the server (./cart.ts, mergeGuestCart); what could not
* be moved yet stays here.
*/
var $guestCart = customerDataAtom(GUEST_CART_KEY, CartItemsSchema, [], isEmpty$1);
/** The cart the screens show: the customer's once signed in, the device's before. */
var $cartItems = computed([
	$signedIn,
	$cart,
	$guestCart
], (signedIn, cart, guest) => signedIn ? cart : guest);
computed($cartItems, (items) => items.length);
/** The total in dollars, summed in cents so that it never drifts. */
var $cartTotal = computed($cartItems, (items) => totalOf(items));
function totalOf(items) {
	return items.reduce((cents, item) => cents + Math.round(item.price * 100) * item.quantity, 0) / 100;
}
function toCartItem(line) {
	return {
		restaurantId: line.restaurantId,
		restaurantName: line.restaurantName,
		id: line.itemId,
		name: line.itemName,
		description: line.itemDescription,
		price: line.itemPrice,
		image: line.itemImageUrl,
		timeAdded: line.timeAdded,
		userId: line.userId,
		quantity: line.quantity
	};
}
/** The server's shape of a line the client keeps (cart payloads and order items carry it). */
function toCartLine(item) {
	return {
		restaurantId: item.restaurantId,
		restaurantName: item.restaurantName,
		itemId: item.id,
		itemName: item.name,
		itemDescription: item.description,
		itemPrice: item.price,
		itemImageUrl: item.image,
		timeAdded: item.timeAdded,
		userId: item.userId,
		quantity: item.quantity
	};
}
// src/lib/stores/cart-edits.ts
/**
* One line's changes, folded into one: `set` wants `target` whatever the server holds (a typed quantity, Remove as 0);
* `add` wants what the server holds plus `target - base` (Add to Cart, Order Again), so that an add made here and one
* made on another device both count. `sent` is the quantity last sent for the line: a resumed sync that finds it on
* the server knows that its call arrived, and sends nothing twice.
*/
var CartEditSchema = v.object({
	/** The line as the device shows it (the price the customer saw, for telling them when it changed). */
	item: CartItemSchema,
	mode: v.picklist(["add", "set"]),
	base: v.pipe(v.number(), v.integer(), v.minValue(0)),
	target: v.pipe(v.number(), v.integer(), v.minValue(0)),
	sent: v.optional(v.object({
		quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
		/** The entry's revision and target when it was sent: what the call settled, if it arrived. */
		revision: v.number(),
		target: v.number()
	})),
	/** The order ordered again that brought the line, for the cart's notice. */
	orderId: v.optional(v.number()),
	/** Counts changes to the entry, so that a sync finishing can tell whether the customer changed the line meanwhile. */
	revision: v.number()
});
var CartEditsSchema = v.object({
	/** Whose changes these are: only they are sent, with their token. */
	owner: v.string(),
	/** Clear Cart was pressed: the server's cart is emptied before the lines below are sent. */
	cleared: v.boolean(),
	lines: v.array(CartEditSchema)
});
var isEmpty = (edits) => !edits || !edits.cleared && edits.lines.length === 0;
var $cartEdits = customerDataAtom(CART_EDITS_KEY, v.nullable(CartEditsSchema), null, isEmpty);
/** True while changes are being sent (./cart-sync.ts): they are on their way, not waiting. */
var $cartSending = atom(false);
/**
* True while the signed-in customer has changes on this device that the server has not taken yet and that are not on
* their way (offline, or the last try failed).
*/
var $cartWaiting = computed([
	$cartEdits,
	$customer,
	$cartSending
], (edits, customer, sending) => !sending && !isEmpty(edits) && edits?.owner === customer.email);
// src/lib/stores/cart-status.ts
/** Lines (by item id) and menu items with a call under way: their buttons show it and ignore further presses. */
var $pendingItems = atom(/* @__PURE__ */ new Set());
/** The last cart failure the customer should read, or ''. */
var $cartMessage = atom("");
/** True once the cart was read from the server since the page loaded. */
var $cartLoaded = atom(false);
/** True while lines are being moved into the customer's cart (the device's cart at sign-in, or an order again). */
var $cartFilling = atom(false);
/** True once the cart on this page was ordered: the checkout says so while it goes on to the confirmation. */
var $orderPlaced = atom(false);
// src/lib/api.ts
/** A failed API call: `status` is 0 when the network failed, `code` the API's error code when it sent one. */
var HttpError = class extends Error {
	status;
	code;
	constructor(status, code, message) {
		super(message);
		this.status = status;
		this.code = code;
	}
};
async function call(path, schema, options = {}) {
	const headers = {
		Accept: "application/json",
		...options.headers
	};
	if (options.token) headers["Authorization"] = `Bearer ${options.token}`;
	if (options.body !== void 0) headers["Content-Type"] = "application/json";
	let response;
	try {
		response = await fetch(path, {
			method: options.method ?? "GET",
			headers,
			body: options.body === void 0 ? null : JSON.stringify(options.body)
		});
	} catch {
		throw new HttpError(0, "network", "We could not reach the store. Check your connection and try again.");
	}
	if (!response.ok) {
		console.error(`HTTP error! status: ${response.status}`);
		const error = v.safeParse(ApiErrorSchema, await response.json().catch(() => null));
		throw new HttpError(response.status, error.success ? error.output.error.code : "http_error", error.success ? error.output.error.message : "Something went wrong. Please try again.");
	}
	return v.parse(schema, await response.json());
}
var userQuery = (userId) => `user-id=${encodeURIComponent(userId)}`;
/** The product API (spec section 7) and our own address book, typed by the contract. */
var api = {
	restaurants: () => call("/restaurants-api/restaurants", RestaurantListSchema),
	restaurantMenu: (id) => call(`/restaurant-details-api/restaurant-menu?id=${id}`, MenuSchema),
	viewCart: (token, userId) => call(`/shopping-cart-api/view-shopping-cart?${userQuery(userId)}`, CartSchema, { token }),
	cartCount: (token, userId) => call(`/shopping-cart-api/get-cart-item-count?${userQuery(userId)}`, CartCountSchema, { token }),
	addCartItem: (token, item) => call("/shopping-cart-api/add-shopping-cart-item", CartMutationResultSchema, {
		method: "POST",
		token,
		body: item
	}),
	updateCartItem: (token, item) => call("/shopping-cart-api/update-shopping-cart-item", CartMutationResultSchema, {
		method: "POST",
		token,
		body: item
	}),
	removeCartItem: (token, item) => call("/shopping-cart-api/remove-shopping-cart-item", CartMutationResultSchema, {
		method: "POST",
		token,
		body: item
	}),
	clearCart: (token, userId) => call("/shopping-cart-api/clear-shopping-cart", CartMutationResultSchema, {
		method: "POST",
		token,
		body: { userId }
	}),
	placeOrder: (token, order, idempotencyKey) => call("/order-mgmt-api/place-order", OrderSchema, {
		method: "POST",
		token,
		body: order,
		headers: { "Idempotency-Key": idempotencyKey }
	}),
	listOrders: (token, userId) => call(`/order-mgmt-api/list-orders?${userQuery(userId)}`, OrderListSchema, { token }),
	orderDetails: (token, orderId) => call("/order-mgmt-api/get-order-details", OrderListSchema, {
		method: "POST",
		token,
		body: { orderId }
	}),
	listAddresses: (token, userId) => call(`/address-book-api/list-addresses?${userQuery(userId)}`, SavedAddressListSchema, { token }),
	saveAddress: (token, userId, address) => call("/address-book-api/save-address", SavedAddressSchema, {
		method: "POST",
		token,
		body: {
			userId,
			address
		}
	}),
	deleteAddress: (token, userId, addressId) => call("/address-book-api/delete-address", AddressDeletedSchema, {
		method: "POST",
		token,
		body: {
			userId,
			addressId
		}
	})
};
// src/lib/auth/index.ts
var loading;
/** Loads the Firebase SDK once; a failed load (offline) is retried on the next call. */
function loadFirebase() {
	loading ??= import("./firebase_29dRJy0D.mjs").catch((error) => {
		loading = void 0;
		throw error;
	});
	return loading;
}
// src/lib/stores/kept-token.ts
/** How long before its expiry a kept token is no longer sent: time for the call it goes with to reach the server. */
var KEPT_TOKEN_MARGIN_MS = 3e5;
/**
* A Firebase ID token lasts an hour. A kept one that claims more time left than that was kept before the device's
* clock went back, and its expiry by this clock says nothing.
*/
var ID_TOKEN_LIFETIME_MS = 36e5;
var KeptTokenSchema = v.object({
	email: v.string(),
	token: v.pipe(v.string(), v.nonEmpty()),
	/** When Firebase considers it expired, by this device's clock (ms since the epoch). */
	expiresAt: v.number()
});
var $keptToken = customerDataAtom("kept-token:v1", v.nullable(KeptTokenSchema), null, (kept) => kept === null);
/** The kept token of the customer `email`, or null when there is none worth sending. */
function usableKeptToken(email, now = Date.now()) {
	const kept = $keptToken.get();
	if (!kept || kept.email !== email) return null;
	const left = kept.expiresAt - now;
	return left > KEPT_TOKEN_MARGIN_MS && left <= ID_TOKEN_LIFETIME_MS ? kept.token : null;
}
atom(false);
/** The last sign-in or sign-out failure the customer should read, or ''. */
var $authMessage = atom("");
/** Drops the customer and everything of theirs on this device, e.g. when they sign out or their sign-in expired. */
function forgetCustomer() {
	$customer.set(SIGNED_OUT);
	forgetCustomerData();
}
/**
* A fresh ID token for the signed-in customer: the one the device kept while it has time left (./kept-token.ts),
* otherwise Firebase's, loading Firebase for it. If Firebase no longer knows the customer (signed out in another tab,
* or expired), the customer is signed out here too and null is returned.
*/
async function idToken() {
	if (!$signedIn.get()) return null;
	const kept = usableKeptToken($customer.get().email);
	if (kept) return kept;
	const current = await (await loadFirebase()).currentIdToken();
	if (!current) {
		forgetCustomer();
		return null;
	}
	if (current.email === $customer.get().email) $keptToken.set(current);
	return current.token;
}
// src/lib/stores/connection.ts
/**
* Whether the device says it has no connection. Only a browser that says so counts: where there is no such answer
* (a test in Node), calls are tried and fail as they would.
*/
function isOffline() {
	return globalThis.navigator?.onLine === false;
}
// src/lib/stores/same-customer.ts
/**
* A check that whoever is signed in now is still the customer who was when the check was made. A server answer goes
* into the stores only while it holds: one arriving after a sign-out, or after another customer signed in (in this
* tab or another), belongs to nobody on this device any more, and keeping it would leave their data behind.
*/
function sameCustomerCheck() {
	const email = $customer.get().email;
	return () => $customer.get().email === email;
}
// src/lib/stores/cart-sync.ts
/** The quantity a line shows on the device while its change waits: the final one the customer asked for. */
function shownQuantity(edit, serverQuantity) {
	const wanted = edit.mode === "set" ? edit.target : serverQuantity + edit.target - edit.base;
	return Math.min(Math.max(wanted, 0), 50);
}
function editsOfCustomer() {
	const edits = $cartEdits.get();
	const owner = $customer.get().email;
	return edits?.owner === owner ? edits : {
		owner,
		cleared: false,
		lines: []
	};
}
/**
* Records a change to `item`'s line on the device and shows it at once: folded into the line's waiting change (an add
* after a set stays a set, with more), or a new one based on the quantity the device shows now.
*/
function queueLineChange(item, change, orderId) {
	const edits = editsOfCustomer();
	const shown = $cart.get().find((line) => line.id === item.id)?.quantity ?? 0;
	const waiting = edits.lines.find((edit) => edit.item.id === item.id);
	const edit = waiting ? {
		...waiting,
		revision: waiting.revision + 1
	} : {
		item,
		mode: change.mode,
		base: shown,
		target: shown,
		revision: 0
	};
	if (change.mode === "add") edit.target += change.count;
	else Object.assign(edit, {
		mode: "set",
		target: change.quantity
	});
	if (orderId !== void 0) edit.orderId = orderId;
	$cartEdits.set({
		...edits,
		lines: [...edits.lines.filter((line) => line !== waiting), edit]
	});
	showLine(item, Math.min(change.mode === "set" ? change.quantity : shown + change.count, 50));
}
/** Records Clear Cart on the device: every waiting line change goes, and the server's cart is emptied first. */
function queueClear() {
	$cartEdits.set({
		owner: $customer.get().email,
		cleared: true,
		lines: []
	});
	$cart.set([]);
}
function showLine(item, quantity) {
	const lines = $cart.get();
	const index = lines.findIndex((line) => line.id === item.id);
	if (quantity <= 0) $cart.set(lines.filter((line) => line.id !== item.id));
	else if (index >= 0) $cart.set(lines.map((line, i) => i === index ? {
		...line,
		quantity
	} : line));
	else $cart.set([...lines, {
		...item,
		quantity
	}]);
}
/** What the cart screen tells the customer once the changes reached the server (./cart-notice.ts). */
function emptyNotice() {
	return {
		fromDevice: true,
		missing: [],
		repriced: [],
		capped: [],
		failed: [],
		elsewhere: []
	};
}
var syncing;
/**
* Sends the signed-in customer's waiting changes, if the device is online. Resolves true once nothing is waiting;
* false when the changes are still waiting (offline, or a call failed: the next `online` event, visit or change sends
* them). One sync at a time: a second call joins the first, then runs again if the customer changed something
* meanwhile.
*/
function syncCartEdits() {
	if (!syncing) {
		$cartSending.set(true);
		syncing = sendEdits().finally(() => {
			syncing = void 0;
			$cartSending.set(false);
		});
	}
	return syncing;
}
/** Whether the signed-in customer has changes waiting on this device. */
function hasWaitingEdits() {
	const edits = $cartEdits.get();
	return !!edits && edits.owner === $customer.get().email && (edits.cleared || edits.lines.length > 0);
}
/** Rounds of sending: a change made while one round was sent goes in the next. */
var ROUNDS = 3;
async function sendEdits() {
	if (!$signedIn.get()) return true;
	const sameCustomer = sameCustomerCheck();
	const notice = emptyNotice();
	try {
		for (let round = 0; round < ROUNDS && hasWaitingEdits(); round += 1) {
			if (isOffline()) return false;
			const token = await idToken();
			if (!token || !sameCustomer()) return false;
			await sendRound(token, sameCustomer, notice);
			if (!sameCustomer()) return false;
		}
		return !hasWaitingEdits();
	} catch (error) {
		const offline = error instanceof HttpError && error.status === 0;
		if (sameCustomer() && !offline) report(error, "We could not update your cart.");
		return false;
	} finally {
		if ((notice.orderId !== void 0 || notice.missing.length + notice.repriced.length + notice.capped.length + notice.failed.length > 0 || (notice.elsewhere?.length ?? 0) > 0) && sameCustomer()) $cartNotice.set(notice);
	}
}
/** Clears the server's cart if asked, sets each waiting line, then shows the cart as the server has it. */
async function sendRound(token, sameCustomer, notice) {
	const userId = $customer.get().email;
	if (editsOfCustomer().cleared) {
		await api.clearCart(token, userId);
		if (!sameCustomer()) return;
		$cartEdits.set({
			...editsOfCustomer(),
			cleared: false
		});
	}
	const held = new Map((await api.viewCart(token, userId)).map((line) => [line.itemId, line]));
	if (!sameCustomer()) return;
	for (const edit of editsOfCustomer().lines) {
		const answer = await sendLine(token, userId, edit, held.get(edit.item.id), notice);
		if (!sameCustomer()) return;
		if (answer) held.set(edit.item.id, answer);
		else held.delete(edit.item.id);
	}
	const lines = await api.viewCart(token, userId);
	if (!sameCustomer()) return;
	const server = new Map(lines.map((line) => [line.itemId, line.quantity]));
	$cart.set(lines.map(toCartItem));
	for (const edit of editsOfCustomer().lines) showLine(edit.item, shownQuantity(edit, server.get(edit.item.id) ?? 0));
	$cartLoaded.set(true);
	$cartMessage.set("");
}
/**
* Sets one line to its final quantity on the server: the customer's for a `set`, what the server holds plus what the
* customer added for an `add` (at most a line's maximum); prices and availability are the server's. Answers the line
* as the server holds it afterwards (undefined when it has none), having settled the change on the device.
*/
async function sendLine(token, userId, edit, line, notice) {
	const held = line?.quantity ?? 0;
	const name = edit.item.name;
	if (edit.orderId !== void 0) notice.orderId = edit.orderId;
	if (edit.sent && held === edit.sent.quantity) {
		if (line && line.itemPrice !== edit.item.price) notice.repriced.push({
			name,
			was: edit.item.price,
			now: line.itemPrice
		});
		settle({
			...edit,
			revision: edit.sent.revision,
			target: edit.sent.target
		}, held);
		return line;
	}
	const wanted = edit.mode === "set" ? edit.target : held + edit.target - edit.base;
	const final = Math.min(Math.max(wanted, 0), 50);
	if (edit.mode === "add" && wanted > 50) notice.capped.push({
		name,
		added: Math.max(50 - held, 0)
	});
	else if (edit.mode === "set" && held !== edit.base && held !== final) notice.elsewhere?.push({
		name,
		quantity: final
	});
	record(edit, { sent: {
		quantity: final,
		revision: edit.revision,
		target: edit.target
	} });
	if (final === held) {
		settle(edit, final);
		return line;
	}
	$pendingItems.set(/* @__PURE__ */ new Set([...$pendingItems.get(), edit.item.id]));
	try {
		const payload = {
			...toCartLine(edit.item),
			userId,
			quantity: final
		};
		let result;
		if (final === 0) result = await api.removeCartItem(token, payload);
		else if (held > 0) result = await api.updateCartItem(token, payload);
		else {
			result = await api.addCartItem(token, {
				userId,
				restaurantId: edit.item.restaurantId,
				itemId: edit.item.id,
				quantity: final
			});
			if (result.line && result.line.quantity !== final) result = await api.updateCartItem(token, payload);
		}
		if (result.line && result.line.itemPrice !== edit.item.price) notice.repriced.push({
			name,
			was: edit.item.price,
			now: result.line.itemPrice
		});
		settle(edit, final);
		return result.line ?? void 0;
	} catch (error) {
		if (!(error instanceof HttpError) || error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500) throw error;
		if (error.code === "item_not_found") notice.missing.push(name);
		else notice.failed.push(name);
		settle(edit, held);
		return line;
	} finally {
		const pending = new Set($pendingItems.get());
		pending.delete(edit.item.id);
		$pendingItems.set(pending);
	}
}
/** Updates the waiting change of `edit`'s line (kept with whatever the customer did to it meanwhile). */
function record(edit, fields) {
	const edits = editsOfCustomer();
	$cartEdits.set({
		...edits,
		lines: edits.lines.map((line) => line.item.id === edit.item.id ? {
			...line,
			...fields
		} : line)
	});
}
/**
* The server now holds `quantity` of `edit`'s line. The change is done unless the customer changed the line again
* while it was sent: that later change stays, based on what the server holds now.
*/
function settle(edit, quantity) {
	const edits = editsOfCustomer();
	const current = edits.lines.find((line) => line.item.id === edit.item.id);
	if (!current) return;
	let lines;
	if (current.revision === edit.revision) lines = edits.lines.filter((line) => line !== current);
	else {
		const { sent: _sent, ...rest } = current;
		const target = current.mode === "set" ? current.target : quantity + current.target - edit.target;
		lines = edits.lines.map((line) => line === current ? {
			...rest,
			base: quantity,
			target
		} : line);
	}
	$cartEdits.set({
		...edits,
		lines
	});
}
/** What the customer reads when the cart could not be read or changed; a sign-in that expired signs them out here. */
function report(error, fallback) {
	if (error instanceof HttpError && error.status === 401) {
		forgetCustomer();
		$cartMessage.set("Your sign-in has expired. Please sign in again.");
		return;
	}
	$cartMessage.set(error instanceof HttpError ? error.message : fallback);
}
// src/lib/stores/cart.ts
var LINE_LIMIT_MESSAGE = `You can order at most 50 of one item.`;
/**
* Counts the changes this tab has started. A read of the cart that overlaps a change may have been answered before
* the change reached the server; it must not put the old quantity back, so it is dropped (the change's own answer
* carries the new line, and a disagreeing line count reads the cart again).
*/
var changesStarted = 0;
/**
* Reads the cart from the server (the cart screen, checkout and sign-in call this). Changes waiting on the device are
* sent first, which reads the cart afterwards; offline, the cart the device kept stays on screen.
*/
async function loadCart() {
	if (hasWaitingEdits() || isOffline()) {
		await syncCartEdits();
		$cartLoaded.set(true);
		return;
	}
	const changesBefore = changesStarted;
	const overlapsChange = () => changesStarted !== changesBefore || $pendingItems.get().size > 0 || hasWaitingEdits();
	const sameCustomer = sameCustomerCheck();
	const token = await idToken();
	if (!token) return;
	try {
		const lines = await api.viewCart(token, $customer.get().email);
		if (overlapsChange() || !sameCustomer()) return;
		$cart.set(lines.map(toCartItem));
		$cartMessage.set("");
	} catch (error) {
		report(error, "We could not load your cart.");
	} finally {
		$cartLoaded.set(true);
	}
}
/** A new cart line of one of `item`, as the device shows it until the server has it. */
function newLine(restaurant, item, userId) {
	return {
		restaurantId: restaurant.id,
		restaurantName: restaurant.name,
		id: item.id,
		name: item.name,
		description: item.description,
		price: item.price,
		image: item.image,
		timeAdded: (/* @__PURE__ */ new Date()).toISOString(),
		userId,
		quantity: 1
	};
}
/**
* Adds one of a menu item: to the customer's cart once signed in, to this device's cart before. Signed in, the change
* shows at once and is kept on the device until the server has it (./cart-sync.ts), offline included.
*/
async function addToCart(restaurant, item) {
	const signedIn = $signedIn.get();
	const lines = signedIn ? $cart.get() : $guestCart.get();
	const line = lines.find((candidate) => candidate.id === item.id);
	if (line && line.quantity >= 50) return fail(LINE_LIMIT_MESSAGE);
	$cartMessage.set("");
	if (signedIn) return change(line ?? newLine(restaurant, item, $customer.get().email), {
		mode: "add",
		count: 1
	});
	$guestCart.set(line ? lines.map((candidate) => candidate === line ? {
		...line,
		quantity: line.quantity + 1
	} : candidate) : [...lines, newLine(restaurant, item, "")]);
	return true;
}
/** Sets a line's quantity; 0 or less removes it (spec), more than a line holds is cut to the most it holds. */
async function updateQuantity(itemId, wanted) {
	const quantity = Math.min(wanted, 50);
	if (!$signedIn.get()) {
		$guestCart.set(quantity <= 0 ? $guestCart.get().filter((item) => item.id !== itemId) : $guestCart.get().map((item) => item.id === itemId ? {
			...item,
			quantity
		} : item));
		return true;
	}
	const item = $cart.get().find((candidate) => candidate.id === itemId);
	if (!item) return false;
	return change(item, {
		mode: "set",
		quantity: Math.max(quantity, 0)
	});
}
async function removeFromCart(itemId) {
	if (!$signedIn.get()) {
		$guestCart.set($guestCart.get().filter((item) => item.id !== itemId));
		return true;
	}
	const item = $cart.get().find((candidate) => candidate.id === itemId);
	if (!item) return false;
	return change(item, {
		mode: "set",
		quantity: 0
	});
}
/** Empties the cart. */
async function clearCart() {
	$cartNotice.set(null);
	if (!$signedIn.get()) {
		$guestCart.set([]);
		return true;
	}
	changesStarted += 1;
	queueClear();
	$cartMessage.set("");
	await syncCartEdits();
	return true;
}
/**
* A signed-in customer's change to one line: shown and kept on the device at once, then sent. Resolves true once it
* is on the device; the server has it too unless the device is offline or the call failed (it waits, and says so).
*/
async function change(item, lineChange) {
	changesStarted += 1;
	queueLineChange(item, lineChange);
	await syncCartEdits();
	return true;
}
/** Forgets the cart on this device after the order that held it was placed (the server emptied it already). */
function forgetCart() {
	$cart.set([]);
	$cartNotice.set(null);
}
var moving;
/**
* Moves the lines filled on this device before sign-in into the signed-in customer's cart on the server: an item in
* both carts gets both quantities, up to the most a line holds; prices are the server's. Each line leaves the device
* once the server has it, so a call that fails keeps what was not moved yet (and says so), and calling this again
* finishes the move. Resolves true once nothing is left to move. One move at a time: a second call joins the first.
*/
function mergeGuestCart() {
	moving ??= moveGuestLines().finally(() => moving = void 0);
	return moving;
}
async function moveGuestLines() {
	const sameCustomer = sameCustomerCheck();
	if ($guestCart.get().length === 0) {
		await loadCart();
		return true;
	}
	const filled = await fillCart($guestCart.get().map((line) => ({
		...line,
		wanted: line.quantity
	})), {}, (line) => $guestCart.set($guestCart.get().filter((candidate) => candidate.id !== line.id)));
	if (!filled && sameCustomer()) $authMessage.set("You are signed in, but some of what you picked is not in your cart yet: open My Cart to add it.");
	return filled;
}
/**
* Adds an order's lines to the cart again at today's prices, up to the most a line holds, and leaves a notice for the
* cart screen saying what is no longer on the menu, what costs something else now and what did not fit. The lines are
* kept on the device before anything is sent, so that leaving the page at once (for My Cart) loses nothing: the next
* page sends what is left.
*/
async function orderAgain(order) {
	if (!$signedIn.get()) return fail("Please sign in again to change your cart.");
	if ($cartFilling.get()) return false;
	$cartFilling.set(true);
	changesStarted += 1;
	$cartMessage.set("");
	try {
		for (const line of order.orderItems) queueLineChange({
			restaurantId: line.restaurantId,
			restaurantName: "",
			id: line.itemId,
			name: line.itemName,
			description: "",
			price: line.itemPrice,
			image: line.itemImageUrl,
			timeAdded: (/* @__PURE__ */ new Date()).toISOString(),
			userId: $customer.get().email,
			quantity: line.quantity
		}, {
			mode: "add",
			count: line.quantity
		}, order.orderId);
		return await syncCartEdits();
	} finally {
		$cartFilling.set(false);
	}
}
/**
* Adds `lines` to the customer's cart one by one, reading the cart first to know what it holds already, and records
* what the customer should be told in $cartNotice. `settled` is called for each line the server has taken or refused
* for good (no longer on the menu). Stops at the first failing call and resolves false; resolves true otherwise.
*/
async function fillCart(lines, origin, settled = () => {}) {
	if ($cartFilling.get()) return false;
	$cartFilling.set(true);
	changesStarted += 1;
	$cartMessage.set("");
	const notice = {
		...origin,
		missing: [],
		repriced: [],
		capped: [],
		failed: []
	};
	const sameCustomer = sameCustomerCheck();
	const done = /* @__PURE__ */ new Set();
	const settle = (line) => {
		done.add(line);
		settled(line);
	};
	try {
		const token = await idToken();
		if (!token) return fail("Please sign in again to change your cart.");
		const userId = $customer.get().email;
		const current = await api.viewCart(token, userId);
		if (!sameCustomer()) return false;
		$cart.set(current.map(toCartItem));
		$cartLoaded.set(true);
		for (const line of lines) {
			const held = $cart.get().find((item) => item.id === line.id)?.quantity ?? 0;
			const quantity = Math.min(line.wanted, 50 - held);
			if (quantity < line.wanted) notice.capped.push({
				name: line.name,
				added: Math.max(quantity, 0)
			});
			if (quantity <= 0) {
				settle(line);
				continue;
			}
			const add = {
				userId,
				restaurantId: line.restaurantId,
				itemId: line.id,
				quantity
			};
			try {
				const result = await api.addCartItem(token, add);
				if (!sameCustomer()) return false;
				apply(line.id, result);
				if (result.line && result.line.itemPrice !== line.price) notice.repriced.push({
					name: line.name,
					was: line.price,
					now: result.line.itemPrice
				});
			} catch (error) {
				if (!(error instanceof HttpError) || error.code !== "item_not_found") throw error;
				if (!sameCustomer()) return false;
				notice.missing.push(line.name);
			}
			settle(line);
		}
		return true;
	} catch (error) {
		report(error, "We could not reach the store to fill your cart.");
		notice.failed = lines.filter((line) => !done.has(line)).map((line) => line.name);
		return false;
	} finally {
		if ((notice.orderId !== void 0 || notice.missing.length + notice.repriced.length + notice.capped.length > 0) && $signedIn.get() && sameCustomer()) $cartNotice.set(notice);
		$cartFilling.set(false);
	}
}
/**
* Puts the server's answer into the cart. Answers false when the line count disagrees (another device changed the
* cart): the caller then reads it again, once this change is no longer pending.
*/
function apply(itemId, result) {
	const items = $cart.get();
	const index = items.findIndex((item) => item.id === itemId);
	const next = result.line ? index >= 0 ? items.map((item, i) => i === index ? toCartItem(result.line) : item) : [...items, toCartItem(result.line)] : items.filter((item) => item.id !== itemId);
	$cart.set(next);
	return next.length === result.count;
}
function fail(message) {
	$cartMessage.set(message);
	return false;
}
export { dismissCartNotice as A, $cart as C, toCartLine as D, $guestCart as E, formatDeliveryTime as M, formatPrice as N, totalOf as O, formatStatus as P, $cartWaiting as S, $cartTotal as T, $cartFilling as _, mergeGuestCart as a, $orderPlaced as b, updateQuantity as c, sameCustomerCheck as d, isOffline as f, api as g, HttpError as h, loadCart as i, formatClock as j, $cartNotice as k, hasWaitingEdits as l, idToken as m, clearCart as n, orderAgain as o, forgetCustomer as p, forgetCart as r, removeFromCart as s, addToCart as t, syncCartEdits as u, $cartLoaded as v, $cartItems as w, $pendingItems as x, $cartMessage as y };
