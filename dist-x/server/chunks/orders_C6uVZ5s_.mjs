import { n as $signedIn } from "./customer-state_CLvOYt-8.mjs";
import { M as formatDeliveryTime, N as formatPrice, P as formatStatus, _ as $cartFilling, j as formatClock, o as orderAgain } from "./cart_DoWl_KEk.mjs";
import { a as $orderRead, c as knownOrder, i as $knownOrders, l as orderStore, n as loadOrders, o as $ordersRead, s as $restaurantNames, t as loadOrderDetails } from "./orders_ijdp-vIm.mjs";
import { c as Loading, f as LOADING, h as definePart, l as SignInPrompt, n as part, p as SIGN_IN_PROMPT, r as partSet } from "./CustomerScreenLayout_30gNtIqU.mjs";
import { T as parseIdParam, p as ORDER_STATUSES } from "./contract_DlSq23w9.mjs";
import { computed } from "nanostores";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/order-progress.ts
var LAST_STEP = ORDER_STATUSES.length - 1;
/**
* An order's way from Submitted to Delivered, one entry per status, with when it reaches each: the server moves an
* order on one status per `stepSeconds` and says when it reaches the last (`estimatedDeliveryTime`), so the times
* follow from that; which status it is at is the server's answer.
*/
function orderProgress(order, stepSeconds) {
	const current = ORDER_STATUSES.indexOf(order.status);
	const deliveredAt = Date.parse(order.estimatedDeliveryTime);
	return ORDER_STATUSES.map((status, index) => ({
		status,
		label: formatStatus(status),
		state: index < current ? "done" : index === current ? "current" : "upcoming",
		at: (/* @__PURE__ */ new Date(deliveredAt - (LAST_STEP - index) * stepSeconds * 1e3)).toISOString()
	}));
}
// src/lib/views/orders-screen.ts
var ORDER_FACTS = definePart("order-facts", [
	"orderId",
	"deliveryAt",
	"delivery",
	"status",
	"statusText",
	"total",
	"address"
]);
var PROGRESS = definePart("progress", ["label"], ["steps"]);
var PROGRESS_STEP = definePart("progress-step", [
	"label",
	"state",
	"current"
]);
var ORDER_CARD = definePart("order-card", ["orderId", "busy"], ["facts", "progress"]);
var ORDER_LIST = definePart("order-list", [], ["children"]);
var NO_ORDERS = definePart("no-orders");
var ORDERS_FAILURE = definePart("orders-failure", ["message", "orderId"]);
var TIMELINE = definePart("timeline", [], ["steps"]);
var TIMELINE_STEP = definePart("timeline-step", [
	"label",
	"state",
	"current",
	"at",
	"time"
]);
var ORDER_LINES = definePart("order-lines", [], ["children"]);
var ORDER_LINE = definePart("order-line", [
	"image",
	"restaurant",
	"name",
	"price",
	"quantity"
]);
var ORDER_DETAILS = definePart("order-details", ["orderId", "busy"], [
	"facts",
	"timeline",
	"lines"
]);
var ORDER_NOT_FOUND = definePart("order-not-found", ["orderId"]);
/**
* The order number in an order's address (`/order-details/42`), or 0. The details page is one shell for every order,
* which the route cache keeps once for all (src/lib/server/route-cache.ts), so the number is not in its HTML.
*/
function orderIdInPath(pathname) {
	return parseIdParam(pathname.replace(/\/+$/, "").split("/").pop()) ?? 0;
}
/** The spec's text while the details are on their way. */
var DETAILS_LOADING = "Loading....";
function facts(order) {
	const { street, buildingNumber, apartmentNumber, city, zipCode } = order.shippingAddress;
	return ORDER_FACTS({
		orderId: String(order.orderId),
		deliveryAt: order.estimatedDeliveryTime,
		delivery: formatDeliveryTime(order.estimatedDeliveryTime),
		status: order.status,
		statusText: formatStatus(order.status),
		total: formatPrice(order.totalCost),
		address: `${street} ${buildingNumber}, Apt ${apartmentNumber}, ${city} ${zipCode}`
	});
}
/** The order's progress in the list: six marks, the current one named for screen readers. */
function compactProgress(order) {
	const step = ORDER_STATUSES.indexOf(order.status) + 1;
	return PROGRESS({ label: `Progress of order ${order.orderId}: ${formatStatus(order.status)}, step ${step} of ${ORDER_STATUSES.length}` }, { steps: orderProgress(order, 1).map((entry) => PROGRESS_STEP({
		label: entry.label,
		state: entry.state,
		current: entry.state === "current" ? "step" : ""
	})) });
}
/**
* The order's progress on its details screen: every status, with the time it was reached, and the estimated delivery
* time beside Delivered until then.
*/
function timeline(order, stepSeconds) {
	const steps = orderProgress(order, stepSeconds);
	const last = steps.length - 1;
	return TIMELINE({}, { steps: steps.map((entry, index) => {
		const reached = entry.state !== "upcoming";
		const expected = !reached && index === last;
		return TIMELINE_STEP({
			label: entry.label,
			state: entry.state,
			current: entry.state === "current" ? "step" : "",
			at: reached || expected ? entry.at : "",
			time: reached ? formatClock(entry.at) : expected ? `by ${formatClock(entry.at)}` : ""
		});
	}) });
}
/** The order list: the orders this device knows at once, then the server's; a failure, or none at all. */
function ordersScreen(state) {
	if (!state.signedIn) return [SIGN_IN_PROMPT({ text: "Sign in to see your orders." })];
	const { read } = state;
	if (state.orders.length > 0) {
		const cards = state.orders.map((order) => ORDER_CARD({
			orderId: String(order.orderId),
			busy: String(state.busy)
		}, {
			facts: [facts(order)],
			progress: [compactProgress(order)]
		}, String(order.orderId)));
		return [...read.state === "failed" ? [ORDERS_FAILURE({
			message: read.message,
			orderId: ""
		})] : [], ORDER_LIST({}, { children: cards })];
	}
	if (read.state === "failed") return [ORDERS_FAILURE({
		message: read.message,
		orderId: ""
	})];
	if (read.state === "loaded") return [NO_ORDERS({})];
	return [LOADING({ text: "Loading your orders…" })];
}
var $ordersScreen = computed([
	$signedIn,
	$knownOrders,
	$ordersRead,
	$cartFilling
], (signedIn, orders, read, busy) => ordersScreen({
	signedIn,
	orders,
	read,
	busy
}));
/** One order: its facts, its progress and its lines; `Loading....` until the device or the server knows it. */
function detailsScreen(state) {
	if (!state.signedIn) return [SIGN_IN_PROMPT({ text: "Sign in to see this order." })];
	const { read, order, names } = state;
	if (read.state === "failed" && read.notFound) return [ORDER_NOT_FOUND({ orderId: String(state.orderId) })];
	if (!order) {
		if (read.state === "failed") return [ORDERS_FAILURE({
			message: read.message,
			orderId: String(state.orderId)
		})];
		return [LOADING({ text: DETAILS_LOADING })];
	}
	const lines = order.orderItems.map((item) => ORDER_LINE({
		image: item.itemImageUrl,
		restaurant: names ? names[item.restaurantId] ?? "Unknown Restaurant" : "\xA0",
		name: item.itemName,
		price: formatPrice(item.itemPrice),
		quantity: String(item.quantity)
	}, {}, `${item.restaurantId}-${item.itemId}`));
	return [...read.state === "failed" ? [ORDERS_FAILURE({
		message: read.message,
		orderId: String(state.orderId)
	})] : [], ORDER_DETAILS({
		orderId: String(order.orderId),
		busy: String(state.busy)
	}, {
		facts: [facts(order)],
		timeline: [timeline(order, state.stepSeconds)],
		lines: [ORDER_LINES({}, { children: lines })]
	})];
}
/** The details screen of one order as the stores have it now. */
function detailsScreenStore(orderId, stepSeconds) {
	return computed([
		$signedIn,
		orderStore(orderId),
		$orderRead,
		$restaurantNames,
		$cartFilling
	], (signedIn, order, read, names, busy) => detailsScreen({
		signedIn,
		orderId,
		order,
		read,
		names,
		stepSeconds,
		busy
	}));
}
// src/islands/parts/orders.tsx
/** An order's number, delivery time, status, total and address, as the list and the details screen show them. */
function OrderFacts({ orderId, deliveryAt, delivery, status, statusText, total, address }) {
	return /* @__PURE__ */ jsxs("dl", {
		className: "order-facts",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Order number" }), /* @__PURE__ */ jsx("dd", { children: orderId })] }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Delivery" }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("time", {
				dateTime: deliveryAt,
				children: delivery
			}) })] }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Status" }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("span", {
				className: "status",
				"data-status": status,
				children: statusText
			}) })] }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Total" }), /* @__PURE__ */ jsx("dd", { children: total })] }),
			/* @__PURE__ */ jsxs("div", {
				className: "order-facts__address",
				children: [/* @__PURE__ */ jsx("dt", { children: "Delivery address" }), /* @__PURE__ */ jsx("dd", { children: address })]
			})
		]
	});
}
/** Puts the order's lines in the cart again at today's prices and opens the cart, which says what changed. */
async function orderAgainAndOpenCart(orderId) {
	const order = knownOrder(orderId);
	if (!order) return;
	await orderAgain(order);
	if ($signedIn.get()) location.assign("/cart");
}
function OrderAgainButton({ orderId, busy }) {
	return /* @__PURE__ */ jsx("button", {
		className: "btn btn--ghost",
		type: "button",
		"aria-busy": busy,
		"aria-label": `Order Again for order ${orderId}`,
		onClick: () => void orderAgainAndOpenCart(Number(orderId)),
		children: "Order Again"
	});
}
function Progress({ label, steps }) {
	return /* @__PURE__ */ jsx("ol", {
		className: "progress",
		"aria-label": label,
		children: steps
	});
}
function ProgressStep({ label, state, current }) {
	return /* @__PURE__ */ jsx("li", {
		className: "progress__step",
		"data-state": state,
		"aria-current": current || void 0,
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: label
		})
	});
}
function OrderCard({ orderId, busy, facts, progress }) {
	return /* @__PURE__ */ jsxs("li", {
		className: "order-card",
		children: [
			facts,
			progress,
			/* @__PURE__ */ jsxs("div", {
				className: "order-card__actions",
				children: [/* @__PURE__ */ jsx("a", {
					className: "btn",
					href: `/order-details/${orderId}`,
					"aria-label": `Order Details for order ${orderId}`,
					children: "Order Details"
				}), /* @__PURE__ */ jsx(OrderAgainButton, {
					orderId,
					busy
				})]
			})
		]
	});
}
function OrderList({ children }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "orders",
		"aria-label": "Your orders",
		children
	});
}
function NoOrders() {
	return /* @__PURE__ */ jsxs("div", {
		className: "empty",
		children: [/* @__PURE__ */ jsx("p", { children: "Your don't have orders." }), /* @__PURE__ */ jsx("a", {
			className: "btn",
			href: "/restaurants",
			children: "Browse Restaurants"
		})]
	});
}
/** A failed load: what went wrong and a way to try again, never a blank screen. */
function OrdersFailure({ message, orderId }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "alert",
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", { children: message }), /* @__PURE__ */ jsx("button", {
			className: "btn btn--ghost",
			type: "button",
			onClick: () => void (orderId ? loadOrderDetails(Number(orderId)) : loadOrders()),
			children: "Try again"
		})]
	});
}
function Timeline({ steps }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "timeline",
		"aria-labelledby": "timeline-heading",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "timeline-heading",
			className: "timeline__heading",
			children: "Progress"
		}), /* @__PURE__ */ jsx("ol", {
			className: "timeline__steps",
			children: steps
		})]
	});
}
function TimelineStep({ label, state, current, at, time }) {
	return /* @__PURE__ */ jsxs("li", {
		className: "timeline__step",
		"data-state": state,
		"aria-current": current || void 0,
		children: [/* @__PURE__ */ jsx("span", {
			className: "timeline__label",
			children: label
		}), /* @__PURE__ */ jsx("time", {
			className: "timeline__time",
			dateTime: at || void 0,
			children: time
		})]
	});
}
function OrderLines({ children }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "cart-lines",
		"aria-label": "Items in this order",
		children
	});
}
function OrderLine({ image, restaurant, name, price, quantity }) {
	return /* @__PURE__ */ jsxs("li", {
		className: "cart-line",
		children: [/* @__PURE__ */ jsx("img", {
			src: image,
			alt: "",
			width: "320",
			height: "240",
			decoding: "async"
		}), /* @__PURE__ */ jsxs("div", {
			className: "cart-line__info",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "cart-line__restaurant",
					children: restaurant
				}),
				/* @__PURE__ */ jsx("h2", {
					className: "cart-line__name",
					children: name
				}),
				/* @__PURE__ */ jsx("p", {
					className: "price",
					children: price
				}),
				/* @__PURE__ */ jsxs("p", { children: ["Quantity: ", quantity] })
			]
		})]
	});
}
function OrderDetails({ orderId, busy, facts, timeline, lines }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "order-details",
		children: [
			facts,
			timeline,
			/* @__PURE__ */ jsx("div", {
				className: "order-details__actions",
				children: /* @__PURE__ */ jsx(OrderAgainButton, {
					orderId,
					busy
				})
			}),
			lines
		]
	});
}
function OrderNotFound({ orderId }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "empty",
		children: [/* @__PURE__ */ jsxs("p", { children: [
			"We could not find order ",
			orderId,
			" among your orders."
		] }), /* @__PURE__ */ jsx("a", {
			className: "btn",
			href: "/orders",
			children: "See My Orders"
		})]
	});
}
/** Every part of the order list and of an order's details. */
var ORDERS_PARTS = partSet(part(LOADING, Loading), part(SIGN_IN_PROMPT, SignInPrompt), part(ORDER_FACTS, OrderFacts), part(PROGRESS, Progress), part(PROGRESS_STEP, ProgressStep), part(ORDER_CARD, OrderCard), part(ORDER_LIST, OrderList), part(NO_ORDERS, NoOrders), part(ORDERS_FAILURE, OrdersFailure), part(TIMELINE, Timeline), part(TIMELINE_STEP, TimelineStep), part(ORDER_LINES, OrderLines), part(ORDER_LINE, OrderLine), part(ORDER_DETAILS, OrderDetails), part(ORDER_NOT_FOUND, OrderNotFound));
export { orderIdInPath as a, detailsScreenStore as i, $ordersScreen as n, DETAILS_LOADING as r, ORDERS_PARTS as t };
