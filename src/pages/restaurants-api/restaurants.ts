import { restaurantsCall } from '../../lib/server/api/catalog-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `GET /restaurants-api/restaurants`: every restaurant (spec 7). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: restaurantsCall });
