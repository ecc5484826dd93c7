// After `astro build`: bundles the service worker (src/lib/offline/service-worker.ts) with serwist into
// <output>/client/sw.js (the argument: `dist` for Node, the default, or `dist-edge`) and writes its precache list into it (serwist's injectManifest): every built script and
// stylesheet and the icons, each with the revision of its content, and the pages the worker keeps with them (the
// customer screens' shells and the offline page), whose revision is the build's own, since they are rendered by it.
// scripts/precompress.mjs runs after this, so the worker gets its brotli and gzip copies like every built file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';
import { PRECACHED_FILE_PATTERNS, PRECACHED_PAGES } from '../src/lib/offline/offline-routes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = join(root, process.argv[2] ?? 'dist');
const client = join(output, 'client');
const worker = join(client, 'sw.js');

/** One hash of everything the server renders pages with: a new build of them is a new revision of the shells. */
function buildRevision() {
  const hash = createHash('sha256');
  const server = join(output, 'server');
  for (const name of readdirSync(server, { recursive: true }).map(String).sort()) {
    const path = join(server, name);
    try {
      hash.update(name).update(readFileSync(path));
    } catch {
      // A folder.
    }
  }
  return hash.digest('hex').slice(0, 16);
}

await build({
  entryPoints: [join(root, 'src/lib/offline/service-worker.ts')],
  outfile: worker,
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2022',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const revision = buildRevision();
const { count, size, warnings } = await injectManifest({
  swSrc: worker,
  swDest: worker,
  globDirectory: client,
  globPatterns: PRECACHED_FILE_PATTERNS,
  additionalPrecacheEntries: PRECACHED_PAGES.map((url) => ({ url, revision })),
  // Built files carry their content's hash in their name: fetched as they are, never with a revision query.
  dontCacheBustURLsMatching: /^_astro\//,
  // Every built file counts, the Firebase SDK included: a signed-in customer's page needs it offline too.
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
for (const warning of warnings) console.warn(warning);
console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} KiB).`);
