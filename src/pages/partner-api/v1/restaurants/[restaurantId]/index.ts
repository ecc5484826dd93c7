import { pushMenuCall } from '../../../../../lib/partner/menu-calls.server.ts';
import { apiEndpoint } from '../../../../../lib/server/endpoint.ts';

/** `PUT /partner-api/v1/restaurants/{restaurantId}`: a restaurant's system pushes the restaurant and its whole menu. */
export const { PUT, ALL } = apiEndpoint({ PUT: pushMenuCall });
