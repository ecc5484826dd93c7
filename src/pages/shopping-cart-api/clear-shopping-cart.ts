import { ClearCartPayloadSchema } from '../../lib/contract.ts';
import { clearCart } from '../../lib/server/cart.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { apiRoute, privateJson } from '../../lib/server/http.ts';
import { customerForBody } from '../../lib/server/identity.ts';

export const POST = apiRoute(async ({ request }) => {
  const { customer } = await customerForBody(request, ClearCartPayloadSchema, (body) => body.userId);
  return privateJson(await clearCart(await getDb(), customer.email));
});
