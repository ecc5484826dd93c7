// Writes by many customers: 1,000 signed-in customers over 50 connections add to their carts, change quantities and
// place orders, each request as the next customer in turn, so that the rows measure a storefront's write traffic
// (many customers' rows, the write limits counted, Firebase asked about each order's session) rather than one row
// lock. The bench's one-customer write row stays beside them as the worst case. These rows send as fast as the
// connections go, so they measure the most writes a second the server takes, and their times are mostly the queue of
// 50 connections over that rate; one more row changes quantities at a steady rate, well below it, for a write's time
// when the server keeps up.
//
// Run alone against a fresh instance of each database: `node scripts/with-auth-emulator.ts
// 'node scripts/bench/many-writers.mjs'` (BENCH_PORT as for the bench; wrk from scripts/system-packages.sh).
import { authHeaders, deleteAccounts, signInCustomer } from '../../tests/fixtures/auth.ts';
import { postgresInstance, sqliteInstance } from './deployments.mjs';
import { CONNECTIONS, load, requireLoadTools } from './server-load.mjs';

export const WRITING_CUSTOMERS = 1000;

/** Sign-ins at a time: the Auth emulator answers a few dozen at once without slowing. */
const SIGN_IN_BATCH = 25;

/** The steady row's writes a second: below the most one instance takes, on either database (docs/performance.md). */
export const STEADY_WRITES_PER_SECOND = 400;

const ADDRESS = {
  street: 'Main Street',
  buildingNumber: '1',
  apartmentNumber: '2',
  city: 'Springfield',
  zipCode: '12345',
};

/** `count` customers signed in on the Auth emulator, named for the bench run `runId`. */
async function signInCustomers(count, runId) {
  const customers = [];
  for (let start = 0; start < count; start += SIGN_IN_BATCH) {
    const batch = Array.from({ length: Math.min(SIGN_IN_BATCH, count - start) }, (_, index) =>
      signInCustomer(`writer-${runId}-${start + index}@example.com`, `Writer ${start + index}`),
    );
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

/** A Lua string literal. */
const lua = (text) => `[==[${text}]==]`;

/**
 * wrk's `request()` sending `method path` as the next customer in turn, with the body `bodyOf` makes (Lua, from
 * `c.email`, `item` and `n`, the request's number) and, for orders, a new Idempotency-Key each time as our client sends.
 * In turn rather than at random: picked at random, a few of 1,000 customers placed more than 10 orders in the row's
 * minute and met the orders' write limit (a 429, counted as an error), which no real customer does.
 * With `perSecond`, each connection pauses before each request for a random time (exponentially distributed, as the
 * gaps between independent customers' taps are) whose mean makes the connections send about that many a second.
 */
function customersScript(customers, path, bodyLua, { idempotencyKey = false, items, perSecond }) {
  const pause = perSecond
    ? `delay = function() return math.floor(-math.log(1 - math.random()) * ${(CONNECTIONS / perSecond) * 1000}) end`
    : '';
  const table = customers.map((c) => `{t=${lua(c.idToken)},e=${lua(c.email)}}`).join(',\n');
  return `
local customers = {${table}}
local items = {${items.join(',')}}
local n = 0
math.randomseed(os.time())
request = function()
  n = n + 1
  local c = customers[(n - 1) % #customers + 1]
  local item = items[math.random(#items)]
  local headers = { ["Authorization"] = "Bearer " .. c.t, ["Content-Type"] = "application/json",
    ["Accept-Encoding"] = "gzip, deflate, br, zstd" }
  ${idempotencyKey ? 'headers["Idempotency-Key"] = "bench-" .. os.time() .. "-" .. n .. "-" .. math.random(1000000000)' : ''}
  return wrk.format("POST", ${lua(path)}, headers, ${bodyLua})
end
${pause}
`;
}

/**
 * The rows of writes by WRITING_CUSTOMERS customers on a running deployment (bench/deployments.mjs): adds, quantity
 * changes (as fast as the connections go, then at a steady rate) and orders, each row in the shape of
 * server-load.mjs's `load`.
 */
export async function manyCustomerWriteRows(deployment, runId = Date.now().toString(36)) {
  const menu = await (await fetch(`${deployment.origin}/restaurant-details-api/restaurant-menu?id=1`)).json();
  const customers = await signInCustomers(WRITING_CUSTOMERS, runId);
  try {
    return await measure(deployment, customers, menu);
  } finally {
    // 1,000 accounts left in the Auth emulator slow its sign-in page, which lists them, for everyone after.
    await deleteAccounts(customers);
  }
}

/** The three rows, once `customers` are signed in. */
async function measure(deployment, customers, menu) {
  const { origin } = deployment;
  const items = menu.map((item) => item.id);
  const [first] = menu;
  // Every customer holds the first dish, whose quantity the second row changes.
  for (let start = 0; start < customers.length; start += SIGN_IN_BATCH) {
    await Promise.all(
      customers.slice(start, start + SIGN_IN_BATCH).map(async (customer) => {
        const response = await fetch(`${origin}/shopping-cart-api/add-shopping-cart-item`, {
          method: 'POST',
          headers: authHeaders(customer),
          body: JSON.stringify({ userId: customer.email, restaurantId: 1, itemId: first.id }),
        });
        if (!response.ok) throw new Error(`preparing the writers' carts: ${response.status} ${await response.text()}`);
      }),
    );
  }
  const order = (email) =>
    JSON.stringify({
      user: { userId: email },
      shippingAddress: ADDRESS,
      totalCost: first.price,
      orderItems: [{ restaurantId: 1, itemId: first.id, quantity: 1 }],
    });
  const [before, after] = order('EMAIL').split('EMAIL');
  const targets = [
    {
      name: `add-shopping-cart-item, ${WRITING_CUSTOMERS} customers`,
      path: '/shopping-cart-api/add-shopping-cart-item',
      body: `string.format('{"userId":"%s","restaurantId":1,"itemId":%d}', c.e, item)`,
    },
    {
      name: `update-shopping-cart-item, ${WRITING_CUSTOMERS} customers`,
      path: '/shopping-cart-api/update-shopping-cart-item',
      body: `string.format('{"userId":"%s","restaurantId":1,"itemId":${first.id},"quantity":%d}', c.e, math.random(50))`,
    },
    {
      name: `update-shopping-cart-item, ${WRITING_CUSTOMERS} customers, a steady ${STEADY_WRITES_PER_SECOND} a second`,
      path: '/shopping-cart-api/update-shopping-cart-item',
      body: `string.format('{"userId":"%s","restaurantId":1,"itemId":${first.id},"quantity":%d}', c.e, math.random(50))`,
      perSecond: STEADY_WRITES_PER_SECOND,
    },
    {
      name: `place-order, ${WRITING_CUSTOMERS} customers`,
      path: '/order-mgmt-api/place-order',
      body: `${lua(before)} .. c.e .. ${lua(after)}`,
      idempotencyKey: true,
    },
  ];
  const rows = [];
  for (const target of targets) {
    const requestScript = customersScript(customers, target.path, target.body, { ...target, items });
    const row = { name: target.name, kind: 'write', path: target.path, requestScript };
    rows.push(await load(origin, row, deployment.processes()));
  }
  return rows;
}

/** Run alone: the rows on a fresh SQLite instance, then on a fresh PostgreSQL one, printed as JSON. */
if (import.meta.main) {
  requireLoadTools();
  const port = Number(process.env.BENCH_PORT ?? 4410);
  const report = [];
  for (const start of [() => sqliteInstance(port), () => postgresInstance(port, port + 1)]) {
    const deployment = await start();
    try {
      console.log(`… ${deployment.name}: writes by ${WRITING_CUSTOMERS} customers over ${CONNECTIONS} connections`);
      report.push({ deployment: deployment.name, rows: await manyCustomerWriteRows(deployment) });
    } finally {
      await deployment.stop();
    }
  }
  console.log(JSON.stringify(report, null, 2));
}
