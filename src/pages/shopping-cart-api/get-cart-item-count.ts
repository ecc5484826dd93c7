import { cartCountCall } from '../../lib/server/api/cart-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `GET /shopping-cart-api/get-cart-item-count`: how many items the customer's cart holds (spec 7). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: cartCountCall });
