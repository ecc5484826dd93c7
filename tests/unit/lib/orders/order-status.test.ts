import { expect, test } from 'vitest';
import { ORDER_STATUSES, STOPPED_STATUSES, type OrderStatus } from '../../../../src/lib/contract.ts';
import {
  isFinal,
  needsReason,
  orderDeliveryTime,
  overallStatus,
  partDeliveryTime,
  statusesBefore,
} from '../../../../src/lib/orders/order-status.ts';

const ALL: OrderStatus[] = [...ORDER_STATUSES, ...STOPPED_STATUSES];

test('a part moves one step along the way, is rejected only before it is accepted, cancelled only before it leaves', () => {
  const allowed = ALL.flatMap((to) => statusesBefore(to).map((from) => `${from} → ${to}`));
  expect(allowed.sort()).toEqual(
    [
      'Submitted → Preparing',
      'Preparing → Prepared',
      'Prepared → ReadyForDelivery',
      'ReadyForDelivery → OutForDelivery',
      'OutForDelivery → Delivered',
      'Submitted → Rejected',
      'Submitted → Cancelled',
      'Preparing → Cancelled',
      'Prepared → Cancelled',
      'ReadyForDelivery → Cancelled',
    ].sort(),
  );
  expect(ALL.filter(isFinal)).toEqual(['Delivered', 'Rejected', 'Cancelled']);
  expect(ALL.filter(needsReason)).toEqual(['Rejected', 'Cancelled']);
});

test('an order reads as its least advanced part still under way', () => {
  const of = (...statuses: OrderStatus[]) => overallStatus(statuses.map((status) => ({ status })));
  expect(of('Prepared')).toBe('Prepared');
  expect(of('OutForDelivery', 'Preparing', 'Delivered')).toBe('Preparing');
  expect(of('Delivered', 'Cancelled')).toBe('Delivered');
  expect(of('Rejected', 'Preparing')).toBe('Preparing');
  expect(of('Rejected', 'Rejected')).toBe('Rejected');
  expect(of('Rejected', 'Cancelled')).toBe('Cancelled');
  expect(of('Cancelled')).toBe('Cancelled');
});

const ESTIMATE = { min: 25, max: 40 };
const PLACED = '2026-05-01T18:00:00.000Z';
const time = (minutes: number) => new Date(Date.parse(PLACED) + minutes * 60_000).toISOString();

test('a part is expected the estimate’s end after placement, later when its kitchen is late, when it came once it did', () => {
  const part = (status: OrderStatus, reachedMinute: number) =>
    partDeliveryTime({ status, placedAt: PLACED, reachedAt: time(reachedMinute) }, ESTIMATE);
  expect(part('Submitted', 0)).toBe(time(40));
  expect(part('Preparing', 2)).toBe(time(42));
  // Ready quickly: never earlier than promised at placement.
  expect(part('Prepared', 10)).toBe(time(40));
  expect(part('Prepared', 30)).toBe(time(50));
  expect(part('OutForDelivery', 38)).toBe(time(48));
  expect(part('Delivered', 33)).toBe(time(33));
  expect(part('Cancelled', 12)).toBe(time(12));
});

test('an order is expected when its latest part under way is; once none is, when its last part ended', () => {
  expect(
    orderDeliveryTime([
      { status: 'Preparing', estimatedDeliveryTime: time(45) },
      { status: 'Delivered', estimatedDeliveryTime: time(50) },
      { status: 'Prepared', estimatedDeliveryTime: time(47) },
    ]),
  ).toBe(time(47));
  expect(
    orderDeliveryTime([
      { status: 'Delivered', estimatedDeliveryTime: time(31) },
      { status: 'Cancelled', estimatedDeliveryTime: time(12) },
    ]),
  ).toBe(time(31));
});
