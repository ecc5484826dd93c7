import { orderDetailsCall } from '../../lib/orders/order-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `POST /order-mgmt-api/get-order-details`: one order's details (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: orderDetailsCall });
