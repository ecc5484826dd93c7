import { removeCartItemCall } from '../../lib/cart/cart-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `POST /shopping-cart-api/remove-shopping-cart-item`: removes a cart line (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: removeCartItemCall });
