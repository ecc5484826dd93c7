import { ORDER_STATUS_STEP_SECONDS } from 'astro:env/server';
import { getDb } from '../../lib/server/db/index.ts';
import { apiRoute, privateJson } from '../../lib/server/http.ts';
import { customerForQuery } from '../../lib/server/identity.ts';
import { listOrders } from '../../lib/server/orders.ts';

export const GET = apiRoute(async ({ request, url }) => {
  const customer = await customerForQuery(request, url);
  const clock = { now: new Date(), stepSeconds: ORDER_STATUS_STEP_SECONDS };
  return privateJson(await listOrders(await getDb(), customer.email, clock));
});
