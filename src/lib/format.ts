/** A price in dollars as the customer reads it: `$12.50`. */
export function formatPrice(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** Month abbreviations of our own: locale data spells some differently (`Sept` in en-GB). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A delivery time as day of month, month, hour and minute in the reader's time zone: `21 Nov 14:35`. */
export function formatDeliveryTime(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(part('day'))} ${MONTHS[Number(part('month')) - 1] ?? ''} ${part('hour')}:${part('minute')}`;
}

/** A time of day in the reader's time zone, 24-hour: `14:35`. */
export function formatClock(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** How the customer reads a status: `ReadyForDelivery` becomes `Ready for delivery`. */
export function formatStatus(status: string): string {
  const words = status.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
