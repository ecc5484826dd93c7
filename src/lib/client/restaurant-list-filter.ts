import { matchesSearch, resultsStatus } from '../search.ts';
import { $searchTerm, setSearchTerm } from '../stores/search.ts';

/**
 * Filters the server-rendered restaurant cards under `root` as the search term changes, by hiding the others: the
 * list is never re-rendered from JavaScript. The URL follows the term so a reload or a shared link shows the same.
 */
export function filterRestaurantListLive(root: HTMLElement): void {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-restaurant]')];
  const empty = root.querySelector<HTMLElement>('[data-no-results]');
  const status = root.querySelector<HTMLElement>('[data-results-status]');

  setSearchTerm(new URL(location.href).searchParams.get('q') ?? '');
  $searchTerm.listen((term) => {
    let shown = 0;
    for (const card of cards) {
      const match = matchesSearch({ name: card.dataset.name ?? '', cuisine: card.dataset.cuisine ?? '' }, term);
      card.hidden = !match;
      if (match) shown += 1;
    }
    if (empty) empty.hidden = shown > 0;
    if (status) status.textContent = resultsStatus(shown);
    const url = new URL(location.href);
    if (term) url.searchParams.set('q', term);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  });
}

