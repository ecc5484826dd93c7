import { addCartItemCall } from '../../lib/server/api/cart-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `POST /shopping-cart-api/add-shopping-cart-item`: adds an item to the cart (spec 7). */
export const { POST, ALL } = apiEndpoint({ POST: addCartItemCall });
