import { deleteAddressCall } from '../../lib/server/api/address-calls.ts';
import { apiEndpoint } from '../../lib/server/api/endpoint.ts';

/** `POST /address-book-api/delete-address`: deletes a saved address (our own). */
export const { POST, ALL } = apiEndpoint({ POST: deleteAddressCall });
