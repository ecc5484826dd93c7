import { atom } from 'nanostores';
import { beforeEach, expect, test, vi } from 'vitest';
import type { CartLine, CartMutationResult } from '../../../../src/lib/contract.ts';

const server = vi.hoisted(() => ({
  viewCart: vi.fn<(token: string, userId: string) => Promise<CartLine[]>>(),
  updateCartItem: vi.fn<(token: string, item: unknown) => Promise<CartMutationResult>>(),
}));

vi.mock('../../../../src/lib/api.ts', () => ({ api: server, HttpError: class HttpError extends Error {} }));
vi.mock('../../../../src/lib/stores/customer.ts', () => ({
  $customer: atom({ email: 'ana@example.com' }),
  $signedIn: atom(true),
  idToken: async () => 'token',
  signIn: async () => true,
  forgetCustomer: () => {},
}));

const { $cart, $cartTotal, loadCart, updateQuantity } = await import('../../../../src/lib/stores/cart.ts');
const { toCartItem } = await import('../../../../src/lib/stores/cart-state.ts');

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
};

/** A promise and the functions that settle it, so a test decides when the server answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  server.viewCart.mockReset();
  server.updateCartItem.mockReset();
  $cart.set([]);
});

test('a cart read answered after a quantity change does not put the old quantity back', async () => {
  $cart.set([toCartItem(MAKI)]);
  const read = deferred<CartLine[]>();
  server.viewCart.mockReturnValueOnce(read.promise);
  server.updateCartItem.mockResolvedValueOnce({ line: { ...MAKI, quantity: 2 }, count: 1 });

  // The cart screen reads the cart while the customer already sets the quantity to 2; the read was answered by the
  // server before the change reached it, and its answer arrives last.
  const loading = loadCart();
  await updateQuantity($cart.get()[0]!, 2);
  read.resolve([MAKI]);
  await loading;

  expect($cart.get()[0]?.quantity).toBe(2);
  expect($cartTotal.get()).toBe(17.98);
});

test('a cart read with no change under way replaces what the device remembered', async () => {
  $cart.set([toCartItem(MAKI)]);
  server.viewCart.mockResolvedValueOnce([{ ...MAKI, quantity: 3 }]);

  await loadCart();

  expect($cart.get().map((item) => [item.name, item.quantity])).toEqual([['Salmon Maki', 3]]);
});

test('a change whose answer disagrees with the line count reads the whole cart again once it is done', async () => {
  server.viewCart.mockResolvedValueOnce([MAKI]);
  await loadCart();
  const other = { ...MAKI, itemId: 22, itemName: 'Tuna Nigiri' };
  server.updateCartItem.mockResolvedValueOnce({ line: { ...MAKI, quantity: 2 }, count: 2 });
  server.viewCart.mockResolvedValueOnce([{ ...MAKI, quantity: 2 }, other]);

  await updateQuantity($cart.get()[0]!, 2);
  await vi.waitFor(() => expect($cart.get()).toHaveLength(2));

  expect($cart.get().map((item) => [item.name, item.quantity])).toEqual([
    ['Salmon Maki', 2],
    ['Tuna Nigiri', 1],
  ]);
});
