import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { JEMALLOC, jemallocLibrary } from '../../src/lib/server/node/allocator.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { freshSqliteUrl } from '../fixtures/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The processes `pid` started, oldest first. */
function childrenOf(pid: number | undefined): string[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean);
}

function alive(pid: string): boolean {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `npm start`'s script with `env` until its server is ready, and answers what it printed and the memory mappings
 * of the server process it started (its first child).
 */
async function startedServer(env: NodeJS.ProcessEnv): Promise<{ output: string; maps: string }> {
  const starter = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(TEST_PORTS.npmStart),
      DATABASE_URL: freshSqliteUrl('npm-start'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  starter.stdout.on('data', (chunk) => (output += chunk));
  starter.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => starter.once('exit', done));
  try {
    const deadline = Date.now() + 30_000;
    while (!output.includes('Storefront ready')) {
      if (starter.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not start:\n${output}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
    const [server] = childrenOf(starter.pid);
    return { output, maps: readFileSync(`/proc/${server}/maps`, 'utf8') };
  } finally {
    starter.kill('SIGTERM');
    await exited;
  }
}

test.runIf(process.platform === 'linux')(
  "npm start's server runs on jemalloc, which hands back the memory a burst of traffic used",
  { timeout: 40_000 },
  async () => {
    expect(jemallocLibrary(), `${JEMALLOC}: bash scripts/system-packages.sh libjemalloc2`).not.toBeNull();

    const { output, maps } = await startedServer({});

    expect(maps).toContain(JEMALLOC);
    expect(output).not.toContain(`${JEMALLOC} not found`);
  },
);

test.runIf(process.platform === 'linux')(
  'an LD_PRELOAD the operator set, even empty, is left to choose the allocator',
  { timeout: 40_000 },
  async () => {
    const { output, maps } = await startedServer({ LD_PRELOAD: '' });

    expect(maps).not.toContain(JEMALLOC);
    expect(output).not.toContain(`${JEMALLOC} not found`);
  },
);

test.runIf(process.platform === 'linux')(
  'in demo mode npm start runs the stand-in kitchen beside the server, and stops it with the server',
  { timeout: 40_000 },
  async () => {
    const starter = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(TEST_PORTS.npmStart),
        DATABASE_URL: freshSqliteUrl('npm-start'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    starter.stdout.on('data', (chunk) => (output += chunk));
    starter.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((done) => starter.once('exit', done));
    const deadline = Date.now() + 30_000;
    while (!output.includes('Stand-in kitchen: integration')) {
      if (starter.exitCode !== null || Date.now() > deadline) throw new Error(`no stand-in kitchen:\n${output}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
    const children = childrenOf(starter.pid);
    expect(children).toHaveLength(2);
    expect(output).toMatch(
      /Stand-in kitchen: integration \d+ acts for the demo restaurants, receiving at http:\/\/127\.0\.0\.1:\d+\/webhooks\./,
    );
    starter.kill('SIGTERM');
    await exited;
    const stopped = Date.now() + 10_000;
    while (children.some(alive) && Date.now() < stopped) await new Promise((wait) => setTimeout(wait, 100));
    expect(children.filter(alive)).toEqual([]);
  },
);
