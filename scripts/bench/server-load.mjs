// Server figures: latency and throughput under 50 concurrent connections on 127.0.0.1, with wrk (Debian's `wrk`).
//
// wrk, not a load generator written in JavaScript: autocannon, used before, spent a whole core parsing answers while
// the server idled at half of one. It managed 7,700 answers a second of the 237 KB catalog (wrk: 23,000) and 16,000 of a
// 6 KB brotli page against 41,000 of the same page uncompressed, so its figures grew with the size and the form of the
// answer rather than with the server's work.
import { execFileSync, execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { cpuSeconds, endedChildrenCpuSeconds } from './cpu.mjs';

export const CONNECTIONS = 50;

/** What Chromium asks for: every browser and CDN asks for compression, so the server is measured answering that. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Seconds each target is loaded; long enough for a stable p99 on two cores, short enough for a quick bench. */
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);

/** Seconds of unmeasured load first, so that the JIT has compiled the path being measured. */
const WARM_UP_S = 1;

/** Prints one run's figures as JSON; wrk reports latencies in microseconds. */
const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"bytes":%d,"errors":%d,"statusErrors":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write + e.status + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
`;

/** Fails early, with the command that installs it, when wrk is missing. */
export function requireWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk prints its version and exits 1.
    if (error.code === 'ENOENT') throw new Error('The bench needs wrk: apt-get install wrk');
  }
}

/**
 * Loads one target (`{ name, kind, path, method?, headers?, body?, encoding?, connections?, requestScript?,
 * durationS?, warmUp? }`) and returns its figures. `requestScript` is Lua defining wrk's `request()` (a different
 * request each time). Only 2xx and 3xx answers count as served: a run with errors is reported as such rather than
 * flattering the numbers; `statusErrors` are the 4xx and 5xx among them. `processes` names the deployment's parts
 * (`{ instances: [pid, …], nginx: [pid], … }`): `cpuCores` then says how many cores each, and wrk, used meanwhile.
 */
export async function load(origin, target, processes = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  try {
    const script = join(dir, 'target.lua');
    const setup = target.method ? `wrk.method = "${target.method}"\n` : '';
    const body = target.body ? `wrk.body = [==[${target.body}]==]\n` : '';
    writeFileSync(script, setup + body + (target.requestScript ?? '') + REPORT);
    const headers = { 'Accept-Encoding': target.encoding ?? BROWSER_ACCEPT_ENCODING, ...target.headers };
    if (target.body) headers['Content-Type'] = 'application/json';
    const args = (seconds) => [
      '-t1',
      `-c${target.connections ?? CONNECTIONS}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      script,
      ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
      `${origin}${target.path}`,
    ];
    if (target.warmUp !== false) await promisify(execFile)('wrk', args(WARM_UP_S));
    const cpuBefore = cpuSnapshot(processes);
    const started = process.hrtime.bigint();
    const { stdout } = await promisify(execFile)('wrk', args(target.durationS ?? DURATION_S));
    const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
    const cpuAfter = cpuSnapshot(processes);
    const run = JSON.parse(stdout.trim().split('\n').at(-1));
    const perSecond = run.requests / (run.durationUs / 1e6);
    return {
      name: target.name,
      kind: target.kind,
      p50Ms: Number((run.p50Us / 1000).toFixed(1)),
      p99Ms: Number((run.p99Us / 1000).toFixed(1)),
      requestsPerSecond: Math.round(perSecond),
      bytesPerRequest: Math.round(run.bytes / Math.max(run.requests, 1)),
      errors: run.errors,
      statusErrors: run.statusErrors,
      cpuCores: Object.fromEntries(
        Object.keys(cpuAfter).map((name) => [name, Number(((cpuAfter[name] - cpuBefore[name]) / elapsedS).toFixed(2))]),
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU seconds used so far by wrk (the bench's ended children) and by each named part of the deployment. */
function cpuSnapshot(processes) {
  return {
    wrk: endedChildrenCpuSeconds(),
    ...Object.fromEntries(Object.entries(processes).map(([name, pids]) => [name, cpuSeconds(pids)])),
  };
}

/** The server process's resident memory in MB now (`VmRSS`) and at its highest so far (`VmHWM`), from /proc. */
export function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { now: mb('VmRSS'), peak: mb('VmHWM') };
}
