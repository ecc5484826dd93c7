import { placeOrderCall } from '../../lib/server/api/order-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `POST /order-mgmt-api/place-order`: places an order from the cart (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: placeOrderCall });
