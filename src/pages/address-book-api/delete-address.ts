import { deleteAddressCall } from '../../lib/addresses/address-calls.server.ts';
import { apiEndpoint } from '../../lib/server/endpoint.ts';

/** `POST /address-book-api/delete-address`: deletes a saved address (our own). */
export const { POST, ALL } = apiEndpoint({ POST: deleteAddressCall });
