import { IdempotencyKeySchema, OrderDetailsRequestSchema, PlaceOrderSchema } from '../../contract.ts';
import { getDb } from '../db/index.ts';
import { apiCall, parseOrThrow, privateJson, readJson } from '../http.ts';
import { authenticate, customerForBody, customerForQuery } from '../identity.ts';
import { findOrder, listOrders, placeOrder } from '../orders.ts';
import { serverSettings } from '../settings.ts';

/** Now, and how long each order status lasts: what an order's status is computed from. */
function orderClock() {
  return { now: new Date(), stepSeconds: serverSettings().ORDER_STATUS_STEP_SECONDS };
}

/** `POST /order-mgmt-api/place-order` with an `Idempotency-Key`: 201 for a new order, 200 for a repeated key. */
export const placeOrderCall = apiCall(async (request) => {
  const { customer, body } = await customerForBody(request, PlaceOrderSchema, (order) => order.user.userId);
  const key = parseOrThrow(
    IdempotencyKeySchema,
    request.headers.get('idempotency-key') ?? undefined,
    'Idempotency-Key',
  );
  const { order, created } = await placeOrder(await getDb(), customer.email, key, body, orderClock());
  return privateJson(order, created ? 201 : 200);
});

/** `GET /order-mgmt-api/list-orders?user-id=`: the customer's newest orders. */
export const listOrdersCall = apiCall(async (request, url) => {
  const customer = await customerForQuery(request, url);
  return privateJson(await listOrders(await getDb(), customer.email, orderClock()));
});

/** `POST /order-mgmt-api/get-order-details`. */
export const orderDetailsCall = apiCall(async (request) => {
  // The body names no customer: the order must belong to whoever the token says, or it is "not found".
  const customer = await authenticate(request);
  const { orderId } = await readJson(request, OrderDetailsRequestSchema);
  return privateJson([await findOrder(await getDb(), customer.email, orderId, orderClock())]);
});
