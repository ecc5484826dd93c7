import type { Db } from '../server/db/database.ts';
import catalog from './seed-catalog.json' with { type: 'json' };

/** Rows per INSERT: SQLite allows 32,766 parameters a statement, and a menu item row takes 6. */
const BATCH = 500;

export interface LargeDatasetSize {
  restaurants: number;
  orders: number;
  /** Customers the orders are spread over; the bench's own customer gets `benchCustomerOrders` of them. */
  customers: number;
  benchCustomer: string;
  benchCustomerOrders: number;
}

/**
 * Grows the demo catalog to `size.restaurants` restaurants (copies of the demo ones under new names, reusing their
 * images and menus) and adds `size.orders` past orders, so that the bench can show how costs grow with the data.
 * For measurement only: nothing in the product calls it.
 */
export async function seedLargeDataset(db: Db, size: LargeDatasetSize): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('restaurant')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const items: {
      restaurantId: number;
      name: string;
      description: string;
      image: string;
      priceCents: number;
      timeAdded: string;
    }[] = [];
    for (let index = Number(existing.n); index < size.restaurants; index += 1) {
      const template = catalog[index % catalog.length];
      if (!template) continue;
      const { id } = await trx
        .insertInto('restaurant')
        .values({
          name: `${template.name} ${Math.floor(index / catalog.length) + 1}`,
          cuisine: template.cuisine,
          description: template.description,
          image: template.image,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const item of template.items) {
        items.push({
          restaurantId: id,
          name: item.name,
          description: item.description,
          image: item.image,
          priceCents: item.priceCents,
          timeAdded: '2026-01-15T10:00:00.000Z',
        });
      }
    }
    for (let start = 0; start < items.length; start += BATCH) {
      await trx
        .insertInto('menuItem')
        .values(items.slice(start, start + BATCH))
        .execute();
    }

    const menu = await trx
      .selectFrom('menuItem')
      .select(['id', 'restaurantId', 'name', 'image', 'priceCents'])
      .execute();
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let first = 0; first < size.orders; first += BATCH) {
      const orders = [];
      for (let index = first; index < Math.min(first + BATCH, size.orders); index += 1) {
        orders.push({
          userId:
            index < size.benchCustomerOrders ? size.benchCustomer : `customer-${index % size.customers}@example.com`,
          placedAt: new Date(start + index * 60_000).toISOString(),
          totalCents: 0,
          street: 'Main Street',
          buildingNumber: String(1 + (index % 200)),
          apartmentNumber: String(1 + (index % 30)),
          city: 'Springfield',
          zipCode: '12345',
        });
      }
      const ids = await trx.insertInto('customerOrder').values(orders).returning('id').execute();
      const lines = ids.flatMap(({ id }, offset) =>
        [0, 1, 2].map((line) => {
          const item = menu[(id * 7 + line * 13 + offset) % menu.length];
          if (!item) throw new Error('the catalog has no menu items');
          return {
            orderId: id,
            restaurantId: item.restaurantId,
            itemId: item.id,
            itemName: item.name,
            itemImageUrl: item.image,
            priceCents: item.priceCents,
            quantity: 1 + line,
          };
        }),
      );
      await trx.insertInto('orderLine').values(lines).execute();
    }
    // Totals from the lines, in one statement rather than one per order.
    await trx
      .updateTable('customerOrder')
      .set((eb) => ({
        totalCents: eb
          .selectFrom('orderLine')
          .select((inner) =>
            inner.fn
              .coalesce(
                inner.fn.sum<number>(inner('orderLine.priceCents', '*', inner.ref('orderLine.quantity'))),
                inner.lit(0),
              )
              .as('total'),
          )
          .whereRef('orderLine.orderId', '=', 'customerOrder.id'),
      }))
      .execute();
  });
}
