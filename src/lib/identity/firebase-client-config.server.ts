import type { FirebaseClientConfig } from './firebase-config.ts';
import { serverSettings } from '../server/settings.ts';

/** What the browser needs to sign in: public by Firebase's design (the API key only names the project). */
export function firebaseClientConfig(): FirebaseClientConfig {
  const { FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_PROJECT_ID } = serverSettings();
  return {
    apiKey: FIREBASE_API_KEY,
    authDomain: FIREBASE_AUTH_DOMAIN ?? `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: FIREBASE_PROJECT_ID,
    ...(FIREBASE_AUTH_EMULATOR_HOST ? { emulatorUrl: `http://${FIREBASE_AUTH_EMULATOR_HOST}` } : {}),
  };
}
