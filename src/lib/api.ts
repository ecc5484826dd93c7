import * as v from 'valibot';
import {
  AddressDeletedSchema,
  ApiErrorSchema,
  CartCountSchema,
  CartMutationResultSchema,
  CartSchema,
  MenuSchema,
  OrderListSchema,
  OrderSchema,
  RestaurantListSchema,
  SavedAddressListSchema,
  SavedAddressSchema,
  type CartItemPayload,
  type PlaceOrder,
  type ShippingAddress,
} from './contract.ts';

/** A failed API call: `status` is 0 when the network failed, `code` the API's error code when it sent one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface CallOptions {
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

async function call<T>(path: string, schema: v.GenericSchema<unknown, T>, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
  } catch {
    throw new HttpError(0, 'network', 'We could not reach the store. Check your connection and try again.');
  }
  if (!response.ok) {
    // The spec's log line, kept so operators' log searches still find it.
    console.error(`HTTP error! status: ${response.status}`);
    const error = v.safeParse(ApiErrorSchema, await response.json().catch(() => null));
    throw new HttpError(
      response.status,
      error.success ? error.output.error.code : 'http_error',
      error.success ? error.output.error.message : 'Something went wrong. Please try again.',
    );
  }
  return v.parse(schema, await response.json());
}

const userQuery = (userId: string) => `user-id=${encodeURIComponent(userId)}`;

/** The product API (spec section 7) and our own address book, typed by the contract. */
export const api = {
  restaurants: () => call('/restaurants-api/restaurants', RestaurantListSchema),
  restaurantMenu: (id: number) => call(`/restaurant-details-api/restaurant-menu?id=${id}`, MenuSchema),
  viewCart: (token: string, userId: string) =>
    call(`/shopping-cart-api/view-shopping-cart?${userQuery(userId)}`, CartSchema, { token }),
  cartCount: (token: string, userId: string) =>
    call(`/shopping-cart-api/get-cart-item-count?${userQuery(userId)}`, CartCountSchema, { token }),
  addCartItem: (token: string, item: CartItemPayload) =>
    call('/shopping-cart-api/add-shopping-cart-item', CartMutationResultSchema, { method: 'POST', token, body: item }),
  updateCartItem: (token: string, item: CartItemPayload) =>
    call('/shopping-cart-api/update-shopping-cart-item', CartMutationResultSchema, {
      method: 'POST',
      token,
      body: item,
    }),
  removeCartItem: (token: string, item: CartItemPayload) =>
    call('/shopping-cart-api/remove-shopping-cart-item', CartMutationResultSchema, {
      method: 'POST',
      token,
      body: item,
    }),
  clearCart: (token: string, userId: string) =>
    call('/shopping-cart-api/clear-shopping-cart', CartMutationResultSchema, {
      method: 'POST',
      token,
      body: { userId },
    }),
  placeOrder: (token: string, order: PlaceOrder, idempotencyKey: string) =>
    call('/order-mgmt-api/place-order', OrderSchema, {
      method: 'POST',
      token,
      body: order,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  listOrders: (token: string, userId: string) =>
    call(`/order-mgmt-api/list-orders?${userQuery(userId)}`, OrderListSchema, { token }),
  orderDetails: (token: string, orderId: number) =>
    call('/order-mgmt-api/get-order-details', OrderListSchema, { method: 'POST', token, body: { orderId } }),
  listAddresses: (token: string, userId: string) =>
    call(`/address-book-api/list-addresses?${userQuery(userId)}`, SavedAddressListSchema, { token }),
  saveAddress: (token: string, userId: string, address: ShippingAddress) =>
    call('/address-book-api/save-address', SavedAddressSchema, { method: 'POST', token, body: { userId, address } }),
  deleteAddress: (token: string, userId: string, addressId: number) =>
    call('/address-book-api/delete-address', AddressDeletedSchema, {
      method: 'POST',
      token,
      body: { userId, addressId },
    }),
};
