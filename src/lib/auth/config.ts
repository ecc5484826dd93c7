import * as z from 'zod/mini';

/** The browser's Firebase settings, rendered into every page by the layout so one build serves every environment. */
export const FirebaseClientConfigSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  /** Set in demo and test mode: the Auth emulator's URL. */
  emulatorUrl: z.optional(z.string()),
});
export type FirebaseClientConfig = z.infer<typeof FirebaseClientConfigSchema>;

export const FIREBASE_CONFIG_ELEMENT_ID = 'firebase-config';
