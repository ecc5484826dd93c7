import { apiError, type ApiAnswer, type ApiHandler, type ApiRequest } from '../http.ts';
import { deleteAddressCall, listAddressesCall, saveAddressCall } from './address-calls.ts';
import { restaurantMenuCall, restaurantsCall } from './catalog-calls.ts';
import {
  addCartItemCall,
  cartCountCall,
  clearCartCall,
  removeCartItemCall,
  updateCartItemCall,
  viewCartCall,
} from './cart-calls.ts';
import { listOrdersCall, orderDetailsCall, placeOrderCall } from './order-calls.ts';

/**
 * The product API (spec section 7) and the address book: every call by its canonical path and method.
 * scripts/serve.mjs answers these itself, without Astro's page pipeline, which doubled their throughput; `astro dev`
 * reaches them through src/pages/[prefix]-api/[call].ts.
 */
const API_CALLS: Record<string, Partial<Record<'GET' | 'POST', ApiHandler>>> = {
  '/restaurants-api/restaurants': { GET: restaurantsCall },
  '/restaurant-details-api/restaurant-menu': { GET: restaurantMenuCall },
  '/shopping-cart-api/view-shopping-cart': { GET: viewCartCall },
  '/shopping-cart-api/get-cart-item-count': { GET: cartCountCall },
  '/shopping-cart-api/add-shopping-cart-item': { POST: addCartItemCall },
  '/shopping-cart-api/update-shopping-cart-item': { POST: updateCartItemCall },
  '/shopping-cart-api/remove-shopping-cart-item': { POST: removeCartItemCall },
  '/shopping-cart-api/clear-shopping-cart': { POST: clearCartCall },
  '/order-mgmt-api/place-order': { POST: placeOrderCall },
  '/order-mgmt-api/list-orders': { GET: listOrdersCall },
  '/order-mgmt-api/get-order-details': { POST: orderDetailsCall },
  // Our own, beside the spec's: the customer's saved delivery addresses.
  '/address-book-api/list-addresses': { GET: listAddressesCall },
  '/address-book-api/save-address': { POST: saveAddressCall },
  '/address-book-api/delete-address': { POST: deleteAddressCall },
};

/** The API's call paths: the routes a log line or a metric may name. */
export const API_CALL_PATHS = Object.keys(API_CALLS);

/**
 * Answers a request to the product API (its path already canonical): the call's answer, or a JSON 404 for a call
 * that does not exist and a JSON 405 for a method the call does not take. HEAD is answered as GET without the body.
 */
export async function answerApiCall(request: ApiRequest): Promise<ApiAnswer> {
  const url = new URL(request.url);
  const call = API_CALLS[url.pathname];
  if (!call) return apiError(404, 'not_found', `There is no API call at ${url.pathname}.`);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const handler = method === 'GET' || method === 'POST' ? call[method] : undefined;
  if (!handler) {
    const refusal = apiError(405, 'method_not_allowed', `${url.pathname} does not take ${request.method}.`);
    const allowed = Object.keys(call).flatMap((taken) => (taken === 'GET' ? ['GET', 'HEAD'] : [taken]));
    return { ...refusal, headers: { ...refusal.headers, Allow: allowed.join(', ') } };
  }
  return handler(request, url);
}
