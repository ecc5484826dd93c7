import { ORDER_STATUS_STEP_SECONDS } from 'astro:env/server';
import { IdempotencyKeySchema, PlaceOrderSchema } from '../../lib/contract.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { apiRoute, parseOrThrow, privateJson } from '../../lib/server/http.ts';
import { customerForBody } from '../../lib/server/identity.ts';
import { placeOrder } from '../../lib/server/orders.ts';

export const POST = apiRoute(async ({ request }) => {
  const { customer, body } = await customerForBody(request, PlaceOrderSchema, (order) => order.user.userId);
  const key = parseOrThrow(
    IdempotencyKeySchema,
    request.headers.get('idempotency-key') ?? undefined,
    'Idempotency-Key',
  );
  const clock = { now: new Date(), stepSeconds: ORDER_STATUS_STEP_SECONDS };
  const { order, created } = await placeOrder(await getDb(), customer.email, key, body, clock);
  return privateJson(order, created ? 201 : 200);
});
