// What changes the catalog: a restaurant and its whole menu pushed at once (the partner API's push, the catalog import,
// the demo seed), and a dish sold out or back. Domain errors only (catalog-errors.server.ts); the callers speak HTTP
// or print.
import type { Connection, Db } from '../server/db/database.ts';
import { isUniqueViolation } from '../server/db/dialect.ts';
import type { MenuItemTable } from '../server/db/schema.ts';
import { DishNotFound, MenuInvalid, RestaurantNotFound } from './catalog-errors.server.ts';
import {
  checkMenuPush,
  type AvailabilityChange,
  type MenuChange,
  type MenuPush,
  type PathIssue,
} from './menu-contract.ts';

export interface ReplaceOptions {
  /**
   * false for a dry run: everything is checked and the change reported, and nothing is stored (inside the caller's
   * transaction, nothing once the caller rolls it back).
   */
  apply?: boolean;
  /** The time a dish sold out or taken off is stored with (tests pass their own). */
  now?: Date;
}

/** Thrown inside a dry run's transaction to roll it back with its report. */
class DryRun extends Error {
  readonly change: MenuChange;
  constructor(change: MenuChange) {
    super('dry run');
    this.change = change;
  }
}

const RESTAURANT_ID_ISSUE: PathIssue = { path: 'id', message: 'must be a whole number from 1 to 999999999' };

/**
 * Creates or replaces restaurant `id` and its whole menu from a push body (menu-contract.ts), in one transaction (the
 * caller's, if `connection.db` is one): whole or nothing. A body with any error changes nothing and throws MenuInvalid
 * listing every error; so does a dish id that belongs to another restaurant. The same body again writes no row. Dishes keep their ids; one missing from
 * the body is taken off the menu softly, kept for carts and past orders. Safe when several instances push at once:
 * one push of a restaurant at a time (a database lock), and dish ids held by their primary key.
 */
export async function replaceRestaurant(
  connection: Connection,
  id: number,
  body: unknown,
  { apply = true, now = new Date() }: ReplaceOptions = {},
): Promise<MenuChange> {
  const checked = checkMenuPush(body);
  const idIssues = Number.isInteger(id) && id >= 1 && id <= 999_999_999 ? [] : [RESTAURANT_ID_ISSUE];
  if (!checked.success || idIssues.length > 0) {
    throw new MenuInvalid([...idIssues, ...(checked.success ? [] : checked.issues)]);
  }
  if (connection.db.isTransaction) {
    // Part of the caller's transaction (the demo seed's, the catalog import's), which also owns its rollback: a dry
    // run's rows are written there, and the caller rolls them back.
    return writeMenu(connection, id, checked.output, now, apply);
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await connection.db.transaction().execute(async (trx) => {
        const change = await writeMenu({ db: trx, dialect: connection.dialect }, id, checked.output, now, apply);
        if (!apply) throw new DryRun(change);
        return change;
      });
    } catch (error) {
      if (error instanceof DryRun) return error.change;
      // Another restaurant's push took a new dish id first, between our look and our insert: looked at again, that id
      // is now another restaurant's, which the next attempt reports.
      if (attempt === 1 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** A dish of the push with its place on the menu. */
interface PlacedDish {
  dish: MenuPush['sections'][number]['dishes'][number];
  path: string;
  sectionPosition: number;
  position: number;
}

async function writeMenu(
  { db, dialect }: Connection,
  id: number,
  menu: MenuPush,
  now: Date,
  apply: boolean,
): Promise<MenuChange> {
  await dialect.lockForTransaction(db, `restaurant:${id}`);
  const placed: PlacedDish[] = menu.sections.flatMap((section, sectionPosition) =>
    section.dishes.map((dish, position) => ({
      dish,
      path: `sections[${sectionPosition}].dishes[${position}]`,
      sectionPosition,
      position,
    })),
  );
  const pushedIds = placed.map(({ dish }) => dish.id);
  if (pushedIds.length > 0) {
    const taken = await db
      .selectFrom('menuItem')
      .select('id')
      .where('id', 'in', pushedIds)
      .where('restaurantId', '!=', id)
      .execute();
    const foreign = new Set(taken.map((row) => row.id));
    if (foreign.size > 0) {
      throw new MenuInvalid(
        placed
          .filter(({ dish }) => foreign.has(dish.id))
          .map(({ path }) => ({ path: `${path}.id`, message: "is the id of another restaurant's dish" })),
      );
    }
  }

  const change: MenuChange = {
    restaurantId: id,
    restaurant: 'unchanged',
    fields: [],
    dishes: { added: [], changed: [], removed: [], soldOut: [], backOnSale: [], priceChanges: [] },
  };
  const stamp = now.toISOString();
  const insertedWithIds = await writeRestaurant(db, id, menu, change);
  await writeSections(db, id, menu, change);
  const newDishes = await writeDishes(db, id, placed, stamp, change);
  if (apply && (insertedWithIds || newDishes)) {
    if (insertedWithIds) await dialect.numberIdsAfterExplicitOnes(db, 'restaurant');
    if (newDishes) await dialect.numberIdsAfterExplicitOnes(db, 'menu_item');
  }
  const { dishes } = change;
  if (
    change.restaurant === 'unchanged' &&
    change.fields.length + dishes.added.length + dishes.changed.length + dishes.removed.length > 0
  ) {
    change.restaurant = 'changed';
  }
  return change;
}

/** Creates the restaurant or updates the fields that differ; whether it was created (with its own id). */
async function writeRestaurant(db: Db, id: number, menu: MenuPush, change: MenuChange): Promise<boolean> {
  const row = {
    name: menu.name,
    cuisine: menu.cuisine,
    description: menu.description,
    image: menu.image,
    // The schema's output has its keys in one order, so the same hours are the same text.
    hours: JSON.stringify(menu.hours),
    deliveryMinMinutes: menu.deliveryEstimate.min,
    deliveryMaxMinutes: menu.deliveryEstimate.max,
  };
  const stored = await db.selectFrom('restaurant').selectAll().where('id', '=', id).executeTakeFirst();
  if (!stored) {
    await db
      .insertInto('restaurant')
      .values({ id, ...row })
      .execute();
    change.restaurant = 'added';
    return true;
  }
  const differing = (Object.keys(row) as (keyof typeof row)[]).filter((key) => stored[key] !== row[key]);
  if (differing.length > 0) {
    await db
      .updateTable('restaurant')
      .set(Object.fromEntries(differing.map((key) => [key, row[key]])))
      .where('id', '=', id)
      .execute();
    const pushNames = differing.map((key) => (key.startsWith('delivery') ? 'deliveryEstimate' : key));
    change.fields.push(...new Set(pushNames));
  }
  return false;
}

/** Makes the restaurant's sections those of the push, position by position. */
async function writeSections(db: Db, id: number, menu: MenuPush, change: MenuChange): Promise<void> {
  const stored = new Map(
    (await db.selectFrom('menuSection').select(['position', 'name']).where('restaurantId', '=', id).execute()).map(
      (row) => [row.position, row.name],
    ),
  );
  let changed = false;
  const added = [];
  for (const [position, { name }] of menu.sections.entries()) {
    const was = stored.get(position);
    if (was === undefined) added.push({ restaurantId: id, position, name });
    else if (was !== name) {
      await db
        .updateTable('menuSection')
        .set({ name })
        .where('restaurantId', '=', id)
        .where('position', '=', position)
        .execute();
      changed = true;
    }
  }
  if (added.length > 0) {
    await db.insertInto('menuSection').values(added).execute();
    changed = true;
  }
  if ([...stored.keys()].some((position) => position >= menu.sections.length)) {
    await db
      .deleteFrom('menuSection')
      .where('restaurantId', '=', id)
      .where('position', '>=', menu.sections.length)
      .execute();
    changed = true;
  }
  if (changed) change.fields.push('sections');
}

type DishColumns = Pick<
  MenuItemTable,
  'name' | 'description' | 'image' | 'priceCents' | 'sectionPosition' | 'position' | 'soldOutAt' | 'removedAt'
>;

/**
 * Makes the restaurant's dishes those of the push: new ones inserted with their ids, changed ones updated in the
 * columns that differ, missing ones taken off the menu. Whether any was inserted.
 */
async function writeDishes(
  db: Db,
  id: number,
  placed: PlacedDish[],
  stamp: string,
  change: MenuChange,
): Promise<boolean> {
  const stored = new Map(
    (await db.selectFrom('menuItem').selectAll().where('restaurantId', '=', id).execute()).map((row) => [row.id, row]),
  );
  const storedDiets = new Map<number, Set<string>>();
  for (const { itemId, diet } of await db
    .selectFrom('menuItemDiet')
    .innerJoin('menuItem', 'menuItem.id', 'menuItemDiet.itemId')
    .select(['menuItemDiet.itemId', 'menuItemDiet.diet'])
    .where('menuItem.restaurantId', '=', id)
    .execute()) {
    storedDiets.set(itemId, (storedDiets.get(itemId) ?? new Set()).add(diet));
  }

  const inserted = [];
  const dietsAdded: { itemId: number; diet: string }[] = [];
  const dietsRemoved: { itemId: number; diet: string }[] = [];
  for (const { dish, sectionPosition, position } of placed) {
    const wanted: DishColumns = {
      name: dish.name,
      description: dish.description,
      image: dish.image,
      priceCents: Math.round(dish.price * 100),
      sectionPosition,
      position,
      soldOutAt: null,
      removedAt: null,
    };
    const ref = { id: dish.id, name: dish.name };
    const was = stored.get(dish.id);
    const diets = storedDiets.get(dish.id) ?? new Set<string>();
    for (const diet of dish.dietary) if (!diets.has(diet)) dietsAdded.push({ itemId: dish.id, diet });
    for (const diet of diets)
      if (!dish.dietary.some((tag) => tag === diet)) dietsRemoved.push({ itemId: dish.id, diet });
    const dietsChanged = dish.dietary.length !== diets.size || dish.dietary.some((tag) => !diets.has(tag));
    if (!was) {
      inserted.push({
        id: dish.id,
        restaurantId: id,
        timeAdded: stamp,
        ...wanted,
        soldOutAt: dish.available ? null : stamp,
      });
      change.dishes.added.push(ref);
      continue;
    }
    // A dish still sold out keeps the time it sold out; one sold out now gets this push's.
    wanted.soldOutAt = dish.available ? null : (was.soldOutAt ?? stamp);
    const differing = (Object.keys(wanted) as (keyof DishColumns)[]).filter((key) => was[key] !== wanted[key]);
    if (differing.length > 0) {
      await db
        .updateTable('menuItem')
        .set(Object.fromEntries(differing.map((key) => [key, wanted[key]])))
        .where('id', '=', dish.id)
        .execute();
    }
    if (was.removedAt !== null) change.dishes.added.push(ref);
    else if (differing.length > 0 || dietsChanged) change.dishes.changed.push(ref);
    if (was.removedAt === null) {
      if (was.priceCents !== wanted.priceCents) {
        change.dishes.priceChanges.push({ ...ref, from: was.priceCents / 100, to: wanted.priceCents / 100 });
      }
      if (was.soldOutAt === null && !dish.available) change.dishes.soldOut.push(ref);
      if (was.soldOutAt !== null && dish.available) change.dishes.backOnSale.push(ref);
    }
  }
  if (inserted.length > 0) await db.insertInto('menuItem').values(inserted).execute();
  if (dietsAdded.length > 0) await db.insertInto('menuItemDiet').values(dietsAdded).execute();
  for (const { itemId, diet } of dietsRemoved) {
    await db.deleteFrom('menuItemDiet').where('itemId', '=', itemId).where('diet', '=', diet).execute();
  }

  const pushed = new Set(placed.map(({ dish }) => dish.id));
  const gone = [...stored.values()].filter((row) => row.removedAt === null && !pushed.has(row.id));
  if (gone.length > 0) {
    await db
      .updateTable('menuItem')
      .set({ removedAt: stamp })
      .where(
        'id',
        'in',
        gone.map((row) => row.id),
      )
      .execute();
    change.dishes.removed.push(...gone.map((row) => ({ id: row.id, name: row.name })));
  }
  return inserted.length > 0;
}

/**
 * Marks a dish of restaurant `restaurantId` sold out (`available` false) or back, at once; the same again changes
 * nothing. One conditional update, so that two instances doing it at once agree. DishNotFound for a dish not on its
 * menu, RestaurantNotFound for an unknown restaurant.
 */
export async function setDishAvailability(
  db: Db,
  restaurantId: number,
  dishId: number,
  available: boolean,
  now: Date = new Date(),
): Promise<AvailabilityChange> {
  const updated = await db
    .updateTable('menuItem')
    .set({ soldOutAt: available ? null : now.toISOString() })
    .where('id', '=', dishId)
    .where('restaurantId', '=', restaurantId)
    .where('removedAt', 'is', null)
    .where('soldOutAt', available ? 'is not' : 'is', null)
    .returning(['id', 'name'])
    .executeTakeFirst();
  if (updated) return { dish: updated, available, changed: true };
  const dish = await db
    .selectFrom('menuItem')
    .select(['id', 'name'])
    .where('id', '=', dishId)
    .where('restaurantId', '=', restaurantId)
    .where('removedAt', 'is', null)
    .executeTakeFirst();
  if (dish) return { dish, available, changed: false };
  const restaurant = await db.selectFrom('restaurant').select('id').where('id', '=', restaurantId).executeTakeFirst();
  throw restaurant ? new DishNotFound(restaurantId, dishId) : new RestaurantNotFound(restaurantId);
}
