import { DeleteAddressRequestSchema, SaveAddressRequestSchema } from '../contract.ts';
import { deleteAddress, listAddresses, saveAddress } from './addresses.server.ts';
import { getDb } from '../server/db/index.ts';
import { apiCall, privateJson } from '../server/http.ts';
import { customerForQuery } from '../identity/identity.server.ts';
import { customerWrite } from '../server/customer-writes.ts';

/** `GET /address-book-api/list-addresses?user-id=`: the customer's saved addresses, most recently used first. */
export const listAddressesCall = apiCall(async (request, url) => {
  const customer = await customerForQuery(request, url);
  return privateJson(await listAddresses(await getDb(), customer.email));
});

/** `POST /address-book-api/save-address`: 201 with a new saved address, 200 with the same one saved before. */
export const saveAddressCall = apiCall(async (request) => {
  const { customer, body } = await customerWrite(request, 'address', SaveAddressRequestSchema, (save) => save.userId);
  const { address, created } = await saveAddress(await getDb(), customer.email, body.address, new Date());
  return privateJson(address, created ? 201 : 200);
});

/** `POST /address-book-api/delete-address`. */
export const deleteAddressCall = apiCall(async (request) => {
  const { customer, body } = await customerWrite(
    request,
    'address',
    DeleteAddressRequestSchema,
    (remove) => remove.userId,
  );
  await deleteAddress(await getDb(), customer.email, body.addressId);
  return privateJson({ deleted: true });
});
