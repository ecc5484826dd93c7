import { expect, test } from 'vitest';
import { GUEST_SALMON_MAKI } from '../../../fixtures/cart-items.ts';
import { cartScreen, EMPTY_CART_STATE, noticeSentences } from '../../../../src/lib/cart/cart-view.ts';

const MAKI = GUEST_SALMON_MAKI;

test('an order ordered again: what left the menu, what costs something else, what did not fit', () => {
  expect(
    noticeSentences({
      orderId: 12,
      missing: ['Tiramisu', 'Dragon Roll'],
      repriced: [{ name: 'Margherita Pizza', was: 12.99, now: 13.99 }],
      capped: [
        { name: 'Miso Soup', added: 5 },
        { name: 'Edamame', added: 0 },
      ],
      failed: ['Salmon Maki'],
    }),
  ).toEqual({
    title: 'Order 12 is in your cart again, at today’s prices.',
    lines: [
      'No longer on the menu: Tiramisu, Dragon Roll.',
      'Price changed: Margherita Pizza $12.99 → $13.99.',
      'Miso Soup: 5 added, as one line holds at most 50.',
      'Edamame: not added, your cart already holds 50, the most one line takes.',
      'We could not add Salmon Maki. Please try again.',
    ],
  });
});

test('dishes sold out are named apart from those no longer on the menu', () => {
  expect(
    noticeSentences({ missing: ['Uni Nigiri'], soldOut: ['Edamame', 'Mochi'], repriced: [], capped: [], failed: [] }),
  ).toEqual({
    title: 'What you picked before signing in is in your cart now.',
    lines: ['No longer on the menu: Uni Nigiri.', 'Sold out: Edamame, Mochi.'],
  });
  expect(
    noticeSentences({ orderId: 5, missing: [], soldOut: ['Edamame'], repriced: [], capped: [], failed: [] }).title,
  ).toBe('Nothing from order 5 could be added to your cart.');
});

test('a line whose dish can no longer be ordered says why, in words; the others say nothing', () => {
  const lines = cartScreen({
    ...EMPTY_CART_STATE,
    signedIn: true,
    loaded: true,
    items: [
      MAKI,
      { ...MAKI, id: 15, unavailable: 'sold-out' },
      { ...MAKI, id: 16, unavailable: 'removed' },
      { ...MAKI, id: 17, closed: 'Closed · opens Tue 11:00' },
      // Sold out says more than closed: it may not come back when the restaurant opens.
      { ...MAKI, id: 18, unavailable: 'sold-out', closed: 'Closed · opens Tue 11:00' },
    ],
    total: 89.9,
  })[0]?.slots['children'];
  expect(lines?.map((line) => line.props['availability'])).toEqual([
    '',
    'Sold out',
    'No longer on the menu',
    'Closed · opens Tue 11:00',
    'Sold out',
  ]);
});

test('an order none of which could be added says so; lines from before sign-in have their own title', () => {
  expect(noticeSentences({ orderId: 4, missing: ['Tiramisu'], repriced: [], capped: [], failed: [] }).title).toBe(
    'Nothing from order 4 could be added to your cart.',
  );
  expect(noticeSentences({ missing: [], repriced: [], capped: [{ name: 'Edamame', added: 5 }], failed: [] })).toEqual({
    title: 'What you picked before signing in is in your cart now.',
    lines: ['Edamame: 5 added, as one line holds at most 50.'],
  });
});

test('signed out, the cart kept on the device goes to checkout through sign-in', () => {
  const parts = cartScreen({ ...EMPTY_CART_STATE, signedIn: false, items: [MAKI], total: 17.98 });
  expect(parts.map((part) => part.part)).toEqual(['cart-lines', 'cart-summary', 'guest-hint']);
  expect(parts[0]?.slots['children']?.[0]?.props).toMatchObject({ name: 'Salmon Maki', price: '$8.99', quantity: '2' });
  expect(parts[1]?.props).toEqual({ total: '$17.98', signInFirst: '/checkout' });
});

test('signed in, an empty cart never read on this device is loading, not empty', () => {
  expect(cartScreen({ ...EMPTY_CART_STATE, signedIn: true }).map((part) => part.part)).toEqual(['loading']);
  expect(cartScreen({ ...EMPTY_CART_STATE, signedIn: true, loaded: true }).map((part) => part.part)).toEqual([
    'empty-cart',
  ]);
  expect(cartScreen({ ...EMPTY_CART_STATE, signedIn: false }).map((part) => part.part)).toEqual([
    'empty-cart',
    'sign-in-hint',
  ]);
});

test('signed in, lines not moved from the device yet are named', () => {
  const parts = cartScreen({
    ...EMPTY_CART_STATE,
    signedIn: true,
    loaded: true,
    leftovers: [MAKI],
    message: 'Offline.',
  });
  expect(parts.map((part) => [part.part, part.props])).toEqual([
    ['alert', { message: 'Offline.' }],
    ['leftover-lines', { text: 'Not in your cart yet, from before you signed in: Salmon Maki.' }],
    ['empty-cart', {}],
  ]);
});

test('changes made on this device: the lines that differ from what the customer left, and changes kept waiting', () => {
  expect(
    noticeSentences({
      fromDevice: true,
      missing: ['Tiramisu'],
      repriced: [{ name: 'Salmon Maki', was: 8.99, now: 9.49 }],
      capped: [],
      failed: [],
      elsewhere: [{ name: 'Edamame', quantity: 3 }],
    }),
  ).toEqual({
    title: 'Your cart changes reached the store. Some lines are not as you left them:',
    lines: [
      'No longer on the menu: Tiramisu.',
      'Price changed: Salmon Maki $8.99 → $9.49.',
      'Edamame was changed on another device too: 3 now, as set on this one.',
    ],
  });
  const waiting = cartScreen({
    ...EMPTY_CART_STATE,
    signedIn: true,
    loaded: true,
    items: [MAKI],
    total: 8.99,
    waiting: true,
  });
  expect(waiting.map((part) => part.part)).toEqual(['cart-waiting', 'cart-lines', 'cart-summary']);
  // A visitor's cart is the device's own: nothing waits for the server.
  const guest = cartScreen({ ...EMPTY_CART_STATE, signedIn: false, items: [MAKI], total: 8.99, waiting: true });
  expect(guest.map((part) => part.part)).not.toContain('cart-waiting');
});
