// One target under many connections on 127.0.0.1 (the abuse rows and the observability row; the customer mix has its
// own runner, customer-mix.mjs). h2load (Debian's nghttp2-client) sends the same request over connections it keeps,
// and writes every answer's time to a log; wrk (Debian's `wrk`) sends loads whose every request differs, written as
// Lua, each answer timed by the request id the storefront sends back rather than by wrk's own figures. Not a load
// generator in JavaScript, which spends the CPU the server needs (docs/decisions/039-h2load-and-wrk-in-the-bench.md).
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

/** Seconds of unmeasured load first, on the same connections, so that the JIT has compiled the path being measured. */
const WARM_UP_S = 1;

/** An answer not finished this long after its request counts as an error rather than holding the run. */
const TIMEOUT_S = 10;

/**
 * Lua around a target's `request()` for wrk: each request carries an X-Request-Id of its own, which the storefront
 * sends back with its answer, so that every answer's time is taken from its own request (on LuaJIT's clock) rather
 * than from wrk's latency figures, which its correction for coordinated omission inflates (above). Answers to requests
 * sent in the first `warmUpS` seconds are not counted. Prints the run's figures as JSON, latencies in microseconds.
 */
const timedRequests = (warmUpS) => `
local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clock, bench_timespec *now);
]]
local clock = ffi.new("bench_timespec")
local function now_us()
  ffi.C.clock_gettime(1, clock)
  return tonumber(clock.tv_sec) * 1000000 + tonumber(clock.tv_nsec) / 1000
end

local target_request = request
local sent = {}
local sequence = 0
local measured_from
latencies = {}
status_errors = 0

init = function()
  measured_from = now_us() + ${warmUpS} * 1000000
end

request = function()
  sequence = sequence + 1
  local id = "bench-" .. sequence
  sent[id] = now_us()
  return (target_request():gsub("\\r\\n", "\\r\\nX-Request-Id: " .. id .. "\\r\\n", 1))
end

response = function(status, headers)
  local id = headers["X-Request-Id"] or headers["x-request-id"]
  local at = id and sent[id]
  if not at then return end
  sent[id] = nil
  if at < measured_from then return end
  latencies[#latencies + 1] = now_us() - at
  if status > 399 then status_errors = status_errors + 1 end
end

local threads = {}
setup = function(thread) threads[#threads + 1] = thread end

done = function(summary)
  local all, errors = {}, 0
  for _, thread in ipairs(threads) do
    for _, us in ipairs(thread:get("latencies")) do all[#all + 1] = us end
    errors = errors + thread:get("status_errors")
  end
  table.sort(all)
  local function percentile(p)
    if #all == 0 then return 0 end
    return all[math.max(1, math.ceil(p / 100 * #all))]
  end
  local e = summary.errors
  io.write(string.format('{"requests":%d,"bytesPerRequest":%d,"errors":%d,"statusErrors":%d,"p50Us":%d,"p99Us":%d}\\n',
    #all, summary.bytes / math.max(summary.requests, 1), e.connect + e.read + e.write + e.timeout + errors, errors,
    percentile(50), percentile(99)))
end
`;

/** Fails early, with the command that installs them, when wrk or h2load is missing. */
export function requireLoadTools() {
  for (const [command, flag, pkg] of [
    ['wrk', '--version', 'wrk'],
    ['h2load', '--version', 'nghttp2-client'],
  ]) {
    try {
      execFileSync(command, [flag], { stdio: 'ignore' });
    } catch (error) {
      // wrk prints its version and exits 1.
      if (error.code === 'ENOENT') throw new Error(`The bench needs ${command}: apt-get install ${pkg}`, { cause: error });
    }
  }
}

/**
 * Loads one target (`{ name, kind, path, method?, headers?, body?, encoding?, connections?, requestScript?,
 * durationS?, warmUp? }`) and returns its figures. `requestScript` is Lua defining wrk's `request()` (a different
 * request each time); without it h2load sends the same request over and over. Only 2xx and 3xx answers count as
 * served: a run with errors is reported as such rather than flattering the numbers; `statusErrors` are the 4xx and 5xx
 * among them. `processes` names the deployment's parts (`{ instances: [pid, …], nginx: [pid], … }`): `cpuCores` then
 * says how many cores each, and the load's client, used meanwhile.
 */
export async function load(origin, target, processes = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  try {
    const headers = { 'Accept-Encoding': target.encoding ?? BROWSER_ACCEPT_ENCODING, ...target.headers };
    if (target.body) headers['Content-Type'] = 'application/json';
    const cpuBefore = cpuSnapshot(processes);
    const started = process.hrtime.bigint();
    const run = await (target.requestScript ? wrkRun : h2loadRun)(dir, origin, target, headers);
    const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
    const cpuAfter = cpuSnapshot(processes);
    return {
      name: target.name,
      kind: target.kind,
      p50Ms: Number((run.p50Us / 1000).toFixed(1)),
      p99Ms: Number((run.p99Us / 1000).toFixed(1)),
      requestsPerSecond: Math.round(run.requests / run.durationS),
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

/** One target over kept connections with h2load; the percentiles from its log of every answer's time. */
async function h2loadRun(dir, origin, target, headers) {
  const log = join(dir, 'answers.tsv');
  const durationS = target.durationS ?? DURATION_S;
  const args = [
    '--h1',
    '-t1',
    `-c${target.connections ?? CONNECTIONS}`,
    `-D${durationS}`,
    ...(target.warmUp === false ? [] : [`--warm-up-time=${WARM_UP_S}`]),
    `-N${TIMEOUT_S}`,
    `--log-file=${log}`,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
  ];
  if (target.body) {
    // h2load sends a body with POST, the only method with a body among the bench's targets.
    if (target.method !== 'POST') throw new Error(`${target.name}: h2load sends a body only with POST`);
    const body = join(dir, 'body.json');
    writeFileSync(body, target.body);
    args.push('-d', body);
  } else if (target.method && target.method !== 'GET') {
    throw new Error(`${target.name}: h2load sends GET, or POST with a body`);
  }
  const stdout = await h2load([...args, `${origin}${target.path}`], WARM_UP_S + durationS, target.name);
  const answers = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t').map(Number));
  const micros = answers.map(([, , us]) => us).sort((a, b) => a - b);
  const percentile = (p) => micros[Math.min(micros.length - 1, Math.ceil((p / 100) * micros.length) - 1)] ?? 0;
  const count = (pattern) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const statusErrors = count(/(\d+) 4xx/) + count(/(\d+) 5xx/);
  return {
    requests: answers.length,
    durationS,
    bytes: count(/traffic: .*?\((\d+)\) total/),
    // h2load counts as failed every request that errored, timed out or was answered 4xx or 5xx.
    errors: count(/(\d+) failed/),
    statusErrors,
    p50Us: percentile(50),
    p99Us: percentile(99),
  };
}

/**
 * Runs h2load, once more if it has not ended well after its seconds: on this machine it once went on loading nginx
 * for minutes past its duration, which a second run did not repeat.
 */
async function h2load(args, seconds, name) {
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await promisify(execFile)('h2load', args, { timeout: (seconds + 30) * 1000 });
      return stdout;
    } catch (error) {
      if (!error.killed || attempt === 2) throw error;
      console.error(`  h2load did not end within ${seconds + 30} s on ${name}: measuring it again`);
    }
  }
}

/**
 * A load whose every request differs (Lua), with wrk; the first WARM_UP_S seconds of it unmeasured unless `warmUp` is
 * false. Only an answer that carries its request's X-Request-Id back is timed.
 */
async function wrkRun(dir, origin, target, headers) {
  const script = join(dir, 'target.lua');
  const warmUpS = target.warmUp === false ? 0 : WARM_UP_S;
  const durationS = target.durationS ?? DURATION_S;
  const setup = target.method ? `wrk.method = "${target.method}"\n` : '';
  const body = target.body ? `wrk.body = [==[${target.body}]==]\n` : '';
  writeFileSync(script, setup + body + target.requestScript + timedRequests(warmUpS));
  const { stdout } = await promisify(execFile)('wrk', [
    '-t1',
    `-c${target.connections ?? CONNECTIONS}`,
    `-d${warmUpS + durationS}s`,
    '--timeout',
    `${TIMEOUT_S}s`,
    '-s',
    script,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    `${origin}${target.path}`,
  ]);
  const run = JSON.parse(stdout.trim().split('\n').at(-1));
  return { ...run, durationS, bytes: run.bytesPerRequest * run.requests };
}

/** CPU seconds used so far by the load's clients (the bench's ended children) and by each named part of the deployment. */
function cpuSnapshot(processes) {
  return {
    client: endedChildrenCpuSeconds(),
    ...Object.fromEntries(Object.entries(processes).map(([name, pids]) => [name, cpuSeconds(pids)])),
  };
}

/** The server process's resident memory in MB now (`VmRSS`) and at its highest so far (`VmHWM`), from /proc. */
export function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { now: mb('VmRSS'), peak: mb('VmHWM') };
}
