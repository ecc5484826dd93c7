import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Kysely, sql } from 'kysely';
import { afterEach, expect, test, vi } from 'vitest';
import { openDatabase, type Db } from '../../../../../src/lib/server/db/database.ts';
import { createSqliteDialect } from '../../../../../src/lib/server/db/sqlite.ts';
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

/** Runs `script` in another process with `file`, and resolves once it has printed that it holds the lock. */
async function holdingLock(script: string, file: string) {
  const other = spawn(process.execPath, ['--input-type=module', '-e', script, file]);
  other.stderr.pipe(process.stderr);
  const exited = once(other, 'exit');
  await Promise.race([
    once(other.stdout, 'data'),
    exited.then(([code]) => Promise.reject(new Error(`the process holding the lock exited with ${code} first`))),
  ]);
  return exited;
}

/** Writes `count` restaurants of about 4 KB each: enough to grow the write-ahead log. */
async function insertLongRestaurants(into: Db, count: number): Promise<void> {
  const description = 'A long description. '.repeat(200);
  await into
    .insertInto('restaurant')
    .values(
      Array.from({ length: count }, (_, index) => ({ name: `R${index}`, cuisine: 'C', description, image: '/i.svg' })),
    )
    .execute();
}

test('a transaction that reads, then writes, waits for another process’s write instead of failing', async () => {
  const url = await freshDatabaseUrl();
  db = await openDatabase(url);
  const exited = await holdingLock(HOLD_WRITE_LOCK, url.slice('file:'.length));
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

test('opening a file that another connection is writing to waits for it where SQLite would not, then opens in WAL', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-opening-'));
  const file = join(folder, 'store.db');
  // A file not in WAL mode yet, whose write lock another connection holds. SQLite answers the switch to WAL with
  // "database is locked" at once in this case, whatever its busy timeout, as it did once in CI to one of several
  // instances starting together on a new file. A worker of this process holds the lock: that is the case SQLite
  // answers at once every time.
  const holder = new Worker(
    `
      const { DatabaseSync } = require('node:sqlite');
      const { parentPort, workerData } = require('node:worker_threads');
      const database = new DatabaseSync(workerData);
      database.exec('CREATE TABLE note (text TEXT); BEGIN IMMEDIATE; INSERT INTO note VALUES (1);');
      parentPort.postMessage('locked');
      setTimeout(() => {
        database.exec('COMMIT');
        database.close();
        parentPort.postMessage('released');
      }, 300);
    `,
    { eval: true, workerData: file },
  );
  let opened: Kysely<unknown> | undefined;
  try {
    await once(holder, 'message');
    const released = once(holder, 'message');
    opened = new Kysely({ dialect: createSqliteDialect(file, 2_000) });
    await released;
    expect((await sql`PRAGMA journal_mode`.execute(opened)).rows).toEqual([{ journal_mode: 'wal' }]);
  } finally {
    // Its connections, the checkpointer's included, are closed before their file goes.
    await opened?.destroy();
    await holder.terminate();
    rmSync(folder, { recursive: true, force: true });
  }
});

test('the server’s connection never checkpoints the log itself: a thread of its own copies it into the file', async () => {
  const url = await freshDatabaseUrl();
  const file = url.slice('file:'.length);
  db = await openDatabase(url);
  const { rows } = await sql<{ walAutocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(db);
  expect(rows).toEqual([{ walAutocheckpoint: 0 }]);
  const sizeBefore = statSync(file).size;
  await insertLongRestaurants(db, 300);
  await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(sizeBefore + 1_000_000), { timeout: 5_000 });
});

test('once the database is closed it is one whole file, with no log beside it: every connection to it has closed', async () => {
  const url = await freshDatabaseUrl();
  const file = url.slice('file:'.length);
  const closing = await openDatabase(url);
  const sizeBefore = statSync(file).size;
  await insertLongRestaurants(closing, 50);
  // The checkpointer has its connection open once it has copied the log into the file.
  await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(sizeBefore), { timeout: 5_000 });

  await closing.destroy();
  expect(existsSync(`${file}-wal`)).toBe(false);
});
