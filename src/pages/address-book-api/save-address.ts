import { saveAddressCall } from '../../lib/addresses/address-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `POST /address-book-api/save-address`: saves a delivery address (our own). */
export const { POST, ALL } = apiEndpoint({ POST: saveAddressCall });
