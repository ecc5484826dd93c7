import { atom } from 'nanostores';
import { SearchTermSchema } from '../contract.ts';

/** What the customer has typed in the header's search box, trimmed. */
export const $searchTerm = atom('');

/** Records a new search term from the search box (or the page's URL). */
export function setSearchTerm(raw: string): void {
  $searchTerm.set(SearchTermSchema.parse(raw));
}
