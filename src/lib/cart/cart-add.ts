// Add to Cart's first half, on the device: light enough for a menu page to load before any island, so that a tap
// moves the header's count at once while the button's island and React are still on their way. Sending a signed-in
// customer's change to the server is the second half (./cart-store.ts, addToCart).
import * as v from 'valibot';
import { CART_MAX_QUANTITY } from '../config.ts';
import type { MenuItem, Restaurant } from '../contract.ts';
import { queueLineChange } from './cart-queue.ts';
import { $cart, $guestCart, type CartItem } from './cart-state.ts';
import { $customer, $signedIn } from '../identity/customer-state.ts';

/** What a cart line takes of a menu item: all Add to Cart needs to be given. */
export type ItemToAdd = Pick<MenuItem, 'id' | 'name' | 'description' | 'price' | 'image'>;

/** A dish as a menu page writes it for a tap before its island wakes (`data-dish`): what to add, and to whose menu. */
export const DishToAddSchema = v.object({
  restaurant: v.object({ id: v.number(), name: v.string() }),
  item: v.object({
    id: v.number(),
    name: v.string(),
    description: v.string(),
    price: v.number(),
    image: v.string(),
  }),
});
export type DishToAdd = v.InferOutput<typeof DishToAddSchema>;

const LINE_LIMIT_MESSAGE = `You can order at most ${CART_MAX_QUANTITY} of one item.`;

/** A new cart line of one of `item`, as the device shows it until the server has it. */
function newLine(restaurant: Pick<Restaurant, 'id' | 'name'>, item: ItemToAdd, userId: string): CartItem {
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    id: item.id,
    name: item.name,
    description: item.description,
    price: item.price,
    image: item.image,
    timeAdded: new Date().toISOString(),
    userId,
    quantity: 1,
    unavailable: null,
    closed: null,
  };
}

/**
 * Adds one of a menu item on the device: to the signed-in customer's cart as a change waiting for the server
 * (./cart-queue.ts), or to the cart kept on this device before sign-in. Answers '' once added, else why not.
 */
export function addOnDevice({ restaurant, item }: DishToAdd): string {
  const signedIn = $signedIn.get();
  const lines = signedIn ? $cart.get() : $guestCart.get();
  const line = lines.find((candidate) => candidate.id === item.id);
  if (line && line.quantity >= CART_MAX_QUANTITY) return LINE_LIMIT_MESSAGE;
  if (signedIn) {
    queueLineChange(line ?? newLine(restaurant, item, $customer.get().email), { mode: 'add', count: 1 });
  } else {
    $guestCart.set(
      line
        ? lines.map((candidate) => (candidate === line ? { ...line, quantity: line.quantity + 1 } : candidate))
        : [...lines, newLine(restaurant, item, '')],
    );
  }
  return '';
}

/**
 * Adds made by taps before their button's island woke, by item id, until the island takes over their outcome: '' once
 * done, else why not. Only this tab's: another tab's add reaches this one through the persisted cart.
 */
const earlyAdds = new Map<number, Promise<string>>();

/** Records the outcome of an add made before the item's island woke, for the island to show (takeEarlyAdd). */
export function keepEarlyAdd(itemId: number, outcome: Promise<string>): void {
  earlyAdds.set(itemId, outcome);
}

/** The outcome of the add a tap made before this item's island woke, once; undefined when there was none. */
export function takeEarlyAdd(itemId: number): Promise<string> | undefined {
  const outcome = earlyAdds.get(itemId);
  earlyAdds.delete(itemId);
  return outcome;
}
