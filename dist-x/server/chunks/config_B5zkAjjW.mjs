import * as v from "valibot";
// src/lib/auth/config.ts
/** The browser's Firebase settings, rendered into every page by the layout so one build serves every environment. */
var FirebaseClientConfigSchema = v.object({
	apiKey: v.string(),
	authDomain: v.string(),
	projectId: v.string(),
	/** Set in demo and test mode: the Auth emulator's URL. */
	emulatorUrl: v.optional(v.string())
});
var FIREBASE_CONFIG_ELEMENT_ID = "firebase-config";
export { FirebaseClientConfigSchema as n, FIREBASE_CONFIG_ELEMENT_ID as t };
