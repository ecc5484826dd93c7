import { restaurantMenuCall } from '../../lib/server/api/catalog-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `GET /restaurant-details-api/restaurant-menu`: one restaurant's menu, `?id=` (spec 7). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: restaurantMenuCall });
