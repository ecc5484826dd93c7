// What a customer reads in the header when signing in fails (src/lib/identity/sign-in-failures.ts, and
// src/lib/identity/sign-in.ts for an SDK that could not load).
import { expect, test } from 'vitest';
import { signInFailureMessage } from '../../../../src/lib/identity/sign-in-failures.ts';
import { SDK_UNAVAILABLE_MESSAGE } from '../../../../src/lib/identity/sign-in.ts';

test.each([
  ['auth/popup-blocked', 'Your browser blocked the sign-in window. Allow pop-ups and press Sign In again.'],
  ['auth/network-request-failed', 'We could not reach Google. Check your connection and try again.'],
  ['auth/internal-error', 'Sign-in did not work this time. Please try again.'],
  [undefined, 'Sign-in did not work this time. Please try again.'],
])('a failure with the code %s reads as it should', (code, message) => {
  expect(signInFailureMessage(code === undefined ? new Error('no code') : { code })).toBe(message);
});

test('an SDK that could not load reads as such', () => {
  expect(SDK_UNAVAILABLE_MESSAGE).toBe('Sign-in could not load. Check your connection and try again.');
});
