/** Reads which Firebase Auth a process talks to, from its environment. */

/** The project id of demo mode: Firebase guarantees a `demo-` project never reaches a real one. */
export const DEMO_PROJECT_ID = 'demo-storefront';

/** The Auth emulator's address in demo mode (firebase.json). */
export const DEMO_EMULATOR_HOST = '127.0.0.1:9099';

/** True when no real Firebase project is configured: `npm start` then runs the Auth emulator itself. */
export function isDemoMode(env: NodeJS.ProcessEnv): boolean {
  const project = env['FIREBASE_PROJECT_ID'];
  return !project || project.startsWith('demo-');
}

/**
 * Why the server must not start, or null. With the emulator on, firebase-admin accepts unsigned tokens for any
 * account, so a production server must never run that way.
 */
export function unsafeAuthConfiguration(env: NodeJS.ProcessEnv): string | null {
  if (env['NODE_ENV'] === 'production' && env['FIREBASE_AUTH_EMULATOR_HOST']) {
    return 'FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV is production: the Auth emulator accepts forged sign-ins. Unset one of them.';
  }
  if (!env['FIREBASE_AUTH_EMULATOR_HOST'] && isDemoMode(env)) {
    return 'No Firebase project is configured (FIREBASE_PROJECT_ID) and no Auth emulator either (FIREBASE_AUTH_EMULATOR_HOST). Use `npm start` for the demo, or configure a project.';
  }
  return null;
}
