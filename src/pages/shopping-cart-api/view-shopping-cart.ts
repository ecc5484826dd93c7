import { viewCart } from '../../lib/server/cart.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { apiRoute, privateJson } from '../../lib/server/http.ts';
import { customerForQuery } from '../../lib/server/identity.ts';

export const GET = apiRoute(async ({ request, url }) => {
  const customer = await customerForQuery(request, url);
  return privateJson(await viewCart(await getDb(), customer.email));
});
