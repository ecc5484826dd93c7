import { atom } from 'nanostores';
import { normalizeSearchTerm } from './search.ts';

/** What the customer has typed in the header's search box, trimmed. */
export const $searchTerm = atom('');

/** Records a new search term from the search box (or the page's URL). */
export function setSearchTerm(raw: string): void {
  $searchTerm.set(normalizeSearchTerm(raw));
}
