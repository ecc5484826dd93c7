import { clearCartCall } from '../../lib/cart/cart-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `POST /shopping-cart-api/clear-shopping-cart`: empties the cart (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: clearCartCall });
