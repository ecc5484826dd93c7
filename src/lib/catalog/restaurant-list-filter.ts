import type { DietaryTag } from '../contract.ts';
import { showOpeningStatus } from './opening-now.ts';
import { matchesSearch, offersDiet, resultsStatus } from './search.ts';
import { $searchTerm, setSearchTerm } from './search-store.ts';

/** A pause in typing before a large catalog is searched on the server. */
const SERVER_SEARCH_DELAY_MS = 250;

/**
 * Keeps the restaurant list under `root` in step with the search term; the list is never rendered from JavaScript.
 * A whole catalog (`data-complete`) is filtered in place by hiding cards; a paged one is searched on the server and
 * its rendered list swapped in. The URL follows the term so a reload or a shared link shows the same, and so does the
 * filter by diet's form, which keeps it. The diet the list is filtered by (`data-diet`) stays.
 */
export function filterRestaurantListLive(root: HTMLElement): void {
  setSearchTerm(new URL(location.href).searchParams.get('q') ?? '');
  const apply = root.dataset['complete'] === 'true' ? filterInPlace(root) : searchOnServer(root);
  $searchTerm.listen((term) => {
    const url = new URL(location.href);
    url.searchParams.delete('page');
    if (term) url.searchParams.set('q', term);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
    const kept = root.querySelector<HTMLInputElement>('[data-search-term]');
    if (kept) {
      kept.value = term;
      kept.disabled = !term;
    }
    apply(term, url);
  });
}

function filterInPlace(root: HTMLElement): (term: string) => void {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-restaurant]')];
  const empty = root.querySelector<HTMLElement>('[data-no-results]');
  const status = root.querySelector<HTMLElement>('[data-results-status]');
  const diet = (root.dataset['diet'] || null) as DietaryTag | null;
  return (term) => {
    let shown = 0;
    for (const card of cards) {
      const diets = (card.dataset['diets'] ?? '').split(' ') as DietaryTag[];
      const match =
        matchesSearch({ name: card.dataset['name'] ?? '', cuisine: card.dataset['cuisine'] ?? '' }, term) &&
        offersDiet({ diets }, diet);
      card.hidden = !match;
      if (match) shown += 1;
    }
    if (empty) empty.hidden = shown > 0;
    if (status) status.textContent = resultsStatus(shown);
  };
}

function searchOnServer(root: HTMLElement): (term: string, url: URL) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  return (_term, url) => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      root.setAttribute('aria-busy', 'true');
      try {
        const response = await fetch(url, { signal: controller.signal });
        const page = new DOMParser().parseFromString(await response.text(), 'text/html');
        const fresh = page.querySelector('[data-restaurant-list]');
        if (fresh) {
          root.innerHTML = fresh.innerHTML;
          showOpeningStatus();
        }
      } catch {
        // A newer search replaced this one, or the network failed: the list shown stays, the form still works.
      } finally {
        if (inFlight === controller) root.removeAttribute('aria-busy');
      }
    }, SERVER_SEARCH_DELAY_MS);
  };
}
