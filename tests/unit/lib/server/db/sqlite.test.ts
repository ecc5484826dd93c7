import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, expect, test } from 'vitest';
import { openDatabase, type Db } from '../../../../../src/lib/server/db/database.ts';
import { freshDatabaseUrl } from '../../../../fixtures/database.ts';

// Another process holds the write lock of the file for a moment, as a second server instance's write does.
const HOLD_WRITE_LOCK = `
  import { DatabaseSync } from 'node:sqlite';
  const database = new DatabaseSync(process.argv[1]);
  // The test's own connection may be checkpointing the file it has just migrated: wait for that, not fail.
  database.exec('PRAGMA busy_timeout = 5000');
  database.exec("BEGIN IMMEDIATE; INSERT INTO restaurant (name, cuisine, description, image) VALUES ('Other', 'C', 'D', '/i.svg');");
  console.log('locked');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
  database.exec('COMMIT');
`;

let db: Db | undefined;
afterEach(() => db?.destroy());

test('a transaction that reads, then writes, waits for another process’s write instead of failing', async () => {
  const url = await freshDatabaseUrl();
  db = await openDatabase(url);
  const other = spawn(process.execPath, ['--input-type=module', '-e', HOLD_WRITE_LOCK, url.slice('file:'.length)]);
  other.stderr.pipe(process.stderr);
  const exited = once(other, 'exit');
  await Promise.race([
    once(other.stdout, 'data'),
    exited.then(([code]) => Promise.reject(new Error(`the process holding the lock exited with ${code} first`))),
  ]);
  // A deferred BEGIN read a snapshot older than the other process's commit, then failed at once with "database is
  // locked" when it came to write: busy_timeout cannot help a transaction whose snapshot is stale.
  const added = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('restaurant').select('id').execute();
    await trx
      .insertInto('restaurant')
      .values({ name: 'Ours', cuisine: 'C', description: 'D', image: '/i.svg' })
      .execute();
    return before.length;
  });
  expect(added).toBe(1);
  const names = await db.selectFrom('restaurant').select('name').orderBy('id').execute();
  expect(names.map(({ name }) => name)).toEqual(['Other', 'Ours']);
  expect((await exited)[0]).toBe(0);
});
