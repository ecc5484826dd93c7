// The customer's saved delivery addresses as the checkout sees them before the API client has loaded: what this
// device last read. The actions live in ./addresses.ts.
import { atom, computed } from 'nanostores';
import * as v from 'valibot';
import { SavedAddressListSchema } from '../contract.ts';
import { $customer } from './customer-state.ts';
import { customerDataAtom } from './persisted.ts';

const AddressBookSchema = v.object({ owner: v.string(), addresses: SavedAddressListSchema });

/** The saved addresses as last read from the server, most recently used first, with whose they are. */
export const $addressBook = customerDataAtom(
  'addresses:v1',
  AddressBookSchema,
  { owner: '', addresses: [] },
  (book) => book.addresses.length === 0,
);

/** The signed-in customer's saved addresses this device knows; none when they are someone else's. */
export const $savedAddresses = computed([$addressBook, $customer], (book, customer) =>
  book.owner === customer.email ? book.addresses : [],
);

/** What the last save or removal of an address came to, for the customer to read, or ''. */
export const $addressMessage = atom('');
