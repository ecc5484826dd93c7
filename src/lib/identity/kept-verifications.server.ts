import { createHash } from 'node:crypto';
import type { Db } from '../server/db/database.ts';

/**
 * Verifications Firebase gave, kept in the database for every instance (table `kept_verification`): an instance that
 * meets a token another instance verified, or that it verified itself before a restart, trusts it until the same
 * moment the verifying instance does, instead of asking Firebase again (a round trip to Google in production). A
 * deploy restarting every instance would otherwise make every signed-in customer's next call wait for Firebase. Kept
 * by the token's hash: a copy of the table holds no credential.
 */

/**
 * How much later a verification must reach than the row already says for the row to be written again. Orders ask
 * Firebase on every call, each answer reaching a little further: a row kept up to this much shorter sends another
 * instance to Firebase that much sooner, which is stricter, never laxer.
 */
const EXTEND_STEP_MS = 60_000;

/** How often, at most, an instance removes the verifications whose time has passed. */
const PURGE_EVERY_MS = 60_000;
let lastPurgeAt = 0;

/** What a kept verification says: whose token it is, and until when (ms since 1970) it may be trusted. */
export interface KeptVerification {
  uid: string;
  email: string;
  keptUntil: number;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The verification of `token` kept by any instance, if it may still be trusted at `now` (ms since 1970). */
export async function keptVerification(db: Db, token: string, now: number): Promise<KeptVerification | undefined> {
  const row = await db
    .selectFrom('keptVerification')
    .select(['uid', 'email', 'keptUntil'])
    .where('tokenHash', '=', tokenHash(token))
    .where('keptUntil', '>', new Date(now).toISOString())
    .executeTakeFirst();
  return row && { uid: row.uid, email: row.email, keptUntil: Date.parse(row.keptUntil) };
}

/**
 * Keeps Firebase's verification of `token` for every instance until `verification.keptUntil`, unless it is already
 * kept nearly that long (EXTEND_STEP_MS); now and then removes those whose time has passed.
 */
export async function keepVerification(
  db: Db,
  token: string,
  verification: KeptVerification,
  now: number,
): Promise<void> {
  const keptUntil = new Date(verification.keptUntil).toISOString();
  await db
    .insertInto('keptVerification')
    .values({ tokenHash: tokenHash(token), uid: verification.uid, email: verification.email, keptUntil })
    .onConflict((conflict) =>
      conflict
        .column('tokenHash')
        .doUpdateSet({ keptUntil })
        .where('keptVerification.keptUntil', '<', new Date(verification.keptUntil - EXTEND_STEP_MS).toISOString()),
    )
    .execute();
  if (now - lastPurgeAt < PURGE_EVERY_MS) return;
  lastPurgeAt = now;
  await db.deleteFrom('keptVerification').where('keptUntil', '<=', new Date(now).toISOString()).execute();
}

/** Forgets every kept verification of account `uid`, whose session Firebase said is over. */
export async function forgetVerifications(db: Db, uid: string): Promise<void> {
  await db.deleteFrom('keptVerification').where('uid', '=', uid).execute();
}
