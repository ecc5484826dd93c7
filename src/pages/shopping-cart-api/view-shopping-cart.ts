import { viewCartCall } from '../../lib/server/api/cart-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `GET /shopping-cart-api/view-shopping-cart`: the customer's cart (spec 7). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: viewCartCall });
