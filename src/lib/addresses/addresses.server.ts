import { createHash } from 'node:crypto';
import { SAVED_ADDRESS_LIMIT, type SavedAddress, type ShippingAddress } from '../contract.ts';
import type { Db } from '../server/db/database.ts';
import { isUniqueViolation } from '../server/db/dialect.ts';
import { ApiProblem } from '../server/http.ts';

/**
 * A customer's address book: a few delivery addresses kept on the server to pick at checkout. Two addresses are the
 * same when they differ only in letter case, Unicode form or runs of spaces ("12 Main St" and "12  main st"): a
 * courier finds both at the same door, and keeping both would fill the short list with look-alikes.
 */

/** How often a save is tried again after losing a race with another save of the same customer. */
const SAVE_ATTEMPTS = 3;

/** The customer's saved addresses, most recently used (saved or ordered to) first. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  return db
    .selectFrom('savedAddress')
    .select(['id as addressId', 'street', 'buildingNumber', 'apartmentNumber', 'city', 'zipCode'])
    .where('userId', '=', userId)
    .orderBy('lastUsedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A saved address, and whether this save created it (201) or found it already saved (200). */
export interface SaveResult {
  address: SavedAddress;
  created: boolean;
}

/**
 * Saves a delivery address for the customer. The same address saved before is marked used now and takes the spelling
 * just sent (the customer's latest correction of its case or spacing), keeping its id. A 409 once the customer keeps
 * SAVED_ADDRESS_LIMIT others.
 */
export async function saveAddress(db: Db, userId: string, address: ShippingAddress, now: Date): Promise<SaveResult> {
  const matchKey = addressMatchKey(address);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const saved = await trx
          .selectFrom('savedAddress')
          .select(['id', 'slot', 'matchKey'])
          .where('userId', '=', userId)
          .execute();
        const row = { ...address, lastUsedAt: now.toISOString() };
        const same = saved.find((candidate) => candidate.matchKey === matchKey);
        if (same) {
          await trx.updateTable('savedAddress').set(row).where('id', '=', same.id).execute();
          return { address: { addressId: same.id, ...address }, created: false };
        }
        const slot = freeSlot(saved.map((candidate) => candidate.slot));
        if (slot === undefined) {
          throw new ApiProblem(
            409,
            'address_limit',
            `You can keep at most ${SAVED_ADDRESS_LIMIT} addresses. Remove one of them first, then save this one.`,
          );
        }
        const { id } = await trx
          .insertInto('savedAddress')
          .values({ userId, slot, matchKey, ...row })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { address: { addressId: id, ...address }, created: true };
      });
    } catch (error) {
      // Another save of this customer committed the same address or took the same slot first: the next attempt sees
      // it and answers as if it had come second.
      if (!isUniqueViolation(error) || attempt >= SAVE_ATTEMPTS) throw error;
    }
  }
}

/** Deletes one of the customer's addresses; another customer's address and an unknown id are the same 404. */
export async function deleteAddress(db: Db, userId: string, addressId: number): Promise<void> {
  const { numDeletedRows } = await db
    .deleteFrom('savedAddress')
    .where('id', '=', addressId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw new ApiProblem(404, 'address_not_found', 'That address was not found.');
}

/** Marks the customer's saved address that is the same as `address`, if any, as used at `now`. */
export async function markAddressUsed(db: Db, userId: string, address: ShippingAddress, now: Date): Promise<void> {
  await db
    .updateTable('savedAddress')
    .set({ lastUsedAt: now.toISOString() })
    .where('userId', '=', userId)
    .where('matchKey', '=', addressMatchKey(address))
    .execute();
}

/** The lowest slot not taken, or undefined when the customer keeps as many addresses as allowed. */
function freeSlot(taken: number[]): number | undefined {
  for (let slot = 1; slot <= SAVED_ADDRESS_LIMIT; slot += 1) if (!taken.includes(slot)) return slot;
  return undefined;
}

/**
 * What two addresses must share to be the same: each field in Unicode compatibility form (so full-width digits read
 * as digits), lower case, with runs of white space made one space. Hashed, so that the unique index stays small
 * whatever the fields hold.
 */
export function addressMatchKey(address: ShippingAddress): string {
  const fields = [address.street, address.buildingNumber, address.apartmentNumber, address.city, address.zipCode];
  const compared = fields.map((field) => field.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim());
  return createHash('sha256').update(JSON.stringify(compared)).digest('hex');
}
