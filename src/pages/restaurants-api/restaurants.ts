import { restaurantsCall } from '../../lib/catalog/catalog-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `GET /restaurants-api/restaurants`: every restaurant (spec 7). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: restaurantsCall });
