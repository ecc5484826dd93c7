import { updateCartItemCall } from '../../lib/cart/cart-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `POST /shopping-cart-api/update-shopping-cart-item`: sets a cart line's quantity (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: updateCartItemCall });
