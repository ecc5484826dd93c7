import { expect, test } from 'vitest';
import { readSettings } from '../../../../src/lib/server/settings.ts';
import { startServerExpectingRefusal } from '../../../fixtures/server.ts';

test('an unconfigured server runs the demo: a SQLite file, the demo project, five-minute status steps', () => {
  expect(readSettings({})).toEqual({
    DATABASE_URL: 'file:./data/storefront.db',
    FIREBASE_PROJECT_ID: 'demo-storefront',
    FIREBASE_API_KEY: 'demo-api-key',
    ORDER_STATUS_STEP_SECONDS: 300,
  });
});

test('every variable is read from the environment, numbers from their text; an empty one counts as unset', () => {
  expect(
    readSettings({
      DATABASE_URL: 'file:/var/lib/storefront.db',
      FIREBASE_PROJECT_ID: 'cymbal-eats-prod',
      FIREBASE_API_KEY: 'AIza-example',
      FIREBASE_AUTH_DOMAIN: 'eats.example.com',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      ORDER_STATUS_STEP_SECONDS: '1',
    }),
  ).toEqual({
    DATABASE_URL: 'file:/var/lib/storefront.db',
    FIREBASE_PROJECT_ID: 'cymbal-eats-prod',
    FIREBASE_API_KEY: 'AIza-example',
    FIREBASE_AUTH_DOMAIN: 'eats.example.com',
    ORDER_STATUS_STEP_SECONDS: 1,
  });
});

test.each(['0', '-5', 'five', 'Infinity'])('ORDER_STATUS_STEP_SECONDS=%s is refused, naming the variable', (value) => {
  expect(() => readSettings({ ORDER_STATUS_STEP_SECONDS: value })).toThrow(/^ORDER_STATUS_STEP_SECONDS is not valid: /);
});

test('the server refuses to start with a setting it cannot use', () => {
  const run = startServerExpectingRefusal({
    ORDER_STATUS_STEP_SECONDS: 'soon',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('Refusing to start: ORDER_STATUS_STEP_SECONDS is not valid: ');
});
