import { listOrdersCall } from '../../lib/orders/order-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `GET /order-mgmt-api/list-orders`: the customer's orders (spec 7). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: listOrdersCall });
