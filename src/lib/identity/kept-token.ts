// The signed-in customer's ID token as Firebase last gave it, kept on the device until shortly before it expires, so
// that the customer's own screens send their calls without loading Firebase's SDK on every page (a download, and one
// long task to evaluate on a slow phone). Firebase keeps the same token, and the refresh token that makes new ones,
// in this origin's IndexedDB: keeping it here too exposes nothing new. It is the customer's data: signing in or out,
// or a call answered 401, removes it (./persisted.ts); another tab follows through the storage event.
import * as v from 'valibot';
import { customerDataAtom } from '../stores/persisted.ts';

/** How long before its expiry a kept token is no longer sent: time for the call it goes with to reach the server. */
const KEPT_TOKEN_MARGIN_MS = 5 * 60_000;
/**
 * A Firebase ID token lasts an hour. A kept one that claims more time left than that was kept before the device's
 * clock went back, and its expiry by this clock says nothing.
 */
const ID_TOKEN_LIFETIME_MS = 60 * 60_000;

const KeptTokenSchema = v.object({
  email: v.string(),
  token: v.pipe(v.string(), v.nonEmpty()),
  /** When Firebase considers it expired, by this device's clock (ms since the epoch). */
  expiresAt: v.number(),
});
export type KeptToken = v.InferOutput<typeof KeptTokenSchema>;

export const $keptToken = customerDataAtom<KeptToken | null>(
  'kept-token:v1',
  v.nullable(KeptTokenSchema),
  null,
  (kept) => kept === null,
);

/** The kept token of the customer `email`, or null when there is none worth sending. */
export function usableKeptToken(email: string, now = Date.now()): string | null {
  const kept = $keptToken.get();
  if (!kept || kept.email !== email) return null;
  const left = kept.expiresAt - now;
  return left > KEPT_TOKEN_MARGIN_MS && left <= ID_TOKEN_LIFETIME_MS ? kept.token : null;
}
