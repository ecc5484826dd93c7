import { dishAvailabilityCall } from '../../../../../../lib/partner/menu-calls.server.ts';
import { apiEndpoint } from '../../../../../../lib/server/endpoint.ts';

/** `PATCH /partner-api/v1/restaurants/{restaurantId}/dishes/{dishId}`: a dish sold out or back on sale. */
export const { PATCH, ALL } = apiEndpoint({ PATCH: dishAvailabilityCall });
