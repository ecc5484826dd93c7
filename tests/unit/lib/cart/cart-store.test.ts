import { atom } from 'nanostores';
import { beforeEach, expect, test, vi } from 'vitest';
import type { CartItemPayload, CartLine, CartMutationResult, Order } from '../../../../src/lib/contract.ts';

const server = vi.hoisted(() => ({
  viewCart: vi.fn<(token: string, userId: string) => Promise<CartLine[]>>(),
  addCartItem: vi.fn<(token: string, item: CartItemPayload) => Promise<CartMutationResult>>(),
  updateCartItem: vi.fn<(token: string, item: CartItemPayload) => Promise<CartMutationResult>>(),
  removeCartItem: vi.fn<(token: string, item: CartItemPayload) => Promise<CartMutationResult>>(),
}));

vi.mock('../../../../src/lib/api.ts', async (original) => ({
  ...(await original<typeof import('../../../../src/lib/api.ts')>()),
  api: server,
}));
vi.mock('../../../../src/lib/identity/customer-state.ts', async () => {
  const { atom: makeAtom } = await import('nanostores');
  return { $customer: makeAtom({ email: 'ana@example.com' }), $signedIn: makeAtom(true) };
});
vi.mock('../../../../src/lib/identity/customer-store.ts', async () => ({
  ...(await import('../../../../src/lib/identity/customer-state.ts')),
  $authMessage: atom(''),
  idToken: async () => 'token',
  forgetCustomer: () => {},
}));

const { HttpError } = await import('../../../../src/lib/api.ts');
const { $customer, $signedIn } = await import('../../../../src/lib/identity/customer-state.ts');
const { $authMessage } = await import('../../../../src/lib/identity/customer-store.ts');
const {
  $cart,
  $cartItems,
  $cartTotal,
  $guestCart,
  $cartMessage,
  addToCart,
  loadCart,
  mergeGuestCart,
  orderAgain,
  updateQuantity,
} = await import('../../../../src/lib/cart/cart-store.ts');
const { $cartNotice } = await import('../../../../src/lib/cart/cart-notice.ts');
const { $cartEdits } = await import('../../../../src/lib/cart/cart-edits.ts');
const { syncCartEdits } = await import('../../../../src/lib/cart/cart-sync.ts');
const { toCartItem } = await import('../../../../src/lib/cart/cart-state.ts');

const MAKI: CartLine = {
  restaurantId: 2,
  restaurantName: 'Sakura Sushi House',
  itemId: 21,
  itemName: 'Salmon Maki',
  itemDescription: 'Eight pieces',
  itemPrice: 8.99,
  itemImageUrl: '/images/items/maki.svg',
  timeAdded: '2026-11-22T03:00:00.000Z',
  userId: 'ana@example.com',
  quantity: 1,
  available: true,
  unavailableReason: null,
  restaurantClosed: null,
};
const EDAMAME: CartLine = { ...MAKI, itemId: 22, itemName: 'Edamame', itemPrice: 4.99 };
const MISO: CartLine = { ...MAKI, itemId: 23, itemName: 'Miso Soup', itemPrice: 3.99 };

/** A line of the device's cart, as a signed-out visitor's Add to Cart made it. */
const onDevice = (line: CartLine, quantity: number) => ({ ...toCartItem(line), userId: '', quantity });

/**
 * The server's cart: add-shopping-cart-item adds to it as the real one does (quantities add up, at most 50), update
 * sets a line's quantity, remove takes it out.
 */
function serverCart(initial: CartLine[]) {
  const lines = new Map(initial.map((line) => [line.itemId, { ...line }]));
  server.viewCart.mockImplementation(async () => [...lines.values()].map((line) => ({ ...line })));
  server.updateCartItem.mockImplementation(async (_token, item) => {
    const line = lines.get(item.itemId);
    if (!line) throw new HttpError(404, 'line_not_found', 'That item is not in your cart.');
    line.quantity = item.quantity ?? line.quantity;
    return { line: { ...line }, count: lines.size };
  });
  server.removeCartItem.mockImplementation(async (_token, item) => {
    lines.delete(item.itemId);
    return { line: null, count: lines.size };
  });
  server.addCartItem.mockImplementation(async (_token, item) => {
    const known = [MAKI, EDAMAME, MISO].find((line) => line.itemId === item.itemId);
    if (!known) throw new HttpError(404, 'item_not_found', 'That item is not on this restaurant’s menu.');
    const held = lines.get(item.itemId)?.quantity ?? 0;
    const quantity = held + (item.quantity ?? 1);
    if (quantity > 50) throw new HttpError(400, 'quantity_limit', 'You can order at most 50 of one item.');
    const line = { ...known, quantity };
    lines.set(item.itemId, line);
    return { line: { ...line }, count: lines.size };
  });
  return lines;
}

/** A promise and the functions that settle it, so a test decides when the server answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Signs the customer out, as the header's Sign Out does while a call is under way. */
function signOutMeanwhile() {
  ($customer as ReturnType<typeof atom<{ email: string }>>).set({ email: 'None' });
  ($signedIn as ReturnType<typeof atom<boolean>>).set(false);
}

beforeEach(() => {
  for (const call of Object.values(server)) call.mockReset();
  ($customer as ReturnType<typeof atom<{ email: string }>>).set({ email: 'ana@example.com' });
  ($signedIn as ReturnType<typeof atom<boolean>>).set(true);
  $cart.set([]);
  $guestCart.set([]);
  $cartNotice.set(null);
  $cartMessage.set('');
  $cartEdits.set(null);
});

test('a cart read answered after a quantity change does not put the old quantity back', async () => {
  $cart.set([toCartItem(MAKI)]);
  const read = deferred<CartLine[]>();
  server.viewCart.mockReturnValueOnce(read.promise);
  server.updateCartItem.mockResolvedValueOnce({ line: { ...MAKI, quantity: 2 }, count: 1 });

  // The cart screen reads the cart while the customer already sets the quantity to 2; the read was answered by the
  // server before the change reached it, and its answer arrives last.
  const loading = loadCart();
  await updateQuantity(MAKI.itemId, 2);
  read.resolve([MAKI]);
  await loading;

  expect($cart.get()[0]?.quantity).toBe(2);
  expect($cartTotal.get()).toBe(17.98);
});

test('a cart read answered after the customer signed out puts nothing of theirs on the device', async () => {
  const read = deferred<CartLine[]>();
  server.viewCart.mockReturnValueOnce(read.promise);

  const loading = loadCart();
  await vi.waitFor(() => expect(server.viewCart).toHaveBeenCalled());
  signOutMeanwhile();
  read.resolve([MAKI]);
  await loading;

  expect($cart.get()).toEqual([]);
});

test('Order Again answered after the customer signed out keeps neither the line nor a notice', async () => {
  serverCart([]);
  const added = deferred<CartMutationResult>();
  server.addCartItem.mockReturnValueOnce(added.promise);

  const filling = orderAgain(ORDER);
  await vi.waitFor(() => expect(server.addCartItem).toHaveBeenCalled());
  signOutMeanwhile();
  $cart.set([]);
  added.resolve({ line: MAKI, count: 1 });

  expect(await filling).toBe(false);
  expect($cart.get()).toEqual([]);
  expect($cartNotice.get()).toBeNull();
});

test("moving the device's lines, cut short by a sign-out, does not tell the visitor they are signed in", async () => {
  serverCart([]);
  $authMessage.set('');
  $guestCart.set([onDevice(MAKI, 1)]);
  const added = deferred<CartMutationResult>();
  server.addCartItem.mockReturnValueOnce(added.promise);

  const moving = mergeGuestCart();
  await vi.waitFor(() => expect(server.addCartItem).toHaveBeenCalled());
  signOutMeanwhile();
  added.resolve({ line: MAKI, count: 1 });

  expect(await moving).toBe(false);
  expect($authMessage.get()).toBe('');
});

test('a quantity change answered after the customer signed out puts nothing of theirs on the device', async () => {
  $cart.set([toCartItem(MAKI)]);
  server.viewCart.mockResolvedValue([MAKI]);
  const changed = deferred<CartMutationResult>();
  server.updateCartItem.mockReturnValueOnce(changed.promise);

  const changing = updateQuantity(MAKI.itemId, 2);
  await vi.waitFor(() => expect(server.updateCartItem).toHaveBeenCalled());
  signOutMeanwhile();
  $cart.set([]);
  changed.resolve({ line: { ...MAKI, quantity: 2 }, count: 1 });
  await changing;

  expect($cart.get()).toEqual([]);
});

test('a cart read with no change under way replaces what the device remembered', async () => {
  $cart.set([toCartItem(MAKI)]);
  server.viewCart.mockResolvedValueOnce([{ ...MAKI, quantity: 3 }]);

  await loadCart();

  expect($cart.get().map((item) => [item.name, item.quantity])).toEqual([['Salmon Maki', 3]]);
});

test('after a change reaches the server the cart is read again, so a line added on another device shows', async () => {
  server.viewCart.mockResolvedValueOnce([MAKI]);
  await loadCart();
  const other = { ...MAKI, itemId: 22, itemName: 'Tuna Nigiri' };
  server.viewCart.mockResolvedValueOnce([MAKI]);
  server.updateCartItem.mockResolvedValueOnce({ line: { ...MAKI, quantity: 2 }, count: 2 });
  server.viewCart.mockResolvedValueOnce([{ ...MAKI, quantity: 2 }, other]);

  await updateQuantity(MAKI.itemId, 2);

  expect($cart.get().map((item) => [item.name, item.quantity])).toEqual([
    ['Salmon Maki', 2],
    ['Tuna Nigiri', 1],
  ]);
  expect(server.updateCartItem).toHaveBeenCalledTimes(1);
});

test('signed out, Add to Cart fills the device’s cart, one more each press, up to 50 of one item', async () => {
  ($signedIn as ReturnType<typeof atom<boolean>>).set(false);
  const restaurant = { id: MAKI.restaurantId, name: MAKI.restaurantName };
  const item = {
    id: 21,
    name: 'Salmon Maki',
    image: '/m.svg',
    price: 8.99,
    description: 'Eight',
    timeAdded: MAKI.timeAdded,
  };

  expect(await addToCart(restaurant, item)).toBe(true);
  expect(await addToCart(restaurant, item)).toBe(true);
  expect($cartItems.get().map((line) => [line.name, line.price, line.quantity])).toEqual([['Salmon Maki', 8.99, 2]]);
  await updateQuantity(21, 50);
  expect(await addToCart(restaurant, item)).toBe(false);

  expect($cartMessage.get()).toBe('You can order at most 50 of one item.');
  expect($guestCart.get()[0]?.quantity).toBe(50);
  expect(server.addCartItem).not.toHaveBeenCalled();
});

test('at sign-in an item in both carts gets both quantities, up to 50, and an item only on the device is added', async () => {
  const lines = serverCart([
    { ...MAKI, quantity: 2 },
    { ...EDAMAME, quantity: 45 },
  ]);
  $guestCart.set([onDevice(MAKI, 3), onDevice(EDAMAME, 10), onDevice(MISO, 1)]);

  expect(await mergeGuestCart()).toBe(true);

  expect([...lines.values()].map((line) => [line.itemName, line.quantity])).toEqual([
    ['Salmon Maki', 5],
    ['Edamame', 50],
    ['Miso Soup', 1],
  ]);
  expect($cart.get().map((item) => [item.name, item.quantity])).toEqual([
    ['Salmon Maki', 5],
    ['Edamame', 50],
    ['Miso Soup', 1],
  ]);
  expect($guestCart.get()).toEqual([]);
  expect($cartNotice.get()).toEqual({ missing: [], repriced: [], capped: [{ name: 'Edamame', added: 5 }], failed: [] });
});

test('at sign-in the server’s prices win, and the customer is told which changed and what left the menu', async () => {
  serverCart([]);
  const gone = { ...onDevice(MAKI, 1), id: 99, name: 'Dragon Roll' };
  $guestCart.set([{ ...onDevice(MAKI, 1), price: 7.99 }, gone]);

  expect(await mergeGuestCart()).toBe(true);

  expect($cart.get().map((item) => [item.name, item.price])).toEqual([['Salmon Maki', 8.99]]);
  expect($cartNotice.get()).toMatchObject({
    missing: ['Dragon Roll'],
    repriced: [{ name: 'Salmon Maki', was: 7.99, now: 8.99 }],
  });
  expect($guestCart.get()).toEqual([]);
});

/** Makes the server refuse adds of `refused`'s dishes as it does a dish sold out or taken off the menu. */
function refusing(refused: Record<number, ['item_sold_out' | 'item_removed', string]>) {
  const add = server.addCartItem.getMockImplementation()!;
  server.addCartItem.mockImplementation(async (token, item) => {
    const refusal = refused[item.itemId];
    if (refusal) throw new HttpError(409, ...refusal);
    return add(token, item);
  });
}

test('at sign-in a dish sold out or taken off the menu since it was picked stays out, said so; the rest moves', async () => {
  const lines = serverCart([]);
  refusing({ [EDAMAME.itemId]: ['item_sold_out', 'Edamame is sold out.'] });
  const gone = { ...onDevice(MAKI, 1), id: 98, name: 'Uni Nigiri' };
  refusing({ [gone.id]: ['item_removed', 'Uni Nigiri is no longer on the menu.'] });
  $guestCart.set([onDevice(EDAMAME, 2), gone, onDevice(MISO, 1)]);

  expect(await mergeGuestCart()).toBe(true);

  expect([...lines.values()].map((line) => line.itemName)).toEqual(['Miso Soup']);
  expect($cartNotice.get()).toEqual({
    missing: ['Uni Nigiri'],
    soldOut: ['Edamame'],
    repriced: [],
    capped: [],
    failed: [],
  });
  expect($guestCart.get()).toEqual([]);
  expect($cartMessage.get()).toBe('');
});

test('a merge interrupted by a failing call keeps on the device what was not moved yet, and finishes later', async () => {
  const lines = serverCart([]);
  $guestCart.set([onDevice(MAKI, 1), onDevice(EDAMAME, 2), onDevice(MISO, 1)]);
  server.addCartItem.mockImplementationOnce(server.addCartItem.getMockImplementation()!);
  server.addCartItem.mockRejectedValueOnce(new HttpError(0, 'network', 'We could not reach the store.'));

  expect(await mergeGuestCart()).toBe(false);

  expect([...lines.values()].map((line) => line.itemName)).toEqual(['Salmon Maki']);
  expect($guestCart.get().map((item) => [item.name, item.quantity])).toEqual([
    ['Edamame', 2],
    ['Miso Soup', 1],
  ]);
  expect($cartMessage.get()).toBe('We could not reach the store.');

  expect(await mergeGuestCart()).toBe(true);
  expect([...lines.values()].map((line) => [line.itemName, line.quantity])).toEqual([
    ['Salmon Maki', 1],
    ['Edamame', 2],
    ['Miso Soup', 1],
  ]);
  expect($guestCart.get()).toEqual([]);
});

const ORDER: Order = {
  orderId: 7,
  status: 'Delivered',
  estimatedDeliveryTime: '2026-11-22T03:30:00.000Z',
  totalCost: 0,
  shippingAddress: { street: 'Main', buildingNumber: '1', apartmentNumber: '2', city: 'Springfield', zipCode: '1' },
  orderItems: [
    { itemId: 21, itemName: 'Salmon Maki', itemImageUrl: '/m.svg', itemPrice: 7.5, quantity: 2, restaurantId: 2 },
    { itemId: 99, itemName: 'Dragon Roll', itemImageUrl: '/d.svg', itemPrice: 12, quantity: 1, restaurantId: 2 },
    { itemId: 23, itemName: 'Miso Soup', itemImageUrl: '/s.svg', itemPrice: 3.99, quantity: 10, restaurantId: 2 },
    { itemId: 22, itemName: 'Edamame', itemImageUrl: '/e.svg', itemPrice: 4.99, quantity: 3, restaurantId: 2 },
  ],
};

test('Order Again adds the order’s lines at today’s prices, within the line limit, and says what changed', async () => {
  const lines = serverCart([
    { ...MISO, quantity: 45 },
    { ...EDAMAME, quantity: 50 },
  ]);

  expect(await orderAgain(ORDER)).toBe(true);

  expect([...lines.values()].map((line) => [line.itemName, line.quantity, line.itemPrice])).toEqual([
    ['Miso Soup', 50, 3.99],
    ['Edamame', 50, 4.99],
    ['Salmon Maki', 2, 8.99],
  ]);
  expect($cartNotice.get()).toMatchObject({
    orderId: 7,
    missing: ['Dragon Roll'],
    repriced: [{ name: 'Salmon Maki', was: 7.5, now: 8.99 }],
    capped: [
      { name: 'Miso Soup', added: 5 },
      { name: 'Edamame', added: 0 },
    ],
    failed: [],
  });
  expect($cartEdits.get()?.lines ?? []).toEqual([]);
});

test('Order Again interrupted by a failing call keeps what was not sent on the device, and sends it later', async () => {
  const lines = serverCart([]);
  server.addCartItem.mockImplementationOnce(server.addCartItem.getMockImplementation()!);
  server.addCartItem.mockRejectedValueOnce(new HttpError(503, 'unavailable', 'The store is busy.'));

  expect(await orderAgain(ORDER)).toBe(false);

  expect([...lines.values()].map((line) => line.itemName)).toEqual(['Salmon Maki']);
  expect($cart.get().map((item) => item.name)).toEqual(['Salmon Maki', 'Dragon Roll', 'Miso Soup', 'Edamame']);
  expect($cartEdits.get()?.lines.map((edit) => edit.item.name)).toEqual(['Dragon Roll', 'Miso Soup', 'Edamame']);
  expect($cartMessage.get()).toBe('The store is busy.');

  expect(await syncCartEdits()).toBe(true);
  expect([...lines.values()].map((line) => [line.itemName, line.quantity])).toEqual([
    ['Salmon Maki', 2],
    ['Miso Soup', 10],
    ['Edamame', 3],
  ]);
  expect($cartNotice.get()?.missing).toEqual(['Dragon Roll']);
  expect($cartEdits.get()?.lines ?? []).toEqual([]);
});

test('Order Again says which dishes are sold out now, and adds the rest', async () => {
  const lines = serverCart([]);
  refusing({ [EDAMAME.itemId]: ['item_sold_out', 'Edamame is sold out.'] });

  expect(await orderAgain(ORDER)).toBe(true);

  expect([...lines.values()].map((line) => line.itemName)).toEqual(['Salmon Maki', 'Miso Soup']);
  expect($cartNotice.get()).toMatchObject({ orderId: 7, missing: ['Dragon Roll'], soldOut: ['Edamame'], failed: [] });
  expect($cartEdits.get()?.lines ?? []).toEqual([]);
});

test('changes folded on the device reach the server as one call per line, and a lost answer is not sent twice', async () => {
  const lines = serverCart([
    { ...EDAMAME, quantity: 1 },
    { ...MISO, quantity: 2 },
  ]);
  $cart.set([toCartItem({ ...EDAMAME, quantity: 1 }), toCartItem({ ...MISO, quantity: 2 })]);
  const restaurant = { id: MAKI.restaurantId, name: MAKI.restaurantName };
  const maki = {
    id: MAKI.itemId,
    name: 'Salmon Maki',
    image: '/m.svg',
    price: 8.99,
    description: 'Eight',
    timeAdded: '',
  };
  // The first round's answer to the add is lost: the server has the line, the device does not know it.
  const add = server.addCartItem.getMockImplementation()!;
  server.addCartItem.mockImplementationOnce(async (token, item) => {
    await add(token, item);
    throw new HttpError(0, 'network', 'We could not reach the store.');
  });
  vi.stubGlobal('navigator', { onLine: false });
  await addToCart(restaurant, maki);
  await addToCart(restaurant, maki);
  await addToCart(restaurant, maki);
  await updateQuantity(EDAMAME.itemId, 4);
  await updateQuantity(MAKI.itemId, 2);
  await updateQuantity(MISO.itemId, 0);
  expect(server.viewCart).not.toHaveBeenCalled();
  expect($cart.get().map((item) => [item.name, item.quantity])).toEqual([
    ['Edamame', 4],
    ['Salmon Maki', 2],
  ]);
  vi.stubGlobal('navigator', { onLine: true });

  expect(await syncCartEdits()).toBe(false);
  expect(await syncCartEdits()).toBe(true);

  expect([...lines.values()].map((line) => [line.itemName, line.quantity])).toEqual([
    ['Edamame', 4],
    ['Salmon Maki', 2],
  ]);
  expect(server.addCartItem).toHaveBeenCalledTimes(1);
  expect(server.updateCartItem).toHaveBeenCalledTimes(1);
  expect(server.removeCartItem).toHaveBeenCalledTimes(1);
  expect($cartNotice.get()).toBeNull();
  vi.unstubAllGlobals();
});

test('a quantity set here on a line another device changed meanwhile wins, and the customer is told', async () => {
  const lines = serverCart([{ ...EDAMAME, quantity: 6 }]);
  $cart.set([toCartItem({ ...EDAMAME, quantity: 1 })]);

  await updateQuantity(EDAMAME.itemId, 3);

  expect(lines.get(EDAMAME.itemId)?.quantity).toBe(3);
  expect($cartNotice.get()).toMatchObject({ fromDevice: true, elsewhere: [{ name: 'Edamame', quantity: 3 }] });
});
