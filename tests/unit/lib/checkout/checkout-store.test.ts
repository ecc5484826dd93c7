import { atom } from 'nanostores';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Order, PlaceOrder } from '../../../../src/lib/contract.ts';

const server = vi.hoisted(() => ({
  placeOrder: vi.fn<(token: string, order: PlaceOrder, idempotencyKey: string) => Promise<Order>>(),
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
const { $cart, toCartItem } = await import('../../../../src/lib/cart/cart-state.ts');
const { DROPPED_ORDER_MESSAGE, OFFLINE_ORDER_MESSAGE, placeOrder } =
  await import('../../../../src/lib/checkout/checkout-store.ts');

const ADDRESS = { street: 'Main', buildingNumber: '1', apartmentNumber: '2', city: 'Springfield', zipCode: '12345' };
const MAKI = {
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
const PLACED: Order = {
  orderId: 9,
  status: 'Submitted',
  estimatedDeliveryTime: '2026-11-22T03:30:00.000Z',
  totalCost: 8.99,
  shippingAddress: ADDRESS,
  orderItems: [
    { itemId: 21, itemName: 'Salmon Maki', itemImageUrl: '/m.svg', itemPrice: 8.99, quantity: 1, restaurantId: 2 },
  ],
};

beforeEach(() => {
  server.placeOrder.mockReset();
  $cart.set([toCartItem(MAKI)]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('offline, an order is refused with what to do, nothing is sent and the cart stays', async () => {
  vi.stubGlobal('navigator', { onLine: false });

  expect(await placeOrder(ADDRESS)).toEqual({ ok: false, message: OFFLINE_ORDER_MESSAGE });

  expect(server.placeOrder).not.toHaveBeenCalled();
  expect($cart.get()).toHaveLength(1);
});

test('an order whose answer was lost with the connection is sent again with the same Idempotency-Key', async () => {
  server.placeOrder.mockRejectedValueOnce(new HttpError(0, 'network', 'We could not reach the store.'));
  server.placeOrder.mockResolvedValueOnce(PLACED);

  expect(await placeOrder(ADDRESS)).toEqual({ ok: false, message: DROPPED_ORDER_MESSAGE });
  expect($cart.get()).toHaveLength(1);
  expect(await placeOrder(ADDRESS)).toEqual({ ok: true, order: PLACED });

  const [first, second] = server.placeOrder.mock.calls;
  expect(second?.[2]).toBe(first?.[2]);
  expect(first?.[2]).toMatch(/^[0-9a-f-]{36}$/);
  expect($cart.get()).toEqual([]);
});
