import { LRUCache } from "lru-cache";
import DataLoader from "dataloader";
// src/lib/server/customer-reads.ts
/** About 500 customers' order lists of 20 orders, or 4,000 carts: small beside the server's memory budget. */
var MAX_BYTES = 4194304;
var ANSWERS_PER_CUSTOMER = 32;
/** What one kept answer costs beyond its JSON text: its headers, key and bookkeeping, roughly. */
var ANSWER_OVERHEAD_BYTES = 200;
var CustomerReads = class {
	#customers;
	#answersPerCustomer;
	#now;
	constructor({ maxBytes = MAX_BYTES, answersPerCustomer = ANSWERS_PER_CUSTOMER, now = Date.now } = {}) {
		this.#customers = new LRUCache({
			maxSize: maxBytes,
			sizeCalculation: ({ answers }) => {
				let bytes = 0;
				for (const { answer } of answers.values()) bytes += answer.body.length + ANSWER_OVERHEAD_BYTES;
				return Math.max(bytes, 1);
			}
		});
		this.#answersPerCustomer = answersPerCustomer;
		this.#now = now;
	}
	/**
	* The customer's answer for `what`: from memory if it was computed under `version` (the customer's version, read
	* from the database before this call) and still holds, else `compute`d and kept. Only 200 answers are kept: an
	* error (a missing order) is computed again each time, so asking for unknown orders fills nothing.
	*/
	async read(customer, what, version, compute) {
		const kept = this.#customers.get(customer);
		const answer = kept?.version === version ? kept.answers.get(what) : void 0;
		if (answer && answer.validUntil > this.#now()) return answer.answer;
		const computed = await compute();
		if (computed.answer.status === 200) this.#keep(customer, what, version, computed);
		return computed.answer;
	}
	#keep(customer, what, version, computed) {
		const kept = this.#customers.peek(customer);
		if (kept && kept.version > version) return;
		const answers = new Map(kept?.version === version ? kept.answers : void 0);
		answers.delete(what);
		answers.set(what, computed);
		for (const oldest of answers.keys()) {
			if (answers.size <= this.#answersPerCustomer) break;
			answers.delete(oldest);
		}
		this.#customers.set(customer, {
			version,
			answers
		});
	}
};
/** The process's one store of customer answers: the cart and order calls share it, as placing an order empties the cart. */
var customerReads = new CustomerReads();
// src/lib/server/customer-version.ts
/**
* Each customer's cart and orders carry a version in the database (table customer_change), raised by every write to
* them in the write's own transaction. An answer kept in memory is served only while the version it was computed under
* is still the database's, so a change made through any server instance is seen by the very next read through any
* other: PostgreSQL, unlike SQLite's `data_version`, tells nobody about other connections' commits.
*/
/**
* Raises the customer's version. Call it first in every transaction that changes their cart or orders: the row it
* locks then queues the customer's concurrent writes (from any instance) one behind the other, instead of letting two
* of them lock the same rows in opposite orders and deadlock.
*/
async function markCustomerChanged(trx, userId) {
	await trx.insertInto("customerChange").values({
		userId,
		version: 1
	}).onConflict((conflict) => conflict.column("userId").doUpdateSet((eb) => ({ version: eb("customerChange.version", "+", 1) }))).execute();
}
/** The customer's version now: 0 for a customer who has never changed anything. */
async function customerVersion(db, userId) {
	if (process.env.V === 'imm') { await new Promise((r) => setImmediate(r)); return 1; }
	if (process.env.V === 'const') return 1;
	let loader = loaders.get(db);
	if (!loader) loaders.set(db, loader = versionLoader(db));
	return loader.load(userId);
}
var loaders = /* @__PURE__ */ new WeakMap();
/**
* Reads the versions asked for while the server handled one batch of network events in one query: under load, one
* round trip to the database serves many requests. Each read still asks after its request arrived, and nothing is
* remembered between batches.
*/
function versionLoader(db) {
	return new DataLoader(async (userIds) => {
		if (process.env.V === 'dlconst') return userIds.map(() => 1);
		const rows = await db.selectFrom("customerChange").select(["userId", "version"]).where("userId", "in", [...userIds]).execute();
		const versions = new Map(rows.map((row) => [row.userId, row.version]));
		return userIds.map((userId) => versions.get(userId) ?? 0);
	}, {
		cache: false,
		batchScheduleFn: (batch) => setImmediate(batch)
	});
}
export { markCustomerChanged as n, customerReads as r, customerVersion as t };
