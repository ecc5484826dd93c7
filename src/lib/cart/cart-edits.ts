// The signed-in customer's cart changes that have not reached the server yet, kept on the device so that they survive
// a lost connection, a reload or a navigation away (an Order Again followed at once by My Cart). Light on purpose:
// every page's header reads it to show that something is waiting and to start the sync (./cart-sync.ts) when there
// is something to send.
import { atom, computed } from 'nanostores';
import * as v from 'valibot';
import { CartItemSchema } from './cart-state.ts';
import { $customer } from '../identity/customer-state.ts';
import { customerDataAtom } from '../stores/persisted.ts';
import { CART_EDITS_KEY } from '../stores/storage-keys.ts';

/**
 * One line's changes, folded into one: `set` wants `target` whatever the server holds (a typed quantity, Remove as 0);
 * `add` wants what the server holds plus `target - base` (Add to Cart, Order Again), so that an add made here and one
 * made on another device both count. `sent` is the quantity last sent for the line: a resumed sync that finds it on
 * the server knows that its call arrived, and sends nothing twice.
 */
const CartEditSchema = v.object({
  /** The line as the device shows it (the price the customer saw, for telling them when it changed). */
  item: CartItemSchema,
  mode: v.picklist(['add', 'set']),
  base: v.pipe(v.number(), v.integer(), v.minValue(0)),
  target: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sent: v.optional(
    v.object({
      quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
      /** The entry's revision and target when it was sent: what the call settled, if it arrived. */
      revision: v.number(),
      target: v.number(),
    }),
  ),
  /** The order ordered again that brought the line, for the cart's notice. */
  orderId: v.optional(v.number()),
  /** Counts changes to the entry, so that a sync finishing can tell whether the customer changed the line meanwhile. */
  revision: v.number(),
});
export type CartEdit = v.InferOutput<typeof CartEditSchema>;

const CartEditsSchema = v.object({
  /** Whose changes these are: only they are sent, with their token. */
  owner: v.string(),
  /** Clear Cart was pressed: the server's cart is emptied before the lines below are sent. */
  cleared: v.boolean(),
  lines: v.array(CartEditSchema),
});
export type CartEdits = v.InferOutput<typeof CartEditsSchema>;

const isEmpty = (edits: CartEdits | null) => !edits || (!edits.cleared && edits.lines.length === 0);

export const $cartEdits = customerDataAtom(CART_EDITS_KEY, v.nullable(CartEditsSchema), null, isEmpty);

/** True while changes are being sent (./cart-sync.ts): they are on their way, not waiting. */
export const $cartSending = atom(false);

/**
 * True while the signed-in customer has changes on this device that the server has not taken yet and that are not on
 * their way (offline, or the last try failed).
 */
export const $cartWaiting = computed(
  [$cartEdits, $customer, $cartSending],
  (edits, customer, sending) => !sending && !isEmpty(edits) && edits?.owner === customer.email,
);
