import { restaurantMenuCall } from '../../lib/catalog/catalog-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `GET /restaurant-details-api/restaurant-menu`: one restaurant's menu, `?id=` (spec 7). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: restaurantMenuCall });
