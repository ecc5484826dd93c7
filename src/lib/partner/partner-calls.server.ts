import * as v from 'valibot';
import { IdParamSchema } from '../contract.ts';
import type { Db } from '../server/db/database.ts';
import { getDb } from '../server/db/index.ts';
import { ApiProblem } from '../server/http.ts';
import { moveOrderPart } from '../orders/order-parts.server.ts';
import type { Integration } from './integrations.server.ts';
import { ORDERS_PAGE_DEFAULT, OrdersQuerySchema, StatusChangeSchema } from './partner-contract.ts';
import {
  parseAll,
  partnerCall,
  partnerJson,
  partnerQuery,
  readPartnerJson,
  requireRestaurant,
} from './partner-http.server.ts';
import { listPartnerOrders, partnerOrders } from './partner-orders.server.ts';

const OrderIdSchema = v.object({ orderId: IdParamSchema });

/**
 * `GET /partner-api/v1/orders?status=&after=&limit=`: the parts of orders of the integration's restaurants, oldest
 * first, a page at a time (`next` is the `after` of the next page).
 */
export const listOrdersCall = partnerCall(async ({ url, integration }) => {
  const query = partnerQuery(url, OrdersQuerySchema);
  const page = await listPartnerOrders(await getDb(), {
    restaurantIds: [...integration.restaurantIds],
    status: query.status,
    after: query.after,
    limit: query.limit ?? ORDERS_PAGE_DEFAULT,
  });
  return partnerJson(page);
});

/**
 * Which restaurant's part of the order a status change is for: the one named, or the integration's only part of the
 * order. Unknown orders are 404; an order with no part of the integration's restaurants, or a restaurant it does not
 * act for, 403.
 */
async function partFor(db: Db, integration: Integration, orderId: number, named: number | undefined): Promise<number> {
  const parts = await db
    .selectFrom('orderPart')
    .select('restaurantId')
    .where('orderId', '=', orderId)
    .orderBy('restaurantId')
    .execute();
  if (parts.length === 0) throw new ApiProblem(404, 'order_not_found', `There is no order ${orderId}.`);
  if (named !== undefined) {
    requireRestaurant(integration, named);
    if (!parts.some((part) => part.restaurantId === named)) {
      throw new ApiProblem(404, 'order_not_found', `Order ${orderId} has nothing from restaurant ${named}.`);
    }
    return named;
  }
  const ours = parts.map((part) => part.restaurantId).filter((id) => integration.restaurantIds.has(id));
  const [only] = ours;
  if (only === undefined) {
    throw new ApiProblem(403, 'forbidden', `This integration acts for none of the restaurants of order ${orderId}.`);
  }
  if (ours.length > 1) {
    const message = `is required: this integration acts for restaurants ${ours.join(', ')} of this order`;
    throw new ApiProblem(400, 'invalid_input', `The body has one problem: restaurantId ${message}.`, {}, [
      { path: 'restaurantId', message },
    ]);
  }
  return only;
}

/**
 * `POST /partner-api/v1/orders/{orderId}/status` `{ status, reason?, restaurantId? }`: moves the integration's part of
 * the order (order-status.ts has the rules; Rejected and Cancelled need a reason). Answers the part as it is now,
 * 200 also when it already had that status; 409 naming the status it is in for a move the rules refuse.
 */
export const changeStatusCall = partnerCall(
  async ({ request, params, integration }) => {
    const { orderId } = parseAll(OrderIdSchema, { orderId: params['orderId'] }, 'address');
    const change = await readPartnerJson(request, StatusChangeSchema);
    const db = await getDb();
    const restaurantId = await partFor(db, integration, orderId, change.restaurantId);
    await moveOrderPart(db, {
      orderId,
      restaurantId,
      status: change.status,
      reason: change.reason,
      integrationId: integration.id,
      now: new Date(),
    });
    const [order] = await partnerOrders(db, [{ orderId, restaurantId }]);
    return partnerJson({ order });
  },
  { write: true },
);
