// `npm run catalog` (scripts/catalog.ts): the operator's import and export of the catalog as a file in the partner
// API's push format, on the database DATABASE_URL names, as the server reads it (seeded with the demo catalog).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { CatalogEntry } from '../../../src/lib/catalog/menu-contract.ts';

const folder = mkdtempSync(join(tmpdir(), 'storefront-catalog-'));
const DATABASE_URL = `file:${join(folder, 'store.db')}`;
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function catalog(...args: string[]) {
  return catalogOn(DATABASE_URL, {}, ...args);
}

function catalogOn(databaseUrl: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/catalog.ts', ...args], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function writeCatalog(name: string, file: unknown): string {
  const path = join(folder, name);
  writeFileSync(path, JSON.stringify(file));
  return path;
}

function exported(): CatalogEntry[] {
  const run = catalog('export');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as CatalogEntry[];
}

test('export then import changes nothing, and says so', () => {
  const path = join(folder, 'catalog.json');
  expect(catalog('export', path)).toMatchObject({ status: 0, stderr: `Catalog written to ${path}.\n` });
  const file = JSON.parse(readFileSync(path, 'utf8')) as CatalogEntry[];
  expect(file.length).toBeGreaterThanOrEqual(12);
  expect(exported()).toEqual(file);
  const unchanged = `0 added, 0 changed, ${file.length} unchanged, 0 not in the file (kept).`;
  expect(catalog('import', path)).toMatchObject({ status: 0, stdout: `Nothing would change: ${unchanged}\n` });
  expect(catalog('import', path, '--apply')).toMatchObject({ status: 0, stdout: `Nothing changed: ${unchanged}\n` });
});

test('import prints what would change and changes nothing; with --apply it applies it', () => {
  const before = exported();
  const file = structuredClone(before);
  const [first, second, third] = file;
  const dishes = first?.sections[0]?.dishes ?? [];
  const [dish, other] = dishes;
  if (!first || !second || !third || !dish || !other) throw new Error('the demo catalog has restaurants');
  const price = dish.price;
  dish.price = Math.round((price + 1.5) * 100) / 100;
  other.available = false;
  const gone = second.sections[0]?.dishes.shift();
  const moved = second.sections[0]?.dishes[0];
  third.name = 'Renamed Kitchen';
  const last = file.pop();
  file.push({
    ...structuredClone(first),
    id: 900,
    name: 'New Place',
    sections: [{ name: 'Only', dishes: [{ ...dish, id: 9001 }] }],
  });
  const path = writeCatalog('edited.json', file);
  const money = (amount: number) => `$${amount.toFixed(2)}`;

  const lines = [
    `Restaurant ${first.id} (${first.name}): changed`,
    `  sold out: ${other.name} (${other.id})`,
    `  price: ${dish.name} (${dish.id}) ${money(price)} → ${money(dish.price)}`,
    `Restaurant ${second.id} (${second.name}): changed`,
    `  dishes removed: ${gone?.name} (${gone?.id})`,
    // The dish after it moved up a place.
    `  dishes otherwise changed: ${moved?.name} (${moved?.id})`,
    `Restaurant ${third.id} (Renamed Kitchen): changed`,
    '  fields: name',
    'Restaurant 900 (New Place): added',
    `  dishes added: ${dish.name} (9001)`,
    `Restaurant ${last?.id} (${last?.name}): not in the file, kept`,
  ];
  const counts = `1 added, 3 changed, ${before.length - 4} unchanged, 1 not in the file (kept).`;
  expect(catalog('import', path)).toEqual({
    status: 0,
    stdout: [...lines, `Would change: ${counts} Run again with --apply to apply.`, ''].join('\n'),
    stderr: '',
  });
  expect(exported()).toEqual(before);

  expect(catalog('import', path, '--apply')).toMatchObject({
    status: 0,
    stdout: [...lines, `Applied: ${counts}`, ''].join('\n'),
  });
  const after = exported();
  expect(after.find(({ id }) => id === first.id)).toEqual(first);
  expect(after.find(({ id }) => id === 900)?.name).toBe('New Place');
  expect(after.find(({ id }) => id === last?.id)).toEqual(last);
});

test('a file with errors lists every one by its path, exits 1 and changes nothing', () => {
  const before = exported();
  const file: unknown[] = structuredClone(before);
  const first = file[0] as CatalogEntry;
  first.name = '';
  first.deliveryEstimate = { min: 40, max: 20 };
  file.push({ id: first.id });
  const run = catalog('import', writeCatalog('broken.json', file), '--apply');
  expect(run.status).toBe(1);
  expect(run.stderr.split('\n')).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/broken\.json has \d+ errors, so nothing was changed:$/),
      '  [0].name: must not be blank',
      '  [0].deliveryEstimate.max: must not be less than min',
      `  [${before.length}].name: is required`,
      `  [${before.length}].id: is the id of another restaurant of this file`,
    ]),
  );
  expect(exported()).toEqual(before);

  const notJson = join(folder, 'not.json');
  writeFileSync(notJson, '[{');
  expect(catalog('import', notJson)).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/^Cannot read .*not\.json as JSON: /),
  });
});

test.each([
  [['import'], 'import takes one FILE.'],
  [['export', 'a.json', 'b.json'], 'export takes at most one FILE.'],
  [
    ['import', 'a.json', '--remove'],
    "Unknown option '--remove'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--remove\"",
  ],
  [['sync'], 'Unknown command "sync".'],
  [[], 'Name a command.'],
])('%j is a usage error: exit 2, the problem and the usage', (args, problem) => {
  const run = catalog(...args);
  expect(run.status).toBe(2);
  expect(run.stderr.split('\n')[0]).toBe(problem);
  expect(run.stderr).toContain('npm run catalog -- import FILE [--apply]');
});

test('on a real Firebase project a new database starts with no restaurants: the demo catalog is for the demo only', () => {
  const real = { FIREBASE_PROJECT_ID: 'cymbal-eats-prod', GCLOUD_PROJECT: 'cymbal-eats-prod' };
  const fresh = `file:${join(folder, 'real.db')}`;
  expect(catalogOn(fresh, real, 'export')).toMatchObject({ status: 0, stdout: '[]\n' });
  // The same database opened in demo mode later is still empty of restaurants: it is seeded.
  expect(JSON.parse(catalogOn(fresh, {}, 'export').stdout)).toHaveLength(14);
});
