import type { Restaurant } from './contract.ts';

/** Whether a restaurant matches a search term: case-insensitive, anywhere in its name or cuisine. */
export function matchesSearch(restaurant: Pick<Restaurant, 'name' | 'cuisine'>, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase('en');
  if (!needle) return true;
  return (
    restaurant.name.toLocaleLowerCase('en').includes(needle) ||
    restaurant.cuisine.toLocaleLowerCase('en').includes(needle)
  );
}

/** What a screen reader hears after the list changes. */
export function resultsStatus(count: number): string {
  return count === 1 ? '1 restaurant found' : `${count} restaurants found`;
}
