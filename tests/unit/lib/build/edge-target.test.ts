// The edge build's worker is made without what only the origin runs (src/lib/build/edge-target.ts): a module that
// imports a database driver or the origin's memory would otherwise carry it into every worker, unused, where the
// edge runtime loads and keeps it. Read from the source maps of the built worker, which `npm test` builds first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

const WORKER = resolve(import.meta.dirname, '../../../../dist-edge/server');

/** Every source file the edge's worker was bundled from. */
function bundledSources(): string[] {
  if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: run \`npm run build:edge\` first.`);
  return readdirSync(WORKER, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs.map') && !file.startsWith('.wrangler'))
    .flatMap((file) => (JSON.parse(readFileSync(join(WORKER, file), 'utf8')) as { sources: string[] }).sources);
}

test("the edge's worker holds no database driver, Firebase Admin, server log or metrics, nor the origin's memory", () => {
  const sources = bundledSources();
  const packages = new Set(sources.flatMap((source) => source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? []));
  expect(packages).toContain('astro');
  for (const originOnly of ['pg', 'kysely', 'firebase-admin', 'pino', 'prom-client', 'lru-cache']) {
    expect(packages, originOnly).not.toContain(originOnly);
  }
  const ownOriginOnly = sources.filter((source) =>
    /src\/lib\/(?:server\/(?:db\/(?:postgres|sqlite|database|dialect)\.ts|node\/)|identity\/identity\.server\.ts|[a-z-]+\/[a-z-]+-calls\.server\.ts)/.test(
      source,
    ),
  );
  expect(ownOriginOnly).toEqual([]);
});
