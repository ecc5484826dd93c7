import { placeOrderCall } from '../../lib/orders/order-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `POST /order-mgmt-api/place-order`: places an order from the cart (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: placeOrderCall });
