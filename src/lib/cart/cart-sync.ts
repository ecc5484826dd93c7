// Sends the signed-in customer's cart changes kept on the device (./cart-edits.ts) to the server: once the connection
// is there, for each line one call that sets its final quantity, so that sending the same changes twice leaves the
// same cart. Called after every change, and by every page's header when the connection returns, when the page
// becomes visible again and when a page loads with changes waiting.
import { HttpError, api } from '../api.ts';
import { CART_MAX_QUANTITY, type CartLine } from '../contract.ts';
import { $cartNotice, type CartNotice } from './cart-notice.ts';
import { $cart, toCartItem, toCartLine } from './cart-state.ts';
import { $cartEdits, $cartSending, type CartEdit } from './cart-edits.ts';
import { editsOfCustomer, showLine } from './cart-queue.ts';
import { $cartLoaded, $cartMessage, $pendingItems } from './cart-status.ts';
import { $customer, $signedIn, forgetCustomer, idToken } from '../identity/customer-store.ts';
import { isOffline } from '../offline/connection.ts';
import { sameCustomerCheck } from '../identity/same-customer.ts';

/** The quantity a line shows on the device while its change waits: the final one the customer asked for. */
function shownQuantity(edit: CartEdit, serverQuantity: number): number {
  const wanted = edit.mode === 'set' ? edit.target : serverQuantity + edit.target - edit.base;
  return Math.min(Math.max(wanted, 0), CART_MAX_QUANTITY);
}

/** Records Clear Cart on the device: every waiting line change goes, and the server's cart is emptied first. */
export function queueClear(): void {
  $cartEdits.set({ owner: $customer.get().email, cleared: true, lines: [] });
  $cart.set([]);
}

/** What the cart screen tells the customer once the changes reached the server (./cart-notice.ts). */
function emptyNotice(): CartNotice {
  return { fromDevice: true, missing: [], repriced: [], capped: [], failed: [], elsewhere: [] };
}

let syncing: Promise<boolean> | undefined;

/**
 * Sends the signed-in customer's waiting changes, if the device is online. Resolves true once nothing is waiting;
 * false when the changes are still waiting (offline, or a call failed: the next `online` event, visit or change sends
 * them). One sync at a time: a second call joins the first, then runs again if the customer changed something
 * meanwhile.
 */
export function syncCartEdits(): Promise<boolean> {
  if (!syncing) {
    $cartSending.set(true);
    syncing = sendEdits().finally(() => {
      syncing = undefined;
      $cartSending.set(false);
    });
  }
  return syncing;
}

/** Whether the signed-in customer has changes waiting on this device. */
export function hasWaitingEdits(): boolean {
  const edits = $cartEdits.get();
  return !!edits && edits.owner === $customer.get().email && (edits.cleared || edits.lines.length > 0);
}

/** Rounds of sending: a change made while one round was sent goes in the next. */
const ROUNDS = 3;

async function sendEdits(): Promise<boolean> {
  if (!$signedIn.get()) return true;
  const sameCustomer = sameCustomerCheck();
  const notice = emptyNotice();
  try {
    for (let round = 0; round < ROUNDS && hasWaitingEdits(); round += 1) {
      if (isOffline()) return false;
      const token = await idToken();
      if (!token || !sameCustomer()) return false;
      await sendRound(token, sameCustomer, notice);
      if (!sameCustomer()) return false;
    }
    return !hasWaitingEdits();
  } catch (error) {
    // Offline, the changes wait on the device, which the cart already shows: there is no failure to read.
    const offline = error instanceof HttpError && error.status === 0;
    if (sameCustomer() && !offline) report(error, 'We could not update your cart.');
    return false;
  } finally {
    const worthSaying =
      notice.orderId !== undefined ||
      notice.missing.length + notice.repriced.length + notice.capped.length + notice.failed.length > 0 ||
      (notice.soldOut?.length ?? 0) > 0 ||
      (notice.elsewhere?.length ?? 0) > 0;
    if (worthSaying && sameCustomer()) $cartNotice.set(notice);
  }
}

/** Clears the server's cart if asked, sets each waiting line, then shows the cart as the server has it. */
async function sendRound(token: string, sameCustomer: () => boolean, notice: CartNotice): Promise<void> {
  const userId = $customer.get().email;
  if (editsOfCustomer().cleared) {
    await api.clearCart(token, userId);
    if (!sameCustomer()) return;
    $cartEdits.set({ ...editsOfCustomer(), cleared: false });
  }
  const held = new Map((await api.viewCart(token, userId)).map((line) => [line.itemId, line]));
  if (!sameCustomer()) return;
  for (const edit of editsOfCustomer().lines) {
    const answer = await sendLine(token, userId, edit, held.get(edit.item.id), notice);
    if (!sameCustomer()) return;
    if (answer) held.set(edit.item.id, answer);
    else held.delete(edit.item.id);
  }
  // The cart as the server has it now, with any change the customer made while this ran still shown.
  const lines = await api.viewCart(token, userId);
  if (!sameCustomer()) return;
  const server = new Map(lines.map((line) => [line.itemId, line.quantity]));
  $cart.set(lines.map(toCartItem));
  for (const edit of editsOfCustomer().lines) showLine(edit.item, shownQuantity(edit, server.get(edit.item.id) ?? 0));
  $cartLoaded.set(true);
  $cartMessage.set('');
}

/**
 * Sets one line to its final quantity on the server: the customer's for a `set`, what the server holds plus what the
 * customer added for an `add` (at most a line's maximum); prices and availability are the server's. Answers the line
 * as the server holds it afterwards (undefined when it has none), having settled the change on the device.
 */
async function sendLine(
  token: string,
  userId: string,
  edit: CartEdit,
  line: CartLine | undefined,
  notice: CartNotice,
): Promise<CartLine | undefined> {
  const held = line?.quantity ?? 0;
  const name = edit.item.name;
  if (edit.orderId !== undefined) notice.orderId = edit.orderId;
  if (edit.sent && held === edit.sent.quantity) {
    // The call was sent before (the page changed, or its answer was lost) and it arrived.
    if (line && line.itemPrice !== edit.item.price) {
      notice.repriced.push({ name, was: edit.item.price, now: line.itemPrice });
    }
    settle({ ...edit, revision: edit.sent.revision, target: edit.sent.target }, held);
    return line;
  }
  const wanted = edit.mode === 'set' ? edit.target : held + edit.target - edit.base;
  const final = Math.min(Math.max(wanted, 0), CART_MAX_QUANTITY);
  if (edit.mode === 'add' && wanted > CART_MAX_QUANTITY) {
    notice.capped.push({ name, added: Math.max(CART_MAX_QUANTITY - held, 0) });
  } else if (edit.mode === 'set' && held !== edit.base && held !== final) {
    // Another device changed the line since this one last saw it: the quantity set here wins, and the customer hears.
    notice.elsewhere?.push({ name, quantity: final });
  }
  record(edit, { sent: { quantity: final, revision: edit.revision, target: edit.target } });
  if (final === held) {
    settle(edit, final);
    return line;
  }
  $pendingItems.set(new Set([...$pendingItems.get(), edit.item.id]));
  try {
    const payload = { ...toCartLine(edit.item), userId, quantity: final };
    let result;
    if (final === 0) result = await api.removeCartItem(token, payload);
    else if (held > 0) result = await api.updateCartItem(token, payload);
    else {
      result = await api.addCartItem(token, {
        userId,
        restaurantId: edit.item.restaurantId,
        itemId: edit.item.id,
        quantity: final,
      });
      // An add that arrived just before (its answer lost with the page) doubled the line: set it to what was meant.
      if (result.line && result.line.quantity !== final) result = await api.updateCartItem(token, payload);
    }
    if (result.line && result.line.itemPrice !== edit.item.price) {
      notice.repriced.push({ name, was: edit.item.price, now: result.line.itemPrice });
    }
    settle(edit, final);
    return result.line ?? undefined;
  } catch (error) {
    if (
      !(error instanceof HttpError) ||
      error.status === 0 ||
      error.status === 401 ||
      error.status === 429 ||
      error.status >= 500
    ) {
      throw error;
    }
    // The server refused the line for good: no longer on the menu, sold out, or a change it does not take.
    if (error.code === 'item_not_found' || error.code === 'item_removed') notice.missing.push(name);
    else if (error.code === 'item_sold_out') (notice.soldOut ??= []).push(name);
    else notice.failed.push(name);
    settle(edit, held);
    return line;
  } finally {
    const pending = new Set($pendingItems.get());
    pending.delete(edit.item.id);
    $pendingItems.set(pending);
  }
}

/** Updates the waiting change of `edit`'s line (kept with whatever the customer did to it meanwhile). */
function record(edit: CartEdit, fields: Partial<CartEdit>): void {
  const edits = editsOfCustomer();
  $cartEdits.set({
    ...edits,
    lines: edits.lines.map((line) => (line.item.id === edit.item.id ? { ...line, ...fields } : line)),
  });
}

/**
 * The server now holds `quantity` of `edit`'s line. The change is done unless the customer changed the line again
 * while it was sent: that later change stays, based on what the server holds now.
 */
function settle(edit: CartEdit, quantity: number): void {
  const edits = editsOfCustomer();
  const current = edits.lines.find((line) => line.item.id === edit.item.id);
  if (!current) return;
  let lines: CartEdit[];
  if (current.revision === edit.revision) lines = edits.lines.filter((line) => line !== current);
  else {
    const { sent: _sent, ...rest } = current;
    const target = current.mode === 'set' ? current.target : quantity + current.target - edit.target;
    lines = edits.lines.map((line) => (line === current ? { ...rest, base: quantity, target } : line));
  }
  $cartEdits.set({ ...edits, lines });
}

/** What the customer reads when the cart could not be read or changed; a sign-in that expired signs them out here. */
export function report(error: unknown, fallback: string): void {
  if (error instanceof HttpError && error.status === 401) {
    forgetCustomer();
    $cartMessage.set('Your sign-in has expired. Please sign in again.');
    return;
  }
  $cartMessage.set(error instanceof HttpError ? error.message : fallback);
}
