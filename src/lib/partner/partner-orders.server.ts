import type { OrderStatus } from '../contract.ts';
import type { Db } from '../server/db/database.ts';
import { ORDER_PART_COLUMNS } from '../orders/order-part-columns.server.ts';
import { ApiProblem } from '../server/http.ts';
import type { PartnerOrder, PartnerOrderPage } from './partner-contract.ts';

/**
 * Orders as a restaurant's kitchen sees them: one part per restaurant (an order of two restaurants is two parts, each
 * with its own lines, total and status), in the order listing of the partner API and in every webhook event.
 */

/** One restaurant's part of one order. */
export interface PartRef {
  orderId: number;
  restaurantId: number;
}

const key = ({ orderId, restaurantId }: PartRef) => `${orderId}:${restaurantId}`;

/** The parts named, as their kitchens see them, in the order named; a part that does not exist is left out. */
export async function partnerOrders(db: Db, refs: readonly PartRef[]): Promise<PartnerOrder[]> {
  if (refs.length === 0) return [];
  const orderIds = [...new Set(refs.map((ref) => ref.orderId))];
  const restaurantIds = [...new Set(refs.map((ref) => ref.restaurantId))];
  const [parts, lines, changes] = await Promise.all([
    db
      .selectFrom('orderPart as p')
      .innerJoin('customerOrder as o', 'o.id', 'p.orderId')
      .select([...ORDER_PART_COLUMNS, 'o.street', 'o.buildingNumber', 'o.apartmentNumber', 'o.city', 'o.zipCode'])
      .where('p.orderId', 'in', orderIds)
      .where('p.restaurantId', 'in', restaurantIds)
      .execute(),
    db
      .selectFrom('orderLine')
      .select(['orderId', 'restaurantId', 'itemId', 'itemName', 'priceCents', 'quantity'])
      .where('orderId', 'in', orderIds)
      .where('restaurantId', 'in', restaurantIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('orderPartChange')
      .select(['orderId', 'restaurantId', 'status', 'changedAt'])
      .where('orderId', 'in', orderIds)
      .where('restaurantId', 'in', restaurantIds)
      .orderBy('id')
      .execute(),
  ]);
  // Grouped once: the accept deadline asks about a batch of hundreds of parts, and filtering every row for each part
  // made that batch's cost grow with its square.
  const byPart = new Map(parts.map((part) => [key(part), part]));
  const linesOf = groupByPart(lines);
  const changesOf = groupByPart(changes);
  return refs.flatMap((ref) => {
    const part = byPart.get(key(ref));
    if (!part) return [];
    const itsLines = linesOf.get(key(ref)) ?? [];
    const totalCents = itsLines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    return [
      {
        orderId: part.orderId,
        restaurantId: part.restaurantId,
        status: part.status as OrderStatus,
        ...(part.reason === null ? {} : { reason: part.reason }),
        placedAt: part.placedAt,
        updatedAt: part.updatedAt,
        changes: [
          { status: 'Submitted' as const, at: part.placedAt },
          ...(changesOf.get(key(ref)) ?? []).map((change) => ({
            status: change.status as OrderStatus,
            at: change.changedAt,
          })),
        ],
        items: itsLines.map((line) => ({
          itemId: line.itemId,
          name: line.itemName,
          price: line.priceCents / 100,
          quantity: line.quantity,
        })),
        total: totalCents / 100,
        deliveryAddress: {
          street: part.street,
          buildingNumber: part.buildingNumber,
          apartmentNumber: part.apartmentNumber,
          city: part.city,
          zipCode: part.zipCode,
        },
      },
    ];
  });
}

/** `rows` by the part they belong to, each part's in the order given. */
function groupByPart<T extends PartRef>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Every part of one order, restaurant by restaurant. */
export async function partsOfOrder(db: Db, orderId: number): Promise<PartnerOrder[]> {
  const refs = await db
    .selectFrom('orderPart')
    .select(['orderId', 'restaurantId'])
    .where('orderId', '=', orderId)
    .orderBy('restaurantId')
    .execute();
  return partnerOrders(db, refs);
}

/** Where a page of the listing ends: the last part it holds, opaque to the caller. */
function cursorOf(ref: PartRef): string {
  return Buffer.from(`${ref.orderId}.${ref.restaurantId}`).toString('base64url');
}

function refOfCursor(cursor: string): PartRef {
  const match = /^([1-9][0-9]{0,8})\.([1-9][0-9]{0,8})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) {
    throw new ApiProblem(400, 'invalid_input', 'The query has a problem: after is not a cursor this API gave.', {}, [
      { path: 'after', message: 'is not a cursor this API gave' },
    ]);
  }
  return { orderId: Number(match[1]), restaurantId: Number(match[2]) };
}

/** What a page of the listing is asked for. */
export interface PartnerOrderQuery {
  restaurantIds: readonly number[];
  status?: OrderStatus | undefined;
  /** The cursor of the page before. */
  after?: string | undefined;
  limit: number;
}

/**
 * A page of the parts of `restaurantIds`' orders, oldest first (by order number, then restaurant), with `status` if
 * asked, after the cursor of the page before. A part placed while a caller pages may land on a page already read:
 * to find new orders, list again from the start (`status=Submitted` lists those still to accept).
 */
export async function listPartnerOrders(db: Db, query: PartnerOrderQuery): Promise<PartnerOrderPage> {
  if (query.restaurantIds.length === 0) return { orders: [], next: null };
  let parts = db
    .selectFrom('orderPart')
    .select(['orderId', 'restaurantId'])
    .where('restaurantId', 'in', [...query.restaurantIds])
    .orderBy('orderId')
    .orderBy('restaurantId')
    .limit(query.limit + 1);
  if (query.status !== undefined) parts = parts.where('status', '=', query.status);
  if (query.after !== undefined) {
    const after = refOfCursor(query.after);
    parts = parts.where((eb) =>
      eb.or([
        eb('orderId', '>', after.orderId),
        eb.and([eb('orderId', '=', after.orderId), eb('restaurantId', '>', after.restaurantId)]),
      ]),
    );
  }
  const refs = await parts.execute();
  const page = refs.slice(0, query.limit);
  const last = page.at(-1);
  return {
    orders: await partnerOrders(db, page),
    next: refs.length > query.limit && last ? cursorOf(last) : null,
  };
}
