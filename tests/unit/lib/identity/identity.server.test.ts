import { describe, expect, test, vi } from 'vitest';

// firebase-admin as it answers for valid tokens, each naming the account in it (`<uid>:<n>`).
const verifyIdToken = vi.fn(async (token: string) => {
  const uid = token.split(':', 1)[0] ?? '';
  return {
    uid,
    email: `${uid}@example.com`,
    email_verified: true,
    exp: Date.now() / 1000 + 3600,
    firebase: { sign_in_provider: 'google.com' },
  };
});
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifyIdToken }) }));
// Verifications are kept in the database for every instance: this process's own, in memory.
vi.stubEnv('DATABASE_URL', ':memory:');
const { authenticate, verificationProblem } = await import('../../../../src/lib/identity/identity.server.ts');
const { keepVerification } = await import('../../../../src/lib/identity/kept-verifications.server.ts');
const { getDb } = await import('../../../../src/lib/server/db/index.ts');

/** An error as firebase-admin throws it: a FirebaseError carries its code as `auth/…` or `app/…`. */
function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase said ${code}`), { code });
}

describe('what a failed sign-in verification answers', () => {
  test.each([
    ['auth/id-token-expired', 'Your sign-in has expired. Please sign in again.'],
    ['auth/id-token-revoked', 'You were signed out everywhere. Please sign in again.'],
    ['auth/user-disabled', 'This account has been disabled. Please contact us if you think this is a mistake.'],
    ['auth/user-not-found', 'This account no longer exists. Please sign in again.'],
    ['auth/invalid-id-token', 'Your sign-in is not valid. Please sign in again.'],
    ['auth/argument-error', 'Your sign-in is not valid. Please sign in again.'],
  ])('%s is the token: 401 saying why', (code, message) => {
    const problem = verificationProblem(firebaseError(code));
    expect([problem.status, problem.code, problem.message, problem.headers]).toEqual([
      401,
      'unauthenticated',
      message,
      {},
    ]);
  });

  test.each([
    'auth/quota-exceeded',
    'auth/insufficient-permission',
    'auth/internal-error',
    'auth/invalid-credential',
    'auth/project-not-found',
    'app/network-error',
    'app/network-timeout',
    'app/invalid-credential',
    'app/unable-to-parse-response',
  ])('%s is Firebase, not the token: 503 with Retry-After', (code) => {
    const problem = verificationProblem(firebaseError(code));
    expect([problem.status, problem.code, problem.message, problem.headers]).toEqual([
      503,
      'sign_in_unavailable',
      'We could not check your sign-in just now. Please try again.',
      { 'Retry-After': '5' },
    ]);
  });

  test('an error without a Firebase code (a socket reset on the way) is 503 too', () => {
    expect(verificationProblem(new TypeError('fetch failed')).status).toBe(503);
    expect(verificationProblem(undefined).status).toBe(503);
  });
});

describe('the kept verifications', () => {
  const read = (token: string) =>
    authenticate({
      method: 'GET',
      url: 'http://localhost/shopping-cart-api/get-cart-item-count',
      headers: new Headers({ Authorization: `Bearer ${token}` }),
      text: async () => '',
    });
  const askedAbout = (token: string) => verifyIdToken.mock.calls.filter(([asked]) => asked === token).length;

  test('one account minting token after token costs no other customer a second question to Firebase', async () => {
    await read('idle:1');
    await read('ann:1');
    for (let minted = 0; minted < 5_000; minted += 1) await read(`mallory:${minted}`);
    // Ann goes on reading meanwhile and stays in memory; whoever has not read since leaves it first, and is read back
    // from the verifications the database keeps.
    await read('ann:1');
    for (let minted = 5_000; minted < 10_000; minted += 1) await read(`mallory:${minted}`);

    await read('ann:1');
    expect(askedAbout('ann:1')).toBe(1);
    await read('idle:1');
    expect(askedAbout('idle:1')).toBe(1);
  });

  test('a token another instance verified, or this one before it restarted, is trusted until the same moment', async () => {
    const db = await getDb();
    const now = Date.now();
    await keepVerification(db, 'bea:1', { uid: 'bea', email: 'bea@example.com', keptUntil: now + 60_000 }, now);
    await keepVerification(db, 'cal:1', { uid: 'cal', email: 'cal@example.com', keptUntil: now - 1 }, now);

    expect(await read('bea:1')).toEqual({ uid: 'bea', email: 'bea@example.com' });
    expect(askedAbout('bea:1')).toBe(0);
    expect(await read('cal:1')).toEqual({ uid: 'cal', email: 'cal@example.com' });
    expect(askedAbout('cal:1')).toBe(1);
  });

  test('what Firebase verified is kept for every instance by the token’s hash, never the token', async () => {
    await read('dee:1');
    const kept = await (await getDb()).selectFrom('keptVerification').selectAll().where('uid', '=', 'dee').execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.email).toBe('dee@example.com');
    expect(JSON.stringify(kept)).not.toContain('dee:1');
  });
});
