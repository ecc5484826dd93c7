import { expect, test } from 'vitest';
import { databaseWaits, readSettings } from '../../../../src/lib/server/settings.ts';
import { TEST_PORTS } from '../../../fixtures/ports.ts';
import { startServerExpectingRefusal } from '../../../fixtures/server.ts';

test('an unconfigured server runs the demo: a SQLite file, the demo project, ten minutes for a kitchen to accept', () => {
  expect(readSettings({})).toEqual({
    DATABASE_URL: 'file:./data/storefront.db',
    DATABASE_POOL_SIZE: 10,
    DATABASE_STATEMENT_TIMEOUT_SECONDS: 5,
    DATABASE_LOCK_TIMEOUT_SECONDS: 2,
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: 10,
    FIREBASE_PROJECT_ID: 'demo-storefront',
    FIREBASE_API_KEY: 'demo-api-key',
    SHUTDOWN_GRACE_SECONDS: 10,
    ORDER_ACCEPT_MINUTES: 10,
    WEBHOOK_TIMEOUT_SECONDS: 10,
    STAND_IN_KITCHEN_STEP_SECONDS: 30,
    CART_WRITES_PER_MINUTE: 120,
    ORDERS_PER_MINUTE: 10,
    ADDRESS_WRITES_PER_MINUTE: 30,
    PARTNER_WRITES_PER_MINUTE: 600,
    LOG_REQUESTS: true,
    PORT: 4321,
    HOST: '127.0.0.1',
    TRUSTED_PROXIES: [],
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
      ORDER_ACCEPT_MINUTES: '0.05',
      WEBHOOK_TIMEOUT_SECONDS: '2.5',
      STAND_IN_KITCHEN_STEP_SECONDS: '1',
      PARTNER_WRITES_PER_MINUTE: '60',
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '7.5',
      DATABASE_LOCK_TIMEOUT_SECONDS: '0.5',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: '30',
      SHUTDOWN_GRACE_SECONDS: '30',
      CART_WRITES_PER_MINUTE: '30',
      ORDERS_PER_MINUTE: '3',
      ADDRESS_WRITES_PER_MINUTE: '5',
      LOG_REQUESTS: 'off',
      METRICS_TOKEN: 'a-metrics-token-of-thirty-two-characters',
      METRICS_PORT: '9464',
      PORT: ' 8080 ',
      HOST: '0.0.0.0',
      TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1,fd00::/8 ,',
      SITE_URL: 'https://eats.example.com',
    }),
  ).toEqual({
    DATABASE_URL: 'file:/var/lib/storefront.db',
    DATABASE_POOL_SIZE: 25,
    DATABASE_STATEMENT_TIMEOUT_SECONDS: 7.5,
    DATABASE_LOCK_TIMEOUT_SECONDS: 0.5,
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: 30,
    FIREBASE_PROJECT_ID: 'cymbal-eats-prod',
    FIREBASE_API_KEY: 'AIza-example',
    FIREBASE_AUTH_DOMAIN: 'eats.example.com',
    SHUTDOWN_GRACE_SECONDS: 30,
    ORDER_ACCEPT_MINUTES: 0.05,
    WEBHOOK_TIMEOUT_SECONDS: 2.5,
    STAND_IN_KITCHEN_STEP_SECONDS: 1,
    CART_WRITES_PER_MINUTE: 30,
    ORDERS_PER_MINUTE: 3,
    ADDRESS_WRITES_PER_MINUTE: 5,
    PARTNER_WRITES_PER_MINUTE: 60,
    LOG_REQUESTS: false,
    METRICS_TOKEN: 'a-metrics-token-of-thirty-two-characters',
    METRICS_PORT: 9464,
    PORT: 8080,
    HOST: '0.0.0.0',
    TRUSTED_PROXIES: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8'],
    SITE_URL: 'https://eats.example.com',
  });
});

test.each([
  'postgres://storefront:secret@db.example.com:5432/storefront',
  'postgresql://storefront@10.0.0.5/storefront?sslmode=disable',
  'postgres://storefront:secret@db.example.com/storefront?sslmode=verify-full',
  `postgres://storefront:secret@db.example.com/storefront?sslmode=verify-full&sslrootcert=${import.meta.filename}`,
])('DATABASE_URL=%s is a PostgreSQL database it accepts', (url) => {
  expect(readSettings({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
});

test.each([
  ['mysql://db.example.com/storefront', 'use file:<path> for a SQLite file, or postgres://… for PostgreSQL'],
  ['file:', 'use file:<path> for a SQLite file, or postgres://… for PostgreSQL'],
  ['postgres://u:secret@db.example.com/s?sslmode=require', 'sslmode=require is not accepted: use sslmode=verify-full'],
  ['postgres://u:secret@db.example.com/s?sslmode=no-verify', 'sslmode=no-verify is not accepted'],
  ['postgres://u:secret@db.example.com/s?sslmode=verify_full', 'sslmode=verify_full is not accepted'],
  [
    'postgres://u:secret@db.example.com/s?sslmode=verify-full&sslrootcert=/no/ca.pem',
    'the sslrootcert file /no/ca.pem cannot be read',
  ],
])('DATABASE_URL=%s is refused, saying why without repeating the password', (url, reason) => {
  expect(() => readSettings({ DATABASE_URL: url })).toThrow(`DATABASE_URL is not valid: ${reason}`);
  expect(() => readSettings({ DATABASE_URL: url })).not.toThrow(/secret/);
});

test.each(['0', '2.5', 'ten', '-1', '1001'])('DATABASE_POOL_SIZE=%s is refused, naming the variable', (value) => {
  expect(() => readSettings({ DATABASE_POOL_SIZE: value })).toThrow(/^DATABASE_POOL_SIZE is not valid: /);
});

test.each(['0', '-1', 'soon'])('SHUTDOWN_GRACE_SECONDS=%s is refused, naming the variable', (value) => {
  expect(() => readSettings({ SHUTDOWN_GRACE_SECONDS: value })).toThrow(/^SHUTDOWN_GRACE_SECONDS is not valid: /);
});

test.each([
  ['CART_WRITES_PER_MINUTE', '0'],
  ['CART_WRITES_PER_MINUTE', '2.5'],
  ['ORDERS_PER_MINUTE', '-1'],
  ['ORDERS_PER_MINUTE', 'many'],
  ['ADDRESS_WRITES_PER_MINUTE', '0'],
  ['SITE_URL', 'eats.example.com'],
  ['SITE_URL', 'ftp://eats.example.com'],
])('%s=%s is refused, naming the variable', (name, value) => {
  expect(() => readSettings({ [name]: value })).toThrow(new RegExp(`^${name} is not valid: `));
});

test.each([
  ['DATABASE_STATEMENT_TIMEOUT_SECONDS', '0'],
  ['DATABASE_LOCK_TIMEOUT_SECONDS', '-2'],
  ['DATABASE_LOCK_TIMEOUT_SECONDS', 'forever'],
  ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS', '601'],
])('%s=%s is refused, naming the variable', (name, value) => {
  expect(() => readSettings({ [name]: value })).toThrow(
    new RegExp(`^${name} is not valid: must be a number of seconds above 0, at most 600`),
  );
});

test.each([
  ['LOG_REQUESTS', 'yes', 'must be on or off'],
  ['LOG_REQUESTS', 'true', 'must be on or off'],
])('%s=%s is refused, naming the variable', (name, value, reason) => {
  expect(() => readSettings({ [name]: value })).toThrow(`${name} is not valid: ${reason}.`);
});

const METRICS_TOKEN_RULE = 'must be 32 to 256 letters, digits or - . _ ~ + / = (openssl rand -hex 32 makes one)';

test.each([
  ['one character short', 'a'.repeat(31)],
  ['too long', 'a'.repeat(257)],
  ['with a space', `${'a'.repeat(20)} ${'a'.repeat(20)}`],
  ['with a header break', `${'a'.repeat(32)}\r\nX-Evil: 1`],
  ['with a non-ASCII letter', `${'a'.repeat(32)}é`],
])('a METRICS_TOKEN %s is refused, naming the variable', (_, token) => {
  expect(() => readSettings({ METRICS_TOKEN: token })).toThrow(`METRICS_TOKEN is not valid: ${METRICS_TOKEN_RULE}.`);
});

test('a METRICS_TOKEN of 32 to 256 token characters is taken as it is', () => {
  for (const token of ['a'.repeat(32), 'A0._~+/=-'.repeat(28).slice(0, 256)]) {
    expect(readSettings({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
  }
});

test.each(['0', '65536', '80.5', 'metrics', '-1', '1e3', '0x50'])(
  'METRICS_PORT=%s is refused, naming the variable',
  (value) => {
    expect(() => readSettings({ METRICS_PORT: value })).toThrow(
      'METRICS_PORT is not valid: must be a whole number from 1 to 65535.',
    );
  },
);

test.each(['0', '65536', '80.5', 'http', '-1', '1e3', '4321 4322'])(
  'PORT=%s is refused, naming the variable',
  (value) => {
    expect(() => readSettings({ PORT: value })).toThrow('PORT is not valid: must be a whole number from 1 to 65535.');
  },
);

test('the server listens on 127.0.0.1:4321 unless PORT and HOST say otherwise', () => {
  expect(readSettings({})).toMatchObject({ PORT: 4321, HOST: '127.0.0.1' });
});

test("METRICS_PORT must not be the server's own PORT, 4321 unless PORT says otherwise", () => {
  expect(() => readSettings({ METRICS_PORT: '4321' })).toThrow(
    'METRICS_PORT is not valid: must differ from PORT (4321), where customers are answered.',
  );
  expect(() => readSettings({ METRICS_PORT: '8081', PORT: '8081' })).toThrow(/^METRICS_PORT is not valid: must differ/);
  expect(readSettings({ METRICS_PORT: '4321', PORT: '8081' }).METRICS_PORT).toBe(4321);
});

test('METRICS_TOKEN and METRICS_PORT may be set together, or either alone, or neither (no metrics served)', () => {
  const token = 'b'.repeat(40);
  expect(readSettings({ METRICS_TOKEN: token, METRICS_PORT: '9464' })).toMatchObject({
    METRICS_TOKEN: token,
    METRICS_PORT: 9464,
  });
  expect(readSettings({})).not.toHaveProperty('METRICS_TOKEN');
  expect(readSettings({})).not.toHaveProperty('METRICS_PORT');
});

test('the database waits are whole milliseconds, as PostgreSQL takes them', () => {
  expect(databaseWaits(readSettings({}))).toEqual({ statementMs: 5000, lockMs: 2000, idleInTransactionMs: 10000 });
  expect(databaseWaits(readSettings({ DATABASE_LOCK_TIMEOUT_SECONDS: '0.0004' })).lockMs).toBe(1);
});

test.each(['0', '-5', 'five', 'Infinity'])('ORDER_ACCEPT_MINUTES=%s is refused, naming the variable', (value) => {
  expect(() => readSettings({ ORDER_ACCEPT_MINUTES: value })).toThrow(/^ORDER_ACCEPT_MINUTES is not valid: /);
});

test.each(['0', '61', 'ten'])('WEBHOOK_TIMEOUT_SECONDS=%s is refused, naming the variable', (value) => {
  expect(() => readSettings({ WEBHOOK_TIMEOUT_SECONDS: value })).toThrow(
    'WEBHOOK_TIMEOUT_SECONDS is not valid: must be a number of seconds above 0, at most 60.',
  );
});

test('the server refuses to start with a setting it cannot use', () => {
  const run = startServerExpectingRefusal({
    ORDER_ACCEPT_MINUTES: 'soon',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('Refusing to start: ORDER_ACCEPT_MINUTES is not valid: ');
});

test('the server refuses to start with its metrics on its own port, naming METRICS_PORT', () => {
  const run = startServerExpectingRefusal({
    METRICS_PORT: String(TEST_PORTS.refusal),
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    `Refusing to start: METRICS_PORT is not valid: must differ from PORT (${TEST_PORTS.refusal}), where customers are answered.`,
  );
});

test.each(['nginx.internal', '10.0.0.0/33', '127.0.0.1, 10.0.0.0/8/8'])(
  'TRUSTED_PROXIES=%s is refused, naming the variable and the entry',
  (value) => {
    const bad = value.split(',').at(-1)?.trim();
    expect(() => readSettings({ TRUSTED_PROXIES: value })).toThrow(
      `TRUSTED_PROXIES is not valid: must list IP addresses or ranges, separated by commas (10.0.0.5, 10.0.0.0/8, fd00::/8); ${bad} is not one.`,
    );
  },
);
