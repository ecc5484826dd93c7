// The device's half of a restaurant's status: the server writes what the status reads stretch by stretch
// (opening-hours.ts, openingStretches) into `data-opening`, and this shows the stretch of the device's clock, so a
// page kept by a cache (the server's, the proxy's, the CDN's, the service worker's) never says open when the
// restaurant is closed. It only compares numbers: no time zone arithmetic, no Intl, nothing before the first paint.
import type { OpeningStretch } from './opening-hours.ts';

const MINUTE_MS = 60_000;
/** setTimeout's longest wait. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Marks each `[data-opening]` element open (`data-open="true"`), closed (`"false"`) or unknown (`""`: past what the
 * page knows) by the device's clock, writes the stretch's text into its `[data-opening-text]` elements, and does it
 * again at the next change.
 */
export function showOpeningStatus(): void {
  const now = Date.now();
  let next = Infinity;
  for (const element of document.querySelectorAll<HTMLElement>('[data-opening]')) {
    let current: OpeningStretch | undefined;
    for (const stretch of JSON.parse(element.dataset['opening'] ?? '[]') as OpeningStretch[]) {
      const at = stretch[0] * MINUTE_MS;
      if (at > now) {
        next = Math.min(next, at);
        break;
      }
      current = stretch;
    }
    const open = current?.[1];
    element.dataset['open'] = open === undefined ? '' : String(open === 1);
    for (const text of element.querySelectorAll('[data-opening-text]')) text.textContent = current?.[2] ?? '';
  }
  clearTimeout(timer);
  if (next < Infinity) timer = setTimeout(showOpeningStatus, Math.min(next - now, LONGEST_WAIT_MS));
}
