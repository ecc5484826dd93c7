import { clearCartCall } from '../../lib/server/api/cart-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `POST /shopping-cart-api/clear-shopping-cart`: empties the cart (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: clearCartCall });
