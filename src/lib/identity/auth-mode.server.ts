/**
 * Which Firebase Auth a process trusts, read from its environment, and the settings under which it must not run.
 * firebase-admin trusts the Auth emulator, which signs nobody's tokens, whenever FIREBASE_AUTH_EMULATOR_HOST is
 * non-empty (any text, spaces included), so the emulator is allowed only where Firebase guarantees nothing real can be
 * reached: a `demo-` project, on this machine unless the operator explicitly says otherwise.
 */

/** The project id of demo mode: Firebase guarantees a `demo-` project never reaches a real one. */
export const DEMO_PROJECT_ID = 'demo-storefront';

/** The Auth emulator's address in demo mode (firebase.json). */
export const DEMO_EMULATOR_HOST = '127.0.0.1:9099';

/**
 * Lets demo mode listen on an address other machines reach, where anyone can then sign in as anyone. It takes this
 * exact sentence rather than `1` or `true`, so that nobody turns it on by accident or by copying a list of flags.
 */
const DEMO_ON_NETWORK_VARIABLE = 'DEMO_SIGN_IN_ON_NETWORK';
export const DEMO_ON_NETWORK_CONSENT = 'anyone-can-sign-in-as-anyone';

/**
 * Every variable that names a Google Cloud project: the server trusts FIREBASE_PROJECT_ID; firebase-admin falls back
 * to the other two when an app is created without a project id, and Google's runtimes set them for the real project.
 */
const PROJECT_VARIABLES = ['FIREBASE_PROJECT_ID', 'GOOGLE_CLOUD_PROJECT', 'GCLOUD_PROJECT'] as const;

/** Google Cloud project ids: 6 to 30 lower-case letters, digits and hyphens, optionally scoped by a domain. */
const PROJECT_ID = /^(?:[a-z0-9.-]+:)?[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** `host`, `host:port` or `[ipv6]:port`, as firebase-admin puts it after `http://`. */
const EMULATOR_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** The addresses only this machine reaches; the Node server listens on 127.0.0.1 when HOST is unset. */
const LOOPBACK_HOST = /^(?:127(?:\.[0-9]{1,3}){3}|::1|\[::1\]|localhost)$/i;

/** How the server verifies sign-ins. */
export type AuthMode =
  | { emulator: false; projectId: string }
  | {
      emulator: true;
      projectId: string;
      emulatorHost: string;
      /** Listening beyond this machine, with the operator's explicit consent. */
      onNetwork: boolean;
    };

/** A setting under which the server would trust a forged sign-in, or could verify none: it must not start. */
export class UnsafeAuthConfiguration extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeAuthConfiguration';
  }
}

/** A set, non-empty variable; firebase-admin reads `FIREBASE_AUTH_EMULATOR_HOST` the same way (`!!value`). */
function given(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-');
}

/** True when no variable names a real project: `npm start` then runs the Auth emulator itself. */
export function isDemoMode(env: NodeJS.ProcessEnv): boolean {
  return PROJECT_VARIABLES.every((name) => {
    const value = given(env, name);
    return value === undefined || isDemoProject(value);
  });
}

/**
 * How the server verifies sign-ins under `env`, or an UnsafeAuthConfiguration naming the variable to change. Whatever
 * NODE_ENV says: the emulator is trusted only with `demo-` project ids, and only on a loopback address unless
 * DEMO_SIGN_IN_ON_NETWORK gives consent; a real project is required without it.
 */
export function authMode(env: NodeJS.ProcessEnv): AuthMode {
  for (const name of PROJECT_VARIABLES) {
    const value = given(env, name);
    if (value !== undefined && !PROJECT_ID.test(value)) {
      throw new UnsafeAuthConfiguration(
        `${name} is ${JSON.stringify(value)}, which is not a project id (6 to 30 lower-case letters, digits and ` +
          `hyphens, no spaces). Set it to your Firebase project's id, or to demo-<name> for the demo.`,
      );
    }
  }
  const projectId = given(env, 'FIREBASE_PROJECT_ID') ?? DEMO_PROJECT_ID;
  const emulatorHost = given(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  if (emulatorHost === undefined) {
    if (isDemoProject(projectId)) {
      throw new UnsafeAuthConfiguration(
        `FIREBASE_PROJECT_ID is ${given(env, 'FIREBASE_PROJECT_ID') === undefined ? 'not set' : `"${projectId}"`} and ` +
          'FIREBASE_AUTH_EMULATOR_HOST is not set: a demo- project has no real accounts, so nobody could sign in. ' +
          'Use `npm start` or `npm run dev` for the demo (they start the Auth emulator), run other commands inside ' +
          "the emulator (`node scripts/with-auth-emulator.ts 'npx astro preview'`), or set FIREBASE_PROJECT_ID to " +
          'your Firebase project.',
      );
    }
    return { emulator: false, projectId };
  }
  for (const name of PROJECT_VARIABLES) {
    const value = given(env, name);
    if (value !== undefined && !isDemoProject(value)) {
      throw new UnsafeAuthConfiguration(
        `FIREBASE_AUTH_EMULATOR_HOST is set while ${name} names the real project "${value}": with the emulator on, ` +
          'anyone can sign in as anyone. Unset FIREBASE_AUTH_EMULATOR_HOST to use the real project, or use a ' +
          `demo- project id in ${name} for the demo.`,
      );
    }
  }
  if (!EMULATOR_HOST.test(emulatorHost)) {
    throw new UnsafeAuthConfiguration(
      `FIREBASE_AUTH_EMULATOR_HOST is ${JSON.stringify(emulatorHost)}, which is not host:port (for example ` +
        `${DEMO_EMULATOR_HOST}, without http://). Fix it, or unset it to use a real Firebase project.`,
    );
  }
  const host = env['HOST'] ?? '127.0.0.1';
  const onNetwork = !LOOPBACK_HOST.test(host);
  if (onNetwork && env[DEMO_ON_NETWORK_VARIABLE] !== DEMO_ON_NETWORK_CONSENT) {
    throw new UnsafeAuthConfiguration(
      `Demo mode (FIREBASE_AUTH_EMULATOR_HOST is set) would listen on HOST=${JSON.stringify(host)}, where anyone who ` +
        'reaches this server can sign in as anyone. Set HOST=127.0.0.1, or, for a demo that is meant to be open, ' +
        `set ${DEMO_ON_NETWORK_VARIABLE}=${DEMO_ON_NETWORK_CONSENT}.`,
    );
  }
  return { emulator: true, projectId, emulatorHost, onNetwork };
}

/** The warning printed when demo mode listens on the network with the operator's consent. */
export function openDemoWarning(host: string): string {
  const line = '!'.repeat(100);
  return [
    line,
    `!! DEMO MODE ON A NETWORK ADDRESS (HOST=${host}): ANYONE WHO REACHES THIS SERVER CAN SIGN IN AS ANYONE.`,
    '!! The Firebase Auth emulator accepts any email without a password. Never put real customers or data here.',
    line,
  ].join('\n');
}
