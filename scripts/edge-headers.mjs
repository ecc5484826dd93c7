// After the edge build: the built files the edge serves itself (its assets, answered before any code of ours runs)
// get the headers every answer of the storefront carries, through the `_headers` file the Cloudflare adapter writes
// (it sets `/_astro/*`'s Cache-Control there). Pages and the API get the same headers from src/middleware.ts.
import { appendFileSync, existsSync } from 'node:fs';
import {
  FILE_CACHE_CONTROL,
  SERVICE_WORKER_CACHE_CONTROL,
  SERVICE_WORKER_PATH,
} from '../src/lib/server/built-files.ts';
import { NON_HTML_CSP, SERVICE_WORKER_CSP, securityHeaders } from '../src/lib/server/security-headers.ts';

const HEADERS_FILE = new URL('../dist-edge/client/_headers', import.meta.url);
if (!existsSync(HEADERS_FILE)) throw new Error('dist-edge/client/_headers is missing: run `npm run build:edge`.');

// HSTS depends on where the site is served (SITE_URL), which the edge's own answers decide; files go without it. The
// Content-Security-Policy is set per kind of file, since rules that match one path add up: the service worker runs
// under a policy of its own.
const every = securityHeaders({ https: false })
  .filter(([name]) => name !== 'Content-Security-Policy')
  .map(([name, value]) => `  ${name}: ${value}`);
const rules = [
  ['/*', ...every],
  ...['/_astro/*', '/icons/*', '/manifest.webmanifest'].map((path) => [
    path,
    `  Content-Security-Policy: ${NON_HTML_CSP}`,
  ]),
  ...['/images/*', '/social/*'].map((path) => [
    path,
    `  Content-Security-Policy: ${NON_HTML_CSP}`,
    `  Cache-Control: ${FILE_CACHE_CONTROL}`,
  ]),
  [
    SERVICE_WORKER_PATH,
    `  Content-Security-Policy: ${SERVICE_WORKER_CSP}`,
    `  Cache-Control: ${SERVICE_WORKER_CACHE_CONTROL}`,
  ],
];
appendFileSync(HEADERS_FILE, `\n${rules.map((rule) => rule.join('\n')).join('\n\n')}\n`);
