import { afterEach, expect, test, vi } from 'vitest';

// firebase-admin as it behaves while Firebase is out of quota, then again once it answers.
const verifyIdToken = vi.fn();
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifyIdToken }) }));
// Verifications are kept in the database for every instance: this process's own, in memory.
vi.stubEnv('DATABASE_URL', ':memory:');
const { authenticate, authenticateWrite } = await import('../../../../src/lib/identity/identity.server.ts');
const { onSignal } = await import('../../../../src/lib/server/observability/signals.ts');

afterEach(() => {
  vi.restoreAllMocks();
});

const request = (token: string) => ({
  method: 'GET',
  url: 'http://localhost/shopping-cart-api/get-cart-item-count',
  headers: new Headers({ Authorization: `Bearer ${token}` }),
  text: async () => '',
});

const verifiedAnn = {
  uid: 'u1',
  email: 'ann@example.com',
  email_verified: true,
  exp: Date.now() / 1000 + 3600,
  firebase: { sign_in_provider: 'google.com' },
};

test('a Firebase outage answers 503 to every request but is logged once when it starts and once when it ends', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  verifyIdToken.mockRejectedValue(Object.assign(new Error('Quota exceeded'), { code: 'auth/quota-exceeded' }));

  for (let attempt = 0; attempt < 5; attempt += 1) {
    await expect(authenticate(request(`token-${attempt}`))).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': '5' },
    });
  }
  expect(logged).toHaveBeenCalledTimes(1);
  expect(String(logged.mock.calls[0]?.[0])).toContain('auth/quota-exceeded');

  verifyIdToken.mockResolvedValue(verifiedAnn);
  expect(await authenticate(request('token-ok'))).toEqual({ uid: 'u1', email: 'ann@example.com' });
  expect(await authenticate(request('token-ok-2'))).toEqual({ uid: 'u1', email: 'ann@example.com' });
  expect(logged).toHaveBeenCalledTimes(2);
  expect(String(logged.mock.calls[1]?.[0])).toBe('Firebase answers again: sign-ins are verified.');
});

test('a cart change goes by the kept sign-in; an order or address change asks Firebase before it is counted', async () => {
  verifyIdToken.mockReset().mockResolvedValue(verifiedAnn);
  const steps = { refuseEarly: vi.fn(async () => {}), admit: vi.fn(async () => 'admitted') };
  const calls: unknown[] = [];
  const stop = onSignal((event) => {
    if (event.kind === 'firebase-asked') calls.push({ revocation: event.revocation, answered: event.answered });
  });

  // A token nobody has kept is asked about, with the revocation check, and kept.
  expect(await authenticateWrite(request('token-cart'), false, steps)).toBe('admitted');
  expect(verifyIdToken.mock.calls).toEqual([['token-cart', true]]);
  // Kept: the next cart change asks nothing.
  expect(await authenticateWrite(request('token-cart'), false, steps)).toBe('admitted');
  expect(verifyIdToken).toHaveBeenCalledTimes(1);
  expect(steps.refuseEarly).not.toHaveBeenCalled();
  // An order on the same kept sign-in asks about the session before it is counted.
  const order: string[] = [];
  verifyIdToken.mockImplementation(async () => (order.push('firebase'), verifiedAnn));
  steps.admit.mockImplementation(async () => (order.push('admit'), 'admitted'));
  expect(await authenticateWrite(request('token-cart'), true, steps)).toBe('admitted');
  expect(order).toEqual(['firebase', 'admit']);
  expect(verifyIdToken.mock.calls).toEqual([
    ['token-cart', true],
    ['token-cart', true],
  ]);
  // One whose limit is already spent is refused before Firebase is asked, and not counted.
  const spent = { ...steps, refuseEarly: vi.fn(async () => Promise.reject(new Error('429'))) };
  await expect(authenticateWrite(request('token-cart'), true, spent)).rejects.toThrow('429');
  expect(verifyIdToken).toHaveBeenCalledTimes(2);
  expect(steps.admit).toHaveBeenCalledTimes(3);
  // Each call to Firebase, and only those, is told to the metrics.
  stop();
  expect(calls).toEqual([
    { revocation: true, answered: true },
    { revocation: true, answered: true },
  ]);
});

test('a session Firebase says has ended is refused before anything counts, then from memory', async () => {
  const revoked = Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
  verifyIdToken.mockReset().mockImplementation(async (_token: string, checkRevoked: boolean) => {
    if (checkRevoked) throw revoked;
    return verifiedAnn;
  });
  const steps = { refuseEarly: vi.fn(async () => {}), admit: vi.fn(async () => 'admitted') };
  const refusal = { status: 401, message: 'You were signed out everywhere. Please sign in again.' };

  await expect(authenticateWrite(request('token-revoked'), true, steps)).rejects.toMatchObject(refusal);
  expect(steps.admit).not.toHaveBeenCalled();
  const asked = verifyIdToken.mock.calls.length;
  // Whoever holds it is refused from memory: however often it is sent, Firebase is not asked again.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await expect(authenticateWrite(request('token-revoked'), true, steps)).rejects.toMatchObject(refusal);
    await expect(authenticateWrite(request('token-revoked'), false, steps)).rejects.toMatchObject(refusal);
    await expect(authenticate(request('token-revoked'))).rejects.toMatchObject(refusal);
  }
  expect(verifyIdToken).toHaveBeenCalledTimes(asked);
  expect(steps.admit).not.toHaveBeenCalled();
});

test('with Firebase out, cart changes go on with a kept sign-in; orders and address changes get 503', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  verifyIdToken.mockReset().mockResolvedValue(verifiedAnn);
  const admitted = { refuseEarly: async () => {}, admit: async () => 'admitted' };
  expect(await authenticateWrite(request('token-kept'), false, admitted)).toBe('admitted');

  verifyIdToken.mockRejectedValue(Object.assign(new Error('Quota exceeded'), { code: 'auth/quota-exceeded' }));

  expect(await authenticateWrite(request('token-kept'), false, admitted)).toBe('admitted');
  await expect(authenticateWrite(request('token-kept'), true, admitted)).rejects.toMatchObject({ status: 503 });
  await expect(authenticateWrite(request('token-new'), false, admitted)).rejects.toMatchObject({ status: 503 });
});
