import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { freshSqliteUrl } from '../fixtures/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ASTRO = 'node_modules/astro/bin/astro.mjs';
const origin = `http://127.0.0.1:${TEST_PORTS.preview}`;

/**
 * The test runner's environment (demo mode, on the Auth emulator) without its own variables (NODE_ENV=test, VITEST…)
 * or an address to listen on, as an operator's shell has.
 */
function operatorEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) =>
          !['NODE_ENV', 'HOST', 'PORT', 'DEMO_SIGN_IN_ON_NETWORK'].includes(name) && !name.startsWith('VITEST'),
      ),
    ),
    ASTRO_TELEMETRY_DISABLED: '1',
    ...env,
  };
}

let preview: ChildProcess;
let output = '';

beforeAll(async () => {
  preview = spawn(process.execPath, [ASTRO, 'preview', '--port', String(TEST_PORTS.preview)], {
    cwd: ROOT,
    env: operatorEnvironment({ DATABASE_URL: freshSqliteUrl('preview') }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  preview.stdout?.on('data', (chunk) => (output += chunk));
  preview.stderr?.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  while (!output.includes('Storefront ready')) {
    if (preview.exitCode !== null) throw new Error(`astro preview exited:\n${output}`);
    if (Date.now() - started > 60_000) throw new Error(`astro preview did not start in 60 s:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}, 90_000);

afterAll(() => {
  if (preview.exitCode === null) preview.kill('SIGKILL');
});

/** What the server answers to `request`, sent as it is on a connection of its own. */
function raw(request: string): Promise<string> {
  return new Promise((done, fail) => {
    let answer = '';
    const socket = net.connect(TEST_PORTS.preview, '127.0.0.1', () => socket.write(request));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => done(answer));
    socket.on('error', fail);
  });
}

test('astro preview runs the storefront’s own Node server: its pages, headers, request ids and idle timeout', async () => {
  const page = await fetch(`${origin}/restaurants`);

  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Trattoria Bella Luna');
  expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  // The adapter's own preview server keeps Node's default of 5 s.
  expect(page.headers.get('keep-alive')).toBe('timeout=65');
});

test('a request Node cannot parse is answered 400 with the security headers, as by npm start', async () => {
  const answer = await raw('GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n');

  expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  expect(answer).toContain('X-Content-Type-Options: nosniff');
  expect(answer).toContain("Content-Security-Policy: default-src 'none'");
});

test('SIGTERM drains the server and ends astro preview', async () => {
  const exited = new Promise<number | null>((done) => preview.once('exit', (code) => done(code)));
  preview.kill('SIGTERM');

  expect(await exited).toBe(0);
  expect(output).toContain('SIGTERM: no longer listening');
});

test.each([[['--host']], [['--host', '0.0.0.0']]])(
  'astro preview %j in demo mode (every address) refuses to start, as npm start does',
  (hostArguments) => {
    const run = spawnSync(
      process.execPath,
      [ASTRO, 'preview', ...hostArguments, '--port', String(TEST_PORTS.refusal)],
      {
        cwd: ROOT,
        env: operatorEnvironment({
          DATABASE_URL: freshSqliteUrl('preview-refused'),
          FIREBASE_AUTH_EMULATOR_HOST: process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '127.0.0.1:9099',
        }),
        encoding: 'utf8',
        timeout: 30_000,
      },
    );

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start: ');
    expect(run.stderr).toContain('DEMO_SIGN_IN_ON_NETWORK=anyone-can-sign-in-as-anyone');
    expect(run.stdout).not.toContain('Storefront ready');
  },
);
