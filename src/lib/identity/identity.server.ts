import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { LRUCache } from 'lru-cache';
import { UserIdSchema } from '../contract.ts';
import { lowerCaseEmail } from './email.ts';
import { authMode, openDemoWarning } from './auth-mode.server.ts';
import { looksLikeSecret } from '../partner/integrations.server.ts';
import { ApiProblem, parseOrThrow, type ApiRequest } from '../server/http.ts';
import type { Db } from '../server/db/database.ts';
import { getDb } from '../server/db/index.ts';
import { isDatabaseUnavailable } from '../server/db/unavailable.ts';
import { forgetVerifications, keepVerification, keptVerification } from './kept-verifications.server.ts';
import { signal } from '../server/observability/signals.ts';

/**
 * Evaluated when this module loads, before any token can be verified, so that every way of running the server
 * (`npm start`, `astro preview`, `astro dev`, an entry of the operator's own importing dist/server/entry.mjs, which
 * loads this module first: src/lib/build/fail-closed-sign-in.ts) refuses settings under which a forged sign-in would be trusted.
 */
const AUTH_MODE = authMode(process.env);

if (AUTH_MODE.emulator && AUTH_MODE.onNetwork) {
  console.warn(openDemoWarning(process.env['HOST'] ?? ''));
}

/** The only sign-in the storefront offers; a token from any other provider was not issued by our product. */
const SIGN_IN_PROVIDER = 'google.com';

/** Who a request comes from, as its verified Firebase ID token says. */
export interface Customer {
  uid: string;
  /** Lower case: the spec's user id. */
  email: string;
}

/**
 * Why Firebase refused a token, as the customer reads it; any other error from firebase-admin (quota, permission,
 * credentials, network, Firebase's own failures) means Firebase could not be asked, which is no fault of the token.
 */
const TOKEN_REFUSALS: Readonly<Record<string, string>> = {
  'auth/id-token-expired': 'Your sign-in has expired. Please sign in again.',
  'auth/id-token-revoked': 'You were signed out everywhere. Please sign in again.',
  'auth/user-disabled': 'This account has been disabled. Please contact us if you think this is a mistake.',
  'auth/user-not-found': 'This account no longer exists. Please sign in again.',
  'auth/invalid-id-token': 'Your sign-in is not valid. Please sign in again.',
  'auth/argument-error': 'Your sign-in is not valid. Please sign in again.',
};

/** Seconds a caller is asked to wait while Firebase cannot be asked. */
const FIREBASE_RETRY_AFTER_SECONDS = 5;

/** The codes of the refusals that mean the customer's session is over, whatever token they hold. */
const SESSION_ENDED = new Set(['auth/id-token-revoked', 'auth/user-disabled', 'auth/user-not-found']);

/**
 * What a failed verification answers: 401 for a token Firebase refused (TOKEN_REFUSALS), 503 with `Retry-After` for
 * everything else, which is Firebase (or the way to it) failing rather than the token.
 */
export function verificationProblem(error: unknown): ApiProblem {
  const code = (error as { code?: unknown } | null)?.code;
  const refusal = typeof code === 'string' ? TOKEN_REFUSALS[code] : undefined;
  if (refusal) return new ApiProblem(401, 'unauthenticated', refusal);
  return new ApiProblem(503, 'sign_in_unavailable', 'We could not check your sign-in just now. Please try again.', {
    'Retry-After': String(FIREBASE_RETRY_AFTER_SECONDS),
  });
}

/**
 * Whether Firebase is failing, so that an outage is logged when it starts and when it ends, not once per request (a
 * busy store would write thousands of lines a second).
 */
let firebaseFailing = false;

function noteFirebaseAnswered(): void {
  if (!firebaseFailing) return;
  firebaseFailing = false;
  console.error('Firebase answers again: sign-ins are verified.');
}

function noteFirebaseFailed(error: unknown): void {
  if (firebaseFailing) return;
  firebaseFailing = true;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `Firebase cannot verify sign-ins (${String(code ?? 'no code')}): ${message}. Answering 503 until it can.`,
  );
}

/** Verified tokens kept at most; each is a few hundred bytes. */
const TOKEN_CACHE_SIZE = 10_000;

/**
 * How long a verification is kept before Firebase is asked again, so that reads stop within this long once a session
 * is revoked or an account disabled; orders and address-book changes ask Firebase every time.
 */
const VERIFICATION_KEPT_MS = 5 * 60_000;

/**
 * Verified tokens, each until it expires or for VERIFICATION_KEPT_MS after Firebase was asked, whichever is sooner.
 * Past TOKEN_CACHE_SIZE the token used longest ago goes first: one account minting tokens pushes out idle ones, not
 * every customer's. A copy of what the database keeps for every instance (kept-verifications.server.ts), each until
 * the same moment: a revocation reaches every instance within VERIFICATION_KEPT_MS of the verification, or at once for
 * what asks Firebase every time.
 */
const verified = new LRUCache<string, Customer>({ max: TOKEN_CACHE_SIZE, ttl: VERIFICATION_KEPT_MS });

/**
 * Tokens Firebase said belong to a revoked session, a disabled account or one that no longer exists: refused from
 * memory for VERIFICATION_KEPT_MS, so that whoever holds one cannot make this instance ask Firebase again on every
 * request. Per instance, as above; an account enabled again signs in again with a new token, which is asked about.
 */
const endedTokens = new LRUCache<string, ApiProblem>({ max: TOKEN_CACHE_SIZE, ttl: VERIFICATION_KEPT_MS });

function firebaseAuth() {
  const app = getApps()[0] ?? initializeApp({ projectId: AUTH_MODE.projectId });
  return getAuth(app);
}

/**
 * Forgets every kept verification of an account whose session Firebase says is over, here and in the database (other
 * instances' copies in memory end by their time).
 */
async function forgetAccount(uid: string): Promise<void> {
  const tokens = [...verified.entries()].filter(([, customer]) => customer.uid === uid).map(([token]) => token);
  for (const token of tokens) verified.delete(token);
  await sharedOrNothing(async (db) => forgetVerifications(db, uid));
}

/**
 * Runs `work` on the database's kept verifications; with the database away it answers undefined: the outage is logged
 * and answered where the call needs the database, and a verification not shared only costs a question to Firebase.
 */
async function sharedOrNothing<T>(work: (db: Db) => Promise<T>): Promise<T | undefined> {
  try {
    return await work(await getDb());
  } catch (error) {
    if (isDatabaseUnavailable(error)) return undefined;
    throw error;
  }
}

/**
 * Asks Firebase about a token (against the Auth emulator only when FIREBASE_AUTH_EMULATOR_HOST is set), with
 * `checkRevoked` whether the account is disabled or its sessions revoked. Only what the product issues gets in: a
 * Google sign-in with a verified email. A verification that asked about revocation is kept (VERIFICATION_KEPT_MS).
 */
async function askFirebase(token: string, checkRevoked: boolean): Promise<Customer> {
  let decoded;
  const started = performance.now();
  const asked = (answered: boolean) =>
    signal({
      kind: 'firebase-asked',
      seconds: (performance.now() - started) / 1000,
      revocation: checkRevoked,
      answered,
    });
  try {
    decoded = await firebaseAuth().verifyIdToken(token, checkRevoked);
    asked(true);
    noteFirebaseAnswered();
  } catch (error) {
    const problem = verificationProblem(error);
    asked(problem.status === 401);
    const code = (error as { code?: unknown }).code;
    const ended = typeof code === 'string' && SESSION_ENDED.has(code);
    signal({
      kind: 'token-refused',
      reason: problem.status !== 401 ? 'firebase-unavailable' : ended ? 'session-ended' : 'invalid',
    });
    if (problem.status === 401) {
      noteFirebaseAnswered();
      if (ended) {
        const uid = verified.get(token)?.uid ?? uidOf(token);
        verified.delete(token);
        if (uid) await forgetAccount(uid);
        endedTokens.set(token, problem);
      }
    } else {
      noteFirebaseFailed(error);
    }
    throw problem;
  }
  if (decoded.firebase.sign_in_provider !== SIGN_IN_PROVIDER) {
    signal({ kind: 'token-refused', reason: 'not-accepted' });
    throw new ApiProblem(
      401,
      'unauthenticated',
      'Please sign in with Google: it is the only sign-in this store accepts.',
    );
  }
  if (decoded.email_verified !== true) {
    signal({ kind: 'token-refused', reason: 'not-accepted' });
    throw new ApiProblem(
      401,
      'unauthenticated',
      'Your Google account’s email address is not verified. Verify it with Google, then sign in again.',
    );
  }
  if (!decoded.email) throw new ApiProblem(401, 'unauthenticated', 'Your account has no email address.');
  const customer = { uid: decoded.uid, email: lowerCaseEmail(decoded.email) };
  if (checkRevoked) {
    const now = Date.now();
    const keptUntil = Math.min(decoded.exp * 1000, now + VERIFICATION_KEPT_MS);
    if (keptUntil > now) {
      verified.set(token, customer, { ttl: keptUntil - now });
      await sharedOrNothing((db) => keepVerification(db, token, { ...customer, keptUntil }, now));
    }
  }
  return customer;
}

/** The uid a token names (its `sub`), read without verifying it: only to forget kept verifications of that account. */
function uidOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown;
    };
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The kept verification of a token, if it is still good: the customer it was verified for within
 * VERIFICATION_KEPT_MS, by this instance or another, without asking Firebase.
 */
async function keptCustomer(token: string): Promise<Customer | undefined> {
  const inMemory = verified.get(token);
  if (inMemory) return inMemory;
  const now = Date.now();
  const shared = await sharedOrNothing((db) => keptVerification(db, token, now));
  if (!shared) return undefined;
  const customer = { uid: shared.uid, email: shared.email };
  verified.set(token, customer, { ttl: shared.keptUntil - now });
  return customer;
}

/** Throws the refusal Firebase gave a token of an ended session, while it is kept (endedTokens). */
function refuseEnded(token: string): void {
  const refusal = endedTokens.get(token);
  if (!refusal) return;
  signal({ kind: 'token-refused', reason: 'session-ended' });
  throw refusal;
}

/** The token of an `Authorization: Bearer <token>` header; none for any other header, or none. */
export function bearerTokenOf(header: string | null | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

/**
 * The bearer token of a request, or a 401. An integration's secret is refused at once, without asking Firebase: it
 * is for the partner API alone, and never stands for a customer.
 */
function bearerToken(request: ApiRequest): string {
  const token = bearerTokenOf(request.headers.get('authorization'));
  if (!token) throw new ApiProblem(401, 'unauthenticated', 'Please sign in first.');
  if (looksLikeSecret(token)) {
    throw new ApiProblem(401, 'unauthenticated', 'An integration’s secret is not accepted here: please sign in.');
  }
  return token;
}

/**
 * The customer behind `Authorization: Bearer <Firebase ID token>` of a read, or a 401. A verification is kept for at
 * most VERIFICATION_KEPT_MS (verifying costs 20 to 50 ms), so a revoked session or a disabled account stops reading
 * within that long.
 */
export async function authenticate(request: ApiRequest): Promise<Customer> {
  const token = bearerToken(request);
  refuseEnded(token);
  return (await keptCustomer(token)) ?? askFirebase(token, true);
}

/** The steps of a write that authenticateWrite runs around Firebase's answers. */
export interface WriteSteps<T> {
  /** Refuses a customer who may not write now at all (a limit already spent), before Firebase is asked. */
  refuseEarly: (customer: Customer) => Promise<void>;
  /** Counts the attempt and reads it (the write limit, the body, whose data it is); may refuse the write. */
  admit: (customer: Customer) => Promise<T>;
}

/**
 * The customer of a write. The token is verified (a kept verification will do). With `sessionAtOnce` Firebase is then
 * asked whether the account is disabled or the session revoked, before `admit` counts the attempt: a token whose
 * session has ended spends nothing of its owner's limits, whatever it sends; `refuseEarly` runs before that call, so
 * that a customer past their limit costs no call to Firebase. Without it the write goes by the kept verification, as a
 * read does, and notices within VERIFICATION_KEPT_MS.
 */
export async function authenticateWrite<T>(
  request: ApiRequest,
  sessionAtOnce: boolean,
  { refuseEarly, admit }: WriteSteps<T>,
): Promise<T> {
  const token = bearerToken(request);
  refuseEnded(token);
  const customer = (await keptCustomer(token)) ?? (await askFirebase(token, !sessionAtOnce));
  if (sessionAtOnce) {
    await refuseEarly(customer);
    await askFirebase(token, true);
  }
  return admit(customer);
}

/** A 403 unless `userId` is the signed-in customer's own email: nobody reads or changes another customer's data. */
export function requireSelf(customer: Customer, userId: string): void {
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
