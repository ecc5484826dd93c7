import { afterEach, describe, expect, test } from 'vitest';
import { formatClock, formatDeliveryTime, formatPrice, formatStatus } from '../../../src/lib/format.ts';

describe('formatPrice', () => {
  test.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [1234.567, '$1234.57'],
  ])('%d reads %s', (dollars, text) => expect(formatPrice(dollars)).toBe(text));
});

describe('times, in the time zone of the device', () => {
  const zone = process.env['TZ'];
  afterEach(() => {
    if (zone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = zone;
  });

  test.each([
    ['2026-11-21T14:35:00.000Z', 'UTC', '21 Nov 14:35', '14:35'],
    ['2026-09-11T18:45:00.000Z', 'Asia/Kolkata', '12 Sep 00:15', '00:15'],
    ['2026-12-31T20:00:00.000Z', 'Asia/Kolkata', '1 Jan 01:30', '01:30'],
    ['2026-05-03T07:05:00.000Z', 'America/New_York', '3 May 03:05', '03:05'],
    ['2026-03-29T01:30:00.000Z', 'Europe/London', '29 Mar 02:30', '02:30'],
  ])('%s in %s reads %s, its time %s', (iso, timeZone, delivery, time) => {
    // Node applies a new TZ to the next Date read, as a phone does when it moves to another zone.
    process.env['TZ'] = timeZone;
    expect(formatDeliveryTime(iso)).toBe(delivery);
    expect(formatClock(iso)).toBe(time);
  });
});

describe('formatStatus', () => {
  test.each([
    ['Submitted', 'Submitted'],
    ['ReadyForDelivery', 'Ready for delivery'],
    ['OutForDelivery', 'Out for delivery'],
  ])('%s reads %s', (status, text) => expect(formatStatus(status)).toBe(text));
});
