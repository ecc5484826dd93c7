import { viewCartCall } from '../../lib/cart/cart-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `GET /shopping-cart-api/view-shopping-cart`: the customer's cart (spec 7). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: viewCartCall });
