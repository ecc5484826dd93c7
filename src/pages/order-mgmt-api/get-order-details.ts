import { ORDER_STATUS_STEP_SECONDS } from 'astro:env/server';
import { OrderDetailsRequestSchema } from '../../lib/contract.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { apiRoute, privateJson, readJson } from '../../lib/server/http.ts';
import { authenticate } from '../../lib/server/identity.ts';
import { findOrder } from '../../lib/server/orders.ts';

// The body names no customer: the order must belong to whoever the token says, or it is "not found".
export const POST = apiRoute(async ({ request }) => {
  const customer = await authenticate(request);
  const { orderId } = await readJson(request, OrderDetailsRequestSchema);
  const clock = { now: new Date(), stepSeconds: ORDER_STATUS_STEP_SECONDS };
  return privateJson([await findOrder(await getDb(), customer.email, orderId, clock)]);
});
