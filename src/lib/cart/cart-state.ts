// The cart as every page sees it before any island wakes (the header's count, the cart screen's first paint): kept
// free of the API client, so that it costs a page almost nothing. The actions live in ./cart.ts.
import { computed } from 'nanostores';
import * as v from 'valibot';
import type { CartLine, UnavailableReason } from '../contract.ts';
import { $signedIn } from '../identity/customer-state.ts';
import { customerDataAtom } from '../stores/persisted.ts';
import { CART_KEY, GUEST_CART_KEY } from '../stores/storage-keys.ts';

/** A cart line as the client keeps it (spec section 3: the server's line, renamed). */
export const CartItemSchema = v.object({
  restaurantId: v.number(),
  restaurantName: v.string(),
  id: v.number(),
  name: v.string(),
  description: v.string(),
  price: v.number(),
  image: v.string(),
  timeAdded: v.string(),
  userId: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Why the line's dish can no longer be ordered (the server's `unavailableReason`); null while it can. */
  unavailable: v.optional(
    v.nullable(v.picklist(['sold-out', 'removed'] as const satisfies readonly UnavailableReason[])),
    null,
  ),
  /** What the line's restaurant says while it is closed (the server's `restaurantClosed`); null while it is open. */
  closed: v.optional(v.nullable(v.string()), null),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

const CartItemsSchema = v.array(CartItemSchema);
const isEmpty = (items: readonly unknown[]) => items.length === 0;

/** The signed-in customer's cart as last seen from the server; shared between tabs and kept across reloads. */
export const $cart = customerDataAtom(CART_KEY, CartItemsSchema, [], isEmpty);

/**
 * The cart a visitor fills before signing in, kept on this device only (the server keeps carts of signed-in customers
 * only). Signing in moves its lines into the customer's cart on the server (./cart.ts, mergeGuestCart); what could not
 * be moved yet stays here.
 */
export const $guestCart = customerDataAtom(GUEST_CART_KEY, CartItemsSchema, [], isEmpty);

/** The cart the screens show: the customer's once signed in, the device's before. */
export const $cartItems = computed([$signedIn, $cart, $guestCart], (signedIn, cart, guest) =>
  signedIn ? cart : guest,
);

/** The number of lines (spec: the count is the number of lines). */
export const $cartCount = computed($cartItems, (items) => items.length);

/** The total in dollars, summed in cents so that it never drifts. */
export const $cartTotal = computed($cartItems, (items) => totalOf(items));

export function totalOf(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  return items.reduce((cents, item) => cents + Math.round(item.price * 100) * item.quantity, 0) / 100;
}

export function toCartItem(line: CartLine): CartItem {
  return {
    restaurantId: line.restaurantId,
    restaurantName: line.restaurantName,
    id: line.itemId,
    name: line.itemName,
    description: line.itemDescription,
    price: line.itemPrice,
    image: line.itemImageUrl,
    timeAdded: line.timeAdded,
    userId: line.userId,
    quantity: line.quantity,
    unavailable: line.unavailableReason,
    closed: line.restaurantClosed,
  };
}

/** The server's shape of a line the client keeps (cart payloads and order items carry it). */
export function toCartLine(item: CartItem): CartLine {
  return {
    restaurantId: item.restaurantId,
    restaurantName: item.restaurantName,
    itemId: item.id,
    itemName: item.name,
    itemDescription: item.description,
    itemPrice: item.price,
    itemImageUrl: item.image,
    timeAdded: item.timeAdded,
    userId: item.userId,
    quantity: item.quantity,
    available: item.unavailable === null,
    unavailableReason: item.unavailable,
    restaurantClosed: item.closed,
  };
}
