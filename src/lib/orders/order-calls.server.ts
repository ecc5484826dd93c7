import { IdParamSchema, IdempotencyKeySchema, OrderDetailsRequestSchema, PlaceOrderSchema } from '../contract.ts';
import { getDb } from '../server/db/index.ts';
import { signal } from '../server/observability/signals.ts';
import { apiCall, parseOrThrow, privateJson, readJson } from '../server/http.ts';
import { authenticate, customerForQuery } from '../identity/identity.server.ts';
import { wakeWebhookSender } from '../partner/webhook-sender.server.ts';
import { findOrder, listOrders, placeOrder } from './orders.server.ts';
import { customerWrite } from '../server/customer-writes.ts';

/**
 * `POST /order-mgmt-api/place-order`: 201 for a new order. An `Idempotency-Key` header is optional (the spec's client
 * sends none); with one, a repeat answers the first order with 200. Firebase is asked whether the session is still
 * good before the order is made (customer-writes.ts).
 */
export const placeOrderCall = apiCall(async (request) => {
  const {
    customer,
    body,
    more: key,
  } = await customerWrite(
    request,
    'order',
    PlaceOrderSchema,
    (order) => order.user.userId,
    () => {
      const header = request.headers.get('idempotency-key');
      return header === null ? undefined : parseOrThrow(IdempotencyKeySchema, header, 'Idempotency-Key');
    },
  );
  const { order, created } = await placeOrder(await getDb(), customer.email, key, body, new Date());
  if (created) {
    signal({ kind: 'order-placed' });
    // Its webhook events are committed: this instance sends them now rather than at its next look at the outbox.
    wakeWebhookSender();
  }
  return privateJson(order, created ? 201 : 200);
});

/**
 * `GET /order-mgmt-api/list-orders?user-id=`: the customer's newest orders (orders.ts bounds how many). Our own
 * `&before=<order id>`, beside the spec's query, lists the orders placed before that one.
 */
export const listOrdersCall = apiCall(async (request, url) => {
  const customer = await customerForQuery(request, url);
  const beforeParam = url.searchParams.get('before');
  const before = beforeParam === null ? undefined : parseOrThrow(IdParamSchema, beforeParam, 'before');
  return privateJson(await listOrders(await getDb(), customer.email, before));
});

/** `POST /order-mgmt-api/get-order-details`. */
export const orderDetailsCall = apiCall(async (request) => {
  // The body names no customer: the order must belong to whoever the token says, or it is "not found".
  const customer = await authenticate(request);
  const { orderId } = await readJson(request, OrderDetailsRequestSchema);
  return privateJson([await findOrder(await getDb(), customer.email, orderId)]);
});
