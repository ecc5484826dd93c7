// The partner API's menu rows of `npm run bench`: a restaurant's system pushing a 200-dish menu whole
// (`PUT /partner-api/v1/restaurants/{id}`), again and again with one price changed each time, and selling a dish out and
// back (`PATCH …/dishes/{dishId}`), one call at a time, on one instance on SQLite with the demo data.
// Alone: `node scripts/bench/menu-push.mjs` inside the Firebase Auth emulator, as the bench runs (BENCH_PORT moves it).
import { openDatabase } from '../../src/lib/server/db/database.ts';
import { createIntegration } from '../../src/lib/partner/integrations.server.ts';
import { largeMenu } from '../../tests/fixtures/menus.ts';
import { freshSqliteUrl, startServer } from '../../tests/fixtures/server.ts';
import { table } from './report.mjs';

const DISHES = 200;
const PUSHES = Number(process.env.BENCH_MENU_PUSHES ?? 200);
/** A restaurant id and dish ids far from the demo catalog's. */
const RESTAURANT = 800_000_000;
const dish = (n) => RESTAURANT + n;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Sends `count` calls one after another (`call(index)` answers a Response); their latencies, and the failures. */
async function timed(count, call) {
  const latencies = [];
  let errors = 0;
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    const answer = await call(index);
    await answer.arrayBuffer();
    latencies.push(performance.now() - start);
    if (answer.status !== 200) errors += 1;
  }
  latencies.sort((a, b) => a - b);
  return {
    calls: count,
    errors,
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    maxMs: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
  };
}

/** Measures the menu push and the sold-out call on a new instance on `port`. */
export async function menuPushFigures({ port, env = {} }) {
  const databaseUrl = freshSqliteUrl('bench-menu-push');
  const server = await startServer(port, databaseUrl, { ...env, PARTNER_WRITES_PER_MINUTE: '1000000' });
  try {
    const db = await openDatabase(databaseUrl);
    const { secret } = await createIntegration(db, { name: 'Bench menus', restaurantIds: [RESTAURANT] });
    await db.destroy();
    const call = (path, method, body) =>
      fetch(`${server.origin}/partner-api/v1/restaurants/${RESTAURANT}${path}`, {
        method,
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const menu = largeMenu(dish, DISHES);
    const bodyBytes = Buffer.byteLength(JSON.stringify(menu));
    const created = await call('', 'PUT', menu);
    if (created.status !== 201) throw new Error(`the first push answered ${created.status}: ${await created.text()}`);

    const dishes = menu.sections.flatMap((section) => section.dishes);
    const push = await timed(PUSHES, (index) => {
      // One dish's price moves a cent each push: every push changes something, as a real menu edit does.
      const changed = dishes[index % dishes.length];
      changed.price = Math.round(changed.price * 100 + 1) / 100;
      return call('', 'PUT', menu);
    });
    const soldOut = await timed(PUSHES, (index) =>
      call(`/dishes/${dishes[Math.floor(index / 2) % dishes.length].id}`, 'PATCH', { available: index % 2 === 1 }),
    );
    return {
      bodyBytes,
      rows: [
        { name: `PUT a ${DISHES}-dish menu, one price changed`, ...push },
        { name: 'PATCH a dish sold out or back', ...soldOut },
      ],
    };
  } finally {
    await server.stop();
  }
}

/** The menu rows. */
export function menuPushTable({ bodyBytes, rows }) {
  return table(
    `Partner API: menu changes, one call at a time, one instance on SQLite (the push body ${Math.round(bodyBytes / 1024)} KiB)`,
    [
      ['call', 'name'],
      ['calls', 'calls'],
      ['p50 ms', 'p50Ms'],
      ['p99 ms', 'p99Ms'],
      ['max ms', 'maxMs'],
      ['errors', 'errors'],
    ],
    rows,
  );
}

if (import.meta.main) {
  console.log(menuPushTable(await menuPushFigures({ port: Number(process.env.BENCH_PORT ?? 4410) })));
}
