// After the edge build: the built files the edge serves itself (its assets, answered before any code of ours runs)
// get the headers every answer of the storefront carries, through the `_headers` file the Cloudflare adapter writes
// (it sets `/_astro/*`'s Cache-Control there). Pages and the API get the same headers from src/middleware.ts.
import { appendFileSync, existsSync } from 'node:fs';
import { FILE_CACHE_CONTROL } from '../src/lib/server/static-files.ts';
import { securityHeaders } from '../src/lib/server/security-headers.ts';

const HEADERS_FILE = new URL('../dist-edge/client/_headers', import.meta.url);
if (!existsSync(HEADERS_FILE)) throw new Error('dist-edge/client/_headers is missing: run `npm run build:edge`.');

// HSTS depends on where the site is served (SITE_URL), which the edge's own answers decide; files go without it.
const every = securityHeaders({ https: false }).map(([name, value]) => `  ${name}: ${value}`);
appendFileSync(
  HEADERS_FILE,
  ['', '/*', ...every, '', '/images/*', `  Cache-Control: ${FILE_CACHE_CONTROL}`, ''].join('\n'),
);
