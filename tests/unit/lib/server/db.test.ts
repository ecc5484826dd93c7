import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '../../../../src/lib/server/db/database.ts';
import { migrations } from '../../../../src/lib/server/db/migrations/index.ts';

const folder = mkdtempSync(join(tmpdir(), 'storefront-db-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('a new SQLite file is created with its folder and migrated; opening it again changes nothing', async () => {
  const url = `file:${join(folder, 'nested', 'store.db')}`;
  const first = await openDatabase(url);
  const applied = await first.selectFrom('kysely_migration' as never).select('name' as never).execute();
  expect(applied.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations));
  await first.destroy();
  const again = await openDatabase(url);
  const tables = await again.introspection.getTables();
  expect(tables.map((table) => table.name).sort()).toEqual(
    ['cart_line', 'customer_order', 'idempotency_key', 'menu_item', 'order_line', 'restaurant'].sort(),
  );
  await again.destroy();
});

test('an unsupported database URL is refused with a clear message', async () => {
  await expect(openDatabase('postgres://localhost/store')).rejects.toThrow(/is not supported: use file:<path>/);
});
