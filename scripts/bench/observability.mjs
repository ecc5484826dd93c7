// The observability row of `npm run bench`: the catalog pages under load on one instance with a log line
// per request (LOG_REQUESTS=on, the default) and without (off), so that what the log costs shows as p99 and throughput
// side by side. The metrics (src/lib/server/observability/metrics-registry.ts) are counted in both runs: they cannot be off.
// The second run tends to fare worse on a shared machine: BENCH_ORDER=on,off runs them the other way round.
// Alone: `node scripts/bench/observability.mjs` inside the Firebase Auth emulator, as the bench runs (BENCH_PORT moves
// it).
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withJemalloc } from '../../src/lib/server/node/allocator.ts';
import { SERVER_NODE_FLAGS } from '../../src/lib/server/node/node-flags.ts';
import { freshSqliteUrl, SERVER_ENTRY } from '../../tests/fixtures/server.ts';
import { table } from './report.mjs';
import { load, requireLoadTools } from './server-load.mjs';

const PAGES = ['/', '/restaurants', '/restaurants/1'];

/**
 * Starts the built server with its output going to a file, as a log shipper or journald would take it: read through a
 * pipe by this process, as tests/fixtures/server.ts does, the reading itself would compete for the two cores.
 */
async function startLoggingToFile(port, env, dir) {
  const file = join(dir, `server-${env.LOG_REQUESTS}.log`);
  const fd = openSync(file, 'w');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: withJemalloc({
      ...process.env,
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
      DATABASE_URL: freshSqliteUrl('bench-observability'),
    }),
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const deadline = Date.now() + 60_000;
  while (!readFileSync(file, 'utf8').includes('Storefront ready')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${readFileSync(file, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    logBytes: () => statSync(file).size,
    stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))),
  };
}

/** Loads each catalog page on a new instance on `port`, once with the request log off and once on. */
export async function observabilityFigures({ port, env = {} }) {
  requireLoadTools();
  const rows = [];
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-observability-'));
  try {
    for (const logRequests of (process.env.BENCH_ORDER ?? 'off,on').split(',')) {
      const server = await startLoggingToFile(port, { ...env, LOG_REQUESTS: logRequests }, dir);
      try {
        for (const path of PAGES) {
          const figures = await load(server.origin, { name: path, kind: 'page', path }, { instance: [server.pid] });
          rows.push({ logRequests, path, ...figures, instanceCores: figures.cpuCores.instance });
        }
        rows.at(-1).logMb = (server.logBytes() / 1e6).toFixed(1);
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** The rows side by side, with each page's change from off to on. */
export function observabilityTable(rows) {
  const off = (row) => rows.find((other) => other.logRequests === 'off' && other.path === row.path);
  const change = (key) => (row) =>
    row.logRequests === 'off' ? '' : `${(((row[key] - off(row)[key]) / off(row)[key]) * 100).toFixed(1)} %`;
  return table(
    'Observability: catalog pages on one instance (SQLite), the request log off, then on (metrics counted in both)',
    [
      ['LOG_REQUESTS', 'logRequests'],
      ['page', 'path'],
      ['p50 ms', 'p50Ms'],
      ['p99 ms', 'p99Ms'],
      ['p99 change', change('p99Ms')],
      ['req/s', 'requestsPerSecond'],
      ['req/s change', change('requestsPerSecond')],
      ['instance cores', 'instanceCores'],
      ['errors', 'errors'],
      ['log MB (run)', 'logMb'],
    ],
    rows,
  );
}

if (import.meta.main) {
  console.log(observabilityTable(await observabilityFigures({ port: Number(process.env.BENCH_PORT ?? 4410) })));
}
