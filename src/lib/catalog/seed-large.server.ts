import type { Db } from '../server/db/database.ts';
import { MenuInvalid } from './catalog-errors.server.ts';
import { checkCatalogFile } from './menu-contract.ts';
import catalog from './seed-catalog.json' with { type: 'json' };

/** Rows per INSERT: SQLite allows 32,766 parameters a statement, and a menu item row takes 10. */
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
 * images, hours, estimates and menus with their sections, tags and sold-out dishes) and adds `size.orders` past
 * orders, so that the bench can show how costs grow with the data. For measurement only: nothing in the product calls
 * it, and it writes rows in batches rather than one push at a time.
 */
export async function seedLargeDataset(db: Db, size: LargeDatasetSize): Promise<void> {
  const checked = checkCatalogFile(catalog);
  if (!checked.success) throw new MenuInvalid(checked.issues);
  const templates = checked.output;
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('restaurant')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const copies: { id: number; template: (typeof templates)[number] }[] = [];
    for (let index = Number(existing.n); index < size.restaurants; index += 1) {
      const template = templates[index % templates.length];
      if (!template) continue;
      const { id } = await trx
        .insertInto('restaurant')
        .values({
          name: `${template.name} ${Math.floor(index / templates.length) + 1}`,
          cuisine: template.cuisine,
          description: template.description,
          image: template.image,
          hours: JSON.stringify(template.hours),
          deliveryMinMinutes: template.deliveryEstimate.min,
          deliveryMaxMinutes: template.deliveryEstimate.max,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      copies.push({ id, template });
    }
    const sections = copies.flatMap(({ id, template }) =>
      template.sections.map(({ name }, position) => ({ restaurantId: id, position, name })),
    );
    const items = copies.flatMap(({ id, template }) =>
      template.sections.flatMap((section, sectionPosition) =>
        section.dishes.map((dish, position) => ({
          restaurantId: id,
          name: dish.name,
          description: dish.description,
          image: dish.image,
          priceCents: Math.round(dish.price * 100),
          timeAdded: '2026-01-15T10:00:00.000Z',
          sectionPosition,
          position,
          soldOutAt: dish.available ? null : '2026-01-15T10:00:00.000Z',
        })),
      ),
    );
    for (let start = 0; start < sections.length; start += BATCH) {
      await trx
        .insertInto('menuSection')
        .values(sections.slice(start, start + BATCH))
        .execute();
    }
    for (let start = 0; start < items.length; start += BATCH) {
      await trx
        .insertInto('menuItem')
        .values(items.slice(start, start + BATCH))
        .execute();
    }
    // Each copied dish gets its template's tags, found by its place on the menu.
    const templateOf = new Map(copies.map(({ id, template }) => [id, template]));
    for (let start = 0; start < copies.length; start += BATCH) {
      const copied = await trx
        .selectFrom('menuItem')
        .select(['id', 'restaurantId', 'sectionPosition', 'position'])
        .where(
          'restaurantId',
          'in',
          copies.slice(start, start + BATCH).map(({ id }) => id),
        )
        .execute();
      const diets = copied.flatMap(({ id, restaurantId, sectionPosition, position }) => {
        const dish = templateOf.get(restaurantId)?.sections[sectionPosition ?? -1]?.dishes[position ?? -1];
        return (dish?.dietary ?? []).map((diet) => ({ itemId: id, diet }));
      });
      for (let first = 0; first < diets.length; first += BATCH) {
        await trx
          .insertInto('menuItemDiet')
          .values(diets.slice(first, first + BATCH))
          .execute();
      }
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
      // Past orders were delivered: left Submitted (as the lines' trigger makes them), they would all be overdue, and
      // the accept deadline would spend the measurement cancelling a backlog no real store has.
      await trx
        .updateTable('orderPart')
        .set({ status: 'Delivered' })
        .where(
          'orderId',
          'in',
          ids.map(({ id }) => id),
        )
        .execute();
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
