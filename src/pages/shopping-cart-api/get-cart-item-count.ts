import { cartCountCall } from '../../lib/cart/cart-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `GET /shopping-cart-api/get-cart-item-count`: how many items the customer's cart holds (spec 7). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: cartCountCall });
