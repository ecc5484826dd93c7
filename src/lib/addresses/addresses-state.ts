// The customer's saved delivery addresses as the checkout sees them before the API client has loaded: what this
// device last read. The actions live in ./addresses.ts.
import { atom } from 'nanostores';
import { SavedAddressSchema } from '../contract.ts';
import { customerList } from '../stores/customer-list.ts';
import { ADDRESSES_KEY } from '../stores/storage-keys.ts';

const book = customerList(ADDRESSES_KEY, SavedAddressSchema);

/** The signed-in customer's saved addresses this device knows, most recently used first. */
export const $savedAddresses = book.$items;

/** Keeps the signed-in customer's saved addresses on the device. */
export const keepAddresses = book.keep;

/** What the last save or removal of an address came to, for the customer to read, or ''. */
export const $addressMessage = atom('');
