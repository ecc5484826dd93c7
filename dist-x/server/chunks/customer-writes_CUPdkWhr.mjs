import { n as getDb } from "./db_BdanbxxL.mjs";
import { c as readJson, t as ApiProblem } from "./http_DKoztiHE.mjs";
import { i as requireSelf, n as authenticateWrite } from "./identity_DCxSY90d.mjs";
import { n as serverSettings, o as signal } from "./settings_CBnOorLl.mjs";
// src/lib/server/write-limits.ts
var MINUTE_MS = 6e4;
/** The limit of `perMinute` writes of a kind a minute. */
function perMinute(kind, writes) {
	return {
		kind,
		perWindow: writes,
		windowMs: MINUTE_MS
	};
}
/**
* Counts one attempt of `limit.kind` by `userId` at `now`. Run it on its own, before the write's transaction and
* before the checks that may refuse the write, so that refused writes count too. Past the limit the count stays at
* one over it: attempts refused by the limit do not count.
*/
async function countWrite(db, userId, limit, now) {
	const windowIndex = Math.floor(now.getTime() / limit.windowMs);
	const { writes } = await db.insertInto("writeLimit").values({
		userId,
		kind: limit.kind,
		windowIndex,
		writes: 1
	}).onConflict((conflict) => conflict.columns(["userId", "kind"]).doUpdateSet((eb) => ({
		writes: eb.case().when(eb("writeLimit.windowIndex", "!=", windowIndex)).then(1).when(eb("writeLimit.writes", ">", limit.perWindow)).then(eb.ref("writeLimit.writes")).else(eb("writeLimit.writes", "+", 1)).end(),
		windowIndex
	}))).returning("writes").executeTakeFirstOrThrow();
	if (writes <= limit.perWindow) return { allowed: true };
	const retryAfterMs = (windowIndex + 1) * limit.windowMs - now.getTime();
	return {
		allowed: false,
		retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1e3))
	};
}
// src/lib/server/api/customer-writes.ts
/**
* How every write of the API is let in, in one place: the token is verified, the attempt counted against the
* customer's limit (write-limits.ts), the body read and its user id matched to the token, and only then is Firebase
* asked whether the session still holds (identity.ts). An unauthenticated request is no customer's attempt and never
* counts; a 429 comes before any other work.
*/
var PER_MINUTE_SETTING = {
	cart: "CART_WRITES_PER_MINUTE",
	order: "ORDERS_PER_MINUTE",
	address: "ADDRESS_WRITES_PER_MINUTE"
};
var REFUSALS = {
	cart: "You are changing your cart faster than we can keep up. Please wait a moment and try again.",
	order: "You have placed a lot of orders in the last minute. Please wait a moment before placing another.",
	address: "You are changing your saved addresses faster than we can keep up. Please wait a moment and try again."
};
/** Counts a write of `kind` by `customer`, or throws the 429 (with `Retry-After`) it meets. */
async function limitWrite(customer, kind) {
	const limit = perMinute(kind, serverSettings()[PER_MINUTE_SETTING[kind]]);
	const verdict = await countWrite(await getDb(), customer.email, limit, /* @__PURE__ */ new Date());
	if (!verdict.allowed) {
		signal({
			kind: "write-refused",
			write: kind
		});
		throw new ApiProblem(429, "too_many_requests", REFUSALS[kind], { "Retry-After": String(verdict.retryAfterSeconds) });
	}
}
/**
* The customer of a write of `kind` and its body: a POST whose body's user id (`userIdOf`) must be the signed-in
* customer's own email. `readMore` reads what else the call needs of the body or the request (a field only this call
* requires, a header), so that its 400 too comes before Firebase is asked.
*/
async function customerWrite(request, kind, schema, userIdOf, readMore) {
	return authenticateWrite(request, async (customer) => {
		await limitWrite(customer, kind);
		const body = await readJson(request, schema);
		requireSelf(customer, userIdOf(body));
		return {
			customer,
			body,
			more: readMore?.(body)
		};
	});
}
export { customerWrite as t };
