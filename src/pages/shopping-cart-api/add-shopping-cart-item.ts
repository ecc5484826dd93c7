import { CartItemPayloadSchema } from '../../lib/contract.ts';
import { addCartItem } from '../../lib/server/cart.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { apiRoute, privateJson } from '../../lib/server/http.ts';
import { customerForBody } from '../../lib/server/identity.ts';

export const POST = apiRoute(async ({ request }) => {
  const { customer, body } = await customerForBody(request, CartItemPayloadSchema, (item) => item.userId);
  return privateJson(await addCartItem(await getDb(), customer.email, body, body.quantity ?? 1));
});
