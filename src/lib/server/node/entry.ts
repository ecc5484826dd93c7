// dist/server/entry.mjs: `node dist/server/entry.mjs` is the storefront's Node server (`npm start`, the try-out,
// every instance behind a proxy); `astro preview` imports it and starts the same server with `listen`
// (preview.ts), and an operator's own Node server imports it for `handler`.
// The settings are checked first (before-start.ts); the server and everything it loads (React, the pages) come after,
// as a separate module, so that nothing is loaded under settings that must stop the start.
import { fileURLToPath } from 'node:url';
import { previewing } from './before-start.ts';
import type { ListenAddress } from './server.ts';

const server = await import('./server.ts');

/**
 * The storefront as a Node request listener: built files, then Astro's pipeline, every answer logged and counted.
 * Built, this file is dist/server/entry.mjs, beside the built files' folder dist/client/.
 */
export const handler = server.storefrontHandler(fileURLToPath(new URL('../client/', import.meta.url)));

/** Starts the storefront's Node server, as `npm start` does, on `address` (`astro preview`'s, preview.ts). */
export const listen = (address: ListenAddress) => server.start(handler, address);

if (!previewing) await server.start(handler);
