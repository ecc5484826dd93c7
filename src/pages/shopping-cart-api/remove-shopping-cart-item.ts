import { removeCartItemCall } from '../../lib/server/api/cart-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `POST /shopping-cart-api/remove-shopping-cart-item`: removes a cart line (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: removeCartItemCall });
