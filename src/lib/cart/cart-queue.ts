// Records a signed-in customer's line changes on the device (./cart-edits.ts) and shows them at once; ./cart-sync.ts
// sends them. Kept apart from ./cart-edits.ts, which every page's header loads, for the pages that change the cart.
import { CART_MAX_QUANTITY } from '../config.ts';
import { $cartEdits, type CartEdit, type CartEdits } from './cart-edits.ts';
import { $cart, type CartItem } from './cart-state.ts';
import { $customer } from '../identity/customer-state.ts';

/** The change the customer made to one line. */
export type LineChange = { mode: 'add'; count: number } | { mode: 'set'; quantity: number };

/** The waiting changes of the customer signed in now (none of another's). */
export function editsOfCustomer(): CartEdits {
  const edits = $cartEdits.get();
  const owner = $customer.get().email;
  return edits?.owner === owner ? edits : { owner, cleared: false, lines: [] };
}

/**
 * Records a change to `item`'s line on the device and shows it at once: folded into the line's waiting change (an add
 * after a set stays a set, with more), or a new one based on the quantity the device shows now.
 */
export function queueLineChange(item: CartItem, change: LineChange, orderId?: number): void {
  const edits = editsOfCustomer();
  const shown = $cart.get().find((line) => line.id === item.id)?.quantity ?? 0;
  const waiting = edits.lines.find((edit) => edit.item.id === item.id);
  const edit: CartEdit = waiting
    ? { ...waiting, revision: waiting.revision + 1 }
    : { item, mode: change.mode, base: shown, target: shown, revision: 0 };
  if (change.mode === 'add') edit.target += change.count;
  else Object.assign(edit, { mode: 'set', target: change.quantity });
  if (orderId !== undefined) edit.orderId = orderId;
  $cartEdits.set({ ...edits, lines: [...edits.lines.filter((line) => line !== waiting), edit] });
  showLine(item, Math.min(change.mode === 'set' ? change.quantity : shown + change.count, CART_MAX_QUANTITY));
}

/** Shows `quantity` of `item`'s line on the device (none removes it). */
export function showLine(item: CartItem, quantity: number): void {
  const lines = $cart.get();
  const index = lines.findIndex((line) => line.id === item.id);
  if (quantity <= 0) $cart.set(lines.filter((line) => line.id !== item.id));
  else if (index >= 0) $cart.set(lines.map((line, i) => (i === index ? { ...line, quantity } : line)));
  else $cart.set([...lines, { ...item, quantity }]);
}
