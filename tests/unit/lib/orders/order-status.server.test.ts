import { describe, expect, test } from 'vitest';
import { ORDER_STATUSES } from '../../../../src/lib/contract.ts';
import { estimatedDeliveryAt, nextStatusChangeAt, statusAt } from '../../../../src/lib/orders/order-status.server.ts';

const placedAt = new Date('2026-03-01T12:00:00.000Z');
const after = (seconds: number) => new Date(placedAt.getTime() + seconds * 1000);

describe('statusAt', () => {
  test.each([
    [0, 'Submitted'],
    [299.999, 'Submitted'],
    [300, 'Preparing'],
    [600, 'Prepared'],
    [900, 'ReadyForDelivery'],
    [1200, 'OutForDelivery'],
    [1500, 'Delivered'],
    [86_400 * 365, 'Delivered'],
  ])('%s s after placement with 300 s steps is %s', (seconds, status) => {
    expect(statusAt(placedAt, after(seconds), 300)).toBe(status);
  });

  test('walks every status in order, one per step', () => {
    const seen = ORDER_STATUSES.map((_, step) => statusAt(placedAt, after(step * 2), 2));
    expect(seen).toEqual([...ORDER_STATUSES]);
  });

  test('stays Submitted when the clock reads before placement', () => {
    expect(statusAt(placedAt, after(-3600), 300)).toBe('Submitted');
  });
});

describe('estimatedDeliveryAt', () => {
  test('is five steps after placement, when the status reaches Delivered', () => {
    const eta = estimatedDeliveryAt(placedAt, 300);
    expect(eta.toISOString()).toBe('2026-03-01T12:25:00.000Z');
    expect(statusAt(placedAt, eta, 300)).toBe('Delivered');
    expect(statusAt(placedAt, new Date(eta.getTime() - 1), 300)).toBe('OutForDelivery');
  });
});

describe('nextStatusChangeAt', () => {
  const eta = estimatedDeliveryAt(placedAt, 300).toISOString();
  const changeAt = (seconds: number) => nextStatusChangeAt(eta, after(seconds), 300);

  test.each([
    [0, 300],
    [299.5, 300],
    [300, 600],
    [1_499.999, 1_500],
  ])('%s s after placement with 300 s steps, the status holds until just before %s s', (seconds, next) => {
    const at = changeAt(seconds);
    expect(at).toBe(after(next).getTime() - 1);
    expect(statusAt(placedAt, new Date(at), 300)).toBe(statusAt(placedAt, after(seconds), 300));
    expect(statusAt(placedAt, new Date(at + 1), 300)).not.toBe(statusAt(placedAt, after(seconds), 300));
  });

  test('never, once the order is Delivered', () => {
    expect(changeAt(1_500)).toBe(Infinity);
    expect(changeAt(86_400)).toBe(Infinity);
  });

  test('at the first step when the clock reads before placement', () => {
    expect(changeAt(-3_600)).toBe(after(300).getTime() - 1);
  });
});
