import { describe, expect, test } from 'vitest';
import { isDemoMode, unsafeAuthConfiguration } from '../../../../src/lib/server/auth-mode.ts';
import { startServerExpectingRefusal } from '../../../fixtures/server.ts';

describe('auth mode', () => {
  test('no project or a demo- project is demo mode; a real project is not', () => {
    expect(isDemoMode({})).toBe(true);
    expect(isDemoMode({ FIREBASE_PROJECT_ID: 'demo-storefront' })).toBe(true);
    expect(isDemoMode({ FIREBASE_PROJECT_ID: 'cymbal-eats-prod' })).toBe(false);
  });

  test('refuses the emulator in production, and demo mode without an emulator', () => {
    expect(unsafeAuthConfiguration({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toMatch(
      /accepts forged sign-ins/,
    );
    expect(unsafeAuthConfiguration({})).toMatch(/No Firebase project is configured/);
    expect(unsafeAuthConfiguration({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toBeNull();
    expect(unsafeAuthConfiguration({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'cymbal-eats-prod' })).toBeNull();
  });

  test('the server itself refuses to start in production with the emulator on', () => {
    const run = startServerExpectingRefusal({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV is production');
  });
});
