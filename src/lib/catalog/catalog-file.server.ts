// The catalog as a file (`npm run catalog -- import FILE [--apply]`, `export [FILE]`): restaurants in the partner
// API's push format, each with its id (menu-contract.ts, CatalogFileSchema). Export then import changes nothing.
import { DIETARY_TAGS, type OpeningHours } from '../contract.ts';
import type { Connection, Db } from '../server/db/database.ts';
import { CatalogIncomplete, MenuInvalid } from './catalog-errors.server.ts';
import { checkCatalogFile, type CatalogEntry, type MenuChange } from './menu-contract.ts';
import { replaceRestaurant } from './menu-writer.server.ts';

/** What an import changed, or in a dry run would change. */
export interface CatalogImport {
  /** One per restaurant of the file, in the file's order, with its name in the file. */
  changes: (MenuChange & { name: string })[];
  /** Restaurants of the catalog the file does not name: an import never removes a restaurant, so they are kept. */
  notInFile: { id: number; name: string }[];
}

/** Thrown inside a dry run's transaction to roll it back with its report. */
class DryRun extends Error {
  readonly report: CatalogImport;
  constructor(report: CatalogImport) {
    super('dry run');
    this.report = report;
  }
}

/**
 * Stores every restaurant of a catalog file as a menu push stores it, the whole file in one transaction: a file with
 * any error changes nothing and throws MenuInvalid listing every error by its path in the file (`[2].sections[0].name`).
 * With `apply: false` everything is checked and reported, and the transaction rolled back.
 */
export async function importCatalog(
  connection: Connection,
  file: unknown,
  { apply = false, now = new Date() }: { apply?: boolean; now?: Date } = {},
): Promise<CatalogImport> {
  const checked = checkCatalogFile(file);
  if (!checked.success) throw new MenuInvalid(checked.issues);
  try {
    return await connection.db.transaction().execute(async (trx) => {
      const changes = [];
      for (const [index, { id, ...menu }] of checked.output.entries()) {
        try {
          const change = await replaceRestaurant({ db: trx, dialect: connection.dialect }, id, menu, { apply, now });
          changes.push({ ...change, name: menu.name });
        } catch (error) {
          // The writer's paths are the push's; the file's start at the restaurant's place in it.
          if (error instanceof MenuInvalid) {
            throw new MenuInvalid(error.issues.map(({ path, message }) => ({ path: `[${index}].${path}`, message })));
          }
          throw error;
        }
      }
      const named = new Set(checked.output.map(({ id }) => id));
      const stored = await trx.selectFrom('restaurant').select(['id', 'name']).orderBy('id').execute();
      const report = { changes, notInFile: stored.filter(({ id }) => !named.has(id)) };
      if (!apply) throw new DryRun(report);
      return report;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.report;
    throw error;
  }
}

/**
 * The whole catalog as a catalog file, restaurants by id, sections and dishes in the menu's order; dishes taken off
 * the menu are left out, as a push leaves them out. CatalogIncomplete for a restaurant the format cannot hold (one
 * stored before menus were pushed whole, without hours, estimate or sections).
 */
export async function exportCatalog(db: Db): Promise<CatalogEntry[]> {
  const restaurants = await db.selectFrom('restaurant').selectAll().orderBy('id').execute();
  const sections = await db.selectFrom('menuSection').selectAll().orderBy('restaurantId').orderBy('position').execute();
  const dishes = await db
    .selectFrom('menuItem')
    .selectAll()
    .where('removedAt', 'is', null)
    .orderBy('restaurantId')
    .orderBy('sectionPosition')
    .orderBy('position')
    .execute();
  const diets = new Map<number, Set<string>>();
  for (const { itemId, diet } of await db.selectFrom('menuItemDiet').selectAll().execute()) {
    diets.set(itemId, (diets.get(itemId) ?? new Set()).add(diet));
  }

  const incomplete: number[] = [];
  const entries = restaurants.map((row): CatalogEntry => {
    const own = dishes.filter((dish) => dish.restaurantId === row.id);
    const { hours, deliveryMinMinutes: min, deliveryMaxMinutes: max } = row;
    if (hours === null || min === null || max === null || own.some((dish) => dish.sectionPosition === null)) {
      incomplete.push(row.id);
    }
    return {
      id: row.id,
      name: row.name,
      cuisine: row.cuisine,
      description: row.description,
      image: row.image,
      // Written by replaceRestaurant from a checked push.
      hours: JSON.parse(hours ?? 'null') as OpeningHours,
      deliveryEstimate: { min: min ?? 0, max: max ?? 0 },
      sections: sections
        .filter((section) => section.restaurantId === row.id)
        .map((section) => ({
          name: section.name,
          dishes: own
            .filter((dish) => dish.sectionPosition === section.position)
            .map((dish) => ({
              id: dish.id,
              name: dish.name,
              description: dish.description,
              price: dish.priceCents / 100,
              image: dish.image,
              dietary: DIETARY_TAGS.filter((tag) => diets.get(dish.id)?.has(tag)),
              available: dish.soldOutAt === null,
            })),
        })),
    };
  });
  if (incomplete.length > 0) throw new CatalogIncomplete(incomplete);
  return entries;
}
