import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { GenericSchema } from 'valibot';
import { UserIdSchema } from '../contract.ts';
import { lowerCaseEmail } from '../email.ts';
import { ApiProblem, parseOrThrow, readJson, type ApiRequest } from './http.ts';
import { serverSettings } from './settings.ts';

/** Who a request comes from, as its verified Firebase ID token says. */
export interface Customer {
  uid: string;
  /** Lower case: the spec's user id. */
  email: string;
}

/** Verified tokens kept at most; each is a few hundred bytes. */
const TOKEN_CACHE_SIZE = 10_000;
const verified = new Map<string, { customer: Customer; expiresAt: number }>();

function firebaseAuth() {
  const app = getApps()[0] ?? initializeApp({ projectId: serverSettings().FIREBASE_PROJECT_ID });
  return getAuth(app);
}

/**
 * Verifies a Firebase ID token (against the Auth emulator only when FIREBASE_AUTH_EMULATOR_HOST is set) and remembers
 * it until it expires, since verifying costs 20 to 50 ms.
 */
async function verifyIdToken(token: string): Promise<Customer> {
  const now = Date.now();
  const cached = verified.get(token);
  if (cached && cached.expiresAt > now) return cached.customer;
  let decoded;
  try {
    decoded = await firebaseAuth().verifyIdToken(token);
  } catch {
    throw new ApiProblem(401, 'unauthenticated', 'Your sign-in has expired or is not valid. Please sign in again.');
  }
  if (!decoded.email) throw new ApiProblem(401, 'unauthenticated', 'Your account has no email address.');
  const customer = { uid: decoded.uid, email: lowerCaseEmail(decoded.email) };
  if (verified.size >= TOKEN_CACHE_SIZE) {
    for (const [key, entry] of verified) if (entry.expiresAt <= now) verified.delete(key);
    if (verified.size >= TOKEN_CACHE_SIZE) verified.clear();
  }
  verified.set(token, { customer, expiresAt: decoded.exp * 1000 });
  return customer;
}

/** The customer behind `Authorization: Bearer <Firebase ID token>`, or a 401. */
export async function authenticate(request: ApiRequest): Promise<Customer> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiProblem(401, 'unauthenticated', 'Please sign in first.');
  return verifyIdToken(match[1]);
}

/** A 403 unless `userId` is the signed-in customer's own email: nobody reads or changes another customer's data. */
function requireSelf(customer: Customer, userId: string): void {
  if (lowerCaseEmail(userId) !== customer.email) {
    throw new ApiProblem(403, 'forbidden', 'You can only use your own cart, orders and addresses.');
  }
}

/** The signed-in customer of a GET whose `user-id` query must be their own email. */
export async function customerForQuery(request: ApiRequest, url: URL): Promise<Customer> {
  const customer = await authenticate(request);
  requireSelf(customer, parseOrThrow(UserIdSchema, url.searchParams.get('user-id') ?? undefined, 'user-id'));
  return customer;
}

/** The signed-in customer of a POST whose body's user id must be their own email, with the body parsed. */
export async function customerForBody<T>(
  request: ApiRequest,
  schema: GenericSchema<unknown, T>,
  userIdOf: (body: T) => string,
): Promise<{ customer: Customer; body: T }> {
  const customer = await authenticate(request);
  const body = await readJson(request, schema);
  requireSelf(customer, userIdOf(body));
  return { customer, body };
}
