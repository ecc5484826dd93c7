// `npm run integration` (scripts/integration.ts): the operator's commands for restaurants' systems' credentials, on
// the database DATABASE_URL names, as the server reads it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '../../../src/lib/server/db/database.ts';
import { hashSecret } from '../../../src/lib/partner/integrations.server.ts';

const folder = mkdtempSync(join(tmpdir(), 'storefront-integration-'));
const DATABASE_URL = `file:${join(folder, 'store.db')}`;
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function integration(...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/integration.ts', ...args], {
    env: { ...process.env, DATABASE_URL },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('create prints the secret and the signing key once, and stores the secret’s hash alone', async () => {
  const made = integration('create', 'Bella POS', '--restaurants', '1,2', '--webhook', 'https://pos.example.com/hook');
  expect(made.status).toBe(0);
  const secret = /^ {2}(sfp_\S+)$/m.exec(made.stdout)?.[1] ?? '';
  expect(made.stdout).toContain('Integration 1 "Bella POS" made for restaurants 1, 2.');
  expect(made.stdout).toMatch(/^ {2}whsec_\S+$/m);
  const db = await openDatabase(DATABASE_URL);
  try {
    const [stored] = await db.selectFrom('integration').select(['secretHash', 'webhookUrl']).execute();
    expect(stored).toEqual({ secretHash: hashSecret(secret), webhookUrl: 'https://pos.example.com/hook' });
  } finally {
    await db.destroy();
  }
  const listed = integration('list');
  expect(listed.stdout).not.toContain(secret);
  expect(listed.stdout).toBe('1\tBella POS\trestaurants 1,2\twebhook https://pos.example.com/hook\tactive\n');
});

test('revoke says what it did; an unknown integration exits 1', () => {
  const made = JSON.parse(integration('create', 'Kitchen', '--restaurants', '3', '--json').stdout) as { id: number };
  expect(integration('revoke', String(made.id))).toMatchObject({
    status: 0,
    stdout: `Integration ${made.id} revoked.\n`,
  });
  expect(integration('revoke', String(made.id)).stdout).toBe(`Integration ${made.id} was already revoked.\n`);
  expect(integration('list').stdout).toMatch(
    new RegExp(`^${made.id}\\tKitchen\\trestaurants 3\\tno webhook\\trevoked `, 'm'),
  );
  expect(integration('revoke', '999')).toMatchObject({ status: 1, stderr: 'There is no integration 999.\n' });
});

test.each([
  [['create', 'POS'], 'create needs --restaurants, e.g. --restaurants 1,2.'],
  [
    ['create', 'POS', '--restaurants', '1,two'],
    '--restaurants must be restaurant ids separated by commas, e.g. --restaurants 1,2.',
  ],
  [
    ['create', 'POS', '--restaurants', '1', '--webhook', 'http://pos.example.com/hook'],
    '--webhook must be https://, or http:// to 127.0.0.1 or localhost.',
  ],
  [['create', 'POS', '--restaurants', '1,1'], '--restaurants must not name a restaurant twice.'],
  [['revoke', 'x'], 'revoke takes one integration ID.'],
  [['rotate'], 'Unknown command "rotate".'],
  [[], 'Name a command.'],
])('%j is a usage error: exit 2, the problem and the usage', (args, problem) => {
  const run = integration(...args);
  expect(run.status).toBe(2);
  expect(run.stderr.split('\n')[0]).toBe(problem);
  expect(run.stderr).toContain('npm run integration -- create NAME --restaurants 1,2 [--webhook URL] [--json]');
});
