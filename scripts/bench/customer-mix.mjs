// The server rows: a customer mix sent open-loop at a steady rate, as customers arrive, not as fast as connections go.
//
// Of every 20 requests, 12 are catalog pages (home, list, a search, menus), 4 catalog reads (the list and menus as
// JSON), 3 a signed-in customer's own reads (cart count, cart, orders, an order's details) and 1 a write (4 of 5 a
// cart quantity, 1 an order), each from the next of 1,000 signed-in customers in turn. wrk (Debian's) sends them from
// a schedule of one request every 1/rate seconds, and each answer's time is taken from when its request was due, not
// from when a connection was free to send it, so a server that falls behind shows in the figures as the wait it causes
// (no coordinated omission). Each request carries an X-Request-Id the storefront sends back, which ties an answer to
// its request.
//
// Run alone: `node scripts/with-auth-emulator.ts 'node scripts/bench/customer-mix.mjs'` (BENCH_PORT as for the bench).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { authHeaders, deleteAccounts, signInCustomer } from '../../tests/fixtures/auth.ts';
import { cpuSeconds, endedChildrenCpuSeconds } from './cpu.mjs';
import { sqliteInstance } from './deployments.mjs';
import { BROWSER_ACCEPT_ENCODING, requireLoadTools } from './server-load.mjs';

export const MIX_CUSTOMERS = 1000;
/** The budget's rate: a busy hour's peak for one instance, far below what it can take. */
export const STEADY_RATE = 500;
/** Writes alone (cart quantities and orders, 4 to 1), as DESIGN.md's write budget asks. */
export const WRITE_RATE = 600;
/** Rates tried one after the other for the most the mix can take; the first that does not keep up ends the climb. */
export const SATURATION_RATES = [1000, 1500, 2000, 2500, 3000, 4000, 5000];
/** Seconds measured at each rate, after WARM_UP_S of the same load unmeasured. */
export const MIX_DURATION_S = Number(process.env.BENCH_MIX_DURATION_S ?? 15);
const STEP_DURATION_S = 5;
const WARM_UP_S = 2;
/** Enough connections that none waits for a free one at the highest rate while answers take a few ms. */
const CONNECTIONS = 64;
const TIMEOUT_S = 10;
/** A rate is kept up with when this share of its requests was answered within the run, all of them without error. */
const KEPT_UP = 0.98;
const SIGN_IN_BATCH = 25;

/** Where the bench's customers have their orders delivered. */
export const BENCH_ADDRESS = {
  street: 'Main Street',
  buildingNumber: '1',
  apartmentNumber: '2',
  city: 'Springfield',
  zipCode: '12345',
};

/** A Lua string literal. */
const lua = (text) => `[==[${text}]==]`;

/** Signs in MIX_CUSTOMERS customers on the Auth emulator; `forget()` deletes their accounts again. */
export async function signInMixCustomers(runId = Date.now().toString(36)) {
  const customers = [];
  for (let start = 0; start < MIX_CUSTOMERS; start += SIGN_IN_BATCH) {
    const batch = Array.from({ length: Math.min(SIGN_IN_BATCH, MIX_CUSTOMERS - start) }, (_, index) =>
      signInCustomer(`mix-${runId}-${start + index}@example.com`, `Mix ${start + index}`),
    );
    customers.push(...(await Promise.all(batch)));
  }
  // 1,000 accounts left in the Auth emulator slow its sign-in page, which lists them, for everyone after.
  return { customers, forget: () => deleteAccounts(customers) };
}

/**
 * Gives each customer a cart line and an order on `origin`'s database: what their reads and writes then read and
 * change. Answers what the mix's script needs.
 */
export async function prepareMixCustomers(origin, customers) {
  const menu = await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`)).json();
  const dish = menu.find((item) => item.available !== false) ?? menu[0];
  const prepared = [];
  for (let start = 0; start < customers.length; start += SIGN_IN_BATCH) {
    const batch = customers.slice(start, start + SIGN_IN_BATCH).map(async (customer) => {
      const post = async (path, body, headers = {}) => {
        const response = await fetch(`${origin}${path}`, {
          method: 'POST',
          headers: { ...authHeaders(customer), 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`preparing the mix's customers: ${path} ${response.status}`);
        return response.json();
      };
      const order = await post('/order-mgmt-api/place-order', orderBody(customer.email, dish), {
        'Idempotency-Key': `mix-${customer.email}-${Date.now()}`,
      });
      await post('/shopping-cart-api/add-shopping-cart-item', {
        userId: customer.email,
        restaurantId: 1,
        itemId: dish.id,
      });
      return { ...customer, orderId: order.orderId };
    });
    prepared.push(...(await Promise.all(batch)));
  }
  return { customers: prepared, dish };
}

function orderBody(email, dish) {
  return {
    user: { userId: email },
    shippingAddress: BENCH_ADDRESS,
    totalCost: dish.price,
    orderItems: [{ restaurantId: 1, itemId: dish.id, quantity: 1 }],
  };
}

/** The Lua of the mix: what each of 20 slots in turn asks (`writesOnly`: cart quantities and orders alone). */
function mixScript({ customers, dish, restaurantIds, cuisines, rate, writesOnly }) {
  const table = customers.map((c) => `{t=${lua(c.idToken)},e=${lua(c.email)},o=${c.orderId}}`).join(',\n');
  const pages = ['/', '/restaurants', ...cuisines.map((c) => `/restaurants?q=${encodeURIComponent(c)}`)];
  const [before, after] = JSON.stringify(orderBody('EMAIL', dish)).split('EMAIL');
  return `
local customers = {${table}}
local restaurants = {${restaurantIds.join(',')}}
local pages = {${pages.map(lua).join(',')}}
local writes_only = ${writesOnly ? 'true' : 'false'}
local interval_us = ${1e6 / rate}
local encoding = ${lua(BROWSER_ACCEPT_ENCODING)}
local counters = { page = 0, read = 0, customer = 0, write = 0 }
local function next_of(kind) counters[kind] = counters[kind] + 1 return counters[kind] end
local function as_customer(n, method, path, body)
  local c = customers[(n - 1) % #customers + 1]
  local headers = { ["Authorization"] = "Bearer " .. c.t, ["Accept-Encoding"] = encoding }
  if body then headers["Content-Type"] = "application/json" end
  return c, headers
end
-- Slot kinds, 20 a round: 12 pages, 4 catalog reads, 3 customer reads, 1 write.
local ROUND = { "page","read","page","customer","page","page","read","page","customer","page",
  "page","read","page","write","page","customer","page","read","page","page" }
local function build(slot)
  local kind = writes_only and "write" or ROUND[slot % 20 + 1]
  local n = next_of(kind)
  if kind == "page" then
    local path
    if n % 3 == 0 then path = pages[(n / 3 - 1) % #pages + 1]
    else path = "/restaurants/" .. restaurants[(n - 1) % #restaurants + 1] end
    return kind, wrk.format("GET", path, { ["Accept-Encoding"] = encoding })
  elseif kind == "read" then
    local path = "/restaurants-api/restaurants"
    if n % 4 ~= 0 then path = "/restaurant-details-api/restaurant-menu?id=" .. restaurants[(n - 1) % #restaurants + 1] end
    return kind, wrk.format("GET", path, { ["Accept-Encoding"] = encoding })
  elseif kind == "customer" then
    local c, headers = as_customer(n, "GET")
    local user = "?user-id=" .. c.e:gsub("@", "%%40")
    local which = n % 4
    if which == 0 then
      headers["Content-Type"] = "application/json"
      return kind, wrk.format("POST", "/order-mgmt-api/get-order-details", headers, '{"orderId":' .. c.o .. '}')
    elseif which == 1 then return kind, wrk.format("GET", "/shopping-cart-api/view-shopping-cart" .. user, headers)
    elseif which == 2 then return kind, wrk.format("GET", "/order-mgmt-api/list-orders" .. user, headers)
    else return kind, wrk.format("GET", "/shopping-cart-api/get-cart-item-count" .. user, headers) end
  else
    local c, headers = as_customer(n, "POST", nil, true)
    if n % 5 == 0 then
      headers["Idempotency-Key"] = "mix-" .. os.time() .. "-" .. n .. "-" .. math.random(1000000000)
      return kind, wrk.format("POST", "/order-mgmt-api/place-order", headers, ${lua(before)} .. c.e .. ${lua(after)})
    end
    return kind, wrk.format("POST", "/shopping-cart-api/update-shopping-cart-item", headers,
      string.format('{"userId":"%s","restaurantId":1,"itemId":${dish.id},"quantity":%d}', c.e, math.random(50)))
  end
end
`;
}

/**
 * Lua for wrk that sends the requests of `build(slot)` on a schedule of one every interval_us, and times each answer
 * from when its request was due. Answers to requests due in the first warm_up_s seconds are not counted. Prints the
 * figures as JSON, latencies in microseconds, overall and by kind.
 */
const scheduled = (warmUpS) => `
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

local sent = {}
local started, measured_from
local assigned, waiting = 0, 0
latencies = {}
kinds = {}
status_errors = 0

init = function()
  math.randomseed(os.time())
  started = now_us()
  measured_from = started + ${warmUpS} * 1000000
end

-- Called when a connection is free again: it waits for the next slot nobody has taken.
delay = function()
  local due = started + (assigned + waiting) * interval_us
  waiting = waiting + 1
  local wait_ms = (due - now_us()) / 1000
  if wait_ms < 1 then return 0 end
  return math.floor(wait_ms)
end

request = function()
  local slot = assigned
  assigned = assigned + 1
  if waiting > 0 then waiting = waiting - 1 end
  local due = started + slot * interval_us
  local now = now_us()
  if due > now then due = now end
  local kind, text = build(slot)
  local id = "mix-" .. slot
  sent[id] = { at = due, kind = kind }
  return (text:gsub("\\r\\n", "\\r\\nX-Request-Id: " .. id .. "\\r\\n", 1))
end

response = function(status, headers)
  local id = headers["X-Request-Id"] or headers["x-request-id"]
  local request = id and sent[id]
  if not request then return end
  sent[id] = nil
  if request.at < measured_from then return end
  local us = now_us() - request.at
  latencies[#latencies + 1] = us
  kinds[#kinds + 1] = request.kind
  if status > 399 then status_errors = status_errors + 1 end
end

local threads = {}
setup = function(thread) threads[#threads + 1] = thread end

done = function(summary)
  local all, by_kind, errors = {}, {}, 0
  for _, thread in ipairs(threads) do
    local times, names = thread:get("latencies"), thread:get("kinds")
    for i, us in ipairs(times) do
      all[#all + 1] = us
      local kind = names[i]
      by_kind[kind] = by_kind[kind] or {}
      by_kind[kind][#by_kind[kind] + 1] = us
    end
    errors = errors + thread:get("status_errors")
  end
  local function percentile(list, p)
    if #list == 0 then return 0 end
    table.sort(list)
    return list[math.max(1, math.ceil(p / 100 * #list))]
  end
  local parts = {}
  for kind, list in pairs(by_kind) do
    parts[#parts + 1] = string.format('"%s":{"requests":%d,"p50Us":%d,"p99Us":%d}', kind, #list,
      percentile(list, 50), percentile(list, 99))
  end
  local e = summary.errors
  io.write(string.format('{"requests":%d,"errors":%d,"statusErrors":%d,"p50Us":%d,"p99Us":%d,"byKind":{%s}}\\n',
    #all, e.connect + e.read + e.write + e.timeout + errors, errors, percentile(all, 50), percentile(all, 99),
    table.concat(parts, ",")))
end
`;

/**
 * One run of the mix at `rate` requests a second for `durationS` measured seconds against `origin`, with the CPU each
 * part of the deployment (`processes`, bench/deployments.mjs) and the load's client used meanwhile.
 */
export async function mixRun(origin, prepared, { rate, durationS, writesOnly = false, processes = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-mix-'));
  try {
    const restaurants = await (await fetch(`${origin}/restaurants-api/restaurants`)).json();
    const script = join(dir, 'mix.lua');
    writeFileSync(
      script,
      mixScript({
        ...prepared,
        restaurantIds: restaurants.map((restaurant) => restaurant.id),
        cuisines: [...new Set(restaurants.map((restaurant) => restaurant.cuisine))].slice(0, 8),
        rate,
        writesOnly,
      }) + scheduled(WARM_UP_S),
    );
    const before = cpu(processes);
    const started = process.hrtime.bigint();
    const { stdout } = await promisify(execFile)(
      'wrk',
      ['-t1', `-c${CONNECTIONS}`, `-d${WARM_UP_S + durationS}s`, '--timeout', `${TIMEOUT_S}s`, '-s', script, origin],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
    const after = cpu(processes);
    const run = JSON.parse(stdout.trim().split('\n').at(-1));
    // Nothing answered has no latency: a 0 there would read as a fast server.
    const ms = (us) => (run.requests === 0 ? null : Number((us / 1000).toFixed(1)));
    const due = rate * durationS;
    const answeredPerSecond = Math.round(run.requests / durationS);
    return {
      rate,
      due,
      answered: run.requests,
      answeredPerSecond,
      keptUp: run.requests >= due * KEPT_UP && run.errors === 0,
      p50Ms: ms(run.p50Us),
      p99Ms: ms(run.p99Us),
      errors: run.errors,
      statusErrors: run.statusErrors,
      byKind: Object.fromEntries(
        Object.entries(run.byKind).map(([kind, figures]) => [kind, { ...figures, p99Ms: ms(figures.p99Us) }]),
      ),
      cpuCores: Object.fromEntries(
        Object.keys(after).map((name) => [name, Number(((after[name] - before[name]) / elapsedS).toFixed(2))]),
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function cpu(processes) {
  return {
    client: endedChildrenCpuSeconds(),
    ...Object.fromEntries(Object.entries(processes).map(([name, pids]) => [name, cpuSeconds(pids)])),
  };
}

/**
 * Why a steady row's figures cannot be read as they are, or undefined when they can: a steady rate that was not
 * answered in full (KEPT_UP), or with errors, is a failure of the run, whatever its latencies say. The answers to
 * requests still waiting when the run ended are in no figure, and a row that answered none has no figure at all.
 */
export function steadyRowFailure(label, run) {
  if (run.answered === 0) return `${label}: none of the ${run.due} requests due was answered`;
  if (run.keptUp) return undefined;
  return `${label}: ${run.answered} of the ${run.due} requests due answered, ${run.errors} with an error`;
}

/**
 * The mix's rows on a running deployment: the steady rate, writes alone, then rates climbing until one is not kept up
 * with (the saturation rate is the last kept up with). `failures` names the steady rows that failed (steadyRowFailure).
 */
export async function mixRows(deployment, prepared) {
  const processes = deployment.processes();
  // A started instance first compiles its code and fills its caches: those seconds are a row of their own, and the
  // steady row is the load that follows them.
  const afterStart = await mixRun(deployment.origin, prepared, {
    rate: STEADY_RATE,
    durationS: MIX_DURATION_S,
    processes,
  });
  const steady = await mixRun(deployment.origin, prepared, { rate: STEADY_RATE, durationS: MIX_DURATION_S, processes });
  const writes = await mixRun(deployment.origin, prepared, {
    rate: WRITE_RATE,
    durationS: MIX_DURATION_S,
    writesOnly: true,
    processes,
  });
  const climb = [];
  for (const rate of SATURATION_RATES) {
    const run = await mixRun(deployment.origin, prepared, { rate, durationS: STEP_DURATION_S, processes });
    climb.push(run);
    if (!run.keptUp) break;
  }
  const saturation = Math.max(STEADY_RATE, ...climb.filter((run) => run.keptUp).map((run) => run.rate));
  const failures = [
    steadyRowFailure(`the mix at ${STEADY_RATE} a second after a start`, afterStart),
    steadyRowFailure(`the mix at ${STEADY_RATE} a second`, steady),
    steadyRowFailure(`writes alone at ${WRITE_RATE} a second`, writes),
  ].filter(Boolean);
  return { afterStart, steady, writes, climb, saturation, failures };
}

/** Run alone: the rows on a fresh SQLite instance, printed as JSON. */
if (import.meta.main) {
  requireLoadTools();
  const port = Number(process.env.BENCH_PORT ?? 4410);
  const deployment = await sqliteInstance(port, { CART_WRITES_PER_MINUTE: '1000000000', ORDERS_PER_MINUTE: '1000000' });
  const { customers, forget } = await signInMixCustomers();
  try {
    const prepared = await prepareMixCustomers(deployment.origin, customers);
    const rows = await mixRows(deployment, prepared);
    console.log(JSON.stringify(rows, null, 2));
    for (const failure of rows.failures) console.error(`FAILED: ${failure}`);
    if (rows.failures.length > 0) process.exitCode = 1;
  } finally {
    await forget();
    await deployment.stop();
  }
}
