import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../../../../src/lib/server/db/database.ts';
import { keepVerification, keptVerification } from '../../../../src/lib/identity/kept-verifications.server.ts';
import { freshConnection, onPostgres } from '../../../fixtures/database.ts';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const BEA = { uid: 'bea', email: 'bea@example.com' };

let db: Db;

beforeEach(async () => {
  db = (await freshConnection()).db;
});

afterEach(async () => {
  await db.destroy();
});

/**
 * Something every write of the kept row changes, even one writing the values it already holds: PostgreSQL's row
 * version (`xmin`), or the rows SQLite's one connection has written so far.
 */
async function writeStamp(): Promise<string> {
  const { rows } = onPostgres()
    ? await sql<{ stamp: string }>`select xmin::text as stamp from kept_verification`.execute(db)
    : await sql<{ stamp: string }>`select cast(total_changes() as text) as stamp`.execute(db);
  return rows[0]?.stamp ?? '';
}

describe('keepVerification', () => {
  test('a later verification of the same token keeps it longer, for every instance', async () => {
    await keepVerification(db, 'bea:1', { ...BEA, keptUntil: NOW + 60_000 }, NOW);
    await keepVerification(db, 'bea:1', { ...BEA, keptUntil: NOW + 300_000 }, NOW + 1_000);

    expect(await keptVerification(db, 'bea:1', NOW + 120_000)).toEqual({ ...BEA, keptUntil: NOW + 300_000 });
  });

  test('a verification the database already keeps as long, or within a minute of it, is not written again', async () => {
    await keepVerification(db, 'bea:1', { ...BEA, keptUntil: NOW + 300_000 }, NOW);
    const kept = await writeStamp();

    await keepVerification(db, 'bea:1', { ...BEA, keptUntil: NOW + 300_000 }, NOW + 1_000);
    await keepVerification(db, 'bea:1', { ...BEA, keptUntil: NOW + 200_000 }, NOW + 2_000);
    // The next order a few seconds later, its verification reaching a few seconds further.
    await keepVerification(db, 'bea:1', { ...BEA, keptUntil: NOW + 305_000 }, NOW + 5_000);

    expect(await writeStamp()).toBe(kept);
    expect(await keptVerification(db, 'bea:1', NOW + 250_000)).toEqual({ ...BEA, keptUntil: NOW + 300_000 });
  });
});
