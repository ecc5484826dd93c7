import { CartItemPayloadSchema, CartQuantitySchema, ClearCartPayloadSchema } from '../contract.ts';
import type { Db } from '../server/db/database.ts';
import { addCartItem, clearCart, countCart, removeCartItem, updateCartItem, viewCart } from './cart.server.ts';
import { getDb } from '../server/db/index.ts';
import { apiCall, parseOrThrow, privateJson, type ApiAnswer } from '../server/http.ts';
import { customerForQuery } from '../identity/identity.server.ts';
import { customerWrite } from '../server/customer-writes.ts';

/** A cart read: the customer's lines or count, priced and named from the catalog as it is now. */
async function cartRead(read: (db: Db) => Promise<unknown>): Promise<ApiAnswer> {
  return privateJson(await read(await getDb()));
}

/** A cart write, already counted against the customer's limit (customer-writes.ts). */
async function cartWrite(write: (db: Db) => Promise<unknown>): Promise<ApiAnswer> {
  return privateJson(await write(await getDb()));
}

/** `GET /shopping-cart-api/view-shopping-cart?user-id=`: the customer's cart lines. */
export const viewCartCall = apiCall(async (request, url) => {
  const customer = await customerForQuery(request, url);
  return cartRead((db) => viewCart(db, customer.email));
});

/** `GET /shopping-cart-api/get-cart-item-count?user-id=`: how many lines the cart has. */
export const cartCountCall = apiCall(async (request, url) => {
  const customer = await customerForQuery(request, url);
  return cartRead((db) => countCart(db, customer.email));
});

/** `POST /shopping-cart-api/add-shopping-cart-item`. */
export const addCartItemCall = apiCall(async (request) => {
  const { customer, body } = await customerWrite(request, 'cart', CartItemPayloadSchema, (item) => item.userId);
  return cartWrite((db) => addCartItem(db, customer.email, body, body.quantity ?? 1));
});

/** `POST /shopping-cart-api/update-shopping-cart-item`. */
export const updateCartItemCall = apiCall(async (request) => {
  const {
    customer,
    body,
    more: quantity,
  } = await customerWrite(
    request,
    'cart',
    CartItemPayloadSchema,
    (item) => item.userId,
    (item) => parseOrThrow(CartQuantitySchema, item.quantity, 'quantity'),
  );
  return cartWrite((db) => updateCartItem(db, customer.email, body, quantity));
});

/** `POST /shopping-cart-api/remove-shopping-cart-item`. */
export const removeCartItemCall = apiCall(async (request) => {
  const { customer, body } = await customerWrite(request, 'cart', CartItemPayloadSchema, (item) => item.userId);
  return cartWrite((db) => removeCartItem(db, customer.email, body));
});

/** `POST /shopping-cart-api/clear-shopping-cart`. */
export const clearCartCall = apiCall(async (request) => {
  const { customer } = await customerWrite(request, 'cart', ClearCartPayloadSchema, (body) => body.userId);
  return cartWrite((db) => clearCart(db, customer.email));
});
