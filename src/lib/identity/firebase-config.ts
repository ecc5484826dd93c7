import * as v from 'valibot';

/** The browser's Firebase settings, rendered into every page by the layout so one build serves every environment. */
export const FirebaseClientConfigSchema = v.object({
  apiKey: v.string(),
  authDomain: v.string(),
  projectId: v.string(),
  /** Set in demo and test mode: the Auth emulator's URL. */
  emulatorUrl: v.optional(v.string()),
});
export type FirebaseClientConfig = v.InferOutput<typeof FirebaseClientConfigSchema>;

export const FIREBASE_CONFIG_ELEMENT_ID = 'firebase-config';
