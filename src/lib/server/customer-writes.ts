import type { GenericSchema } from 'valibot';
import { getDb } from './db/index.ts';
import { ApiProblem, readJson, type ApiRequest } from './http.ts';
import { authenticateWrite, requireSelf, type Customer } from '../identity/identity.server.ts';
import { serverSettings, type Settings } from './settings.ts';
import { signal } from './observability/signals.ts';
import { countWrite, limitSpent, perMinute, type WriteKind as AnyWriteKind } from './write-limits.ts';

/** The writes of customers (an integration's are the partner API's: src/lib/partner/partner-http.server.ts). */
type WriteKind = Exclude<AnyWriteKind, 'partner'>;

/**
 * How every write of the API is let in, in one place: the token is verified; for what spends money or says where it
 * goes, Firebase is asked whether the session still holds (identity.server.ts), unless the customer's limit is already
 * spent; then the attempt is counted against the limit (write-limits.ts), and the body read and its user id matched to
 * the token. An unauthenticated request, or one whose session has ended, is no customer's attempt and never counts;
 * every other attempt counts, whatever its body; a 429 comes before any other work.
 */

/**
 * Whether a write asks Firebase about the session at once. An order and an address-book change must not go through
 * for a disabled account or a revoked session; a cart change goes by the kept verification, as a read does, and is
 * refused within VERIFICATION_KEPT_MS: it spends nothing, the same token could read that cart as long, and asking
 * Google's servers on every tap would put their round trip into every cart change
 * (docs/decisions/006-email-as-user-id-with-verified-tokens.md).
 */
const SESSION_AT_ONCE: Record<WriteKind, boolean> = { cart: false, order: true, address: true };

const PER_MINUTE_SETTING: Record<WriteKind, keyof Settings & `${string}_PER_MINUTE`> = {
  cart: 'CART_WRITES_PER_MINUTE',
  order: 'ORDERS_PER_MINUTE',
  address: 'ADDRESS_WRITES_PER_MINUTE',
};

const REFUSALS: Record<WriteKind, string> = {
  cart: 'You are changing your cart faster than we can keep up. Please wait a moment and try again.',
  order: 'You have placed a lot of orders in the last minute. Please wait a moment before placing another.',
  address: 'You are changing your saved addresses faster than we can keep up. Please wait a moment and try again.',
};

/**
 * Counts a write of `kind` by `customer`, or throws the 429 (with `Retry-After`) it meets; with `count` false only
 * looks whether the limit is already spent.
 */
async function limitWrite(customer: Customer, kind: WriteKind, count = true): Promise<void> {
  const limit = perMinute(kind, serverSettings()[PER_MINUTE_SETTING[kind]]);
  const verdict = await (count ? countWrite : limitSpent)(await getDb(), customer.email, limit, new Date());
  if (!verdict.allowed) {
    signal({ kind: 'write-refused', write: kind });
    throw new ApiProblem(429, 'too_many_requests', REFUSALS[kind], {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
  }
}

/**
 * The customer of a write of `kind` and its body: a POST whose body's user id (`userIdOf`) must be the signed-in
 * customer's own email. `readMore` reads what else the call needs of the body or the request (a field only this call
 * requires, a header), counted as the body is.
 */
export async function customerWrite<T, TMore = undefined>(
  request: ApiRequest,
  kind: WriteKind,
  schema: GenericSchema<unknown, T>,
  userIdOf: (body: T) => string,
  readMore?: (body: T) => TMore,
): Promise<{ customer: Customer; body: T; more: TMore }> {
  return authenticateWrite(request, SESSION_AT_ONCE[kind], {
    refuseEarly: (customer) => limitWrite(customer, kind, false),
    admit: async (customer) => {
      await limitWrite(customer, kind);
      const body = await readJson(request, schema);
      requireSelf(customer, userIdOf(body));
      return { customer, body, more: readMore?.(body) as TMore };
    },
  });
}
