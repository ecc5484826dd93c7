// What a cart may take and an order may hold, by the catalog's rules: no dish sold out or taken off the menu, and no
// restaurant closed at the moment of ordering. The cart (cart.server.ts) and place-order (orders.server.ts) ask here.
import type { OpeningHours } from '../contract.ts';
import type { Db } from '../server/db/database.ts';
import { DishUnavailable, OrderUnavailable } from './catalog-errors.server.ts';
import { openingStatus, type OpeningStatus } from './opening-hours.ts';

/**
 * Whether restaurant `restaurantId` has dish `dishId` at all; DishUnavailable (a conflict naming it) when it has, but
 * the dish is sold out or taken off the menu, so that a cart never takes one.
 */
export async function checkDishForCart(db: Db, restaurantId: number, dishId: number): Promise<boolean> {
  const dish = await db
    .selectFrom('menuItem')
    .select(['name', 'soldOutAt', 'removedAt'])
    .where('id', '=', dishId)
    .where('restaurantId', '=', restaurantId)
    .executeTakeFirst();
  if (!dish) return false;
  if (dish.removedAt !== null) throw new DishUnavailable(dish.name, 'removed');
  if (dish.soldOutAt !== null) throw new DishUnavailable(dish.name, 'sold-out');
  return true;
}

/** "A", "A and B", "A, B and C". */
function listed(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Refuses an order holding a dish sold out or taken off the menu, or a dish of a restaurant closed at `now` by its
 * opening hours: OrderUnavailable (a conflict) naming each, before anything is written. A restaurant whose hours are
 * unknown takes orders. Lines that are not on their restaurant's menu at all are left to the order's pricing.
 */
export async function requireOrderable(
  db: Db,
  lines: readonly { restaurantId: number; itemId: number }[],
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  const rows = await db
    .selectFrom('menuItem as m')
    .innerJoin('restaurant as r', 'r.id', 'm.restaurantId')
    .select(['m.id', 'm.restaurantId', 'm.name', 'm.soldOutAt', 'm.removedAt', 'r.name as restaurantName', 'r.hours'])
    .where(
      'm.id',
      'in',
      lines.map((line) => line.itemId),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const removed: string[] = [];
  const soldOut: string[] = [];
  const closed = new Map<number, { name: string; status: OpeningStatus }>();
  for (const line of lines) {
    const row = byId.get(line.itemId);
    if (!row || row.restaurantId !== line.restaurantId) continue;
    if (row.removedAt !== null) removed.push(row.name);
    else if (row.soldOutAt !== null) soldOut.push(row.name);
    const status = row.hours === null ? null : openingStatus(JSON.parse(row.hours) as OpeningHours, now.getTime());
    if (status && !status.open) closed.set(row.restaurantId, { name: row.restaurantName, status });
  }
  if (removed.length + soldOut.length + closed.size === 0) return;
  const sentences = [
    ...(removed.length ? [`${listed(removed)} ${removed.length === 1 ? 'is' : 'are'} no longer on the menu.`] : []),
    ...(soldOut.length ? [`${listed(soldOut)} ${soldOut.length === 1 ? 'is' : 'are'} sold out.`] : []),
    ...[...closed.values()].map(
      ({ name, status }) => `${name} is closed until ${status.changesAtText ?? 'further notice'}.`,
    ),
  ];
  throw new OrderUnavailable(
    removed.length + soldOut.length > 0 ? 'items_unavailable' : 'restaurant_closed',
    `${sentences.join(' ')} Your order was not placed, and your cart is as it was.`,
  );
}
