import type { Connection, Db } from '../server/db/database.ts';
import { prepareConnectionWith } from '../server/db/index.ts';
import { isDemoMode } from '../identity/auth-mode.server.ts';
import { MenuInvalid } from './catalog-errors.server.ts';
import { checkCatalogFile } from './menu-contract.ts';
import { replaceRestaurant } from './menu-writer.server.ts';
import catalog from './seed-catalog.json' with { type: 'json' };

/**
 * Fills an empty catalog with the demo restaurants and menus (seed-catalog.json, the catalog file format), each stored
 * as a menu push is (replaceRestaurant); a catalog that has any restaurant is left alone. Instances starting at once on
 * an empty database seed it once: the second waits for the first's lock, then finds it filled.
 */
export async function seedDemoCatalog({ db, dialect }: Connection): Promise<void> {
  if (await hasRestaurants(db)) return;
  const checked = checkCatalogFile(catalog);
  if (!checked.success) throw new MenuInvalid(checked.issues);
  await db.transaction().execute(async (trx) => {
    await dialect.lockForTransaction(trx, 'demo-seed');
    if (await hasRestaurants(trx)) return;
    for (const { id, ...menu } of checked.output) {
      await replaceRestaurant({ db: trx, dialect }, id, menu);
    }
  });
}

/**
 * In demo mode, has the process's database (getConnection) seeded with the demo catalog when it opens empty. A
 * storefront on a real Firebase project starts with the catalog its operator imports or its restaurants push: demo
 * restaurants would be offered to real customers. Called by each entry point before the database is first used.
 */
export function seedDemoCatalogOnOpen(env: NodeJS.ProcessEnv = process.env): void {
  if (isDemoMode(env)) prepareConnectionWith(seedDemoCatalog);
}

async function hasRestaurants(db: Db): Promise<boolean> {
  return (await db.selectFrom('restaurant').select('id').limit(1).executeTakeFirst()) !== undefined;
}
