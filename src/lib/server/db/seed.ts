import type { Db } from './database.ts';
import catalog from './seed-catalog.json' with { type: 'json' };

/** When the demo menu was written; items get increasing times from here so their order is stable. */
const DEMO_CATALOG_EPOCH = Date.parse('2026-01-15T10:00:00.000Z');

/** Fills an empty catalog with the demo restaurants and menus; a catalog that has any restaurant is left alone. */
export async function seedDemoCatalog(db: Db): Promise<void> {
  const existing = await db.selectFrom('restaurant').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
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
