import { describe, expect, test } from 'vitest';
import {
  authMode,
  DEMO_ON_NETWORK_CONSENT,
  isDemoMode,
  UnsafeAuthConfiguration,
  type AuthMode,
} from '../../../../src/lib/identity/auth-mode.server.ts';
import { TEST_PORTS } from '../../../fixtures/ports.ts';
import {
  runExpectingRefusal,
  freshSqliteUrl,
  startServer,
  startServerExpectingRefusal,
} from '../../../fixtures/server.ts';

const EMULATOR = '127.0.0.1:9099';
const REAL = 'cymbal-eats-prod';

/** How the server should treat one environment: the mode it runs in, or the variable its refusal names. */
type Expected = AuthMode | { refusal: RegExp };

const refuses = (refusal: RegExp): Expected => ({ refusal });
const emulator = (projectId: string, emulatorHost = EMULATOR, onNetwork = false): Expected => ({
  emulator: true,
  projectId,
  emulatorHost,
  onNetwork,
});
const project = (projectId: string): Expected => ({ emulator: false, projectId });

const ROWS: [string, NodeJS.ProcessEnv, Expected][] = [
  // The emulator on, with every spelling of the project id.
  ['emulator, no project id', { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR }, emulator('demo-storefront')],
  [
    'emulator, empty project id',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: '' },
    emulator('demo-storefront'),
  ],
  ['emulator, demo-x', { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: 'demo-x' }, emulator('demo-x')],
  [
    'emulator, Demo-x',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: 'Demo-x' },
    refuses(/^FIREBASE_PROJECT_ID is "Demo-x", which is not a project id/),
  ],
  [
    'emulator, " demo-x"',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: ' demo-x' },
    refuses(/^FIREBASE_PROJECT_ID is " demo-x", which is not a project id/),
  ],
  [
    'emulator, "demo-x "',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: 'demo-x ' },
    refuses(/^FIREBASE_PROJECT_ID is "demo-x ", which is not a project id/),
  ],
  [
    'emulator, demo- alone',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: 'demo-' },
    refuses(/^FIREBASE_PROJECT_ID is "demo-", which is not a project id/),
  ],
  [
    'emulator, demo',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: 'demo' },
    refuses(/^FIREBASE_PROJECT_ID is "demo", which is not a project id/),
  ],
  [
    'emulator, a real project',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: REAL },
    refuses(/^FIREBASE_AUTH_EMULATOR_HOST is set while FIREBASE_PROJECT_ID names the real project "cymbal-eats-prod"/),
  ],
  [
    'emulator, a real project named only by GCLOUD_PROJECT',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, GCLOUD_PROJECT: REAL },
    refuses(/while GCLOUD_PROJECT names the real project/),
  ],
  [
    'emulator, a real project named only by GOOGLE_CLOUD_PROJECT',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: 'demo-x', GOOGLE_CLOUD_PROJECT: REAL },
    refuses(/while GOOGLE_CLOUD_PROJECT names the real project/),
  ],
  [
    'emulator, a real FIREBASE_PROJECT_ID and a demo GCLOUD_PROJECT',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: REAL, GCLOUD_PROJECT: 'demo-storefront' },
    refuses(/while FIREBASE_PROJECT_ID names the real project/),
  ],
  [
    'emulator, two demo projects that disagree',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: 'demo-x', GCLOUD_PROJECT: 'demo-y' },
    emulator('demo-x'),
  ],
  [
    'emulator, GCLOUD_PROJECT with a space',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, GCLOUD_PROJECT: 'demo-x ' },
    refuses(/^GCLOUD_PROJECT is "demo-x ", which is not a project id/),
  ],
  // Every spelling of the emulator's address.
  ['emulator without a port', { FIREBASE_AUTH_EMULATOR_HOST: 'localhost' }, emulator('demo-storefront', 'localhost')],
  [
    'emulator at an IPv6 address',
    { FIREBASE_AUTH_EMULATOR_HOST: '[::1]:9099' },
    emulator('demo-storefront', '[::1]:9099'),
  ],
  [
    'emulator on another machine, demo project',
    { FIREBASE_AUTH_EMULATOR_HOST: 'auth-emulator:9099' },
    emulator('demo-storefront', 'auth-emulator:9099'),
  ],
  [
    'emulator of spaces only',
    { FIREBASE_AUTH_EMULATOR_HOST: '   ' },
    refuses(/^FIREBASE_AUTH_EMULATOR_HOST is " {3}", which is not host:port/),
  ],
  [
    'emulator of spaces only, real project',
    { FIREBASE_AUTH_EMULATOR_HOST: '   ', FIREBASE_PROJECT_ID: REAL },
    refuses(/^FIREBASE_AUTH_EMULATOR_HOST is set while FIREBASE_PROJECT_ID names the real project/),
  ],
  [
    'emulator with a scheme',
    { FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' },
    refuses(/^FIREBASE_AUTH_EMULATOR_HOST is "http:\/\/127.0.0.1:9099", which is not host:port/),
  ],
  [
    'emulator with a trailing space',
    { FIREBASE_AUTH_EMULATOR_HOST: `${EMULATOR} ` },
    refuses(/which is not host:port/),
  ],
  // No emulator.
  ['no emulator, a real project', { FIREBASE_PROJECT_ID: REAL }, project(REAL)],
  ['empty emulator, a real project', { FIREBASE_AUTH_EMULATOR_HOST: '', FIREBASE_PROJECT_ID: REAL }, project(REAL)],
  [
    'no emulator, a real project and another hosting project',
    { FIREBASE_PROJECT_ID: REAL, GOOGLE_CLOUD_PROJECT: 'cymbal-hosting' },
    project(REAL),
  ],
  ['no emulator, a real project on every address', { FIREBASE_PROJECT_ID: REAL, HOST: '0.0.0.0' }, project(REAL)],
  ['nothing at all', {}, refuses(/^FIREBASE_PROJECT_ID is not set and FIREBASE_AUTH_EMULATOR_HOST is not set/)],
  [
    'empty emulator, no project',
    { FIREBASE_AUTH_EMULATOR_HOST: '' },
    refuses(/^FIREBASE_PROJECT_ID is not set and FIREBASE_AUTH_EMULATOR_HOST is not set/),
  ],
  [
    'no emulator, a demo project',
    { FIREBASE_PROJECT_ID: 'demo-x' },
    refuses(/^FIREBASE_PROJECT_ID is "demo-x" and FIREBASE_AUTH_EMULATOR_HOST is not set/),
  ],
  [
    'no emulator, a real project only in GCLOUD_PROJECT',
    { GCLOUD_PROJECT: REAL },
    refuses(/^FIREBASE_PROJECT_ID is not set/),
  ],
  [
    'no emulator, a malformed project',
    { FIREBASE_PROJECT_ID: 'Cymbal Eats' },
    refuses(/^FIREBASE_PROJECT_ID is "Cymbal Eats", which is not a project id/),
  ],
  // Demo mode and the address it listens on.
  ['demo on 127.0.0.2', { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, HOST: '127.0.0.2' }, emulator('demo-storefront')],
  ['demo on localhost', { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, HOST: 'localhost' }, emulator('demo-storefront')],
  ['demo on ::1', { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, HOST: '::1' }, emulator('demo-storefront')],
  [
    'demo on every address',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, HOST: '0.0.0.0' },
    refuses(
      /^Demo mode \(FIREBASE_AUTH_EMULATOR_HOST is set\) would listen on HOST="0.0.0.0".*set DEMO_SIGN_IN_ON_NETWORK=anyone-can-sign-in-as-anyone/,
    ),
  ],
  [
    'demo on every IPv6 address',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, HOST: '::' },
    refuses(/would listen on HOST="::"/),
  ],
  [
    'demo on an empty HOST (every address)',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, HOST: '' },
    refuses(/would listen on HOST=""/),
  ],
  [
    'demo on a LAN address',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, HOST: '192.168.1.20' },
    refuses(/would listen on HOST="192.168.1.20"/),
  ],
  [
    'demo on every address with a casual opt-in',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, HOST: '0.0.0.0', DEMO_SIGN_IN_ON_NETWORK: 'true' },
    refuses(/set DEMO_SIGN_IN_ON_NETWORK=anyone-can-sign-in-as-anyone/),
  ],
  [
    'demo on every address with consent',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, HOST: '0.0.0.0', DEMO_SIGN_IN_ON_NETWORK: DEMO_ON_NETWORK_CONSENT },
    emulator('demo-storefront', EMULATOR, true),
  ],
];

const NODE_ENVS = [undefined, 'production', 'prod', 'Production', 'development', 'test', ''];

describe('which sign-ins the server trusts', () => {
  describe.each(NODE_ENVS)('NODE_ENV=%s', (nodeEnv) => {
    test.each(ROWS)('%s', (_name, env, expected) => {
      const withNodeEnv = nodeEnv === undefined ? env : { ...env, NODE_ENV: nodeEnv };
      if ('refusal' in expected) {
        expect(() => authMode(withNodeEnv)).toThrow(UnsafeAuthConfiguration);
        expect(() => authMode(withNodeEnv)).toThrow(expected.refusal);
      } else {
        expect(authMode(withNodeEnv)).toEqual(expected);
      }
    });
  });

  test('a start without the emulator or a project says how to get either', () => {
    expect(() => authMode({})).toThrow(
      new UnsafeAuthConfiguration(
        'FIREBASE_PROJECT_ID is not set and FIREBASE_AUTH_EMULATOR_HOST is not set: a demo- project has no real ' +
          'accounts, so nobody could sign in. Use `npm start` or `npm run dev` for the demo (they start the Auth ' +
          "emulator), run other commands inside the emulator (`node scripts/with-auth-emulator.ts 'npx astro " +
          "preview'`), or set FIREBASE_PROJECT_ID to your Firebase project.",
      ),
    );
  });

  test('npm start runs the demo only when no variable names a real project', () => {
    expect(isDemoMode({})).toBe(true);
    expect(isDemoMode({ FIREBASE_PROJECT_ID: 'demo-storefront', GCLOUD_PROJECT: 'demo-storefront' })).toBe(true);
    expect(isDemoMode({ FIREBASE_PROJECT_ID: REAL })).toBe(false);
    expect(isDemoMode({ GCLOUD_PROJECT: REAL })).toBe(false);
    expect(isDemoMode({ GOOGLE_CLOUD_PROJECT: REAL })).toBe(false);
  });
});

/** Settings every way of starting the storefront must refuse, with the variable its message must name. */
const DANGEROUS: [string, NodeJS.ProcessEnv, string][] = [
  [
    'the emulator with a real project, NODE_ENV unset',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: REAL },
    'FIREBASE_AUTH_EMULATOR_HOST is set while FIREBASE_PROJECT_ID names the real project "cymbal-eats-prod"',
  ],
  [
    'the emulator with a real project, NODE_ENV=prod',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: REAL, NODE_ENV: 'prod' },
    'FIREBASE_AUTH_EMULATOR_HOST is set while FIREBASE_PROJECT_ID names the real project',
  ],
  [
    'the emulator with a real project, NODE_ENV=Production',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: REAL, NODE_ENV: 'Production' },
    'FIREBASE_AUTH_EMULATOR_HOST is set while FIREBASE_PROJECT_ID names the real project',
  ],
  [
    'the emulator with a real project, NODE_ENV=production',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: REAL, NODE_ENV: 'production' },
    'FIREBASE_AUTH_EMULATOR_HOST is set while FIREBASE_PROJECT_ID names the real project',
  ],
  [
    'the emulator with a real GOOGLE_CLOUD_PROJECT',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, GOOGLE_CLOUD_PROJECT: REAL },
    'while GOOGLE_CLOUD_PROJECT names the real project',
  ],
  [
    'an emulator address of spaces',
    { FIREBASE_AUTH_EMULATOR_HOST: '  ', FIREBASE_PROJECT_ID: 'demo-x' },
    'FIREBASE_AUTH_EMULATOR_HOST is "  ", which is not host:port',
  ],
  [
    'demo mode on every address',
    { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, HOST: '0.0.0.0' },
    'set DEMO_SIGN_IN_ON_NETWORK=anyone-can-sign-in-as-anyone',
  ],
];

describe('every way of starting the storefront refuses unsafe sign-in settings, naming what to change', () => {
  test.each(DANGEROUS)('node dist/server/entry.mjs: %s', (_name, env, message) => {
    const run = startServerExpectingRefusal(env);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Refusing to start: /);
    expect(run.stderr).toContain(message);
  });

  test.each(DANGEROUS)('npm start (scripts/start.mjs): %s', (_name, env, message) => {
    const run = runExpectingRefusal(['scripts/start.mjs'], env);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Refusing to start: /);
    expect(run.stderr).toContain(message);
  });

  // As `astro preview` does: the entry's `handler` in a server of the importer's own.
  const IMPORT_HANDLER = [
    '--input-type=module',
    '-e',
    "const { handler } = await import('./dist/server/entry.mjs'); console.log(typeof handler === 'function' ? 'started' : 'no handler')",
  ];

  test.each(DANGEROUS)('an entry of the operator’s own importing dist/server/entry.mjs: %s', (_name, env, message) => {
    const run = runExpectingRefusal(IMPORT_HANDLER, { ...env, ASTRO_NODE_AUTOSTART: 'disabled' });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('started');
    expect(run.stderr).toMatch(/^Refusing to start: /);
    expect(run.stderr).toContain(message);
  });

  test('an entry of the operator’s own gets the handler with safe settings', () => {
    const run = runExpectingRefusal(IMPORT_HANDLER, {
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
      ASTRO_NODE_AUTOSTART: 'disabled',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('started');
  });

  test('astro dev: the emulator with a real project', () => {
    const run = runExpectingRefusal(
      ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(TEST_PORTS.refusal)],
      { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, FIREBASE_PROJECT_ID: REAL },
      60_000,
    );
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(
      'FIREBASE_AUTH_EMULATOR_HOST is set while FIREBASE_PROJECT_ID names the real project',
    );
  }, 70_000);

  test('demo mode on every address starts with the explicit consent, and says loudly that anyone can sign in as anyone', async () => {
    const server = await startServer(TEST_PORTS.refusal, freshSqliteUrl('open-demo'), {
      HOST: '0.0.0.0',
      DEMO_SIGN_IN_ON_NETWORK: DEMO_ON_NETWORK_CONSENT,
    });
    try {
      expect(server.output()).toContain(
        'DEMO MODE ON A NETWORK ADDRESS (HOST=0.0.0.0): ANYONE WHO REACHES THIS SERVER CAN SIGN IN AS ANYONE.',
      );
      expect(server.output().match(/ANYONE WHO REACHES/g)).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });
});
