import { createHash } from 'node:crypto';
import type { InferOutput } from 'valibot';
import { CART_MAX_QUANTITY, type Order, type OrderPart, type PlaceOrderSchema } from '../contract.ts';
import { markAddressUsed } from '../addresses/addresses.server.ts';
import { requireOrderable } from '../catalog/availability.server.ts';
import { markCustomerChanged } from '../server/customer-version.ts';
import type { Db } from '../server/db/database.ts';
import { isUniqueViolation } from '../server/db/dialect.ts';
import { ApiProblem } from '../server/http.ts';
import { enqueueOrderPlaced } from '../partner/outbox.server.ts';
import { DEFAULT_DELIVERY_ESTIMATE, partsOfOrders } from './order-parts.server.ts';
import { orderDeliveryTime, overallStatus } from './order-status.ts';

/** A place-order body as PlaceOrderSchema parses it. */
export type PlaceOrderInput = InferOutput<typeof PlaceOrderSchema>;

/** The order place-order answers, and whether this request created it (201) or repeated an earlier one (200). */
export interface PlacedOrder {
  order: Order;
  created: boolean;
}

/**
 * The order list holds a customer's 100 most recent orders, and at most ORDER_LIST_MAX_LINES lines in all: enough for
 * any screen, and it keeps the answer small and fast however long a customer has been ordering and however big their
 * orders. Orders are listed whole (Order Again reorders a listed order's lines), so the list stops before the order
 * that would pass the line bound; the newest order is always listed. Older orders are asked for with `before`
 * (listOrders; docs/decisions/010-the-api-where-the-spec-is-silent.md).
 */
const ORDER_LIST_LIMIT = 100;
const ORDER_LIST_MAX_LINES = 1_000;

/** Idempotency keys older than this are purged; clients are promised at least 24 hours. */
const IDEMPOTENCY_KEY_RETENTION_MS = 48 * 60 * 60 * 1000;

/**
 * Places an order priced from the catalog, takes what it orders out of the customer's cart, marks the saved address
 * it goes to (if it is one) as used now, and writes the `order.placed` webhook events of its parts into the outbox, in
 * one transaction. With an `idempotencyKey`, a repeat with the same payload answers the first order instead of placing
 * another; without one, every call places an order (the spec's client sends none). The write limit is the caller's
 * (api/customer-writes.ts), and so is waking the webhook sender once this has committed.
 */
export async function placeOrder(
  db: Db,
  userId: string,
  idempotencyKey: string | undefined,
  input: PlaceOrderInput,
  now: Date,
): Promise<PlacedOrder> {
  if (idempotencyKey === undefined) {
    return db.transaction().execute(async (trx) => {
      await markCustomerChanged(trx, userId);
      return { order: await createOrderFromCart(trx, userId, input, now), created: true };
    });
  }
  const requestHash = hashRequest(input);
  try {
    return await db.transaction().execute(async (trx) => {
      await markCustomerChanged(trx, userId);
      const earlier = await earlierOrder(trx, userId, idempotencyKey, requestHash);
      if (earlier) return { order: earlier, created: false };
      const order = await createOrderFromCart(trx, userId, input, now);
      await rememberKey(trx, { userId, key: idempotencyKey, requestHash, orderId: order.orderId }, now);
      return { order, created: true };
    });
  } catch (error) {
    // A concurrent request with the same key committed first: the key's primary key refused ours and the whole
    // transaction, order included, rolled back. Answer as that request's retry. (The customer's version row, locked
    // first, already queues such requests one behind the other; the primary key is what guarantees it.)
    if (!isUniqueViolation(error)) throw error;
    const earlier = await earlierOrder(db, userId, idempotencyKey, requestHash);
    if (!earlier) throw error;
    return { order: earlier, created: false };
  }
}

/**
 * Creates the order (its lines make its parts, Submitted: migration 0009), writes its webhook events, takes what it
 * orders out of the customer's cart and marks the saved address as used; the order as listed.
 */
async function createOrderFromCart(db: Db, userId: string, input: PlaceOrderInput, now: Date) {
  const ordered = mergeLines(input.orderItems);
  await requireOrderable(db, ordered, now);
  const orderId = await createOrder(db, userId, input, ordered, now);
  await enqueueOrderPlaced(db, orderId, now);
  await takeOutOfCart(db, userId, ordered);
  await markAddressUsed(db, userId, input.shippingAddress, now);
  return findOrder(db, userId, orderId);
}

/**
 * Takes each ordered item out of the cart, up to the quantity ordered: a line holding more keeps the difference, and
 * lines the order does not hold stay (added from another device while this one checked out). The customer's version
 * row, locked first in the transaction, holds their other writes back meanwhile, so the lines read are the lines
 * changed.
 */
async function takeOutOfCart(db: Db, userId: string, ordered: OrderItemRef[]): Promise<void> {
  const lines = await db
    .selectFrom('cartLine')
    .select(['id', 'itemId', 'quantity'])
    .where('userId', '=', userId)
    .where(
      'itemId',
      'in',
      ordered.map((item) => item.itemId),
    )
    .execute();
  const orderedQuantity = new Map(ordered.map((item) => [item.itemId, item.quantity]));
  const emptied: number[] = [];
  for (const line of lines) {
    const left = line.quantity - (orderedQuantity.get(line.itemId) ?? 0);
    if (left <= 0) emptied.push(line.id);
    else await db.updateTable('cartLine').set({ quantity: left }).where('id', '=', line.id).execute();
  }
  if (emptied.length > 0) await db.deleteFrom('cartLine').where('id', 'in', emptied).execute();
}

/**
 * The customer's most recent orders, newest first, with their lines: at most ORDER_LIST_LIMIT orders and
 * ORDER_LIST_MAX_LINES lines (the newest order always). With `before` (one of the customer's order ids), the orders
 * listed after that one; none for an id that is not theirs.
 */
export async function listOrders(db: Db, userId: string, before?: number): Promise<Order[]> {
  let newest = db
    .selectFrom('customerOrder as o')
    .innerJoin('orderLine as l', 'l.orderId', 'o.id')
    .select((eb) => ['o.id', eb.fn.countAll<number>().as('lines')])
    .where('o.userId', '=', userId)
    .groupBy(['o.id', 'o.placedAt'])
    .orderBy('o.placedAt', 'desc')
    .orderBy('o.id', 'desc')
    .limit(ORDER_LIST_LIMIT);
  if (before !== undefined) {
    const anchor = await db
      .selectFrom('customerOrder')
      .select('placedAt')
      .where('id', '=', before)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!anchor) return [];
    newest = newest.where((eb) =>
      eb.or([
        eb('o.placedAt', '<', anchor.placedAt),
        eb.and([eb('o.placedAt', '=', anchor.placedAt), eb('o.id', '<', before)]),
      ]),
    );
  }
  const listed: number[] = [];
  let lines = 0;
  for (const order of await newest.execute()) {
    lines += Number(order.lines);
    if (listed.length > 0 && lines > ORDER_LIST_MAX_LINES) break;
    listed.push(order.id);
  }
  if (listed.length === 0) return [];
  const rows = await orderRows(db, (orders) => orders.where('id', 'in', listed)).execute();
  return toOrders(db, rows);
}

/** One of the customer's orders; a 404 alike for unknown ids and other customers' orders, so neither leaks. */
export async function findOrder(db: Db, userId: string, orderId: number): Promise<Order> {
  const rows = await orderRows(db, (orders) => orders.where('id', '=', orderId).where('userId', '=', userId)).execute();
  const [order] = await toOrders(db, rows);
  if (!order) throw new ApiProblem(404, 'order_not_found', 'That order was not found.');
  return order;
}

function allOrders(db: Db) {
  return db.selectFrom('customerOrder').selectAll();
}

type OrderQuery = ReturnType<typeof allOrders>;

/** Orders chosen by `narrow` joined with their lines: one query however many orders, newest first. */
function orderRows(db: Db, narrow: (orders: OrderQuery) => OrderQuery) {
  return db
    .selectFrom(narrow(allOrders(db)).as('o'))
    .innerJoin('orderLine as l', 'l.orderId', 'o.id')
    .select([
      'o.id as orderId',
      'o.placedAt',
      'o.totalCents',
      'o.street',
      'o.buildingNumber',
      'o.apartmentNumber',
      'o.city',
      'o.zipCode',
      'l.itemId',
      'l.itemName',
      'l.itemImageUrl',
      'l.priceCents',
      'l.quantity',
      'l.restaurantId',
    ])
    .orderBy('o.placedAt', 'desc')
    .orderBy('o.id', 'desc')
    .orderBy('l.id');
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];

/** The orders of `rows` (their lines) with their parts' statuses, each order's own derived from them. */
async function toOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  const parts = await partsOfOrders(db, [...new Set(rows.map((row) => row.orderId))]);
  const orders = new Map<number, Order>();
  for (const row of rows) {
    let order = orders.get(row.orderId);
    if (!order) {
      order = toOrder(row, parts.get(row.orderId) ?? []);
      orders.set(row.orderId, order);
    }
    order.orderItems.push({
      itemId: row.itemId,
      itemName: row.itemName,
      itemImageUrl: row.itemImageUrl,
      itemPrice: row.priceCents / 100,
      quantity: row.quantity,
      restaurantId: row.restaurantId,
    });
  }
  return [...orders.values()];
}

function toOrder(row: OrderRow, parts: OrderPart[]): Order {
  // Parts are made with the lines, in the same transaction: an order read has them. The fallback is for the reader's
  // sake alone.
  const fallback = new Date(Date.parse(row.placedAt) + DEFAULT_DELIVERY_ESTIMATE.max * 60_000).toISOString();
  return {
    orderId: row.orderId,
    status: overallStatus(parts),
    estimatedDeliveryTime: parts.length > 0 ? orderDeliveryTime(parts) : fallback,
    totalCost: row.totalCents / 100,
    shippingAddress: {
      street: row.street,
      buildingNumber: row.buildingNumber,
      apartmentNumber: row.apartmentNumber,
      city: row.city,
      zipCode: row.zipCode,
    },
    orderItems: [],
    parts,
  };
}

type OrderItemRef = PlaceOrderInput['orderItems'][number];

/** Inserts the order and its lines, priced from the catalog, or refuses a total the customer did not see. */
async function createOrder(
  db: Db,
  userId: string,
  input: PlaceOrderInput,
  ordered: OrderItemRef[],
  placedAt: Date,
): Promise<number> {
  const lines = await priceLines(db, ordered);
  const totalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  // Half a cent absorbs the float error of a dollar amount; anything more is a price the customer was not shown.
  if (Math.abs(input.totalCost * 100 - totalCents) > 0.5) {
    throw new ApiProblem(
      409,
      'total_mismatch',
      `The total has changed to $${(totalCents / 100).toFixed(2)}. Please review your order.`,
    );
  }
  const { id } = await db
    .insertInto('customerOrder')
    .values({ userId, placedAt: placedAt.toISOString(), totalCents, ...input.shippingAddress })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orderLine')
    .values(lines.map((line) => ({ orderId: id, ...line })))
    .execute();
  return id;
}

/** One line per item: a client that sends an item twice means the sum of both. */
function mergeLines(items: OrderItemRef[]): OrderItemRef[] {
  const merged = new Map<string, OrderItemRef>();
  for (const item of items) {
    const key = `${item.restaurantId}:${item.itemId}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + item.quantity;
    if (quantity > CART_MAX_QUANTITY) {
      throw new ApiProblem(400, 'quantity_limit', `You can order at most ${CART_MAX_QUANTITY} of one item.`);
    }
    merged.set(key, { ...item, quantity });
  }
  return [...merged.values()];
}

/** The lines with the catalog's current name, image and price; a 404 if any item is not on its restaurant's menu. */
async function priceLines(db: Db, items: OrderItemRef[]) {
  const catalog = await db
    .selectFrom('menuItem as m')
    .innerJoin('restaurant as r', 'r.id', 'm.restaurantId')
    .select(['m.id', 'm.restaurantId', 'm.name', 'm.image', 'm.priceCents'])
    .where(
      'm.id',
      'in',
      items.map((item) => item.itemId),
    )
    .execute();
  const byId = new Map(catalog.map((item) => [item.id, item]));
  return items.map(({ restaurantId, itemId, quantity }) => {
    const item = byId.get(itemId);
    if (item?.restaurantId !== restaurantId) {
      throw new ApiProblem(404, 'item_not_found', 'An item in your order is not on its restaurant’s menu.');
    }
    return {
      restaurantId,
      itemId,
      itemName: item.name,
      itemImageUrl: item.image,
      priceCents: item.priceCents,
      quantity,
    };
  });
}

/** The order an earlier request with this key placed; a 422 if that request carried another payload. */
async function earlierOrder(db: Db, userId: string, key: string, requestHash: string): Promise<Order | undefined> {
  const earlier = await db
    .selectFrom('idempotencyKey')
    .select(['requestHash', 'orderId'])
    .where('userId', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!earlier) return undefined;
  if (earlier.requestHash !== requestHash) {
    throw new ApiProblem(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    );
  }
  return findOrder(db, userId, earlier.orderId);
}

/** Stores the key, purging expired ones on the way so the table never grows without bound. */
async function rememberKey(
  db: Db,
  entry: { userId: string; key: string; requestHash: string; orderId: number },
  now: Date,
): Promise<void> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS).toISOString();
  await db.deleteFrom('idempotencyKey').where('createdAt', '<', expired).execute();
  await db
    .insertInto('idempotencyKey')
    .values({ ...entry, createdAt: now.toISOString() })
    .execute();
}

/** SHA-256 of the payload's canonical JSON (keys sorted), so key order and whitespace do not make a new payload. */
function hashRequest(input: PlaceOrderInput): string {
  const canonical = JSON.stringify(input, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}
