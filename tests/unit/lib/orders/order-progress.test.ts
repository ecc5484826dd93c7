import { expect, test } from 'vitest';
import { orderProgress } from '../../../../src/lib/orders/order-progress.ts';

const DELIVERED_AT = '2026-11-21T14:35:00.000Z';

test('each status is reached one step after the one before, the last at the estimated delivery time', () => {
  const steps = orderProgress({ status: 'Prepared', estimatedDeliveryTime: DELIVERED_AT }, 300);

  expect(steps.map((step) => [step.label, step.state, step.at])).toEqual([
    ['Submitted', 'done', '2026-11-21T14:10:00.000Z'],
    ['Preparing', 'done', '2026-11-21T14:15:00.000Z'],
    ['Prepared', 'current', '2026-11-21T14:20:00.000Z'],
    ['Ready for delivery', 'upcoming', '2026-11-21T14:25:00.000Z'],
    ['Out for delivery', 'upcoming', '2026-11-21T14:30:00.000Z'],
    ['Delivered', 'upcoming', DELIVERED_AT],
  ]);
});

test('the status is the server’s word: the first and the last step', () => {
  const submitted = orderProgress({ status: 'Submitted', estimatedDeliveryTime: DELIVERED_AT }, 1);
  expect(submitted.map((step) => step.state)).toEqual(['current', ...Array(5).fill('upcoming')]);
  expect(submitted[0]?.at).toBe('2026-11-21T14:34:55.000Z');

  const delivered = orderProgress({ status: 'Delivered', estimatedDeliveryTime: DELIVERED_AT }, 1);
  expect(delivered.map((step) => step.state)).toEqual([...Array(5).fill('done'), 'current']);
});
