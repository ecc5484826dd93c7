// Who is signed in, as every page sees it before any island wakes: kept free of the actions (./customer.ts), so that
// the stores below it and Firebase's module can read it without importing sign-in.
import { computed } from 'nanostores';
import { CustomerProfileSchema, SIGNED_OUT } from './profile.ts';
import { persistedAtom } from '../stores/persisted.ts';
import { CUSTOMER_KEY, SIGNED_OUT_EMAIL } from '../stores/storage-keys.ts';

/** The signed-in customer, or SIGNED_OUT (email `None`); kept across reloads and shared between tabs. */
export const $customer = persistedAtom(CUSTOMER_KEY, CustomerProfileSchema, SIGNED_OUT);

export const $signedIn = computed($customer, (customer) => customer.email !== SIGNED_OUT_EMAIL);
