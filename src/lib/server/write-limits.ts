import type { Db } from './db/database.ts';
import { ApiProblem } from './http.ts';

/**
 * Per-customer write limits: more than a number of cart changes or orders in one window (a minute) are refused with
 * 429 and `Retry-After` until the window is over. Normal shopping never comes near them; a script hammering one
 * account does. The counts are kept in the database (table `write_limit`, one row per customer and kind, counted by
 * an upsert), not in this process's memory, so the limits hold however many server instances share the database.
 * Windows are fixed (aligned to the clock) rather than sliding: one row, one statement, and at worst twice the limit
 * across a window's edge.
 */

export type WriteKind = 'cart' | 'order';

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

const REFUSALS: Record<WriteKind, string> = {
  cart: 'You are changing your cart faster than we can keep up. Please wait a moment and try again.',
  order: 'You have placed a lot of orders in the last minute. Please wait a moment before placing another.',
};

/**
 * Counts one write of `limit.kind` by `userId` at `now`, or throws a 429 (with `Retry-After`, in whole seconds) when
 * that would be more than the window allows. Run it first in the write's own transaction: only writes that commit
 * count, and a refused one leaves the count as it was.
 */
export async function countWrite(db: Db, userId: string, limit: WriteLimit, now: Date): Promise<void> {
  const windowIndex = Math.floor(now.getTime() / limit.windowMs);
  const { writes } = await db
    .insertInto('writeLimit')
    .values({ userId, kind: limit.kind, windowIndex, writes: 1 })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'kind']).doUpdateSet((eb) => ({
        writes: eb
          .case()
          .when('writeLimit.windowIndex', '=', windowIndex)
          .then(eb('writeLimit.writes', '+', 1))
          .else(1)
          .end(),
        windowIndex,
      })),
    )
    .returning('writes')
    .executeTakeFirstOrThrow();
  if (writes > limit.perWindow) {
    const retryAfterMs = (windowIndex + 1) * limit.windowMs - now.getTime();
    throw new ApiProblem(429, 'too_many_requests', REFUSALS[limit.kind], {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });
  }
}
