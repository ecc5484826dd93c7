import type { DietaryTag, Restaurant } from '../contract.ts';

/** The longest search term kept; anything longer is cut, not refused, since it only narrows a list. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** A search term as typed or sent, trimmed and cut to SEARCH_TERM_MAX_LENGTH. */
export function normalizeSearchTerm(raw: string): string {
  return raw.trim().slice(0, SEARCH_TERM_MAX_LENGTH);
}

/** Whether a restaurant matches a search term: case-insensitive, anywhere in its name or cuisine. */
export function matchesSearch(restaurant: Pick<Restaurant, 'name' | 'cuisine'>, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase('en');
  if (!needle) return true;
  return (
    restaurant.name.toLocaleLowerCase('en').includes(needle) ||
    restaurant.cuisine.toLocaleLowerCase('en').includes(needle)
  );
}

/** Whether a restaurant has a dish of `diet` on sale; any restaurant when `diet` is null. */
export function offersDiet(restaurant: Pick<Restaurant, 'diets'>, diet: DietaryTag | null): boolean {
  return diet === null || restaurant.diets.includes(diet);
}

/** What a screen reader hears after the list changes. */
export function resultsStatus(count: number): string {
  return count === 1 ? '1 restaurant found' : `${count} restaurants found`;
}
