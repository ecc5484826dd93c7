// What a catalog page says about a restaurant's hours and delivery: the status now, with every change ahead that the
// page's own script shows by the device's clock (opening-now.ts), and the delivery estimate.
import type { Restaurant } from '../contract.ts';
import { openingStretches } from './opening-hours.ts';

/**
 * How far ahead a page knows a restaurant's status: longer than any cache keeps a page (the route cache's day of stale
 * copies, the CDN's minutes); past it the page says nothing of it. A page the service worker kept longer says nothing.
 */
const STATUS_HORIZON_MS = 48 * 3600_000;
const HOUR_MS = 3600_000;
const MINUTE_MS = 60_000;

/** A restaurant's status as a page renders it. */
export interface PageStatus {
  /** Whether it is open as the page is rendered. */
  open: boolean;
  /** `Open until 22:00`, `Closed · opens Tue 11:00`. */
  text: string;
  /** The stretches, for the element's `data-opening`. */
  stretches: string;
  /** When the status next changes (ms since 1970), or null when not before the horizon. */
  changesAt: number | null;
}

/** The status of `restaurant` at `now` and ahead; null when its hours are unknown. */
export function pageStatus(restaurant: Pick<Restaurant, 'hours'>, now: number): PageStatus | null {
  if (!restaurant.hours) return null;
  // The stretches start at the hour, not the minute: every render within the hour is the same, byte for byte, until
  // the status or the catalog changes, so a refreshed copy equals the one it replaces; the device's clock picks the
  // stretch it is in.
  const from = Math.floor(now / HOUR_MS) * HOUR_MS;
  const stretches = openingStretches(restaurant.hours, from, from + STATUS_HORIZON_MS);
  if (!stretches) return null;
  const minute = Math.floor(now / MINUTE_MS);
  const index = stretches.findLastIndex((stretch) => stretch[0] <= minute);
  const current = stretches[index];
  const next = stretches[index + 1];
  if (!current || current.length === 1) return null;
  return {
    open: current[1] === 1,
    text: current[2],
    stretches: JSON.stringify(stretches),
    changesAt: next && next.length > 1 ? next[0] * MINUTE_MS : null,
  };
}

/** The earliest of the changes of `statuses`, or null when none changes before the horizon. */
export function earliestChange(statuses: readonly (PageStatus | null)[]): number | null {
  const changes = statuses.flatMap((status) => (status?.changesAt == null ? [] : [status.changesAt]));
  return changes.length ? Math.min(...changes) : null;
}

/** The delivery estimate as a customer reads it (`25-35 min`); empty when unknown. */
export function estimateText(estimate: Restaurant['deliveryEstimate']): string {
  if (!estimate) return '';
  return estimate.min === estimate.max ? `${estimate.min} min` : `${estimate.min}-${estimate.max} min`;
}
