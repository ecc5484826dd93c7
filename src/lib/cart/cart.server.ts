import {
  CART_MAX_QUANTITY,
  ORDER_MAX_LINES,
  type CartLine,
  type CartMutationResult,
  type OpeningHours,
} from '../contract.ts';
import { checkDishForCart } from '../catalog/availability.server.ts';
import { openingStatus, openingText } from '../catalog/opening-hours.ts';
import { markCustomerChanged } from '../server/customer-version.ts';
import { inTransaction, type Db } from '../server/db/database.ts';
import { ApiProblem } from '../server/http.ts';

/** Which catalog item a cart call is about; anything else the client sends about it is ignored. */
export interface CartItemRef {
  restaurantId: number;
  itemId: number;
}

/**
 * The customer's cart lines in the order they were added, named and priced from the catalog, each saying whether its
 * dish can still be ordered: a dish sold out or taken off the menu stays in the cart, marked, until the customer acts.
 */
export async function viewCart(db: Db, userId: string): Promise<CartLine[]> {
  return (await cartLines(db, userId).execute()).map(toCartLine);
}

/** The number of lines in the customer's cart. */
export async function countCart(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('cartLine')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Adds `quantity` (default 1) of an item; an item already in the cart raises that line's quantity, up to
 * CART_MAX_QUANTITY. A dish sold out or taken off the menu is refused (DishUnavailable, naming it). A new line beyond ORDER_MAX_LINES is refused (409): a cart holds no more than one order may,
 * so every cart can be checked out. One upsert on the cart's unique (customer, item) constraint, so that simultaneous adds through
 * several instances make one line and add up, rather than race to insert it twice.
 */
export async function addCartItem(db: Db, userId: string, ref: CartItemRef, quantity = 1): Promise<CartMutationResult> {
  if (quantity < 1) throw new ApiProblem(400, 'invalid_input', 'quantity must be at least 1');
  if (quantity > CART_MAX_QUANTITY) throw quantityLimit();
  return inTransaction(db, async (trx) => {
    await markCustomerChanged(trx, userId);
    await requireCatalogItem(trx, ref);
    const added = await trx
      .insertInto('cartLine')
      .values({
        userId,
        restaurantId: ref.restaurantId,
        itemId: ref.itemId,
        quantity,
        timeAdded: new Date().toISOString(),
      })
      .onConflict((conflict) =>
        conflict
          .columns(['userId', 'itemId'])
          .doUpdateSet((eb) => ({ quantity: eb('cartLine.quantity', '+', eb.ref('excluded.quantity')) }))
          .where((eb) => eb(eb('cartLine.quantity', '+', eb.ref('excluded.quantity')), '<=', CART_MAX_QUANTITY)),
      )
      .returning('id')
      .executeTakeFirst();
    // The line already held so many that the sum would pass the limit: the upsert changed nothing.
    if (!added) throw quantityLimit();
    const result = await mutationResult(trx, userId, ref.itemId);
    // Counted after the upsert, which added a line or not: one query fewer than asking first, and the transaction
    // takes the line back out.
    if (result.count > ORDER_MAX_LINES) throw lineLimit();
    return result;
  });
}

/** Sets a line's quantity; 0 or less removes the line (spec). */
export async function updateCartItem(
  db: Db,
  userId: string,
  ref: CartItemRef,
  quantity: number,
): Promise<CartMutationResult> {
  if (quantity > CART_MAX_QUANTITY) throw quantityLimit();
  return inTransaction(db, async (trx) => {
    await markCustomerChanged(trx, userId);
    if (quantity <= 0) {
      await deleteLine(trx, userId, ref.itemId);
    } else {
      const { numUpdatedRows } = await trx
        .updateTable('cartLine')
        .set({ quantity })
        .where('userId', '=', userId)
        .where('itemId', '=', ref.itemId)
        .where('restaurantId', '=', ref.restaurantId)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) throw new ApiProblem(404, 'not_in_cart', 'That item is not in your cart.');
    }
    return mutationResult(trx, userId, ref.itemId);
  });
}

/** Removes a line; removing one that is not there changes nothing and is not an error. */
export async function removeCartItem(db: Db, userId: string, ref: CartItemRef): Promise<CartMutationResult> {
  return inTransaction(db, async (trx) => {
    await markCustomerChanged(trx, userId);
    await deleteLine(trx, userId, ref.itemId);
    return mutationResult(trx, userId, ref.itemId);
  });
}

/** Empties the customer's cart. */
export async function clearCart(db: Db, userId: string): Promise<CartMutationResult> {
  await inTransaction(db, async (trx) => {
    await markCustomerChanged(trx, userId);
    await trx.deleteFrom('cartLine').where('userId', '=', userId).execute();
  });
  return { line: null, count: 0 };
}

function cartLines(db: Db, userId: string) {
  return db
    .selectFrom('cartLine as c')
    .innerJoin('menuItem as m', 'm.id', 'c.itemId')
    .innerJoin('restaurant as r', 'r.id', 'c.restaurantId')
    .select([
      'c.restaurantId',
      'r.name as restaurantName',
      'c.itemId',
      'm.name as itemName',
      'm.description as itemDescription',
      'm.priceCents',
      'm.image as itemImageUrl',
      'c.timeAdded',
      'c.userId',
      'c.quantity',
      'm.soldOutAt',
      'm.removedAt',
      'r.hours',
    ])
    .where('c.userId', '=', userId)
    .orderBy('c.timeAdded')
    .orderBy('c.id');
}

type CartRow = Awaited<ReturnType<ReturnType<typeof cartLines>['execute']>>[number];

function toCartLine({ priceCents, soldOutAt, removedAt, hours, ...row }: CartRow): CartLine {
  const unavailableReason = removedAt !== null ? 'removed' : soldOutAt !== null ? 'sold-out' : null;
  // Checkout refuses a closed restaurant's lines (availability.server.ts): the cart says so beforehand.
  const status = hours === null ? null : openingStatus(JSON.parse(hours) as OpeningHours, Date.now());
  return {
    ...row,
    itemPrice: priceCents / 100,
    available: unavailableReason === null,
    unavailableReason,
    restaurantClosed: status && !status.open ? openingText(status) : null,
  };
}

async function requireCatalogItem(db: Db, ref: CartItemRef): Promise<void> {
  if (!(await checkDishForCart(db, ref.restaurantId, ref.itemId))) {
    throw new ApiProblem(404, 'item_not_found', 'That item is not on this restaurant’s menu.');
  }
}

async function deleteLine(db: Db, userId: string, itemId: number): Promise<void> {
  await db.deleteFrom('cartLine').where('userId', '=', userId).where('itemId', '=', itemId).execute();
}

async function mutationResult(db: Db, userId: string, itemId: number): Promise<CartMutationResult> {
  const row = await cartLines(db, userId).where('c.itemId', '=', itemId).executeTakeFirst();
  return { line: row ? toCartLine(row) : null, count: await countCart(db, userId) };
}

function quantityLimit(): ApiProblem {
  return new ApiProblem(400, 'quantity_limit', `You can order at most ${CART_MAX_QUANTITY} of one item.`);
}

function lineLimit(): ApiProblem {
  return new ApiProblem(
    409,
    'cart_line_limit',
    `Your cart already holds ${ORDER_MAX_LINES} different items, the most one order can take. Check out or remove an item first.`,
  );
}
