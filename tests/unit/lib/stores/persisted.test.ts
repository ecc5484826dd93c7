import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, expect, test } from 'vitest';

useTestStorageEngine();
const { $cart, $cartCount, $guestCart } = await import('../../../../src/lib/cart/cart-state.ts');
const { $customer, $signedIn } = await import('../../../../src/lib/identity/customer-state.ts');
const { forgetCustomerData } = await import('../../../../src/lib/stores/persisted.ts');

const MAKI = {
  restaurantId: 2,
  restaurantName: 'Sakura Sushi House',
  id: 21,
  name: 'Salmon Maki',
  description: 'Eight pieces',
  price: 8.99,
  image: '/images/items/maki.svg',
  timeAdded: '2026-11-22T03:00:00.000Z',
  userId: 'ana@example.com',
  quantity: 2,
  unavailable: null,
  closed: null,
};
const ANA = { name: 'Ana', email: 'ana@example.com', uid: 'uid-ana', photoURL: null };

/** Reads a store as a page does on load: from what another tab or an earlier visit left in localStorage. */
function readWith<T>(store: { get(): T; listen(listener: () => void): () => void }, key: string, stored: string): T {
  setTestStorageKey(key, stored);
  const stop = store.listen(() => {});
  const value = store.get();
  stop();
  return value;
}

beforeAll(() => cleanTestStorage());
afterEach(() => cleanTestStorage());

test('a cart and a customer left in localStorage are read back as they were', () => {
  expect(readWith($customer, 'customer:v1', JSON.stringify(ANA))).toEqual(ANA);
  expect($signedIn.get()).toBe(true);
  expect(readWith($cart, 'cart:v1', JSON.stringify([MAKI]))).toEqual([MAKI]);
  expect($cartCount.get()).toBe(1);
});

test('signed out, the header counts the lines of the cart kept on the device', () => {
  expect(readWith($customer, 'customer:v1', 'not json')).toMatchObject({ email: 'None' });
  readWith($cart, 'cart:v1', JSON.stringify([MAKI]));
  expect(
    readWith(
      $guestCart,
      'guest-cart:v1',
      JSON.stringify([
        { ...MAKI, userId: '' },
        { ...MAKI, id: 22 },
      ]),
    ),
  ).toHaveLength(2);
  expect($cartCount.get()).toBe(2);
});

test('forgetting the customer’s data removes their keys from the device, or all but those kept', () => {
  readWith($cart, 'cart:v1', JSON.stringify([MAKI]));
  readWith($guestCart, 'guest-cart:v1', JSON.stringify([MAKI]));

  forgetCustomerData(['guest-cart:v1']);
  expect(Object.keys(getTestStorage())).toEqual(['guest-cart:v1']);
  expect($cart.get()).toEqual([]);

  forgetCustomerData();
  expect(getTestStorage()).toEqual({});
  expect($guestCart.get()).toEqual([]);
});

test('an empty cart is not written to the device at all', () => {
  $cart.set([MAKI]);
  expect(Object.keys(getTestStorage())).toEqual(['cart:v1']);
  $cart.set([]);
  expect(getTestStorage()).toEqual({});
});

test('fields nobody asked for are dropped on the way in', () => {
  expect(readWith($cart, 'cart:v1', JSON.stringify([{ ...MAKI, injected: '<script>' }]))).toEqual([MAKI]);
});

test('a line kept by a build that did not know sold-out dishes reads as available', () => {
  const { unavailable: _unavailable, ...before } = MAKI;
  expect(readWith($cart, 'cart:v1', JSON.stringify([before]))).toEqual([{ ...MAKI, unavailable: null, closed: null }]);
});

test.each([
  ['a quantity of 0', JSON.stringify([{ ...MAKI, quantity: 0 }])],
  ['a fractional quantity', JSON.stringify([{ ...MAKI, quantity: 1.5 }])],
  ['a price written as text', JSON.stringify([{ ...MAKI, price: '8.99' }])],
  ['a line without its restaurant', JSON.stringify([{ ...MAKI, restaurantId: undefined }])],
  ['a cart that is not a list', JSON.stringify(MAKI)],
  ['text that is not JSON', '[{"id":21,'],
])('a cart with %s reads as an empty cart rather than breaking the page', (_case, stored) => {
  expect(readWith($cart, 'cart:v1', stored)).toEqual([]);
  expect($cartCount.get()).toBe(0);
});

test.each([
  ['without its uid', JSON.stringify({ ...ANA, uid: undefined })],
  ['with a photo that is not text', JSON.stringify({ ...ANA, photoURL: 42 })],
  ['as text that is not JSON', '{"email":'],
])('a customer record %s reads as signed out', (_case, stored) => {
  expect(readWith($customer, 'customer:v1', stored)).toEqual({ name: '', email: 'None', uid: '', photoURL: null });
  expect($signedIn.get()).toBe(false);
});
