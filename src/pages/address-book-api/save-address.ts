import { saveAddressCall } from '../../lib/server/api/address-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `POST /address-book-api/save-address`: saves a delivery address (our own). */
export const { POST, ALL } = apiEndpoint({ POST: saveAddressCall });
