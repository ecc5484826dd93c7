import { expect, test } from 'vitest';
import type { Order } from '../../../../src/lib/contract.ts';
import { lastChange, partProgress, partsOf } from '../../../../src/lib/orders/order-progress.ts';

const PLACED = '2026-11-21T14:00:00.000Z';
const EXPECTED = '2026-11-21T14:45:00.000Z';

const at = (minute: number) => `2026-11-21T14:${String(minute).padStart(2, '0')}:00.000Z`;

test('a part under way: each status reached with the time the kitchen moved it, Delivered expected by its time', () => {
  const steps = partProgress({
    status: 'Prepared',
    changes: [
      { status: 'Submitted', at: PLACED },
      { status: 'Preparing', at: at(3) },
      { status: 'Prepared', at: at(21) },
    ],
    estimatedDeliveryTime: EXPECTED,
  });
  expect(steps.map((step) => [step.label, step.state, step.at, step.expected])).toEqual([
    ['Submitted', 'done', PLACED, false],
    ['Preparing', 'done', at(3), false],
    ['Prepared', 'current', at(21), false],
    ['Ready for delivery', 'upcoming', '', false],
    ['Out for delivery', 'upcoming', '', false],
    ['Delivered', 'upcoming', EXPECTED, true],
  ]);
});

test('a delivered part shows when it was delivered, not an estimate', () => {
  const steps = partProgress({
    status: 'Delivered',
    changes: ['Submitted', 'Preparing', 'Prepared', 'ReadyForDelivery', 'OutForDelivery', 'Delivered'].map(
      (status, index) => ({ status: status as 'Submitted', at: at(index * 5) }),
    ),
    estimatedDeliveryTime: at(25),
  });
  expect(steps.map((step) => step.state)).toEqual([...Array(5).fill('done'), 'current']);
  expect(steps.at(-1)).toMatchObject({ at: at(25), expected: false });
});

test('a rejected or cancelled part shows the statuses it reached, then where it stopped, and nothing after', () => {
  const cancelled = partProgress({
    status: 'Cancelled',
    changes: [
      { status: 'Submitted', at: PLACED },
      { status: 'Preparing', at: at(2) },
      { status: 'Cancelled', at: at(9) },
    ],
    estimatedDeliveryTime: at(9),
  });
  expect(cancelled.map((step) => [step.label, step.state, step.at])).toEqual([
    ['Submitted', 'done', PLACED],
    ['Preparing', 'done', at(2)],
    ['Cancelled', 'stopped', at(9)],
  ]);
  const rejected = partProgress({
    status: 'Rejected',
    changes: [
      { status: 'Submitted', at: PLACED },
      { status: 'Rejected', at: at(1) },
    ],
    estimatedDeliveryTime: at(1),
  });
  expect(rejected.map((step) => [step.label, step.state])).toEqual([
    ['Submitted', 'done'],
    ['Rejected', 'stopped'],
  ]);
});

const ORDER: Order = {
  orderId: 7,
  status: 'Preparing',
  estimatedDeliveryTime: EXPECTED,
  totalCost: 10,
  shippingAddress: { street: 'S', buildingNumber: '1', apartmentNumber: '2', city: 'C', zipCode: '1' },
  orderItems: [{ itemId: 1, itemName: 'Soup', itemImageUrl: '/s.svg', itemPrice: 10, quantity: 1, restaurantId: 3 }],
};

test('an order kept on the device by an earlier build, without parts, reads as one part with its status', () => {
  expect(partsOf(ORDER)).toEqual([
    { restaurantId: 3, status: 'Preparing', changes: [], estimatedDeliveryTime: EXPECTED },
  ]);
  expect(lastChange(ORDER)).toBe('');
});

test('an order last changed when any of its parts last moved', () => {
  const order: Order = {
    ...ORDER,
    parts: [
      {
        restaurantId: 3,
        status: 'Preparing',
        changes: [{ status: 'Preparing', at: at(4) }],
        estimatedDeliveryTime: EXPECTED,
      },
      {
        restaurantId: 5,
        status: 'Prepared',
        changes: [{ status: 'Prepared', at: at(12) }],
        estimatedDeliveryTime: EXPECTED,
      },
    ],
  };
  expect(lastChange(order)).toBe(at(12));
});
