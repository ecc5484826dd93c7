// `npm run bench`: measures the storefront against the budgets of DESIGN.md, prints one report and writes the same
// figures to bench-results/bench.json. A report, not a test: figures over budget are printed as OVER, never failed.
// Runs inside the Firebase Auth emulator (package.json starts it), since signed-in screens and calls need tokens.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import puppeteer from 'puppeteer-core';
import { openDatabase } from '../src/lib/server/db/database.ts';
import { seedLargeDataset } from '../src/lib/catalog/seed-large.server.ts';
import { openingStatus } from '../src/lib/catalog/opening-hours.ts';
import { authHeaders, signInCustomer } from '../tests/fixtures/auth.ts';
import { GUEST_MARGHERITA, GUEST_SALMON_MAKI } from '../tests/fixtures/cart-items.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/fixtures/chromium.ts';
import { postgresInstance, sqliteInstance } from './bench/deployments.mjs';
import {
  BENCH_ADDRESS,
  MIX_CUSTOMERS,
  MIX_DURATION_S,
  mixRows,
  mixRun,
  prepareMixCustomers,
  signInMixCustomers,
  STEADY_RATE,
  steadyRowFailure,
  WRITE_RATE,
} from './bench/customer-mix.mjs';
import { cartCountTapsMs, firstTapsMs, CPU_SLOWDOWN, FIRST_TAPS, TAP_CONDITIONS } from './bench/first-tap.mjs';
import { jsBeforeInteraction } from './bench/page-js.mjs';
import { documentBytes, FIRST_WINDOW_BYTES } from './bench/page-bytes.mjs';
import { repeatVisit } from './bench/repeat-visit.mjs';
import { audit } from './bench/lighthouse.mjs';
import { edgeFigures, edgeTable } from './bench/edge.mjs';
import { observabilityFigures, observabilityTable } from './bench/observability.mjs';
import { outageFigures, outageTable } from './bench/outage.mjs';
import { partnerFigures, partnerTable } from './bench/partner.mjs';
import { menuPushFigures, menuPushTable } from './bench/menu-push.mjs';
import { table, mark } from './bench/report.mjs';
import { CONNECTIONS, load, requireLoadTools, residentMb } from './bench/server-load.mjs';
import {
  floodFigures,
  FLOOD_CONNECTIONS,
  FLOOD_URLS,
  slowConnectionFigures,
  SLOW_CONNECTIONS,
  VISITOR_CONNECTIONS,
  LET_GO_WITHIN_MS,
} from './bench/abuse.mjs';

/**
 * BENCH_PORT moves the bench's server (nginx, in the proxied deployment) and the ports after it (PostgreSQL, then the
 * proxied instances), so that two checkouts can bench at once.
 */
const PORT = Number(process.env.BENCH_PORT ?? 4410);
/** The PostgreSQL server of the PostgreSQL deployments; the proxied instances listen on the next two ports. */
const POSTGRES_PORT = PORT + 1;
/**
 * The bench's own customers place 20 orders in a row and hammer one cart line: far beyond the per-customer write
 * limits, which would answer most of the load 429.
 */
const SERVER_ENV = { CART_WRITES_PER_MINUTE: '1000000000', ORDERS_PER_MINUTE: '1000000' };
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * `--only pages`: the rows of what a customer's browser sees (bytes, JavaScript, Lighthouse, taps), not the server's.
 * `--only mix`: the server's rows (the customer mix on SQLite, then on PostgreSQL); `--only mix:sqlite`: on SQLite.
 */
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const ONLY_CHOICES = ['pages', 'mix', 'mix:sqlite'];
if (ONLY !== undefined && !ONLY_CHOICES.includes(ONLY)) {
  console.error(`--only takes one of ${ONLY_CHOICES.join(', ')}.`);
  process.exit(2);
}
const PAGES_ONLY = ONLY === 'pages';
const MIX_ONLY = ONLY?.startsWith('mix') ?? false;
/** The bench customer's history, the same in both data sets, so that only the others' orders grow. */
const BENCH_CUSTOMER_ORDERS = 20;
const LARGE = { restaurants: 1000, orders: 50_000, customers: 5000, benchCustomerOrders: 0 };

/** DESIGN.md's budgets. */
const BUDGET = {
  catalogJsKiB: 8,
  customerJsKiB: 20,
  catalogHtmlKiB: 14,
  firstTapMs: 100,
  /** A menu's first Add to Cart to the header's new count, and a second dish's, on a cheap phone. */
  firstCountMs: 300,
  secondCountMs: 100,
  performance: 100,
  accessibility: 100,
  /** On the catalog's pages, which search engines read. */
  seo: 100,
  cls: 0,
  lcpMs: 800,
  /** The customer mix at a steady STEADY_RATE a second, and writes alone at WRITE_RATE: p99, no error. */
  mixP99Ms: 25,
  writeP99Ms: 25,
  saturationPerSecond: 1500,
  residentMb: 200,
  /** A visitor amid abuse: p99 within this many times the quiet figure, or within abuseFloorMs, whichever is larger. */
  abuseRatio: 2,
  abuseFloorMs: 25,
};

/** How long after the load the server's memory is read again, as "once quiet". */
const QUIET_WAIT_S = 12;

const CATALOG = new Set(['/', '/restaurants', '/restaurants/1']);
/** The customer's own screens, which paint what the device knows before React. */
const CUSTOMER_SCREENS = ['/cart', '/checkout', '/orders', '/order-details/1'];
/** A cart filled before signing in, as a visitor's device keeps it (src/lib/cart/cart-state.ts). */
const GUEST_CART = { 'guest-cart:v1': JSON.stringify([GUEST_MARGHERITA, GUEST_SALMON_MAKI]) };

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('Run the bench with `npm run bench`: it needs the Firebase Auth emulator.');
  process.exit(1);
}
requireLoadTools();
if (!existsSync('dist/server/entry.mjs')) execSync('npm run build', { stdio: 'inherit' });

const step = (text) => console.log(`… ${text}`);

step('starting the storefront on SQLite with the demo data');
const sqlite = await sqliteInstance(PORT, SERVER_ENV);
const { origin } = sqlite;

// Two customers: one signed in through the API (for load), one in the browser (for the screens), each with orders.
const customer = await signInCustomer('bench@example.com', 'Bench Customer');
const browserEmail = 'bench-browser@example.com';
const browserCustomer = await signInCustomer(browserEmail, 'Bench Browser');
const orderId = await prepareCustomer(origin, customer, BENCH_CUSTOMER_ORDERS);
const browserOrderId = await prepareCustomer(origin, browserCustomer, 1);

if (MIX_ONLY) {
  const server = await serverRows(sqlite, { postgres: ONLY === 'mix' });
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/bench-mix.json',
    `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), server }, null, 2)}\n`,
  );
  console.log(server.flatMap(deploymentTables).join('\n'));
  reportFailures(server);
  process.exit();
}

const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

step('every screen: its document as sent');
const pageBytes = [];
for (const path of [...CATALOG, ...CUSTOMER_SCREENS])
  pageBytes.push({ path, ...(await documentBytes(`${origin}${path}`)) });

step('catalog pages: JavaScript before any interaction');
const pageJs = [];
for (const path of CATALOG) pageJs.push({ path, ...(await jsBeforeInteraction(browser, `${origin}${path}`)) });

step('catalog pages: a repeat visit through the service worker');
const repeatVisits = [];
for (const path of CATALOG) repeatVisits.push({ path, ...(await repeatVisit(browser, `${origin}${path}`)) });

step('customer screens, signed out with a cart on the device: JavaScript before any interaction');
const customerJs = [];
for (const path of CUSTOMER_SCREENS)
  customerJs.push({ path, ...(await jsBeforeInteraction(browser, `${origin}${path}`, GUEST_CART)) });

step(`Lighthouse, ${LIGHTHOUSE_RUNS} runs a screen`);
const screens = [
  '/',
  '/restaurants',
  '/restaurants/1',
  `/restaurants/${await closedRestaurantId(origin)}`,
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/orders',
  `/order-details/${orderId}`,
];
const lighthouseRows = [];
const signedOut = await browser.newPage();
for (const path of screens) {
  lighthouseRows.push({
    screen: path,
    who: 'signed out',
    ...(await audit(signedOut, `${origin}${path}`, { runs: LIGHTHOUSE_RUNS, keepStorage: false })),
  });
}
await signedOut.close();
const signedIn = await browser.newPage();
await signInInBrowser(signedIn, browserEmail);
// A returning customer's device: each screen was opened before, and kept what it read (the cart, the orders, the
// addresses) and what it painted first from it. Twice, as a customer who came back once already: the first visit
// reads what the device had never held, so what it painted first is not what the next visit paints.
for (let visit = 0; visit < 2; visit++) {
  for (const path of ['/cart', '/checkout', '/orders', `/order-details/${browserOrderId}`]) {
    await signedIn.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
  }
}
// The signed-in details screen shows the browser customer's own order (another customer's reads as not found).
for (const path of ['/', '/restaurants/1', '/cart', '/checkout', '/orders', `/order-details/${browserOrderId}`]) {
  lighthouseRows.push({
    screen: path,
    who: 'signed in',
    ...(await audit(signedIn, `${origin}${path}`, { runs: LIGHTHOUSE_RUNS, keepStorage: true })),
  });
}
await signedIn.close();

step(`first tap, CPU slowed ${CPU_SLOWDOWN}x, ${FIRST_TAPS} taps each`);
const taps = [
  {
    target: 'search box on /restaurants',
    ...(await firstTapsMs(browser, `${origin}/restaurants`, '#site-search')),
  },
  {
    target: 'Add to Cart on /restaurants/1',
    ...(await firstTapsMs(browser, `${origin}/restaurants/1`, '.add-to-cart button')),
  },
];
step(`Add to Cart to the header's count, ${FIRST_TAPS} fresh visits each`);
const countTaps = [];
for (const conditions of TAP_CONDITIONS) {
  for (const who of ['visitor', 'signed in']) {
    const signIn =
      who === 'signed in'
        ? (page, visit) => signInInBrowser(page, `bench-tap-${Date.now()}-${visit}@example.com`)
        : null;
    countTaps.push({
      conditions: conditions.name,
      who,
      ...(await cartCountTapsMs(browser, `${origin}/restaurants/1`, conditions, signIn)),
    });
  }
}
await browser.close();

if (PAGES_ONLY) {
  await sqlite.stop();
  const pages = {
    date: new Date().toISOString(),
    pageBytes,
    pageJs,
    repeatVisits,
    customerJs,
    lighthouse: lighthouseRows,
  };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/bench-pages.json',
    `${JSON.stringify({ ...pages, firstTap: taps, countTaps }, null, 2)}\n`,
  );
  console.log(renderPages({ ...pages, firstTap: taps, countTaps }));
  process.exit(0);
}

step(`abuse: ${FLOOD_URLS} unique URLs at ${FLOOD_CONNECTIONS} connections, ${SLOW_CONNECTIONS} slow connections`);
const abuse = await abuseFigures(sqlite);

step('the edge in front of the SQLite instance');
const edge = await edgeFigures({ origin, port: PORT + 5 });

const deployments = await serverRows(sqlite, { postgres: true });

step('outage: PostgreSQL stopped under writes, then started again');
const outage = await outageFigures({ port: PORT, postgresPort: POSTGRES_PORT, env: SERVER_ENV });

step('observability: catalog pages with the request log off, then on');
const observability = await observabilityFigures({ port: PORT, env: SERVER_ENV });

step('partner API: webhooks at a steady 50 orders a second, the order listing');
const partner = await partnerFigures({ port: PORT, env: SERVER_ENV });
step('partner API: a 200-dish menu pushed again and again, dishes sold out and back');
const menuPush = await menuPushFigures({ port: PORT, env: SERVER_ENV });

const report = {
  date: new Date().toISOString(),
  machine: machine(),
  budgets: BUDGET,
  pageBytes,
  pageJs,
  repeatVisits,
  customerJs,
  lighthouse: lighthouseRows,
  firstTap: taps,
  countTaps,
  server: deployments,
  abuse,
  edge,
  outage,
  observability,
  partner,
  menuPush,
};
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(render(report));
console.log('\nFigures written to bench-results/bench.json');
reportFailures(deployments);

/** The machine the figures were measured on. */
function machine() {
  return { cores: cpus().length, node: process.version };
}

/**
 * The server rows (bench/customer-mix.mjs): the customer mix on one instance on SQLite (`sqlite`, stopped at the end),
 * then, with `postgres`, on PostgreSQL.
 */
async function serverRows(sqlite, { postgres }) {
  step(`signing in the mix's ${MIX_CUSTOMERS} customers`);
  const mixCustomers = await signInMixCustomers();
  const measured = [];
  try {
    measured.push(await measureDeployment(sqlite, mixCustomers));
    if (postgres) {
      step('starting the storefront on PostgreSQL with the demo data');
      measured.push(await measureDeployment(await postgresInstance(PORT, POSTGRES_PORT, SERVER_ENV), mixCustomers));
    }
  } finally {
    await mixCustomers.forget();
  }
  return measured;
}

/**
 * Prints the steady rows that were not answered in full and makes the bench exit with 1: their latencies leave out
 * what was never answered, so they are no figures to report.
 */
function reportFailures(measured) {
  const failures = measured.flatMap(({ deployment, failures }) =>
    failures.map((failure) => `${deployment}, ${failure}`),
  );
  for (const failure of failures) console.error(`FAILED: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
}

/**
 * The mix's rows on one deployment (bench/deployments.mjs) started afresh, with the demo data, then one steady row
 * with the large data set, and its memory once quiet after the load; stops it at the end.
 */
async function measureDeployment(deployment, mixCustomers) {
  // Its processes outlive the bench: a failure must not leave them holding the ports and the database.
  try {
    step(`${deployment.name}: preparing the mix's customers`);
    const prepared = await prepareMixCustomers(deployment.origin, mixCustomers.customers);
    await deployment.restart();
    step(`${deployment.name}: the mix at ${STEADY_RATE} a second, writes alone at ${WRITE_RATE}, then climbing`);
    const demo = await mixRows(deployment, prepared);
    step(`${deployment.name}: growing the data to ${LARGE.restaurants} restaurants and ${LARGE.orders} orders`);
    const db = await openDatabase(deployment.databaseUrl);
    await seedLargeDataset(db, { ...LARGE, benchCustomer: customer.email });
    await db.destroy();
    step(`${deployment.name}: the mix at ${STEADY_RATE} a second, large data`);
    const large = await mixRun(deployment.origin, prepared, {
      rate: STEADY_RATE,
      durationS: MIX_DURATION_S,
      processes: deployment.processes(),
    });
    const [pid] = deployment.pids();
    const rightAfterLoad = residentMb(pid);
    step(`waiting ${QUIET_WAIT_S} s for the server to go quiet`);
    await new Promise((resolve) => setTimeout(resolve, QUIET_WAIT_S * 1000));
    const memory = {
      peakMb: rightAfterLoad.peak,
      rightAfterLoadMb: rightAfterLoad.now,
      afterQuietMb: residentMb(pid).now,
    };
    const failures = [
      ...demo.failures,
      steadyRowFailure(`the mix at ${STEADY_RATE} a second with ${LARGE.restaurants} restaurants`, large),
    ].filter(Boolean);
    return { deployment: deployment.name, database: deployment.database, demo, large, memory, failures };
  } finally {
    await deployment.stop();
  }
}

/** Gives a customer two cart lines and `orders` orders through `origin`; answers the first order's id. */
/** Whether a screen is a catalog page, which search engines read. */
function isCatalogPage(screen) {
  return screen === '/' || screen.startsWith('/restaurants');
}

/** A restaurant of the demo catalog closed as the bench runs (its menu says so, its Add to Cart when it opens). */
async function closedRestaurantId(origin) {
  const restaurants = await (await fetch(`${origin}/restaurants-api/restaurants`)).json();
  const closed = restaurants.find(
    (restaurant) => restaurant.hours && !openingStatus(restaurant.hours, Date.now())?.open,
  );
  if (!closed) throw new Error('No demo restaurant is closed now: the bench needs one for its Lighthouse row.');
  return closed.id;
}

async function prepareCustomer(origin, who, orders) {
  const call = async (path, body, headers = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { ...authHeaders(who), ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const menu = await (await fetch(`${origin}/restaurant-details-api/restaurant-menu?id=1`)).json();
  const [first, second] = menu;
  const placed = [];
  for (let index = 0; index < orders; index += 1) {
    placed.push(
      await call(
        '/order-mgmt-api/place-order',
        {
          user: { userId: who.email },
          shippingAddress: BENCH_ADDRESS,
          totalCost: first.price * 2,
          orderItems: [{ restaurantId: 1, itemId: first.id, quantity: 2 }],
        },
        { 'Idempotency-Key': `bench-${who.email}-${index}-${Date.now()}` },
      ),
    );
  }
  await call('/shopping-cart-api/add-shopping-cart-item', { userId: who.email, restaurantId: 1, itemId: first.id });
  await call('/shopping-cart-api/add-shopping-cart-item', { userId: who.email, restaurantId: 1, itemId: second.id });
  return placed[0].orderId;
}

/** Signs the browser in through the demo's dialog (Google's popup script cannot load on this offline machine). */
async function signInInBrowser(page, email) {
  await page.goto(`${origin}/`);
  // The header's script, started once the first content is shown, marks the button as it starts.
  await page.waitForSelector('[data-account-button][aria-busy]', { timeout: 15_000 });
  await page.click('[data-account-button]');
  await page.waitForSelector('dialog[open] input[name=email]', { timeout: 15_000 });
  await page.type('dialog[open] input[name=email]', email);
  await page.type('dialog[open] input[name=name]', 'Bench Browser');
  await page.click('dialog[open] button[value=sign-in]');
  await page.waitForFunction(() => document.querySelector('[data-account-button]')?.textContent === 'Sign Out', {
    timeout: 15_000,
  });
}

/**
 * What a visitor of /restaurants sees while the server is abused, against the same page measured quietly just before
 * at the bench's usual 50 connections, on the embedded default (one instance on SQLite) with the demo data: amid a
 * flood of unique addresses over FLOOD_CONNECTIONS, and with thousands of slow connections open, each time measured by
 * a visitor's few connections (VISITOR_CONNECTIONS).
 */
async function abuseFigures(deployment) {
  const { origin } = deployment;
  const [pid] = deployment.pids();
  const quietly = async () => {
    await new Promise((resolve) => setTimeout(resolve, QUIET_WAIT_S * 1000));
    return residentMb(pid).now;
  };
  const beforeMb = await quietly();
  const quiet = await load(origin, { name: '/restaurants, quiet', kind: 'page', path: '/restaurants' });
  const flood = await floodFigures(origin, pid);
  const afterQuietMb = await quietly();
  const slow = await slowConnectionFigures(origin, pid);
  const ratio = (row) => Number((row.p99Ms / Math.max(quiet.p99Ms, 1)).toFixed(1));
  return {
    rows: [
      { ...quiet, connections: CONNECTIONS },
      { ...flood.visitor, connections: VISITOR_CONNECTIONS, p99VsQuiet: ratio(flood.visitor) },
      { ...slow.visitor, connections: VISITOR_CONNECTIONS, p99VsQuiet: ratio(slow.visitor) },
    ],
    flood: { ...flood.flood, beforeMb, peakMb: flood.peakMb, afterMb: flood.afterMb, afterQuietMb },
    slow: {
      peakMb: slow.peakMb,
      letGoWith408: slow.letGoWith408,
      notLetGo: slow.notLetGo,
      lastClosedAfterS: slow.lastClosedAfterS,
    },
  };
}

/** The repeat-visit rows (bench/repeat-visit.mjs): no built file may come over the network. */
function repeatVisitTable(rows) {
  return table(
    'Catalog pages, a repeat visit through the service worker (the page and its files from the device)',
    [
      ['page', 'path'],
      ['from the worker', 'fromWorker'],
      ['over the network', 'overNetwork'],
      ['network bytes', 'overNetworkBytes'],
      ['built files over the network', 'builtOverNetwork'],
      ['no built file', (row) => mark(row.builtOverNetwork === 0)],
      ['LCP ms', 'lcpMs'],
    ],
    rows,
  );
}

/** The rows of what a customer's browser sees: bytes, JavaScript, Lighthouse and taps. */
function renderPages({ pageBytes, pageJs, repeatVisits, customerJs, lighthouse, firstTap, countTaps }) {
  const out = [];
  out.push(
    table(
      `Every screen's document as sent: HTML, brotli as sent (catalog pages' budget ${BUDGET.catalogHtmlKiB} KiB), and with its headers within TCP's first window (${FIRST_WINDOW_BYTES} bytes: one round trip)`,
      [
        ['page', 'path'],
        ['HTML bytes', 'htmlBytes'],
        ['gzip bytes', 'htmlGzipBytes'],
        ['brotli bytes (as sent)', 'htmlBrotliBytes'],
        [
          `≤${BUDGET.catalogHtmlKiB} KiB`,
          (row) => (CATALOG.has(row.path) ? mark(row.htmlBrotliBytes / 1024 <= BUDGET.catalogHtmlKiB) : ''),
        ],
        ['header bytes', 'headerBytes'],
        ['sent bytes', 'sentBytes'],
        ['one round trip', (row) => mark(row.sentBytes <= FIRST_WINDOW_BYTES)],
      ],
      pageBytes,
    ),
  );
  out.push(
    table(
      'Catalog pages, signed out: JavaScript loaded before any interaction (gzip -9)',
      [
        ['page', 'path'],
        ['JS files', 'scripts'],
        ['JS gzip KiB', (row) => (row.jsGzipBytes / 1024).toFixed(1)],
        [`≤${BUDGET.catalogJsKiB} KiB`, (row) => mark(row.jsGzipBytes / 1024 <= BUDGET.catalogJsKiB)],
        ['later, on idle, gzip KiB', (row) => (row.laterGzipBytes / 1024).toFixed(1)],
      ],
      pageJs,
    ),
  );
  out.push(repeatVisitTable(repeatVisits));
  out.push(
    table(
      'Customer screens, signed out with a cart on the device: JavaScript loaded before any interaction (gzip -9)',
      [
        ['screen', 'path'],
        ['JS files', 'scripts'],
        ['JS gzip KiB', (row) => (row.jsGzipBytes / 1024).toFixed(1)],
        [`≤${BUDGET.customerJsKiB} KiB`, (row) => mark(row.jsGzipBytes / 1024 <= BUDGET.customerJsKiB)],
        ['later, on idle, gzip KiB', (row) => (row.laterGzipBytes / 1024).toFixed(1)],
      ],
      customerJs,
    ),
  );
  out.push(
    table(
      `Lighthouse mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS} (JS and total are transferred KiB)`,
      [
        ['screen', 'screen'],
        ['who', 'who'],
        ['perf', 'performance'],
        ['a11y', 'accessibility'],
        ['best pr.', 'bestPractices'],
        ['SEO', 'seo'],
        ['LCP ms', 'lcpMs'],
        ['TBT ms', 'tbtMs'],
        ['CLS', 'cls'],
        ['JS KiB', 'jsKiB'],
        ['Firebase KiB', 'firebaseKiB'],
        ['total KiB', 'totalKiB'],
        ['requests', 'requests'],
        [
          'budget',
          (row) =>
            mark(
              row.performance >= BUDGET.performance &&
                row.accessibility >= BUDGET.accessibility &&
                (!isCatalogPage(row.screen) || row.seo >= BUDGET.seo) &&
                row.cls <= BUDGET.cls &&
                row.lcpMs <= BUDGET.lcpMs &&
                (row.who === 'signed in' || row.firebaseKiB === 0),
            ),
        ],
      ],
      lighthouse,
    ),
  );
  out.push(
    table(
      `First tap to visible feedback, CPU slowed ${CPU_SLOWDOWN}x, median of ${FIRST_TAPS} taps on fresh pages`,
      [
        ['target', 'target'],
        ['ms', 'ms'],
        ['fastest ms', 'fastest'],
        ['slowest ms', 'slowest'],
        ['budget 100 ms', (row) => mark(row.ms <= BUDGET.firstTapMs)],
      ],
      firstTap,
    ),
  );
  out.push(
    table(
      `Add to Cart on a freshly loaded menu (nothing cached) to the header's new count, median of ${FIRST_TAPS} visits ` +
        `(slow 4G: 150 ms RTT, 1.6 Mbps down, 750 Kbps up)`,
      [
        ['phone', 'conditions'],
        ['who', 'who'],
        ['first tap ms', (row) => row.first.ms],
        ['fastest-slowest', (row) => `${row.first.fastest}-${row.first.slowest}`],
        [`≤${BUDGET.firstCountMs} ms`, (row) => mark(row.first.ms <= BUDGET.firstCountMs)],
        ['second tap ms', (row) => row.second.ms],
        ['fastest-slowest', (row) => `${row.second.fastest}-${row.second.slowest}`],
        [`≤${BUDGET.secondCountMs} ms`, (row) => mark(row.second.ms <= BUDGET.secondCountMs)],
      ],
      countTaps,
    ),
  );
  return out.join('\n');
}

function render(report) {
  const { server, abuse, edge, outage } = report;
  const out = [renderPages(report)];
  for (const deployment of server) out.push(...deploymentTables(deployment));
  out.push(
    table(
      `Abuse, demo data: /restaurants as a visitor sees it, quiet and amid abuse (p99 budget: ${BUDGET.abuseRatio}x the quiet figure or ${BUDGET.abuseFloorMs} ms, whichever is larger)`,
      [
        ['target', 'name'],
        ['connections', 'connections'],
        ['p50 ms', 'p50Ms'],
        ['p99 ms', 'p99Ms'],
        ['req/s', 'requestsPerSecond'],
        ['errors', 'errors'],
        ['p99 / quiet', 'p99VsQuiet'],
        [
          'budget',
          (row) =>
            row.p99VsQuiet === undefined
              ? ''
              : mark((row.p99VsQuiet <= BUDGET.abuseRatio || row.p99Ms <= BUDGET.abuseFloorMs) && row.errors === 0),
        ],
      ],
      abuse.rows,
    ),
  );
  out.push(
    `\nThe flood: ${abuse.flood.requestsPerSecond} answers a second over ${FLOOD_CONNECTIONS} connections, ` +
      `${abuse.flood.statusErrors} of them 404s (unknown ids and paths), ${abuse.flood.errors - abuse.flood.statusErrors} failed; ` +
      `server resident memory ${abuse.flood.beforeMb} MB before it, at most ${abuse.flood.peakMb} MB during it, ` +
      `${abuse.flood.afterMb} MB right after, ${abuse.flood.afterQuietMb} MB once quiet for ${QUIET_WAIT_S} s ` +
      `(budget ${BUDGET.residentMb} MB after the flood, as after the load): ${mark(abuse.flood.afterQuietMb <= BUDGET.residentMb)}.` +
      `\nSlow connections: ${abuse.slow.letGoWith408} of ${SLOW_CONNECTIONS} let go with a 408, the last after ` +
      `${abuse.slow.lastClosedAfterS} s (${abuse.slow.notLetGo} closed otherwise or still open after ${LET_GO_WITHIN_MS / 1000} s); server ` +
      `resident memory at most ${abuse.slow.peakMb} MB meanwhile.`,
  );
  out.push(edgeTable(edge));
  out.push(outageTable(outage));
  out.push(observabilityTable(observability));
  out.push(partnerTable(partner));
  out.push(menuPushTable(menuPush));
  return out.join('\n');
}

/** A deployment's mix rows (bench/customer-mix.mjs) and its instance's memory. */
function deploymentTables({ deployment, demo, large, memory }) {
  const parts = Object.keys(demo.steady.cpuCores);
  const kind = (name) => (row) => row.byKind?.[name]?.p99Ms ?? '';
  const columns = [
    ['run', 'label'],
    ['offered/s', 'rate'],
    ['answered/s', 'answeredPerSecond'],
    ['answered of due', (row) => `${row.answered}/${row.due}`],
    ['p50 ms', 'p50Ms'],
    ['p99 ms', 'p99Ms'],
    ['pages p99', kind('page')],
    ['reads p99', kind('read')],
    ['customer p99', kind('customer')],
    ['writes p99', kind('write')],
    ['errors', 'errors'],
    [`cores: ${parts.join(' / ')}`, (row) => parts.map((part) => row.cpuCores?.[part] ?? '').join(' / ')],
    ['budget', (row) => (row.budget === undefined ? '' : mark(row.keptUp && row.p99Ms <= row.budget))],
  ];
  const rows = [
    { ...demo.afterStart, label: `the mix, its first ${MIX_DURATION_S} s after a start` },
    { ...demo.steady, label: `the mix, steady, demo data`, budget: BUDGET.mixP99Ms },
    { ...demo.writes, label: 'writes alone, steady', budget: BUDGET.writeP99Ms },
    ...demo.climb.map((run) => ({ ...run, label: `the mix, ${run.keptUp ? 'kept up' : 'fell behind'}` })),
    { ...large, label: `the mix, steady, ${LARGE.restaurants} restaurants and ${LARGE.orders} orders` },
  ];
  return [
    table(
      `${deployment}: open-loop customer mix (${MIX_CUSTOMERS} signed-in customers; 60% catalog pages, 20% catalog reads, ` +
        `15% customer reads, 5% cart writes and orders), ${MIX_DURATION_S} s at the steady rates, 5 s a step of the climb`,
      columns,
      rows,
    ),
    `\n${deployment}: the most the mix was answered at, ${demo.saturation} a second (budget at least ` +
      `${BUDGET.saturationPerSecond}): ${mark(demo.saturation >= BUDGET.saturationPerSecond)}. Resident memory ` +
      `${memory.peakMb} MB at its highest, ${memory.rightAfterLoadMb} MB right after the load, ${memory.afterQuietMb} MB ` +
      `once quiet for ${QUIET_WAIT_S} s (budget ${BUDGET.residentMb} MB): ${mark(memory.afterQuietMb <= BUDGET.residentMb)}.`,
  ];
}
