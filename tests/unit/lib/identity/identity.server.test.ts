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
const { authenticate, verificationProblem } = await import('../../../../src/lib/identity/identity.server.ts');

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

  test('one account minting token after token pushes out the idle ones, never every customer’s at once', async () => {
    await read('idle:1');
    await read('ann:1');
    for (let minted = 0; minted < 5_000; minted += 1) await read(`mallory:${minted}`);
    // Ann goes on reading meanwhile; whoever has not read since is the first to go.
    await read('ann:1');
    for (let minted = 5_000; minted < 10_000; minted += 1) await read(`mallory:${minted}`);

    await read('ann:1');
    expect(askedAbout('ann:1')).toBe(1);
    await read('idle:1');
    expect(askedAbout('idle:1')).toBe(2);
  });
});
