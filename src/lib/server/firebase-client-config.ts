import { FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_PROJECT_ID } from 'astro:env/server';
import type { FirebaseClientConfig } from '../auth/config.ts';

/** What the browser needs to sign in: public by Firebase's design (the API key only names the project). */
export function firebaseClientConfig(): FirebaseClientConfig {
  return {
    apiKey: FIREBASE_API_KEY,
    authDomain: FIREBASE_AUTH_DOMAIN ?? `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: FIREBASE_PROJECT_ID,
    ...(FIREBASE_AUTH_EMULATOR_HOST ? { emulatorUrl: `http://${FIREBASE_AUTH_EMULATOR_HOST}` } : {}),
  };
}
