// Server figures: latency and throughput under 50 concurrent connections on 127.0.0.1, with autocannon.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

/** Seconds each target is loaded; long enough for a stable p99 on two cores, short enough for a quick bench. */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);

/** Seconds of unmeasured load first, so that the JIT has compiled the path being measured. */
const WARM_UP_S = 1;

/**
 * Loads one target and returns its figures, from a process of its own: in the bench's process, which has just run
 * Lighthouse, the load generator's own garbage collections stalled it and added 10 ms to every p99 it measured.
 */
export async function load(origin, target) {
  const { stdout } = await promisify(execFile)(process.execPath, [
    import.meta.filename,
    origin,
    JSON.stringify(target),
  ]);
  return JSON.parse(stdout);
}

/** Only 2xx answers count as served: a run with errors is reported as such rather than flattering the numbers. */
async function measure(origin, target) {
  const options = {
    url: `${origin}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: WARM_UP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const errors = result.non2xx + result.errors + result.timeouts;
  return {
    name: target.name,
    kind: target.kind,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    bytesPerRequest: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
    errors,
  };
}

/** The server process's resident memory in MB now (`VmRSS`) and at its highest so far (`VmHWM`), from /proc. */
export function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { now: mb('VmRSS'), peak: mb('VmHWM') };
}

// Run as `node server-load.mjs <origin> <target JSON>` by load(): measures and prints the figures as JSON.
if (process.argv[1] === import.meta.filename) {
  const [origin, target] = process.argv.slice(2);
  process.stdout.write(JSON.stringify(await measure(origin, JSON.parse(target))));
}
