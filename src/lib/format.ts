/** A price in dollars as the customer reads it: `$12.50`. */
export function formatPrice(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}
