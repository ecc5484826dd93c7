import { listAddressesCall } from '../../lib/addresses/address-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `GET /address-book-api/list-addresses`: the customer's saved delivery addresses (our own). */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: listAddressesCall });
