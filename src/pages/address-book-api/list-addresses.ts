import { listAddressesCall } from '../../lib/server/api/address-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `GET /address-book-api/list-addresses`: the customer's saved delivery addresses (our own). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: listAddressesCall });
