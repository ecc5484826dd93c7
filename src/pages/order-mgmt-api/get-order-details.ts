import { orderDetailsCall } from '../../lib/server/api/order-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `POST /order-mgmt-api/get-order-details`: one order's details (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: orderDetailsCall });
