import { $customer } from './customer-state.ts';

/**
 * A check that whoever is signed in now is still the customer who was when the check was made. A server answer goes
 * into the stores only while it holds: one arriving after a sign-out, or after another customer signed in (in this
 * tab or another), belongs to nobody on this device any more, and keeping it would leave their data behind.
 */
export function sameCustomerCheck(): () => boolean {
  const email = $customer.get().email;
  return () => $customer.get().email === email;
}
