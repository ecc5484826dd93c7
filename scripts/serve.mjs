// Serves the built storefront (`astro build` first): Astro's Node handler behind a small HTTP server that puts the
// API's path variants right before Astro parses the URL and compresses text responses (brotli or gzip).
import http from 'node:http';
import compression from 'compression';
import { unsafeAuthConfiguration } from '../src/lib/server/auth-mode.ts';
import { canonicalRequestPath } from '../src/lib/server/request-path.ts';

const refusal = unsafeAuthConfiguration(process.env);
if (refusal) {
  console.error(`Refusing to start: ${refusal}`);
  process.exit(1);
}

// This serves a production build: React and the other libraries must run their production code (their development
// builds are several times slower), whatever the operator's NODE_ENV said for the check above.
process.env.NODE_ENV = 'production';
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import('../dist/server/entry.mjs');

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

// Brotli at quality 4 compresses about as well as gzip -9 at a fraction of the CPU; tiny bodies are not worth it.
const compress = compression({ threshold: 1024 });

/** Catalog images are not fingerprinted: browsers and CDNs keep them a day and refresh them in the background. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const server = http.createServer((req, res) => {
  if (req.url) req.url = canonicalRequestPath(req.url);
  if (req.url?.startsWith('/images/')) res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
  compress(req, res, () => handler(req, res));
});
server.keepAliveTimeout = 65_000;

server.listen(port, host, async () => {
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // The first request opens, migrates and seeds the database: do it now so a bad configuration stops the start.
  const warmUp = await fetch(`${origin}/restaurants-api/restaurants`).catch((error) => error);
  if (!(warmUp instanceof Response) || !warmUp.ok) {
    console.error(`The storefront could not read its catalog (${warmUp instanceof Response ? warmUp.status : warmUp}).`);
    process.exit(1);
  }
  console.log(`Storefront ready at http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
