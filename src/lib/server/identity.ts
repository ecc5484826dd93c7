import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { GenericSchema } from 'valibot';
import { UserIdSchema } from '../contract.ts';
import { lowerCaseEmail } from '../email.ts';
import { authMode, openDemoWarning } from './auth-mode.ts';
import { ApiProblem, parseOrThrow, readJson, type ApiRequest } from './http.ts';

/**
 * Evaluated when this module loads, before any token can be verified, so that every way of running the server
 * (scripts/serve.mjs, `astro dev`, an entry of the operator's own importing dist/server/entry.mjs, which loads this
 * module first: src/lib/build/fail-closed-sign-in.ts) refuses settings under which a forged sign-in would be trusted.
 */
const AUTH_MODE = authMode(process.env);

// The pages (bundled by Astro) and the API (loaded by scripts/serve.mjs) are two copies of this module: warn once.
const WARNED = Symbol.for('storefront.open-demo-warning');
const shared = globalThis as typeof globalThis & { [WARNED]?: boolean };
if (AUTH_MODE.emulator && AUTH_MODE.onNetwork && !shared[WARNED]) {
  shared[WARNED] = true;
  console.warn(openDemoWarning(process.env['HOST'] ?? ''));
}

/** The only sign-in the storefront offers; a token from any other provider was not issued by our product. */
const SIGN_IN_PROVIDER = 'google.com';

/** What firebase-admin throws when it could not ask Firebase (network, credentials), rather than a bad token. */
function isOutage(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('app/') || code === 'auth/internal-error');
}

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
  const app = getApps()[0] ?? initializeApp({ projectId: AUTH_MODE.projectId });
  return getAuth(app);
}

export interface VerifyOptions {
  /**
   * Ask Firebase whether the session was revoked (signed out everywhere, account disabled) rather than trusting the
   * token until it expires; never answered from the cache. Costs a call to Firebase: for placing orders.
   */
  checkRevoked?: boolean;
}

/**
 * Verifies a Firebase ID token (against the Auth emulator only when FIREBASE_AUTH_EMULATOR_HOST is set) and remembers
 * it until it expires, since verifying costs 20 to 50 ms. Only what the product issues gets in: a Google sign-in with
 * a verified email.
 */
async function verifyIdToken(token: string, { checkRevoked = false }: VerifyOptions = {}): Promise<Customer> {
  const now = Date.now();
  const cached = checkRevoked ? undefined : verified.get(token);
  if (cached && cached.expiresAt > now) return cached.customer;
  let decoded;
  try {
    decoded = await firebaseAuth().verifyIdToken(token, checkRevoked);
  } catch (error) {
    if (isOutage(error)) {
      console.error('Verifying a sign-in failed', error);
      throw new ApiProblem(503, 'sign_in_unavailable', 'We could not check your sign-in just now. Please try again.');
    }
    throw new ApiProblem(401, 'unauthenticated', 'Your sign-in has expired or is not valid. Please sign in again.');
  }
  if (decoded.firebase.sign_in_provider !== SIGN_IN_PROVIDER) {
    throw new ApiProblem(
      401,
      'unauthenticated',
      'Please sign in with Google: it is the only sign-in this store accepts.',
    );
  }
  if (decoded.email_verified !== true) {
    throw new ApiProblem(
      401,
      'unauthenticated',
      'Your Google account’s email address is not verified. Verify it with Google, then sign in again.',
    );
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
export async function authenticate(request: ApiRequest, options?: VerifyOptions): Promise<Customer> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiProblem(401, 'unauthenticated', 'Please sign in first.');
  return verifyIdToken(match[1], options);
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
  options?: VerifyOptions,
): Promise<{ customer: Customer; body: T }> {
  const customer = await authenticate(request, options);
  const body = await readJson(request, schema);
  requireSelf(customer, userIdOf(body));
  return { customer, body };
}
