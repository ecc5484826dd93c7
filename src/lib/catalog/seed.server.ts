import type { Connection, Db } from '../server/db/database.ts';
import catalog from './seed-catalog.json' with { type: 'json' };

/** When the demo menu was written; items get increasing times from here so their order is stable. */
const DEMO_CATALOG_EPOCH = Date.parse('2026-01-15T10:00:00.000Z');

/**
 * Fills an empty catalog with the demo restaurants and menus; a catalog that has any restaurant is left alone. Instances
 * starting at once on an empty database seed it once: the second waits for the first's lock, then finds it filled.
 */
export async function seedDemoCatalog({ db, dialect }: Connection): Promise<void> {
  if (await hasRestaurants(db)) return;
  await db.transaction().execute(async (trx) => {
    await dialect.lockForTransaction(trx, 'demo-seed');
    if (await hasRestaurants(trx)) return;
    let itemIndex = 0;
    for (const restaurant of catalog) {
      const { id } = await trx
        .insertInto('restaurant')
        .values({
          name: restaurant.name,
          cuisine: restaurant.cuisine,
          description: restaurant.description,
          image: restaurant.image,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('menuItem')
        .values(
          restaurant.items.map((item) => ({
            restaurantId: id,
            name: item.name,
            description: item.description,
            image: item.image,
            priceCents: item.priceCents,
            timeAdded: new Date(DEMO_CATALOG_EPOCH + 60_000 * itemIndex++).toISOString(),
          })),
        )
        .execute();
    }
  });
}

async function hasRestaurants(db: Db): Promise<boolean> {
  return (await db.selectFrom('restaurant').select('id').limit(1).executeTakeFirst()) !== undefined;
}
