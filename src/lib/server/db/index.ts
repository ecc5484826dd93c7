import { DATABASE_URL } from 'astro:env/server';
import { openDatabase, type Db } from './database.ts';
import { seedDemoCatalog } from './seed.ts';

let opening: Promise<Db> | undefined;

/** The process's database, created, migrated and seeded on first use. */
export function getDb(): Promise<Db> {
  opening ??= openDatabase(DATABASE_URL)
    .then(async (db) => {
      await seedDemoCatalog(db);
      return db;
    })
    .catch((error: unknown) => {
      // A failed open is retried by the next request rather than remembered forever.
      opening = undefined;
      throw error;
    });
  return opening;
}
