import { describe, expect, test } from 'vitest';
import type { OpeningHours } from '../../../../src/lib/contract.ts';
import { pageStatus } from '../../../../src/lib/catalog/page-status.ts';

/** Open 11:15 to 22:00 every day in New York: the opening falls within an hour, not on it. */
const NEW_YORK: OpeningHours = {
  timeZone: 'America/New_York',
  weekly: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
    day,
    open: '11:15',
    close: '22:00',
  })),
  closed: [],
};

const render = (instant: string) => pageStatus({ hours: NEW_YORK }, Date.parse(instant));

describe('a catalog page’s status of a restaurant', () => {
  test('renders the same within the hour, whatever the minute, while the status holds', () => {
    const early = render('2026-12-01T15:02:00-05:00');
    expect(early).toEqual(render('2026-12-01T15:59:59-05:00'));
    expect(early).toMatchObject({ open: true, text: 'Open until 22:00', changesAt: Date.parse('2026-12-02T03:00Z') });
    // The next hour starts its stretches anew.
    expect(render('2026-12-01T16:00:00-05:00')?.stretches).not.toBe(early?.stretches);
  });

  test('says the status of the moment it renders, and is cut at the next change, when it changes within the hour', () => {
    const closed = render('2026-12-01T11:05:00-05:00');
    const open = render('2026-12-01T11:20:00-05:00');

    expect(closed).toMatchObject({
      open: false,
      text: 'Closed · opens 11:15',
      changesAt: Date.parse('2026-12-01T11:15:00-05:00'),
    });
    expect(open).toMatchObject({
      open: true,
      text: 'Open until 22:00',
      changesAt: Date.parse('2026-12-01T22:00:00-05:00'),
    });
    // The device's clock picks from the same stretches, from the hour on.
    expect(open?.stretches).toBe(closed?.stretches);
    expect(JSON.parse(open?.stretches ?? '[]').slice(0, 2)).toEqual([
      [Date.parse('2026-12-01T11:00:00-05:00') / 60_000, 0, 'Closed · opens 11:15'],
      [Date.parse('2026-12-01T11:15:00-05:00') / 60_000, 1, 'Open until 22:00'],
    ]);
  });

  test('is null for unknown hours', () => {
    expect(pageStatus({ hours: null }, Date.now())).toBeNull();
    expect(pageStatus({ hours: { ...NEW_YORK, timeZone: 'Mars/Olympus_Mons' } }, Date.now())).toBeNull();
  });
});
