import { p as ORDER_STATUSES } from "./contract_DlSq23w9.mjs";
// src/lib/server/order-status.ts
var LAST_STEP = ORDER_STATUSES.length - 1;
/** The status of an order placed at `placedAt`: one step along ORDER_STATUSES per `stepSeconds`, ending at Delivered. */
function statusAt(placedAt, now, stepSeconds) {
	const steps = Math.floor((now.getTime() - placedAt.getTime()) / (stepSeconds * 1e3));
	return ORDER_STATUSES[Math.min(Math.max(steps, 0), LAST_STEP)] ?? "Submitted";
}
/** When an order placed at `placedAt` reaches Delivered. */
function estimatedDeliveryAt(placedAt, stepSeconds) {
	return new Date(placedAt.getTime() + LAST_STEP * stepSeconds * 1e3);
}
/** The details screen refreshes at half a status step, so a change shows soon, but never more than once a second. */
function orderRefreshMs(stepSeconds) {
	return Math.min(Math.max(stepSeconds * 1e3 / 2, 1e3), 3e4);
}
/**
* The moment (ms since the epoch) the status an order shows at `now` next changes, or Infinity once it is Delivered:
* an answer listing the order holds until then. The order is known by its estimated delivery time, when it reaches
* Delivered, so this works from what the answer itself says.
*/
function nextStatusChangeAt(estimatedDeliveryTime, now, stepSeconds) {
	const deliveredAt = Date.parse(estimatedDeliveryTime);
	if (now.getTime() >= deliveredAt) return Infinity;
	const stepMs = stepSeconds * 1e3;
	const placedAt = deliveredAt - LAST_STEP * stepMs;
	return placedAt + (Math.max(Math.floor((now.getTime() - placedAt) / stepMs), 0) + 1) * stepMs - 1;
}
export { statusAt as i, nextStatusChangeAt as n, orderRefreshMs as r, estimatedDeliveryAt as t };
