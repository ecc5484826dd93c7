import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { connect, openDatabase, type Connection, type Db } from '../../../../src/lib/server/db/database.ts';
import { countWrite, limitSpent, perMinute, type WriteLimit } from '../../../../src/lib/server/write-limits.ts';
import { freshDatabaseUrl } from '../../../fixtures/database.ts';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
/** 10 s into a minute. */
const T0 = new Date('2026-03-01T12:00:10.000Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const THREE_CART_WRITES = perMinute('cart', 3);

let url: string;
let connection: Connection;
let db: Db;

beforeEach(async () => {
  url = await freshDatabaseUrl();
  connection = await connect(url);
  db = connection.db;
});

afterEach(async () => {
  await db.destroy();
});

/** The seconds a refused write is told to wait, or undefined when it is allowed. */
async function refusal(database: Db, userId: string, limit: WriteLimit, now: Date): Promise<number | undefined> {
  const verdict = await countWrite(database, userId, limit, now);
  return verdict.allowed ? undefined : verdict.retryAfterSeconds;
}

describe('countWrite', () => {
  test('allows the limit a minute, then refuses with the seconds left in the minute', async () => {
    for (let write = 0; write < 3; write += 1)
      expect(await refusal(db, ALICE, THREE_CART_WRITES, later(write))).toBeUndefined();

    // At 12:00:15 the minute has 45 s left.
    expect(await refusal(db, ALICE, THREE_CART_WRITES, later(5))).toBe(45);
  });

  test('a refused attempt does not count: the count stays one over the limit', async () => {
    for (let write = 0; write < 10; write += 1) await refusal(db, ALICE, THREE_CART_WRITES, later(write));

    const row = await db.selectFrom('writeLimit').select('writes').where('userId', '=', ALICE).executeTakeFirst();
    expect(row?.writes).toBe(4);
  });

  test('another customer, and another kind of write, are counted apart', async () => {
    for (let write = 0; write < 4; write += 1) await refusal(db, ALICE, THREE_CART_WRITES, later(write));

    expect(await refusal(db, BOB, THREE_CART_WRITES, later(5))).toBeUndefined();
    expect(await refusal(db, ALICE, perMinute('order', 3), later(5))).toBeUndefined();
  });

  test('once the minute is over, writes work again', async () => {
    for (let write = 0; write < 4; write += 1) await refusal(db, ALICE, THREE_CART_WRITES, later(write));
    expect(await refusal(db, ALICE, THREE_CART_WRITES, later(49))).toBeDefined();

    for (let write = 0; write < 3; write += 1)
      expect(await refusal(db, ALICE, THREE_CART_WRITES, later(50 + write))).toBeUndefined();
    expect(await refusal(db, ALICE, THREE_CART_WRITES, later(55))).toBe(55);
  });

  test('holds across processes on one database: the count lives in it', async () => {
    const other = await openDatabase(url);
    try {
      expect(await refusal(db, ALICE, THREE_CART_WRITES, later(0))).toBeUndefined();
      expect(await refusal(other, ALICE, THREE_CART_WRITES, later(1))).toBeUndefined();
      expect(await refusal(db, ALICE, THREE_CART_WRITES, later(2))).toBeUndefined();
      expect(await refusal(other, ALICE, THREE_CART_WRITES, later(3))).toBe(47);
    } finally {
      await other.destroy();
    }
  });
});

describe('limitSpent', () => {
  test('refuses only once the minute holds one attempt past the limit, counting nothing itself', async () => {
    const spent = async (now: Date) => {
      const verdict = await limitSpent(db, ALICE, THREE_CART_WRITES, now);
      return verdict.allowed ? undefined : verdict.retryAfterSeconds;
    };
    expect(await spent(later(0))).toBeUndefined();
    for (let write = 0; write < 3; write += 1) await refusal(db, ALICE, THREE_CART_WRITES, later(write));
    expect(await spent(later(3))).toBeUndefined();
    await refusal(db, ALICE, THREE_CART_WRITES, later(4));
    expect(await spent(later(5))).toBe(45);
    // Another minute, another customer or another kind is not spent.
    expect(await spent(later(50))).toBeUndefined();
    expect((await limitSpent(db, BOB, THREE_CART_WRITES, later(5))).allowed).toBe(true);
    expect((await limitSpent(db, ALICE, perMinute('order', 3), later(5))).allowed).toBe(true);
    const row = await db.selectFrom('writeLimit').select('writes').where('userId', '=', ALICE).executeTakeFirst();
    expect(row?.writes).toBe(4);
  });
});
