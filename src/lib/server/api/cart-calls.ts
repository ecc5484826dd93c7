import { CartItemPayloadSchema, CartQuantitySchema, ClearCartPayloadSchema } from '../../contract.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { addCartItem, clearCart, countCart, removeCartItem, updateCartItem, viewCart } from '../cart.ts';
import { CATALOG_FRESH_MS } from '../catalog-cache.ts';
import { customerReads } from '../customer-reads.ts';
import { customerVersion } from '../customer-version.ts';
import { getDb } from '../db/index.ts';
import { apiCall, parseOrThrow, privateJson, type ApiAnswer } from '../http.ts';
import { customerForBody, customerForQuery } from '../identity.ts';
import { serverSettings } from '../settings.ts';
import { countWrite, perMinute } from '../write-limits.ts';

/**
 * A cart read answered from memory until the customer's next write (a cart changes only when its owner changes it),
 * or, for what shows catalog names and prices, as long as the catalog's kept answers are fresh.
 */
async function cartRead(
  customer: string,
  what: string,
  showsCatalog: boolean,
  read: (db: Db) => Promise<unknown>,
): Promise<ApiAnswer> {
  const db = await getDb();
  const version = await customerVersion(db, customer);
  return customerReads.read(customer, what, version, async () => ({
    answer: privateJson(await read(db)),
    validUntil: showsCatalog ? Date.now() + CATALOG_FRESH_MS : Infinity,
  }));
}

/**
 * A cart write. It raises the customer's version, which retires their kept answers on every instance, and counts
 * against the customer's cart limit in its own transaction (write-limits.ts), so that a write that fails does not count.
 */
async function cartWrite(customer: string, write: (db: Db) => Promise<unknown>): Promise<ApiAnswer> {
  const db = await getDb();
  const limit = perMinute('cart', serverSettings().CART_WRITES_PER_MINUTE);
  return privateJson(
    await inTransaction(db, async (trx) => {
      await countWrite(trx, customer, limit, new Date());
      return write(trx);
    }),
  );
}

/** `GET /shopping-cart-api/view-shopping-cart?user-id=`: the customer's cart lines. */
export const viewCartCall = apiCall(async (request, url) => {
  const customer = await customerForQuery(request, url);
  return cartRead(customer.email, 'cart', true, (db) => viewCart(db, customer.email));
});

/** `GET /shopping-cart-api/get-cart-item-count?user-id=`: how many lines the cart has. */
export const cartCountCall = apiCall(async (request, url) => {
  const customer = await customerForQuery(request, url);
  return cartRead(customer.email, 'count', false, (db) => countCart(db, customer.email));
});

/** `POST /shopping-cart-api/add-shopping-cart-item`. */
export const addCartItemCall = apiCall(async (request) => {
  const { customer, body } = await customerForBody(request, CartItemPayloadSchema, (item) => item.userId);
  return cartWrite(customer.email, (db) => addCartItem(db, customer.email, body, body.quantity ?? 1));
});

/** `POST /shopping-cart-api/update-shopping-cart-item`. */
export const updateCartItemCall = apiCall(async (request) => {
  const { customer, body } = await customerForBody(request, CartItemPayloadSchema, (item) => item.userId);
  const quantity = parseOrThrow(CartQuantitySchema, body.quantity, 'quantity');
  return cartWrite(customer.email, (db) => updateCartItem(db, customer.email, body, quantity));
});

/** `POST /shopping-cart-api/remove-shopping-cart-item`. */
export const removeCartItemCall = apiCall(async (request) => {
  const { customer, body } = await customerForBody(request, CartItemPayloadSchema, (item) => item.userId);
  return cartWrite(customer.email, (db) => removeCartItem(db, customer.email, body));
});

/** `POST /shopping-cart-api/clear-shopping-cart`. */
export const clearCartCall = apiCall(async (request) => {
  const { customer } = await customerForBody(request, ClearCartPayloadSchema, (body) => body.userId);
  return cartWrite(customer.email, (db) => clearCart(db, customer.email));
});
