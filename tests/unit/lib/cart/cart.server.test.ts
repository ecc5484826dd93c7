import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { CART_MAX_QUANTITY } from '../../../../src/lib/contract.ts';
import {
  addCartItem,
  clearCart,
  countCart,
  removeCartItem,
  updateCartItem,
  viewCart,
} from '../../../../src/lib/cart/cart.server.ts';
import type { Connection, Db } from '../../../../src/lib/server/db/database.ts';
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import { ApiProblem } from '../../../../src/lib/server/http.ts';
import { freshConnection } from '../../../fixtures/database.ts';

const ADA = 'ada@example.com';
let connection: Connection;
let db: Db;
let pizza: { restaurantId: number; itemId: number; price: number; name: string };
let sushi: { restaurantId: number; itemId: number };

beforeEach(async () => {
  connection = await freshConnection();
  db = connection.db;
  await seedDemoCatalog(connection);
  const firstItemOf = (restaurantId: number) =>
    db
      .selectFrom('menuItem')
      .select(['id', 'restaurantId', 'priceCents', 'name'])
      .where('restaurantId', '=', restaurantId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
  const [first, second] = [await firstItemOf(1), await firstItemOf(2)];
  pizza = { restaurantId: first.restaurantId, itemId: first.id, price: first.priceCents / 100, name: first.name };
  sushi = { restaurantId: second.restaurantId, itemId: second.id };
});

afterEach(() => db.destroy());

async function problemOf(promise: Promise<unknown>): Promise<ApiProblem> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiProblem)) throw new Error(`expected an ApiProblem, got ${String(error)}`);
  return error;
}

describe('cart', () => {
  test('adds a line priced and named from the catalog, and counts lines', async () => {
    const result = await addCartItem(db, ADA, pizza);
    expect(result.count).toBe(1);
    expect(result.line).toMatchObject({
      itemId: pizza.itemId,
      itemName: pizza.name,
      itemPrice: pizza.price,
      quantity: 1,
      userId: ADA,
    });
    await addCartItem(db, ADA, sushi);
    expect(await countCart(db, ADA)).toBe(2);
    expect((await viewCart(db, ADA)).map((line) => line.itemId)).toEqual([pizza.itemId, sushi.itemId]);
  });

  test('adding an item already in the cart raises its quantity instead of adding a line', async () => {
    await addCartItem(db, ADA, pizza);
    const result = await addCartItem(db, ADA, pizza, 2);
    expect(result.line?.quantity).toBe(3);
    expect(result.count).toBe(1);
  });

  test('refuses more than the limit of one item and keeps the cart as it was', async () => {
    await addCartItem(db, ADA, pizza, CART_MAX_QUANTITY);
    const problem = await problemOf(addCartItem(db, ADA, pizza));
    expect([problem.status, problem.code]).toEqual([400, 'quantity_limit']);
    expect((await viewCart(db, ADA))[0]?.quantity).toBe(CART_MAX_QUANTITY);
  });

  test('refuses an item that is not on that restaurant’s menu', async () => {
    const problem = await problemOf(addCartItem(db, ADA, { restaurantId: sushi.restaurantId, itemId: pizza.itemId }));
    expect([problem.status, problem.code]).toEqual([404, 'item_not_found']);
    expect(await countCart(db, ADA)).toBe(0);
  });

  test('updating to 0 or less removes the line; updating a missing line is a 404', async () => {
    await addCartItem(db, ADA, pizza);
    expect((await updateCartItem(db, ADA, pizza, 4)).line?.quantity).toBe(4);
    expect(await updateCartItem(db, ADA, pizza, 0)).toEqual({ line: null, count: 0 });
    const problem = await problemOf(updateCartItem(db, ADA, pizza, 2));
    expect([problem.status, problem.code]).toEqual([404, 'not_in_cart']);
  });

  test('remove and clear touch only this customer’s cart', async () => {
    await addCartItem(db, ADA, pizza);
    await addCartItem(db, ADA, sushi);
    await addCartItem(db, 'bob@example.com', pizza);
    expect(await removeCartItem(db, ADA, pizza)).toMatchObject({ line: null, count: 1 });
    expect(await clearCart(db, ADA)).toEqual({ line: null, count: 0 });
    expect(await countCart(db, 'bob@example.com')).toBe(1);
  });
});
