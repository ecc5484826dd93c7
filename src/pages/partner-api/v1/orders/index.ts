import { listOrdersCall } from '../../../../lib/partner/partner-calls.server.ts';
import { apiEndpoint } from '../../../../lib/server/endpoint.ts';

/** `GET /partner-api/v1/orders`: the integration's restaurants' order parts, oldest first, paged. */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: listOrdersCall });
