// What the cart screen has to tell the customer about lines that arrived from elsewhere: an order ordered again, the
// cart filled before signing in, or changes made on this device (offline, or before a page change) once they reached
// the server. Kept on the device, since it is made on one screen and read on the cart's.
import * as v from 'valibot';
import { customerDataAtom } from '../stores/persisted.ts';
import { CART_NOTICE_KEY } from '../stores/storage-keys.ts';

const CartNoticeSchema = v.object({
  /** The order ordered again; absent when the lines came from the device's cart at sign-in. */
  orderId: v.optional(v.number()),
  /** The lines are changes made on this device that have now reached the server (./cart-sync.ts). */
  fromDevice: v.optional(v.boolean()),
  /** Items that are no longer on the menu, so were not added. */
  missing: v.array(v.string()),
  /** Items sold out for now, so not added. */
  soldOut: v.optional(v.array(v.string())),
  /** Items whose price is not the one the customer saw before: dollars then and now. */
  repriced: v.array(v.object({ name: v.string(), was: v.number(), now: v.number() })),
  /** Items of which fewer were added than asked, since a line holds at most CART_MAX_QUANTITY. */
  capped: v.array(v.object({ name: v.string(), added: v.number() })),
  /** Items that could not be added because a call failed. */
  failed: v.array(v.string()),
  /** Lines changed on another device too, set to the quantity chosen on this one. */
  elsewhere: v.optional(v.array(v.object({ name: v.string(), quantity: v.number() }))),
});
export type CartNotice = v.InferOutput<typeof CartNoticeSchema>;

export const $cartNotice = customerDataAtom(CART_NOTICE_KEY, v.nullable(CartNoticeSchema), null, (notice) => !notice);

/** The customer has read it. */
export function dismissCartNotice(): void {
  $cartNotice.set(null);
}
