import { HttpError, api } from '../api.ts';
import type { ShippingAddress } from '../contract.ts';
import { $addressMessage, $savedAddresses, keepAddresses } from './addresses-state.ts';
import { $customer, forgetCustomer, idToken } from '../identity/customer-store.ts';
import { sameCustomerCheck } from '../identity/same-customer.ts';

/**
 * Reads the customer's saved addresses. They only save typing: when they cannot be read the checkout works without
 * them, so a failure is not shown.
 */
export async function loadAddresses(): Promise<void> {
  const sameCustomer = sameCustomerCheck();
  const token = await idToken();
  if (!token) return;
  try {
    const addresses = await api.listAddresses(token, $customer.get().email);
    if (sameCustomer()) keepAddresses(addresses);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) forgetCustomer();
  }
}

/** Saves a delivery address in the customer's address book (the same one saved before is only moved to the top). */
export async function saveAddress(address: ShippingAddress): Promise<boolean> {
  $addressMessage.set('');
  const sameCustomer = sameCustomerCheck();
  const token = await idToken();
  if (!token) return false;
  try {
    const saved = await api.saveAddress(token, $customer.get().email, address);
    if (!sameCustomer()) return false;
    const before = $savedAddresses.get();
    const known = before.some((candidate) => candidate.addressId === saved.addressId);
    keepAddresses([saved, ...before.filter((candidate) => candidate.addressId !== saved.addressId)]);
    $addressMessage.set(known ? 'This address was saved already.' : 'Address saved.');
    return true;
  } catch (error) {
    $addressMessage.set(error instanceof HttpError ? error.message : 'We could not save this address.');
    return false;
  }
}

/** Removes a saved address. */
export async function removeAddress(addressId: number): Promise<boolean> {
  $addressMessage.set('');
  const token = await idToken();
  if (!token) return false;
  try {
    await api.deleteAddress(token, $customer.get().email, addressId);
  } catch (error) {
    // Already gone (removed on another device): the list shows it gone here too.
    if (!(error instanceof HttpError && error.status === 404)) {
      $addressMessage.set(error instanceof HttpError ? error.message : 'We could not remove this address.');
      return false;
    }
  }
  keepAddresses($savedAddresses.get().filter((address) => address.addressId !== addressId));
  $addressMessage.set('Address removed.');
  return true;
}
