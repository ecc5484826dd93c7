// dist/server/entry.mjs: `node dist/server/entry.mjs` is the storefront's Node server (`npm start`, the try-out,
// every instance behind a proxy); `astro preview` and an operator's own Node server import it for `handler`.
// The settings are checked first (before-start.ts); the server and everything it loads (React, the pages) come after,
// as a separate module, so that nothing is loaded under settings that must stop the start.
import { previewing } from './before-start.ts';

const server = await import('./server.ts');

/** The storefront as a Node request listener: built files, then Astro's pipeline, every answer logged and counted. */
export const handler = server.handler;

if (!previewing) await server.start();
