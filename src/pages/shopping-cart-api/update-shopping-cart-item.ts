import { updateCartItemCall } from '../../lib/server/api/cart-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `POST /shopping-cart-api/update-shopping-cart-item`: sets a cart line's quantity (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: updateCartItemCall });
