import * as v from 'valibot';

/** The customer record the storefront keeps on the client (spec section 3). */
export const CustomerProfileSchema = v.object({
  name: v.string(),
  email: v.string(),
  uid: v.string(),
  photoURL: v.nullable(v.string()),
});
export type CustomerProfile = v.InferOutput<typeof CustomerProfileSchema>;

/** Signed out, the spec sets the customer's email to the text None. */
export const SIGNED_OUT: CustomerProfile = { name: '', email: 'None', uid: '', photoURL: null };
