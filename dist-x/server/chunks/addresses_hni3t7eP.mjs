import "./contract_DlSq23w9.mjs";
import { a as isUniqueViolation } from "./db_BdanbxxL.mjs";
import { t as ApiProblem } from "./http_DKoztiHE.mjs";
import { createHash } from "node:crypto";
// src/lib/server/addresses.ts
/**
* A customer's address book: a few delivery addresses kept on the server to pick at checkout. Two addresses are the
* same when they differ only in letter case, Unicode form or runs of spaces ("12 Main St" and "12  main st"): a
* courier finds both at the same door, and keeping both would fill the short list with look-alikes.
*/
/** How often a save is tried again after losing a race with another save of the same customer. */
var SAVE_ATTEMPTS = 3;
/** The customer's saved addresses, most recently used (saved or ordered to) first. */
async function listAddresses(db, userId) {
	return db.selectFrom("savedAddress").select([
		"id as addressId",
		"street",
		"buildingNumber",
		"apartmentNumber",
		"city",
		"zipCode"
	]).where("userId", "=", userId).orderBy("lastUsedAt", "desc").orderBy("id", "desc").execute();
}
/**
* Saves a delivery address for the customer. The same address saved before is marked used now and takes the spelling
* just sent (the customer's latest correction of its case or spacing), keeping its id. A 409 once the customer keeps
* SAVED_ADDRESS_LIMIT others.
*/
async function saveAddress(db, userId, address, now) {
	const matchKey = addressMatchKey(address);
	for (let attempt = 1;; attempt += 1) try {
		return await db.transaction().execute(async (trx) => {
			const saved = await trx.selectFrom("savedAddress").select([
				"id",
				"slot",
				"matchKey"
			]).where("userId", "=", userId).execute();
			const row = {
				...address,
				lastUsedAt: now.toISOString()
			};
			const same = saved.find((candidate) => candidate.matchKey === matchKey);
			if (same) {
				await trx.updateTable("savedAddress").set(row).where("id", "=", same.id).execute();
				return {
					address: {
						addressId: same.id,
						...address
					},
					created: false
				};
			}
			const slot = freeSlot(saved.map((candidate) => candidate.slot));
			if (slot === void 0) throw new ApiProblem(409, "address_limit", `You can keep at most 5 addresses. Remove one of them first, then save this one.`);
			const { id } = await trx.insertInto("savedAddress").values({
				userId,
				slot,
				matchKey,
				...row
			}).returning("id").executeTakeFirstOrThrow();
			return {
				address: {
					addressId: id,
					...address
				},
				created: true
			};
		});
	} catch (error) {
		if (!isUniqueViolation(error) || attempt >= SAVE_ATTEMPTS) throw error;
	}
}
/** Deletes one of the customer's addresses; another customer's address and an unknown id are the same 404. */
async function deleteAddress(db, userId, addressId) {
	const { numDeletedRows } = await db.deleteFrom("savedAddress").where("id", "=", addressId).where("userId", "=", userId).executeTakeFirst();
	if (numDeletedRows === 0n) throw new ApiProblem(404, "address_not_found", "That address was not found.");
}
/** Marks the customer's saved address that is the same as `address`, if any, as used at `now`. */
async function markAddressUsed(db, userId, address, now) {
	await db.updateTable("savedAddress").set({ lastUsedAt: now.toISOString() }).where("userId", "=", userId).where("matchKey", "=", addressMatchKey(address)).execute();
}
/** The lowest slot not taken, or undefined when the customer keeps as many addresses as allowed. */
function freeSlot(taken) {
	for (let slot = 1; slot <= 5; slot += 1) if (!taken.includes(slot)) return slot;
}
/**
* What two addresses must share to be the same: each field in Unicode compatibility form (so full-width digits read
* as digits), lower case, with runs of white space made one space. Hashed, so that the unique index stays small
* whatever the fields hold.
*/
function addressMatchKey(address) {
	const compared = [
		address.street,
		address.buildingNumber,
		address.apartmentNumber,
		address.city,
		address.zipCode
	].map((field) => field.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim());
	return createHash("sha256").update(JSON.stringify(compared)).digest("hex");
}
export { saveAddress as i, listAddresses as n, markAddressUsed as r, deleteAddress as t };
