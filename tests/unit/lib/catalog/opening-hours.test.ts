import { describe, expect, test } from 'vitest';
import type { OpeningHours, Weekday } from '../../../../src/lib/contract.ts';
import { isTimeZone, openingStatus, openingStretches, openingText } from '../../../../src/lib/catalog/opening-hours.ts';

const EVERY_DAY: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function hours(
  timeZone: string,
  times: [open: string, close: string][],
  { days = EVERY_DAY, closed = [] }: { days?: Weekday[]; closed?: string[] } = {},
): OpeningHours {
  return {
    timeZone,
    weekly: days.flatMap((day) => times.map(([open, close]) => ({ day, open, close }))),
    closed,
  };
}

/** What a customer reads at `instant` (ISO 8601, with its offset), and the instant it changes. */
function at(opening: OpeningHours, instant: string) {
  const status = openingStatus(opening, Date.parse(instant));
  return {
    text: openingText(status),
    changesAt: status?.changesAt === null || status === null ? null : new Date(status.changesAt).toISOString(),
  };
}

const NEW_YORK_DAYTIME = hours('America/New_York', [['11:00', '22:00']]);

describe('a restaurant open 11:00 to 22:00 every day in New York', () => {
  test('is open during the day, until its close, which is the next change', () => {
    // Tuesday 1 December 2026, 15:00 in New York (UTC-5).
    expect(at(NEW_YORK_DAYTIME, '2026-12-01T15:00:00-05:00')).toEqual({
      text: 'Open until 22:00',
      changesAt: '2026-12-02T03:00:00.000Z',
    });
    expect(at(NEW_YORK_DAYTIME, '2026-12-01T21:59:59-05:00').text).toBe('Open until 22:00');
  });

  test('is closed from its close, and opens the next morning', () => {
    expect(at(NEW_YORK_DAYTIME, '2026-12-01T22:00:00-05:00')).toEqual({
      text: 'Closed · opens Wed 11:00',
      changesAt: '2026-12-02T16:00:00.000Z',
    });
    // Past midnight it opens later the same day.
    expect(at(NEW_YORK_DAYTIME, '2026-12-02T00:30:00-05:00')).toEqual({
      text: 'Closed · opens 11:00',
      changesAt: '2026-12-02T16:00:00.000Z',
    });
    expect(at(NEW_YORK_DAYTIME, '2026-12-02T10:59:00-05:00').text).toBe('Closed · opens 11:00');
    expect(at(NEW_YORK_DAYTIME, '2026-12-02T11:00:00-05:00').text).toBe('Open until 22:00');
  });

  test("is read on the restaurant's clock, wherever the reader is", () => {
    // 03:30 in New York is 09:30 in Paris and the evening before in Los Angeles: the same status for all.
    expect(at(NEW_YORK_DAYTIME, '2026-12-02T08:30:00Z')).toEqual({
      text: 'Closed · opens 11:00',
      changesAt: '2026-12-02T16:00:00.000Z',
    });
  });
});

describe('a restaurant closed on Mondays', () => {
  const tuesdayToSunday = hours('America/New_York', [['11:00', '21:30']], {
    days: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  });

  test('is closed all Monday and says it opens on Tuesday', () => {
    // Monday 7 December 2026.
    expect(at(tuesdayToSunday, '2026-12-07T12:00:00-05:00')).toEqual({
      text: 'Closed · opens Tue 11:00',
      changesAt: '2026-12-08T16:00:00.000Z',
    });
    // Sunday night after the close, the next opening is two days away.
    expect(at(tuesdayToSunday, '2026-12-06T22:00:00-05:00').text).toBe('Closed · opens Tue 11:00');
  });
});

describe('opening hours past midnight', () => {
  const lateNight = hours('America/New_York', [['17:00', '02:00']]);

  test("are open after midnight on the day before's opening, until the close", () => {
    expect(at(lateNight, '2026-12-01T23:00:00-05:00')).toEqual({
      text: 'Open until 02:00',
      changesAt: '2026-12-02T07:00:00.000Z',
    });
    expect(at(lateNight, '2026-12-02T01:59:00-05:00').text).toBe('Open until 02:00');
    expect(at(lateNight, '2026-12-02T02:00:00-05:00')).toEqual({
      text: 'Closed · opens 17:00',
      changesAt: '2026-12-02T22:00:00.000Z',
    });
  });

  test('meet the next opening as one stretch when they touch', () => {
    const allNightThenMorning = hours('America/New_York', [
      ['18:00', '00:00'],
      ['00:00', '03:00'],
    ]);
    expect(at(allNightThenMorning, '2026-12-01T23:00:00-05:00').text).toBe('Open until 03:00');
  });
});

describe('split hours, lunch and dinner', () => {
  const lunchAndDinner = hours('America/New_York', [
    ['11:30', '14:30'],
    ['17:00', '22:00'],
  ]);

  test('close between the two and open again for dinner', () => {
    expect(at(lunchAndDinner, '2026-12-01T12:00:00-05:00').text).toBe('Open until 14:30');
    expect(at(lunchAndDinner, '2026-12-01T15:00:00-05:00')).toEqual({
      text: 'Closed · opens 17:00',
      changesAt: '2026-12-01T22:00:00.000Z',
    });
    expect(at(lunchAndDinner, '2026-12-01T22:30:00-05:00').text).toBe('Closed · opens Wed 11:30');
  });
});

describe('closed dates', () => {
  const christmasClosed = hours('America/New_York', [['11:00', '22:00']], { closed: ['2026-12-25'] });

  test('close the whole date, and the next opening is the day after', () => {
    // Thursday 24 December after the close; Friday the 25th closed.
    expect(at(christmasClosed, '2026-12-24T23:00:00-05:00')).toEqual({
      text: 'Closed · opens Sat 11:00',
      changesAt: '2026-12-26T16:00:00.000Z',
    });
    expect(at(christmasClosed, '2026-12-25T12:00:00-05:00').text).toBe('Closed · opens Sat 11:00');
  });

  test('leave an opening that began the evening before to run its course', () => {
    const lateNight = hours('America/New_York', [['17:00', '02:00']], { closed: ['2026-12-25'] });
    expect(at(lateNight, '2026-12-25T01:00:00-05:00').text).toBe('Open until 02:00');
    expect(at(lateNight, '2026-12-25T03:00:00-05:00').text).toBe('Closed · opens Sat 17:00');
  });

  test('more than a week of them gives the date of the next opening', () => {
    const holidays = Array.from({ length: 12 }, (_, day) => `2026-12-${String(24 + day).padStart(2, '0')}`)
      .filter((date) => date <= '2026-12-31')
      .concat(['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04']);
    const winterBreak = hours('America/New_York', [['11:00', '22:00']], { closed: holidays });
    expect(at(winterBreak, '2026-12-23T23:00:00-05:00')).toEqual({
      text: 'Closed · opens Jan 5 11:00',
      changesAt: '2027-01-05T16:00:00.000Z',
    });
  });
});

describe('hours with no openings, and around the clock', () => {
  test('a week with no hours is closed until further notice, with no change to wait for', () => {
    expect(at(hours('America/New_York', []), '2026-12-01T12:00:00-05:00')).toEqual({
      text: 'Closed until further notice',
      changesAt: null,
    });
  });

  test('every day from 00:00 to 00:00 is open 24 hours, with no change to wait for', () => {
    const aroundTheClock = hours('America/New_York', [['00:00', '00:00']]);
    expect(at(aroundTheClock, '2026-12-01T03:00:00-05:00')).toEqual({ text: 'Open 24 hours', changesAt: null });
  });

  test('around the clock up to a closed date is open until that date begins', () => {
    const aroundTheClock = hours('America/New_York', [['00:00', '00:00']], { closed: ['2026-12-04'] });
    expect(at(aroundTheClock, '2026-12-01T12:00:00-05:00')).toEqual({
      text: 'Open until Fri 00:00',
      changesAt: '2026-12-04T05:00:00.000Z',
    });
  });
});

describe('daylight saving time', () => {
  test('a close on the evening summer time starts is at its hour on the new offset', () => {
    // Paris moves from UTC+1 to UTC+2 at 02:00 on Sunday 28 March 2027.
    const paris = hours('Europe/Paris', [['11:00', '22:00']]);
    expect(at(paris, '2027-03-27T12:00:00+01:00').changesAt).toBe('2027-03-27T21:00:00.000Z');
    expect(at(paris, '2027-03-28T12:00:00+02:00')).toEqual({
      text: 'Open until 22:00',
      changesAt: '2027-03-28T20:00:00.000Z',
    });
  });

  test('a night that loses an hour closes after the hours it has', () => {
    // New York skips from 02:00 to 03:00 on Sunday 14 March 2027.
    const lateNight = hours('America/New_York', [['20:00', '03:00']]);
    expect(at(lateNight, '2027-03-14T01:30:00-05:00')).toEqual({
      text: 'Open until 03:00',
      changesAt: '2027-03-14T07:00:00.000Z',
    });
    // A close inside the skipped hour comes as long after 02:00 as it says: 03:30 on the new clock.
    const skipped = hours('America/New_York', [['20:00', '02:30']]);
    expect(at(skipped, '2027-03-14T01:30:00-05:00').changesAt).toBe('2027-03-14T07:30:00.000Z');
  });

  test('a night that repeats an hour closes at the first showing of its close', () => {
    // New York goes back from 02:00 to 01:00 on Sunday 1 November 2026: 01:00 to 02:00 comes twice.
    const lateNight = hours('America/New_York', [['20:00', '01:30']]);
    expect(at(lateNight, '2026-11-01T01:10:00-04:00')).toEqual({
      text: 'Open until 01:30',
      changesAt: '2026-11-01T05:30:00.000Z',
    });
    // 01:10 again, an hour later: closed since the first 01:30.
    expect(at(lateNight, '2026-11-01T01:10:00-05:00')).toEqual({
      text: 'Closed · opens 20:00',
      changesAt: '2026-11-02T01:00:00.000Z',
    });
  });

  test('an opening in the repeated hour is open from its first showing', () => {
    const early = hours('America/New_York', [['01:30', '03:00']], { days: ['sun'] });
    expect(at(early, '2026-11-01T01:10:00-05:00')).toEqual({
      text: 'Open until 03:00',
      changesAt: '2026-11-01T08:00:00.000Z',
    });
  });
});

describe('time zones', () => {
  test('an IANA name is one, an offset or a made-up name is not', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('+05:00')).toBe(false);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  test('hours in a zone this runtime does not know have no status, and say nothing', () => {
    const status = openingStatus(hours('Mars/Olympus_Mons', [['11:00', '22:00']]), Date.now());
    expect(status).toBeNull();
    expect(openingText(status)).toBe('');
  });
});

describe('the stretches a page carries, which its script shows by the device’s clock', () => {
  const minute = (instant: string) => Date.parse(instant) / 60_000;

  test('start with the status now, then one at each change, then where what is known ends', () => {
    const from = Date.parse('2026-12-01T20:30:00-05:00');
    expect(openingStretches(NEW_YORK_DAYTIME, from, from + 24 * 3600_000)).toEqual([
      [minute('2026-12-01T20:30:00-05:00'), 1, 'Open until 22:00'],
      [minute('2026-12-01T22:00:00-05:00'), 0, 'Closed · opens Wed 11:00'],
      [minute('2026-12-02T11:00:00-05:00'), 1, 'Open until 22:00'],
      // The close after the horizon is still known: the last stretch holds until it.
      [minute('2026-12-02T22:00:00-05:00')],
    ]);
  });

  test('of hours that never change, hold one stretch as far as asked', () => {
    const always = hours('UTC', [['00:00', '00:00']]);
    const from = Date.parse('2026-12-01T20:30:00Z');
    expect(openingStretches(always, from, from + 3600_000)).toEqual([
      [minute('2026-12-01T20:30:00Z'), 1, 'Open 24 hours'],
      [minute('2026-12-01T21:30:00Z')],
    ]);
  });

  test('are null for a time zone this runtime does not know', () => {
    expect(openingStretches({ ...NEW_YORK_DAYTIME, timeZone: 'Mars/Olympus_Mons' }, 0, 3600_000)).toBeNull();
  });
});
