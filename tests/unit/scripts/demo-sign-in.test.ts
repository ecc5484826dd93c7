// Demo mode's Auth emulator (scripts/demo-sign-in.ts) as `npm start` starts it: stopped with the start, even when the
// start is stopped before the emulator answers, and when it is killed with no chance to stop anything (SIGKILL).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Stands in for the firebase CLI: writes its process id, then never gets ready. */
const FAKE_FIREBASE = `#!/bin/sh
echo $$ > "$FAKE_FIREBASE_PID"
exec sleep 600
`;
/**
 * The test run's own emulator answers at the demo's address; `npm start` must find none there to start its own, so
 * every fetch of the process fails, as with nothing listening.
 */
const NOTHING_ANSWERS = 'globalThis.fetch = () => Promise.reject(new TypeError("fetch failed"));\n';

const folder = mkdtempSync(join(tmpdir(), 'demo-sign-in-'));
writeFileSync(join(folder, 'firebase'), FAKE_FIREBASE);
chmodSync(join(folder, 'firebase'), 0o755);
writeFileSync(join(folder, 'nothing-answers.mjs'), NOTHING_ANSWERS);
const pidFile = join(folder, 'firebase.pid');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test.each(['SIGINT', 'SIGTERM', 'SIGKILL'] as const)(
  '%s while the emulator is still starting stops it with npm start, whatever ended npm start',
  { timeout: 45_000 },
  async (signal) => {
    rmSync(pidFile, { force: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: `${folder}:${process.env['PATH']}`,
      FAKE_FIREBASE_PID: pidFile,
    };
    for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_PROJECT_ID', 'GCLOUD_PROJECT', 'GOOGLE_CLOUD_PROJECT'])
      delete env[name];
    const start = spawn(process.execPath, ['--import', join(folder, 'nothing-answers.mjs'), 'scripts/start.mjs'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    start.stdout.on('data', (chunk) => (output += chunk));
    start.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<NodeJS.Signals | null>((done) => start.once('exit', (_code, ended) => done(ended)));
    let emulator = 0;
    try {
      await expect
        .poll(() => existsSync(pidFile) && output, { timeout: 15_000 })
        .toContain('starting the Firebase Auth');
      emulator = Number(readFileSync(pidFile, 'utf8'));
      expect(alive(emulator)).toBe(true);

      start.kill(signal);

      expect(await exited).toBe(signal);
      // The group has 5 s to stop on SIGTERM before its leader kills what is left (scripts/group-leader.ts).
      await expect.poll(() => alive(emulator), { timeout: 10_000 }).toBe(false);
    } finally {
      if (emulator && alive(emulator)) process.kill(emulator, 'SIGKILL');
      start.kill('SIGKILL');
    }
  },
);
