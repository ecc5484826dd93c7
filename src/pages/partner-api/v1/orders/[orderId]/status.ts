import { changeStatusCall } from '../../../../../lib/partner/partner-calls.server.ts';
import { apiEndpoint } from '../../../../../lib/server/endpoint.ts';

/** `POST /partner-api/v1/orders/{orderId}/status`: the kitchen moves its part of an order. */
export const { POST, ALL } = apiEndpoint({ POST: changeStatusCall });
