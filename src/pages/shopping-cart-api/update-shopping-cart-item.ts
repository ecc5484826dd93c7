import { CartItemPayloadSchema, CartQuantitySchema } from '../../lib/contract.ts';
import { updateCartItem } from '../../lib/server/cart.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { apiRoute, parseOrThrow, privateJson } from '../../lib/server/http.ts';
import { customerForBody } from '../../lib/server/identity.ts';

export const POST = apiRoute(async ({ request }) => {
  const { customer, body } = await customerForBody(request, CartItemPayloadSchema, (item) => item.userId);
  const quantity = parseOrThrow(CartQuantitySchema, body.quantity, 'quantity');
  return privateJson(await updateCartItem(await getDb(), customer.email, body, quantity));
});
