import { t as authMode } from "./chunks/auth-mode_Dg1QpBEA.mjs";
import { n as serverSettings } from "./chunks/settings_CBnOorLl.mjs";
import { fileURLToPath } from "node:url";
// src/lib/server/node/before-start.ts
/**
* What the built server's entry (entry.ts) does before anything else is loaded, its first import:
* - `astro preview` imports the entry for its `handler` after setting ASTRO_NODE_AUTOSTART=disabled; the entry then
*   starts no server of its own. The adapter's module would start its own server unless told the same, which it is
*   here: the entry's server is the one that runs.
* - React and the other libraries run their production code (their development builds are several times slower),
*   whatever NODE_ENV the operator set.
* - Settings that are invalid, or under which a forged sign-in would be trusted, stop the start with the reason alone
*   (the identity module would refuse them too, inside an import's stack trace).
*/
var previewing = process.env["ASTRO_NODE_AUTOSTART"] === "disabled";
process.env["ASTRO_NODE_AUTOSTART"] = "disabled";
function refusal() {
	try {
		authMode(process.env);
		serverSettings();
		return;
	} catch (error) {
		return error instanceof Error ? error.message : String(error);
	}
}
var refused = refusal();
if (refused) {
	console.error(`Refusing to start: ${refused}`);
	process.exit(1);
}
process.env.NODE_ENV = "production";
// src/lib/server/node/entry.ts
var server = await import("./chunks/server_M2fgA_AF.mjs");
/**
* The storefront as a Node request listener: built files, then Astro's pipeline, every answer logged and counted.
* Built, this file is dist/server/entry.mjs, beside the built files' folder dist/client/.
*/
var handler = server.storefrontHandler(fileURLToPath(new URL("../client/", import.meta.url)));
/** Starts the storefront's Node server, as `npm start` does, on `address` (`astro preview`'s, preview.ts). */
var listen = (address) => server.start(handler, address);
if (!previewing) await server.start(handler);
export { handler, listen };
