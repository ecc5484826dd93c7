import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { connect, type Connection } from '../../../../../src/lib/server/db/database.ts';
import { isDatabaseUnavailable } from '../../../../../src/lib/server/db/unavailable.ts';

// The database layer turns a failure that means the database is unavailable into one domain error, whatever the
// driver's own shape, and leaves every other failure as it was. SQLite in memory has one connection, so lowering its
// page limit here lowers the storefront's own.

let connection: Connection | undefined;
afterEach(() => connection?.db.destroy());

const restaurant = (name: string) => ({ name, cuisine: 'Test', description: 'x'.repeat(3000), image: '/i.svg' });

test('a full database inside a transaction is a DatabaseUnavailable ("full"), and nothing of the transaction stays', async () => {
  connection = await connect(':memory:');
  const { db } = connection;
  const { pages } = (await sql<{ pages: number }>`select page_count as pages from pragma_page_count()`.execute(db))
    .rows[0]!;
  await sql.raw(`pragma max_page_count = ${pages}`).execute(db);

  const failure = await db
    .transaction()
    .execute(async (trx) => {
      for (let index = 0; index < 50; index += 1)
        await trx
          .insertInto('restaurant')
          .values(restaurant(`R${index}`))
          .execute();
    })
    .catch((error: unknown) => error);

  expect(isDatabaseUnavailable(failure)).toBe(true);
  expect(failure).toMatchObject({ kind: 'full', message: 'The database is full: database or disk is full' });
  expect(await db.selectFrom('restaurant').select('id').where('cuisine', '=', 'Test').execute()).toEqual([]);
});

test('a failure that is ours (a constraint) passes through as the driver gave it', async () => {
  connection = await connect(':memory:');
  const { db } = connection;
  const failure =
    await sql`insert into restaurant (id, name, cuisine, description, image) values (1, 'a', 'b', 'c', 'd'), (1, 'a', 'b', 'c', 'd')`
      .execute(db)
      .catch((error: unknown) => error);
  expect(isDatabaseUnavailable(failure)).toBe(false);
  expect(failure).toMatchObject({ code: 'ERR_SQLITE_ERROR', errcode: 1555 });
});
