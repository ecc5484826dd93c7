import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { addCartItem, clearCart, removeCartItem, updateCartItem } from '../../../../src/lib/cart/cart.server.ts';
import { customerVersion } from '../../../../src/lib/server/customer-version.ts';
import type { Connection } from '../../../../src/lib/server/db/database.ts';
import { seedDemoCatalog } from '../../../../src/lib/catalog/seed.server.ts';
import { placeOrder } from '../../../../src/lib/orders/orders.server.ts';
import { freshConnection } from '../../../fixtures/database.ts';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';
let connection: Connection;
let item: { restaurantId: number; itemId: number; priceCents: number };

beforeEach(async () => {
  connection = await freshConnection();
  await seedDemoCatalog(connection);
  const first = await connection.db
    .selectFrom('menuItem')
    .select(['restaurantId', 'id as itemId', 'priceCents'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  item = first;
});

afterEach(() => connection.db.destroy());

const version = (userId: string) => customerVersion(connection.db, userId);

describe("a customer's version", () => {
  test('is 0 before they change anything, and rises with every cart write and order, theirs only', async () => {
    const { db } = connection;
    expect(await version(ANN)).toBe(0);
    const seen = [];
    await addCartItem(db, ANN, item);
    seen.push(await version(ANN));
    await updateCartItem(db, ANN, item, 3);
    seen.push(await version(ANN));
    await removeCartItem(db, ANN, item);
    seen.push(await version(ANN));
    await clearCart(db, ANN);
    seen.push(await version(ANN));
    const order = {
      user: { userId: ANN },
      shippingAddress: { street: 'S', buildingNumber: '1', apartmentNumber: '2', city: 'C', zipCode: '12345' },
      totalCost: item.priceCents / 100,
      orderItems: [{ ...item, quantity: 1 }],
    };
    await placeOrder(db, ANN, undefined, order, new Date());
    seen.push(await version(ANN));
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(await version(BOB)).toBe(0);
  });

  test('asked for several customers at once, each gets their own', async () => {
    await addCartItem(connection.db, ANN, item);
    await addCartItem(connection.db, BOB, item);
    await addCartItem(connection.db, BOB, item);
    expect(await Promise.all([version(BOB), version('nobody@example.com'), version(ANN), version(BOB)])).toEqual([
      2, 0, 1, 2,
    ]);
  });

  test('does not move for a write that was refused', async () => {
    await addCartItem(connection.db, ANN, item);
    await expect(updateCartItem(connection.db, ANN, { ...item, itemId: 999_999 }, 2)).rejects.toThrow();
    expect(await version(ANN)).toBe(1);
  });
});

describe('a catalog change made from outside the storefront (database triggers)', () => {
  const CAROL = 'carol@example.com';
  let other: { restaurantId: number; itemId: number };

  beforeEach(async () => {
    other = await connection.db
      .selectFrom('menuItem')
      .select(['restaurantId', 'id as itemId'])
      .where('restaurantId', '!=', item.restaurantId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await addCartItem(connection.db, ANN, item);
    await addCartItem(connection.db, BOB, item);
    await addCartItem(connection.db, CAROL, other);
  });

  const versions = () => Promise.all([version(ANN), version(BOB), version(CAROL)]);

  test('a dish taken off the menu raises the versions of the customers whose carts held it, and only theirs', async () => {
    await connection.db.deleteFrom('menuItem').where('id', '=', item.itemId).execute();
    expect(await versions()).toEqual([2, 2, 1]);
    expect(await connection.db.selectFrom('cartLine').select('userId').execute()).toEqual([{ userId: CAROL }]);
  });

  test('a price or name change raises them; a change no cart shows does not', async () => {
    await connection.db
      .updateTable('menuItem')
      .set({ priceCents: item.priceCents + 100 })
      .where('id', '=', item.itemId)
      .execute();
    expect(await versions()).toEqual([2, 2, 1]);
    await connection.db.updateTable('menuItem').set({ name: 'Renamed' }).where('id', '=', item.itemId).execute();
    expect(await versions()).toEqual([3, 3, 1]);
    await connection.db
      .updateTable('menuItem')
      .set({ timeAdded: new Date().toISOString() })
      .where('id', '=', item.itemId)
      .execute();
    expect(await versions()).toEqual([3, 3, 1]);
  });

  test('a restaurant renamed or closed raises the versions of the customers with its dishes', async () => {
    await connection.db
      .updateTable('restaurant')
      .set({ name: 'New Name' })
      .where('id', '=', other.restaurantId)
      .execute();
    expect(await versions()).toEqual([1, 1, 2]);
    await connection.db.deleteFrom('menuItem').where('restaurantId', '=', item.restaurantId).execute();
    await connection.db.deleteFrom('restaurant').where('id', '=', item.restaurantId).execute();
    expect((await versions()).slice(0, 2)).toEqual([2, 2]);
  });
});
