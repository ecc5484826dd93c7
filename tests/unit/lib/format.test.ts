import { describe, expect, test } from 'vitest';
import { formatDeliveryTime, formatPrice, formatStatus } from '../../../src/lib/format.ts';

describe('formatPrice', () => {
  test.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [1234.567, '$1234.57'],
  ])('%d reads %s', (dollars, text) => expect(formatPrice(dollars)).toBe(text));
});

describe('formatDeliveryTime', () => {
  test.each([
    ['2026-11-21T14:35:00.000Z', 'UTC', '21 Nov 14:35'],
    ['2026-09-11T18:45:00.000Z', 'Asia/Kolkata', '12 Sep 00:15'],
    ['2026-12-31T20:00:00.000Z', 'Asia/Kolkata', '1 Jan 01:30'],
    ['2026-05-03T07:05:00.000Z', 'America/New_York', '3 May 03:05'],
  ])('%s in %s reads %s', (iso, zone, text) => expect(formatDeliveryTime(iso, zone)).toBe(text));
});

describe('formatStatus', () => {
  test.each([
    ['Submitted', 'Submitted'],
    ['ReadyForDelivery', 'Ready for delivery'],
    ['OutForDelivery', 'Out for delivery'],
  ])('%s reads %s', (status, text) => expect(formatStatus(status)).toBe(text));
});
