// Whether a restaurant is open, read from its opening hours on the restaurant's own clock: on the server (checkout
// refuses a closed restaurant's lines) and in the browser (a page kept by any cache still says the truth). Kept small
// and free of dependencies for the page's header script: the time zone arithmetic is Intl.DateTimeFormat's.
import type { OpeningHours } from '../contract.ts';

/** Whether a restaurant is open at an instant, and when that changes. */
export interface OpeningStatus {
  open: boolean;
  /** When it next closes (open) or opens (closed), in ms since 1970; null when not within the coming weeks. */
  changesAt: number | null;
  /** That moment on the restaurant's clock: `22:00`, `Tue 11:00` or `Dec 28 11:00`; null with `changesAt`. */
  changesAtText: string | null;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
/** Days in JavaScript's order (getUTCDay: Sunday first). */
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** How far ahead an opening is looked for: past any run of closed dates a push may list (menu-contract.ts). */
const HORIZON_DAYS = 400;
/** The days whose openings are merged to find when an open restaurant closes. */
const WEEK_AHEAD = 8;

/** One formatter per time zone (a handful in any catalog); null for a zone this runtime does not know. */
const formats = new Map<string, Intl.DateTimeFormat | null>();

function formatter(timeZone: string): Intl.DateTimeFormat | null {
  let format = formats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      format = null;
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether this runtime knows `timeZone` as a named zone (an IANA name, not an offset such as `+05:00`). */
export function isTimeZone(timeZone: string): boolean {
  return /^[A-Za-z]/.test(timeZone) && formatter(timeZone) !== null;
}

/** The local clock at `at`, as minutes since 1970-01-01 00:00 of that clock ("wall minutes"). */
function wallMinutes(format: Intl.DateTimeFormat, at: number): number {
  const parts: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(at)) parts[type] = value;
  return (
    Date.UTC(
      Number(parts['year']),
      Number(parts['month']) - 1,
      Number(parts['day']),
      Number(parts['hour']) % 24,
      Number(parts['minute']),
    ) / MINUTE_MS
  );
}

/**
 * The instant the local clock shows `wall`. A time the clock shows twice (the hour repeated when summer time ends) is
 * its first; one it skips (the hour lost when summer time starts) is read with the offset before the change, which
 * lands the same span after the skipped hour.
 */
function instantOf(format: Intl.DateTimeFormat, wall: number): number {
  const offset = (at: number) => wallMinutes(format, at) - Math.floor(at / MINUTE_MS);
  const guess = wall * MINUTE_MS;
  const candidates = [offset(guess - DAY_MINUTES * MINUTE_MS), offset(guess + DAY_MINUTES * MINUTE_MS)]
    .map((minutes) => (wall - minutes) * MINUTE_MS)
    .sort((a, b) => a - b);
  return candidates.find((at) => wallMinutes(format, at) === wall) ?? (candidates[1] as number);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const twoDigits = (value: number) => String(value).padStart(2, '0');
const dayName = (day: number) => {
  const name = DAYS[new Date(day * DAY_MINUTES * MINUTE_MS).getUTCDay()] as string;
  return name[0]?.toUpperCase() + name.slice(1);
};

/**
 * The openings that start on local day `day` (days since 1970 on the restaurant's clock), as [start, end) in wall
 * minutes: none on a closed date. A close at or before the open is past midnight; a close equal to the open, a whole
 * day. An opening that runs past midnight into a closed date keeps its hours: the date closes what starts on it.
 */
function openingsOn(hours: OpeningHours, day: number): [number, number][] {
  const date = new Date(day * DAY_MINUTES * MINUTE_MS);
  if (hours.closed.includes(date.toISOString().slice(0, 10))) return [];
  const weekday = DAYS[date.getUTCDay()];
  return hours.weekly
    .filter((entry) => entry.day === weekday)
    .map((entry) => {
      const start = day * DAY_MINUTES + minutesOf(entry.open);
      return [start, start + ((minutesOf(entry.close) - minutesOf(entry.open) + DAY_MINUTES - 1) % DAY_MINUTES) + 1];
    });
}

/** Whether the restaurant is open at `at` (ms since 1970) by `hours`; null when its time zone is unknown here. */
export function openingStatus(hours: OpeningHours, at: number): OpeningStatus | null {
  const format = formatter(hours.timeZone);
  if (!format) return null;
  const now = wallMinutes(format, at);
  const today = Math.floor(now / DAY_MINUTES);
  const change = (wall: number | undefined, open: boolean): OpeningStatus => {
    if (wall === undefined) return { open, changesAt: null, changesAtText: null };
    const day = Math.floor(wall / DAY_MINUTES);
    const time = `${twoDigits(Math.floor((wall % DAY_MINUTES) / 60))}:${twoDigits(wall % 60)}`;
    let text = `${dayName(day)} ${time}`;
    // An open restaurant closes within a day: its time alone reads right, past midnight too.
    if (day === today || (open && wall - now <= DAY_MINUTES)) text = time;
    else if (day - today > 6) {
      const date = new Date(day * DAY_MINUTES * MINUTE_MS);
      text = `${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })} ${time}`;
    }
    return { open, changesAt: instantOf(format, wall), changesAtText: text };
  };

  // Openings from yesterday's (one may run past midnight) to a week ahead, merged where they meet or overlap.
  const runs: [number, number][] = [];
  for (let day = today - 1; day <= today + WEEK_AHEAD; day += 1) {
    for (const [start, end] of openingsOn(hours, day).sort((a, b) => a[0] - b[0])) {
      const last = runs[runs.length - 1];
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else runs.push([start, end]);
    }
  }
  const current = runs.find(([start, end]) => start <= now && now < end);
  if (current) {
    // A run that reaches the end of the days read may go on: open around the clock, as far as it can say.
    const status = change(current[1] >= (today + WEEK_AHEAD + 1) * DAY_MINUTES ? undefined : current[1], true);
    // The hour repeated when summer time ends: the close already passed at its first showing.
    if (status.changesAt === null || status.changesAt > at) return status;
  }
  const upcoming = runs.find(([start]) => start > now);
  let next = upcoming?.[0];
  for (let day = today + WEEK_AHEAD + 1; next === undefined && day <= today + HORIZON_DAYS; day += 1) {
    next = openingsOn(hours, day).sort((a, b) => a[0] - b[0])[0]?.[0];
  }
  const status = change(next, false);
  // The hour repeated when summer time ends: the opening already came at its first showing.
  return status.changesAt !== null && status.changesAt <= at ? change(upcoming?.[1], true) : status;
}

/**
 * What a customer reads: `Open until 22:00`, `Open 24 hours`, `Closed · opens Tue 11:00` (`Closed · opens 17:00`
 * later the same day), `Closed until further notice`; nothing for a restaurant whose hours are unknown.
 */
export function openingText(status: OpeningStatus | null): string {
  if (!status) return '';
  if (status.open) return status.changesAtText ? `Open until ${status.changesAtText}` : 'Open 24 hours';
  return status.changesAtText ? `Closed · opens ${status.changesAtText}` : 'Closed until further notice';
}

/**
 * One stretch of a restaurant's status as a page carries it: from this minute (minutes since 1970), open (1) or
 * closed (0), and what the customer reads. A stretch of one element, the minute alone, ends what the page knows.
 */
export type OpeningStretch = [minute: number, open: 0 | 1, text: string] | [minute: number];

/** The most stretches a page carries for one restaurant: a lunch and a dinner a day for two days, and more. */
const MAX_STRETCHES = 12;

/**
 * What a restaurant's status reads from `from` to `until` (ms since 1970): the status at `from`, then one stretch at
 * each change, then the end of what is known. The page's own script shows the stretch of the device's clock, so a
 * page kept by any cache still tells the truth (src/lib/catalog/opening-now.ts); null when the time zone is unknown.
 */
export function openingStretches(hours: OpeningHours, from: number, until: number): OpeningStretch[] | null {
  const stretches: OpeningStretch[] = [];
  let at = from;
  for (;;) {
    const status = openingStatus(hours, at);
    if (!status) return null;
    stretches.push([Math.floor(at / MINUTE_MS), status.open ? 1 : 0, openingText(status)]);
    // Hours that never change are known as far as the page is kept; otherwise as far as the last change read.
    at = status.changesAt ?? until;
    if (at >= until || stretches.length === MAX_STRETCHES) break;
  }
  stretches.push([Math.floor(at / MINUTE_MS)]);
  return stretches;
}
