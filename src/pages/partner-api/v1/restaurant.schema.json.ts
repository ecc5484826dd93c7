import { restaurantSchemaCall } from '../../../lib/partner/menu-calls.server.ts';
import { apiEndpoint } from '../../../lib/server/endpoint.ts';

/** `GET /partner-api/v1/restaurant.schema.json`: the JSON Schema of the menu push body, generated from the server's own. */
export const { GET, ALL } = apiEndpoint({ GET: restaurantSchemaCall });
