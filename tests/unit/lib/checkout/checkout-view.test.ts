import { expect, test } from 'vitest';
import { GUEST_SALMON_MAKI } from '../../../fixtures/cart-items.ts';
import type { Order, SavedAddress } from '../../../../src/lib/contract.ts';
import {
  checkoutScreen,
  offeredAddress,
  type CheckoutScreenState,
} from '../../../../src/lib/checkout/checkout-view.ts';

const HOME = {
  street: 'Main Street',
  buildingNumber: '12',
  apartmentNumber: '3B',
  city: 'Springfield',
  zipCode: '12345',
};
const OFFICE_ADDRESS = {
  street: 'Harbour Road',
  buildingNumber: '7',
  apartmentNumber: '41',
  city: 'Shelbyville',
  zipCode: '54321',
};
const OFFICE: SavedAddress = { addressId: 7, ...OFFICE_ADDRESS };
const ORDER: Order = {
  orderId: 3,
  status: 'Delivered',
  estimatedDeliveryTime: '2026-11-22T03:30:00.000Z',
  totalCost: 8.99,
  shippingAddress: HOME,
  orderItems: [],
};
const MAKI = { ...GUEST_SALMON_MAKI, userId: 'ana@example.com', quantity: 1 };
const STATE: CheckoutScreenState = {
  signedIn: true,
  customerName: 'Ana',
  items: [MAKI],
  total: 8.99,
  loaded: true,
  filling: false,
  placed: false,
  orders: [],
  saved: [],
};

test('the address offered is the last order’s, else the most recently used saved one, else none', () => {
  expect(offeredAddress([ORDER], [OFFICE])).toEqual(HOME);
  expect(offeredAddress([], [OFFICE])).toEqual(OFFICE_ADDRESS);
  expect(offeredAddress([], [])).toEqual({
    street: '',
    buildingNumber: '',
    apartmentNumber: '',
    city: '',
    zipCode: '',
  });
});

test('the form starts with the offered address and the customer’s name; the saved one it holds is pressed', () => {
  const [checkout] = checkoutScreen({
    ...STATE,
    orders: [{ ...ORDER, shippingAddress: OFFICE_ADDRESS }],
    saved: [OFFICE],
  });
  const form = checkout?.slots['delivery']?.[0];
  expect(form?.props).toMatchObject({ name: 'Ana', street: 'Harbour Road', zipCode: '54321', total: '$8.99' });
  const options = form?.slots['addresses']?.[0]?.slots['options'];
  expect(options?.map((option) => [option.props['text'], option.props['pressed']])).toEqual([
    ['Harbour Road 7, Apt 41, Shelbyville 54321', 'true'],
  ]);
});

test('signed out with a cart on the device: the summary and Sign In, no form', () => {
  const [checkout] = checkoutScreen({ ...STATE, signedIn: false });
  expect(checkout?.slots['summary']?.[0]?.part).toBe('order-summary');
  expect(checkout?.slots['delivery']?.map((part) => [part.part, part.props])).toEqual([
    ['sign-in-prompt', { text: 'Sign in to check out: what you picked comes with you.' }],
  ]);
});
