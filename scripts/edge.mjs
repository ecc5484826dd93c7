// `npm run edge`: the storefront's pages at a CDN edge, on this machine. Builds the edge build (dist-edge/, Astro with
// @astrojs/cloudflare) when it is missing, then serves it under workerd (wrangler in local mode, nothing leaves this
// machine) at http://localhost:EDGE_PORT (8787), in front of the origin at ORIGIN_URL (http://localhost:4321, e.g.
// `npm start` in another terminal): the catalog pages render at the edge from what it read of the origin's product
// API; the API and every write go through to the origin. Sign-in settings are the origin's (demo mode: the emulator).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_EMULATOR_HOST, DEMO_PROJECT_ID, isDemoMode } from '../src/lib/identity/auth-mode.server.ts';
import { QUIET_TOOLS } from './quiet-tools.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const env = { ...process.env, ...QUIET_TOOLS };
const port = process.env.EDGE_PORT ?? '8787';
const origin = process.env.ORIGIN_URL ?? 'http://localhost:4321';

if (!existsSync(resolve(ROOT, 'dist-edge/server/entry.mjs'))) {
  execFileSync('npm', ['run', 'build:edge', '--silent'], { cwd: ROOT, stdio: 'inherit', env });
}

/** What the edge's pages need to know: where the origin is, and how customers sign in (as the origin has it). */
const vars = { ORIGIN_URL: origin };
if (!process.env.FIREBASE_AUTH_EMULATOR_HOST && isDemoMode(process.env)) {
  Object.assign(vars, { FIREBASE_AUTH_EMULATOR_HOST: DEMO_EMULATOR_HOST, FIREBASE_PROJECT_ID: DEMO_PROJECT_ID });
}
for (const name of [
  'ORIGIN_CALL_TIMEOUT_SECONDS',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'SITE_URL',
]) {
  if (process.env[name]) vars[name] = process.env[name];
}

const edge = spawn(
  'wrangler',
  [
    'dev',
    ...['--config', 'dist-edge/server/wrangler.json'],
    ...['--ip', '127.0.0.1', '--port', port],
    ...['--persist-to', 'data/edge'],
    '--show-interactive-dev-session=false',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ],
  { cwd: ROOT, stdio: 'inherit', env },
);
edge.once('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => edge.kill(signal));
