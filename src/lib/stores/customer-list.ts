import { computed } from 'nanostores';
import * as v from 'valibot';
import { $customer } from '../identity/customer-state.ts';
import { customerDataAtom, type CustomerDataKey } from './persisted.ts';

/**
 * A list of the signed-in customer's (their newest orders, their saved addresses) kept on the device with whose it
 * is: `$items` is the signed-in customer's list, and empty while the device holds another customer's.
 */
export function customerList<T>(key: CustomerDataKey, itemSchema: v.GenericSchema<unknown, T>) {
  const $kept = customerDataAtom(
    key,
    // `at`: when the list was last read from the server, for "Last updated …" offline.
    v.object({ owner: v.string(), at: v.optional(v.string()), items: v.array(itemSchema) }),
    { owner: '', items: [] },
    (kept) => kept.items.length === 0,
  );
  return {
    $items: computed([$kept, $customer], (kept, customer) => (kept.owner === customer.email ? kept.items : [])),
    /** When the signed-in customer's list was last read from the server (an ISO instant), or undefined. */
    $readAt: computed([$kept, $customer], (kept, customer) => (kept.owner === customer.email ? kept.at : undefined)),
    /** Keeps `items` as the signed-in customer's list, read from the server at `at` (now, unless said). */
    keep(items: T[], at: string = new Date().toISOString()): void {
      $kept.set({ owner: $customer.get().email, at, items });
    },
  };
}
