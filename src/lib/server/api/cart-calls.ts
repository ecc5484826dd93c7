import { CartItemPayloadSchema, CartQuantitySchema, ClearCartPayloadSchema } from '../../contract.ts';
import { addCartItem, clearCart, countCart, removeCartItem, updateCartItem, viewCart } from '../cart.ts';
import { getDb } from '../db/index.ts';
import { apiCall, parseOrThrow, privateJson } from '../http.ts';
import { customerForBody, customerForQuery } from '../identity.ts';

/** `GET /shopping-cart-api/view-shopping-cart?user-id=`: the customer's cart lines. */
export const viewCartCall = apiCall(async (request, url) => {
  const customer = await customerForQuery(request, url);
  return privateJson(await viewCart(await getDb(), customer.email));
});

/** `GET /shopping-cart-api/get-cart-item-count?user-id=`: how many lines the cart has. */
export const cartCountCall = apiCall(async (request, url) => {
  const customer = await customerForQuery(request, url);
  return privateJson(await countCart(await getDb(), customer.email));
});

/** `POST /shopping-cart-api/add-shopping-cart-item`. */
export const addCartItemCall = apiCall(async (request) => {
  const { customer, body } = await customerForBody(request, CartItemPayloadSchema, (item) => item.userId);
  return privateJson(await addCartItem(await getDb(), customer.email, body, body.quantity ?? 1));
});

/** `POST /shopping-cart-api/update-shopping-cart-item`. */
export const updateCartItemCall = apiCall(async (request) => {
  const { customer, body } = await customerForBody(request, CartItemPayloadSchema, (item) => item.userId);
  const quantity = parseOrThrow(CartQuantitySchema, body.quantity, 'quantity');
  return privateJson(await updateCartItem(await getDb(), customer.email, body, quantity));
});

/** `POST /shopping-cart-api/remove-shopping-cart-item`. */
export const removeCartItemCall = apiCall(async (request) => {
  const { customer, body } = await customerForBody(request, CartItemPayloadSchema, (item) => item.userId);
  return privateJson(await removeCartItem(await getDb(), customer.email, body));
});

/** `POST /shopping-cart-api/clear-shopping-cart`. */
export const clearCartCall = apiCall(async (request) => {
  const { customer } = await customerForBody(request, ClearCartPayloadSchema, (body) => body.userId);
  return privateJson(await clearCart(await getDb(), customer.email));
});
