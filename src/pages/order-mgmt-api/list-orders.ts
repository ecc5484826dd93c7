import { listOrdersCall } from '../../lib/server/api/order-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `GET /order-mgmt-api/list-orders`: the customer's orders (spec 7). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: listOrdersCall });
