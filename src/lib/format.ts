/** A price in dollars as the customer reads it: `$12.50`. */
export function formatPrice(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

// Times are read with Date's own getters, in the device's time zone, not with Intl.DateTimeFormat: the first one a page
// makes loads the browser's locale data, a long task on a slow phone on every screen that shows a time.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Hour and minute, 24-hour, two digits each: `09:05`. */
function clock(time: Date): string {
  return `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
}

/** A delivery time as day of month, month, hour and minute in the reader's time zone: `21 Nov 14:35`. */
export function formatDeliveryTime(iso: string): string {
  const time = new Date(iso);
  return `${time.getDate()} ${MONTHS[time.getMonth()]} ${clock(time)}`;
}

/** A time of day in the reader's time zone, 24-hour: `14:35`. */
export function formatClock(iso: string): string {
  return clock(new Date(iso));
}

/** How the customer reads a status: `ReadyForDelivery` becomes `Ready for delivery`. */
export function formatStatus(status: string): string {
  const words = status.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
