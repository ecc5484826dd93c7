import { afterEach, expect, test, vi } from 'vitest';

// firebase-admin as it behaves while Firebase is out of quota, then again once it answers.
const verifyIdToken = vi.fn();
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifyIdToken }) }));
const { authenticate } = await import('../../../../src/lib/server/identity.ts');

afterEach(() => {
  vi.restoreAllMocks();
});

const request = (token: string) => ({
  method: 'GET',
  url: 'http://localhost/shopping-cart-api/get-cart-item-count',
  headers: new Headers({ Authorization: `Bearer ${token}` }),
  text: async () => '',
});

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

  verifyIdToken.mockResolvedValue({
    uid: 'u1',
    email: 'ann@example.com',
    email_verified: true,
    exp: Date.now() / 1000 + 3600,
    firebase: { sign_in_provider: 'google.com' },
  });
  expect(await authenticate(request('token-ok'))).toEqual({ uid: 'u1', email: 'ann@example.com' });
  expect(await authenticate(request('token-ok-2'))).toEqual({ uid: 'u1', email: 'ann@example.com' });
  expect(logged).toHaveBeenCalledTimes(2);
  expect(String(logged.mock.calls[1]?.[0])).toBe('Firebase answers again: sign-ins are verified.');
});
