import { serverSettings } from '../settings.ts';
import { openDatabase, type Db } from './database.ts';
import { seedDemoCatalog } from './seed.ts';

/**
 * The pages (bundled by Astro) and the API (loaded by scripts/serve.mjs) are two copies of this module in one process:
 * they share the one database connection through a global, so it is opened, migrated and seeded once.
 */
const OPENING = Symbol.for('storefront.database');
const shared = globalThis as typeof globalThis & { [OPENING]?: Promise<Db> | undefined };

/** The process's database, created, migrated and seeded on first use. */
export function getDb(): Promise<Db> {
  shared[OPENING] ??= openDatabase(serverSettings().DATABASE_URL)
    .then(async (db) => {
      await seedDemoCatalog(db);
      return db;
    })
    .catch((error: unknown) => {
      // A failed open is retried by the next request rather than remembered forever.
      shared[OPENING] = undefined;
      throw error;
    });
  return shared[OPENING];
}
