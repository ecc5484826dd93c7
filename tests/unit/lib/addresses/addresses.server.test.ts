import type { KyselyPlugin, QueryId } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SAVED_ADDRESS_LIMIT } from '../../../../src/lib/contract.ts';
import { deleteAddress, listAddresses, saveAddress } from '../../../../src/lib/addresses/addresses.server.ts';
import { openDatabase, type Db } from '../../../../src/lib/server/db/database.ts';
import { HOME, numbered, WORK } from '../../../fixtures/addresses.ts';
import { rejection } from '../../../fixtures/api-problem.ts';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

let db: Db;

beforeEach(async () => {
  db = await openDatabase(':memory:');
});

afterEach(async () => {
  await db.destroy();
});

const streets = async (userId = ALICE) =>
  (await listAddresses(db, userId)).map((address) => `${address.street} ${address.buildingNumber}`);

describe('saveAddress and listAddresses', () => {
  test('a new address is created with an id and listed as saved, most recently used first', async () => {
    const home = await saveAddress(db, ALICE, HOME, at(0));
    expect(home).toEqual({ address: { addressId: expect.any(Number), ...HOME }, created: true });
    const work = await saveAddress(db, ALICE, WORK, at(1));
    expect(work.created).toBe(true);
    expect(work.address.addressId).not.toBe(home.address.addressId);
    expect(await listAddresses(db, ALICE)).toEqual([work.address, home.address]);
  });

  test('each customer sees only their own addresses', async () => {
    await saveAddress(db, ALICE, HOME, at(0));
    await saveAddress(db, BOB, WORK, at(1));
    expect(await streets(ALICE)).toEqual(['Main St 12']);
    expect(await streets(BOB)).toEqual(['Market Square 1']);
    expect(await listAddresses(db, 'carol@example.com')).toEqual([]);
  });

  test('the same address again (case, spacing, full-width digits aside) is not duplicated: it is marked used and takes the new spelling', async () => {
    const first = await saveAddress(db, ALICE, HOME, at(0));
    await saveAddress(db, ALICE, WORK, at(1));
    const again = await saveAddress(
      db,
      ALICE,
      { street: 'MAIN   st', buildingNumber: '１２', apartmentNumber: '3b', city: 'springfield', zipCode: '12345' },
      at(2),
    );
    expect(again.created).toBe(false);
    expect(again.address.addressId).toBe(first.address.addressId);
    const [latest, ...rest] = await listAddresses(db, ALICE);
    expect(latest).toEqual({
      addressId: first.address.addressId,
      street: 'MAIN   st',
      buildingNumber: '１２',
      apartmentNumber: '3b',
      city: 'springfield',
      zipCode: '12345',
    });
    expect(rest.map((address) => address.street)).toEqual(['Market Square']);
  });

  test('an address that differs in any one field is another address', async () => {
    for (const field of ['street', 'buildingNumber', 'apartmentNumber', 'city', 'zipCode'] as const) {
      const saved = await saveAddress(db, ALICE, { ...HOME, [field]: `${HOME[field]}9` }, at(1));
      expect(saved.created, field).toBe(true);
    }
    expect(await listAddresses(db, ALICE)).toHaveLength(5);
  });

  test(`keeps at most ${SAVED_ADDRESS_LIMIT}: another is a 409 telling to remove one first, and nothing is stored`, async () => {
    for (let n = 1; n <= SAVED_ADDRESS_LIMIT; n += 1) await saveAddress(db, ALICE, numbered(n), at(n));
    const refused = await rejection(saveAddress(db, ALICE, WORK, at(10)));
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('address_limit');
    expect(refused.message).toBe('You can keep at most 5 addresses. Remove one of them first, then save this one.');
    expect(await listAddresses(db, ALICE)).toHaveLength(SAVED_ADDRESS_LIMIT);
    expect(await streets()).not.toContain('Market Square 1');
  });

  test('at the limit, saving one already kept still works, and removing one makes room', async () => {
    const saved = [];
    for (let n = 1; n <= SAVED_ADDRESS_LIMIT; n += 1) saved.push(await saveAddress(db, ALICE, numbered(n), at(n)));
    expect((await saveAddress(db, ALICE, numbered(1), at(10))).created).toBe(false);
    expect((await streets())[0]).toBe('Main St 101');
    await deleteAddress(db, ALICE, saved[2]?.address.addressId ?? 0);
    expect((await saveAddress(db, ALICE, WORK, at(11))).created).toBe(true);
    expect(await streets()).toEqual(['Market Square 1', 'Main St 101', 'Main St 105', 'Main St 104', 'Main St 102']);
    expect((await rejection(saveAddress(db, ALICE, numbered(3), at(12)))).code).toBe('address_limit');
  });

  test("another customer's addresses do not count towards one's limit", async () => {
    for (let n = 1; n <= SAVED_ADDRESS_LIMIT; n += 1) await saveAddress(db, BOB, numbered(n), at(n));
    expect((await saveAddress(db, ALICE, numbered(1), at(10))).created).toBe(true);
  });
});

describe('saves that race', () => {
  /**
   * The database as seen by a save whose first read of the address book happened before another save committed:
   * that read answers the rows `before` keeps; everything after reads the database as it is.
   */
  function readingBeforeAnotherSave(database: Db, before: (rows: unknown[]) => unknown[]): Db {
    let stale = true;
    const reads = new Set<QueryId>();
    const plugin: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        if (stale && node.kind === 'SelectQueryNode' && /saved_?address/i.test(JSON.stringify(node.from))) {
          reads.add(queryId);
        }
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        if (!stale || !reads.has(queryId)) return result;
        stale = false;
        return { ...result, rows: before([...result.rows]) as typeof result.rows };
      },
    };
    return database.withPlugin(plugin);
  }

  test('the same address saved twice at once is kept once, and the later save answers the earlier one', async () => {
    const earlier = await saveAddress(db, ALICE, HOME, at(0));
    const later = await saveAddress(
      readingBeforeAnotherSave(db, () => []),
      ALICE,
      HOME,
      at(1),
    );
    expect(later).toEqual({ address: earlier.address, created: false });
    expect(await listAddresses(db, ALICE)).toEqual([earlier.address]);
  });

  test(`two saves into the last free place cannot make ${SAVED_ADDRESS_LIMIT + 1}`, async () => {
    for (let n = 1; n <= SAVED_ADDRESS_LIMIT; n += 1) await saveAddress(db, ALICE, numbered(n), at(n));
    const racing = readingBeforeAnotherSave(db, (rows) => rows.slice(0, -1));
    const refused = await rejection(saveAddress(racing, ALICE, WORK, at(10)));
    expect(refused.code).toBe('address_limit');
    expect(await listAddresses(db, ALICE)).toHaveLength(SAVED_ADDRESS_LIMIT);
  });
});

describe('deleteAddress', () => {
  test("removes the customer's own address", async () => {
    const home = await saveAddress(db, ALICE, HOME, at(0));
    await saveAddress(db, ALICE, WORK, at(1));
    await deleteAddress(db, ALICE, home.address.addressId);
    expect(await streets()).toEqual(['Market Square 1']);
  });

  test("answers the same 404 for another customer's address and an unknown id, and deletes nothing", async () => {
    const bobs = await saveAddress(db, BOB, HOME, at(0));
    for (const id of [bobs.address.addressId, bobs.address.addressId + 1000]) {
      const refused = await rejection(deleteAddress(db, ALICE, id));
      expect(refused.status).toBe(404);
      expect(refused.code).toBe('address_not_found');
      expect(refused.message).toBe('That address was not found.');
    }
    expect(await listAddresses(db, BOB)).toEqual([bobs.address]);
  });

  test('a deleted address cannot be deleted twice', async () => {
    const home = await saveAddress(db, ALICE, HOME, at(0));
    await deleteAddress(db, ALICE, home.address.addressId);
    expect((await rejection(deleteAddress(db, ALICE, home.address.addressId))).status).toBe(404);
  });
});
