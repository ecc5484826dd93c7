// Serves the built storefront (`npm run build` first): a small HTTP server that puts the API's path variants right,
// answers catalog pages and reads and the customer's screens from short-lived memory caches, compresses text
// responses (brotli or gzip), answers the product API itself (src/lib/server/api) and the built files from memory,
// and hands the pages to Astro's handler.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { authMode } from '../src/lib/server/auth-mode.ts';
import { createCatalogCache } from '../src/lib/server/catalog-cache.ts';
import { COMPRESS_FROM_BYTES } from '../src/lib/server/kept-answer.ts';
import { nodeListener } from '../src/lib/server/node-bridge.ts';
import { returnMemoryWhenQuiet } from '../src/lib/server/quiet-memory.ts';
import {
  canonicalRequestPath,
  isApiPath,
  isCatalogPath,
  isCustomerScreenPath,
} from '../src/lib/server/request-path.ts';
import { serverSettings } from '../src/lib/server/settings.ts';
import { loadStaticFiles } from '../src/lib/server/static-files.ts';

// The identity module refuses these settings itself when it loads; asking first gives the operator the reason alone
// rather than inside an import's stack trace.
const refusal = invalidSettings();
if (refusal) {
  console.error(`Refusing to start: ${refusal}`);
  process.exit(1);
}

function invalidSettings() {
  try {
    authMode(process.env);
    serverSettings();
    return null;
  } catch (error) {
    return error.message;
  }
}

const { answerApiCall } = await import('../src/lib/server/api/index.ts');

// This serves a production build: React and the other libraries must run their production code (their development
// builds are several times slower), whatever the operator's NODE_ENV said for the check above.
process.env.NODE_ENV = 'production';
const { handler } = await import('../dist/server/entry.mjs');

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

// For the pages Astro renders outside the caches below (404s, mostly). Brotli at quality 4
// compresses about as well as gzip -9 at a fraction of the CPU; tiny bodies are not worth it.
const compress = compression({ threshold: COMPRESS_FROM_BYTES });

/** Fingerprinted bundles never change under their name. */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Catalog images and the icon are not fingerprinted: kept a day, then refreshed in the background. */
const FILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

// The built files are read once at start and answered from memory with their build-time brotli and gzip copies
// (scripts/precompress.mjs): a page, an API call or a script costs no file-system access.
const files = loadStaticFiles({
  root: fileURLToPath(new URL('../dist/client', import.meta.url)),
  cacheControl: (path) => (path.startsWith('/_astro/') ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL),
});

// The server's requests to itself (the caches' renders, the warm-up) go to loopback when it listens on every address.
const selfHost = host === '' || host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
const origin = `http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${port}`;

// The caches below render through this same server; this header, unguessable from outside, marks their own requests
// so that they reach Astro instead of a cache.
const RENDER_HEADER = 'x-storefront-render';
const renderKey = randomUUID();
const render = (path) =>
  fetch(`${origin}${path}`, { headers: { [RENDER_HEADER]: renderKey, 'Accept-Encoding': 'identity' } });
const catalog = createCatalogCache({ render });
// The customer's own screens are shells, the same for everyone, and tell browsers and CDNs not to store them; this
// process may keep them all the same, since its renders carry no customer's cookie or token. Rendered per request,
// they managed about 470 answers a second at 50 connections, with a p99 of 430 ms and the server at 330 MB.
const screens = createCatalogCache({
  render,
  maxBytes: 4 * 1024 * 1024,
  mayKeep: (response) => response.status === 200 && !response.headers.has('set-cookie'),
});

const api = nodeListener(answerApiCall, origin);

const server = http.createServer((req, res) => {
  route(req, res).catch((error) => fail(req, res, error));
});

async function route(req, res) {
  if (!isDecodable(req.url)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request.');
    return;
  }
  req.url = canonicalRequestPath(req.url);
  const pathname = req.url.split('?', 1)[0];
  const cache = cacheFor(req, pathname);
  if (cache && (await cache.answer(req, res))) return;
  // The API compresses its own answers (src/lib/server/node-bridge.ts).
  if (isApiPath(pathname)) await api(req, res);
  else if (!files.answer(req, res)) compress(req, res, () => handler(req, res));
}

/** The cache that answers a request, if any: a GET or HEAD from outside, of a catalog page or a customer's screen. */
function cacheFor(req, pathname) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers[RENDER_HEADER] === renderKey) return undefined;
  if (isCatalogPath(pathname)) return catalog;
  if (isCustomerScreenPath(pathname)) return screens;
  return undefined;
}

/** Anything unexpected is logged and answered 500, rather than taking the whole server down with it. */
function fail(req, res, error) {
  console.error(`${req.method} ${req.url} failed`, error);
  if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end();
}

/** A path with a broken percent-escape (`/%E0%A4%A`) names nothing: it gets a 400 before any lookup. */
function isDecodable(url) {
  try {
    return url !== undefined && decodeURI(url) !== undefined;
  } catch {
    return false;
  }
}

server.keepAliveTimeout = 65_000;
returnMemoryWhenQuiet(server);

server.listen(port, host, async () => {
  // The first request opens, migrates and seeds the database: do it now so a bad configuration stops the start.
  const warmUp = await fetch(`${origin}/restaurants-api/restaurants`).catch((error) => error);
  if (!(warmUp instanceof Response) || !warmUp.ok) {
    console.error(
      `The storefront could not read its catalog (${warmUp instanceof Response ? warmUp.status : warmUp}).`,
    );
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
