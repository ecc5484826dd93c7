import type { Db } from './db/database.ts';

/**
 * Per-customer write limits: more than a number of cart changes, orders or address-book changes in one window (a
 * minute) are refused until the window is over; an integration's partner API changes likewise (its user id
 * `integration:<id>`). Every attempt counts, accepted or refused (a quantity over the maximum,
 * a wrong total, a full address book): each costs the server as much as an accepted one, and a script hammering one
 * account with refused writes must meet the limit as soon as one sending accepted ones. A refusal by the limit itself
 * does not count. The counts are kept in the database (table `write_limit`, one row per customer and kind, counted by
 * an upsert), not in this process's memory, so the limits hold however many server instances share the database.
 * Windows are fixed (aligned to the clock) rather than sliding: one row, one statement, and at worst twice the limit
 * across a window's edge.
 */

export type WriteKind = 'cart' | 'order' | 'address' | 'partner';

export interface WriteLimit {
  kind: WriteKind;
  /** Writes allowed in one window. */
  perWindow: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;

/** The limit of `perMinute` writes of a kind a minute. */
export function perMinute(kind: WriteKind, writes: number): WriteLimit {
  return { kind, perWindow: writes, windowMs: MINUTE_MS };
}

/** Whether a write may go ahead, and if not, in how many whole seconds the window allows one again. */
export type WriteVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt of `limit.kind` by `userId` at `now`. Run it on its own, before the write's transaction and
 * before the checks that may refuse the write, so that refused writes count too. Past the limit the count stays at
 * one over it: attempts refused by the limit do not count.
 */
export async function countWrite(db: Db, userId: string, limit: WriteLimit, now: Date): Promise<WriteVerdict> {
  const windowIndex = Math.floor(now.getTime() / limit.windowMs);
  const { writes } = await db
    .insertInto('writeLimit')
    .values({ userId, kind: limit.kind, windowIndex, writes: 1 })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'kind']).doUpdateSet((eb) => ({
        writes: eb
          .case()
          .when(eb('writeLimit.windowIndex', '!=', windowIndex))
          .then(1)
          .when(eb('writeLimit.writes', '>', limit.perWindow))
          .then(eb.ref('writeLimit.writes'))
          .else(eb('writeLimit.writes', '+', 1))
          .end(),
        windowIndex,
      })),
    )
    .returning('writes')
    .executeTakeFirstOrThrow();
  return writes <= limit.perWindow ? { allowed: true } : refused(limit, windowIndex, now);
}

/**
 * Whether `userId`'s attempts of `limit.kind` are already past the limit at `now`, counting nothing: for a write that
 * would otherwise ask Firebase before it is counted (customer-writes.ts), so that a flood past the limit costs no call.
 */
export async function limitSpent(db: Db, userId: string, limit: WriteLimit, now: Date): Promise<WriteVerdict> {
  const windowIndex = Math.floor(now.getTime() / limit.windowMs);
  const row = await db
    .selectFrom('writeLimit')
    .select('writes')
    .where('userId', '=', userId)
    .where('kind', '=', limit.kind)
    .where('windowIndex', '=', windowIndex)
    .executeTakeFirst();
  return row && row.writes > limit.perWindow ? refused(limit, windowIndex, now) : { allowed: true };
}

function refused(limit: WriteLimit, windowIndex: number, now: Date): WriteVerdict {
  const retryAfterMs = (windowIndex + 1) * limit.windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}
