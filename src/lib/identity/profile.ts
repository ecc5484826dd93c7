import * as v from 'valibot';
import { SIGNED_OUT_EMAIL } from '../stores/storage-keys.ts';

/** The customer record the storefront keeps on the client (spec section 3). */
export const CustomerProfileSchema = v.object({
  name: v.string(),
  email: v.string(),
  uid: v.string(),
  photoURL: v.nullable(v.string()),
});
export type CustomerProfile = v.InferOutput<typeof CustomerProfileSchema>;

/** The customer when nobody is signed in. */
export const SIGNED_OUT: CustomerProfile = { name: '', email: SIGNED_OUT_EMAIL, uid: '', photoURL: null };
