// The edge row of `npm run bench`: the edge build under workerd (wrangler, local mode) in front of an
// origin. Catalog pages' latency and throughput at CONNECTIONS once the edge has read the catalog; the first page of
// an edge that has read nothing yet (what the first visitor after the catalog's minute waits for: a read of the origin
// and a render); a search nobody asked before, rendered from what the edge kept. Alone: `node scripts/bench/edge.mjs
// <origin>` with an origin running (BENCH_PORT moves the edge's port).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { startEdge } from '../../tests/fixtures/edge.ts';
import { median, table } from './report.mjs';
import { CONNECTIONS, load } from './server-load.mjs';

const PAGES = ['/', '/restaurants', '/restaurants/1'];
/** Searches timed one at a time, each a term never asked before. */
const SEARCHES = 20;

async function timed(url) {
  const started = performance.now();
  const answer = await fetch(url);
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - started;
}

/** Measures the edge on `port` in front of `origin`. */
export async function edgeFigures({ origin, port }) {
  if (!existsSync('dist-edge/server/entry.mjs')) execSync('npm run build:edge', { stdio: 'inherit' });
  const edge = await startEdge(port, origin, `bench-${randomUUID().slice(0, 8)}`);
  try {
    // A new edge has read nothing: its first page reads the catalog from the origin, then renders.
    const firstPageMs = await timed(`${edge.origin}/`);
    for (const path of PAGES) await timed(`${edge.origin}${path}`);
    const searchMs = [];
    for (let index = 0; index < SEARCHES; index += 1) {
      searchMs.push(await timed(`${edge.origin}/restaurants?q=${randomUUID().slice(0, 6)}`));
    }
    const rows = [];
    for (const path of PAGES) rows.push(await load(edge.origin, { name: path, kind: 'page', path }));
    return { connections: CONNECTIONS, firstPageMs, newSearchMedianMs: median(searchMs), rows };
  } finally {
    await edge.stop();
  }
}

export function edgeTable(figures) {
  return [
    table(
      `The edge (workerd under wrangler, local mode) in front of one instance on SQLite, ${figures.connections} connections`,
      [
        ['page', 'name'],
        ['p50 (ms)', 'p50Ms'],
        ['p99 (ms)', 'p99Ms'],
        ['answers a second', 'requestsPerSecond'],
        ['errors', 'errors'],
      ],
      figures.rows,
    ),
    `First page of an edge that has read nothing yet: ${figures.firstPageMs.toFixed(1)} ms; ` +
      `a search never asked before (median of ${SEARCHES}): ${figures.newSearchMedianMs.toFixed(1)} ms`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await edgeFigures({
    origin: process.argv[2] ?? 'http://127.0.0.1:4321',
    port: Number(process.env.BENCH_PORT ?? 4410) + 5,
  });
  console.log(edgeTable(figures));
}
