import {
  IdParamSchema,
  IdempotencyKeySchema,
  OrderDetailsRequestSchema,
  PlaceOrderSchema,
  type Order,
} from '../contract.ts';
import { customerReads } from '../server/customer-reads.ts';
import { customerVersion } from '../server/customer-version.ts';
import type { Db } from '../server/db/database.ts';
import { getDb } from '../server/db/index.ts';
import { signal } from '../server/observability/signals.ts';
import { apiCall, parseOrThrow, privateJson, readJson, type ApiAnswer } from '../server/http.ts';
import { authenticate, customerForQuery } from '../identity/identity.server.ts';
import { nextStatusChangeAt, type StatusClock } from './order-status.server.ts';
import { findOrder, listOrders, placeOrder } from './orders.server.ts';
import { serverSettings } from '../server/settings.ts';
import { customerWrite } from '../server/customer-writes.ts';

/** Now, and how long each order status lasts: what an order's status is computed from. */
function orderClock(): StatusClock {
  return { now: new Date(), stepSeconds: serverSettings().ORDER_STATUS_STEP_SECONDS };
}

/** Orders answered from memory until the customer places another or one of their statuses moves on. */
async function ordersRead(
  customer: string,
  what: string,
  read: (db: Db, clock: StatusClock) => Promise<Order[]>,
): Promise<ApiAnswer> {
  const db = await getDb();
  const version = await customerVersion(db, customer);
  return customerReads.read(customer, what, version, async () => {
    const clock = orderClock();
    const orders = await read(db, clock);
    const changes = orders.map((order) =>
      nextStatusChangeAt(order.estimatedDeliveryTime, clock.now, clock.stepSeconds),
    );
    return { answer: privateJson(orders), validUntil: Math.min(Infinity, ...changes) };
  });
}

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
  const { order, created } = await placeOrder(await getDb(), customer.email, key, body, orderClock());
  if (created) signal({ kind: 'order-placed' });
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
  return ordersRead(customer.email, before === undefined ? 'orders' : `orders:before:${before}`, (db, clock) =>
    listOrders(db, customer.email, clock, before),
  );
});

/** `POST /order-mgmt-api/get-order-details`. */
export const orderDetailsCall = apiCall(async (request) => {
  // The body names no customer: the order must belong to whoever the token says, or it is "not found".
  const customer = await authenticate(request);
  const { orderId } = await readJson(request, OrderDetailsRequestSchema);
  return ordersRead(customer.email, `order:${orderId}`, async (db, clock) => [
    await findOrder(db, customer.email, orderId, clock),
  ]);
});
