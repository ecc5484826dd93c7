import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { IdToken } from '../../../../src/lib/identity/firebase.ts';

const firebase = vi.hoisted(() => ({ currentIdToken: vi.fn<() => Promise<IdToken | null>>() }));
const loads = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../../../src/lib/identity/sign-in.ts', async (original) => ({
  ...(await original<typeof import('../../../../src/lib/identity/sign-in.ts')>()),
  loadFirebase: async () => {
    loads.count += 1;
    return firebase;
  },
}));

useTestStorageEngine();
const { $customer, forgetCustomer, idToken } = await import('../../../../src/lib/identity/customer-store.ts');

const ANA = { name: 'Ana', email: 'ana@example.com', uid: 'uid-ana', photoURL: null };
const MINUTE = 60_000;
const NOW = Date.parse('2026-11-26T10:00:00Z');

/** What Firebase gives for Ana: a token expiring `minutesLeft` from now by the device's clock. */
function firebaseToken(token: string, minutesLeft: number, email = ANA.email): IdToken {
  return { email, token, expiresAt: NOW + minutesLeft * MINUTE };
}

/** Puts a token on the device as an earlier page kept it. */
function keep(token: IdToken): void {
  setTestStorageKey('kept-token:v1', JSON.stringify(token));
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  cleanTestStorage();
  loads.count = 0;
  firebase.currentIdToken.mockReset();
  $customer.set(ANA);
});

afterEach(() => {
  forgetCustomer();
  vi.useRealTimers();
});

test('the first call asks Firebase and keeps its token; the next pages send it without loading Firebase', async () => {
  firebase.currentIdToken.mockResolvedValue(firebaseToken('first', 60));

  expect(await idToken()).toBe('first');
  expect(loads.count).toBe(1);
  expect(JSON.parse(getTestStorage()['kept-token:v1'] ?? 'null')).toEqual(firebaseToken('first', 60));

  vi.setSystemTime(NOW + 50 * MINUTE);
  expect(await idToken()).toBe('first');
  expect(loads.count).toBe(1);
});

test('a kept token with five minutes or less left is replaced by Firebase’s fresh one', async () => {
  keep(firebaseToken('old', 5));
  firebase.currentIdToken.mockResolvedValue(firebaseToken('fresh', 60));

  expect(await idToken()).toBe('fresh');
  expect(loads.count).toBe(1);
  expect(await idToken()).toBe('fresh');
  expect(loads.count).toBe(1);
});

test('a token kept for another customer, or claiming more than the hour a token lasts, is not sent', async () => {
  firebase.currentIdToken.mockResolvedValue(firebaseToken('ana', 60));

  keep(firebaseToken('bob', 30, 'bob@example.com'));
  expect(await idToken()).toBe('ana');
  expect(loads.count).toBe(1);

  // Kept, then the device's clock went back two hours.
  keep(firebaseToken('from-the-future', 120));
  expect(await idToken()).toBe('ana');
  expect(loads.count).toBe(2);
});

test('a token whose expiry Firebase did not say is sent but not reused', async () => {
  firebase.currentIdToken.mockResolvedValue({ email: ANA.email, token: 'unknown-expiry', expiresAt: 0 });

  expect(await idToken()).toBe('unknown-expiry');
  expect(await idToken()).toBe('unknown-expiry');
  expect(loads.count).toBe(2);
});

test('a token of another account than the one on the device is sent once, not kept', async () => {
  firebase.currentIdToken.mockResolvedValue(firebaseToken('bob', 60, 'bob@example.com'));

  expect(await idToken()).toBe('bob');
  expect(getTestStorage()['kept-token:v1']).toBeUndefined();
});

test('when Firebase no longer knows the customer, the device signs them out and forgets the kept token', async () => {
  keep(firebaseToken('old', 2));
  firebase.currentIdToken.mockResolvedValue(null);

  expect(await idToken()).toBeNull();
  expect($customer.get().email).toBe('None');
  expect(getTestStorage()['kept-token:v1']).toBeUndefined();
});

test('signing out removes the kept token from the device, and a signed-out visitor sends none', async () => {
  keep(firebaseToken('kept', 40));
  expect(await idToken()).toBe('kept');

  forgetCustomer();
  expect(getTestStorage()['kept-token:v1']).toBeUndefined();
  expect(await idToken()).toBeNull();
  expect(loads.count).toBe(0);
});

test('a kept token that is not one (a hand edit, an older version) is ignored', async () => {
  setTestStorageKey('kept-token:v1', JSON.stringify({ email: ANA.email, token: '', expiresAt: NOW + 30 * MINUTE }));
  firebase.currentIdToken.mockResolvedValue(firebaseToken('fresh', 60));

  expect(await idToken()).toBe('fresh');
  expect(loads.count).toBe(1);
});
