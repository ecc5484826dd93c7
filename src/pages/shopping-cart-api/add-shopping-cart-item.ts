import { addCartItemCall } from '../../lib/cart/cart-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `POST /shopping-cart-api/add-shopping-cart-item`: adds an item to the cart (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: addCartItemCall });
