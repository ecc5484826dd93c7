// zod/mini: this schema decodes localStorage on every page before any interaction, where each kilobyte counts.
import * as z from 'zod/mini';

/** The customer record the storefront keeps on the client (spec section 3). */
export const CustomerProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  uid: z.string(),
  photoURL: z.nullable(z.string()),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;

/** Signed out, the spec sets the customer's email to the text None. */
export const SIGNED_OUT: CustomerProfile = { name: '', email: 'None', uid: '', photoURL: null };
