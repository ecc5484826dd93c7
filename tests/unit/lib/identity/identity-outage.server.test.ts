import { afterEach, expect, test, vi } from 'vitest';

// firebase-admin as it behaves while Firebase is out of quota, then again once it answers.
const verifyIdToken = vi.fn();
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifyIdToken }) }));
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

test('a cart change goes by the kept sign-in; an order or address change asks Firebase once admitted', async () => {
  verifyIdToken.mockReset().mockResolvedValue(verifiedAnn);
  const admitted = vi.fn(async () => 'admitted');
  const calls: unknown[] = [];
  const stop = onSignal((event) => {
    if (event.kind === 'firebase-asked') calls.push({ revocation: event.revocation, answered: event.answered });
  });

  // A token nobody has kept is asked about, with the revocation check, and kept.
  expect(await authenticateWrite(request('token-cart'), false, admitted)).toBe('admitted');
  expect(verifyIdToken.mock.calls).toEqual([['token-cart', true]]);
  // Kept: the next cart change asks nothing.
  expect(await authenticateWrite(request('token-cart'), false, admitted)).toBe('admitted');
  expect(verifyIdToken).toHaveBeenCalledTimes(1);
  // An order on the same kept sign-in asks about the session, once it is admitted.
  expect(await authenticateWrite(request('token-cart'), true, admitted)).toBe('admitted');
  expect(verifyIdToken.mock.calls).toEqual([
    ['token-cart', true],
    ['token-cart', true],
  ]);
  // One refused while being admitted (the write limit, the body) costs no call.
  const refused = vi.fn(async () => {
    throw new Error('429');
  });
  await expect(authenticateWrite(request('token-cart'), true, refused)).rejects.toThrow('429');
  expect(verifyIdToken).toHaveBeenCalledTimes(2);
  expect(admitted).toHaveBeenCalledTimes(3);
  // Each call to Firebase, and only those, is told to the metrics.
  stop();
  expect(calls).toEqual([
    { revocation: true, answered: true },
    { revocation: true, answered: true },
  ]);
});

test('with Firebase out, cart changes go on with a kept sign-in; orders and address changes get 503', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  verifyIdToken.mockReset().mockResolvedValue(verifiedAnn);
  const admitted = async () => 'admitted';
  expect(await authenticateWrite(request('token-kept'), false, admitted)).toBe('admitted');

  verifyIdToken.mockRejectedValue(Object.assign(new Error('Quota exceeded'), { code: 'auth/quota-exceeded' }));

  expect(await authenticateWrite(request('token-kept'), false, admitted)).toBe('admitted');
  await expect(authenticateWrite(request('token-kept'), true, admitted)).rejects.toMatchObject({ status: 503 });
  await expect(authenticateWrite(request('token-new'), false, admitted)).rejects.toMatchObject({ status: 503 });
});
