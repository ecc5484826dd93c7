import { useEffect, useRef, type SubmitEvent } from 'react';
import { SEARCH_PLACEHOLDER } from '../lib/config.ts';
import { SEARCH_TERM_MAX_LENGTH } from '../lib/catalog/search.ts';
import { setSearchTerm } from '../lib/catalog/search-store.ts';

interface Props {
  /** The term the page was rendered with (`?q=`). */
  initialTerm: string;
  /** On the restaurant list the list filters as the customer types; elsewhere submitting goes to the list. */
  filtersInPlace: boolean;
  /** The diet the list is filtered by (`?diet=`), kept by a search sent without JavaScript. */
  diet: string | null;
}

/**
 * The header's search box. Before hydration it is a plain GET form to `/restaurants?q=`, so search works without
 * JavaScript; once awake it filters the restaurant list in place as the customer types.
 */
export default function SearchBox({ initialTerm, filtersInPlace, diet }: Props) {
  const input = useRef<HTMLInputElement>(null);

  // Whatever was typed before the island woke up counts.
  useEffect(() => {
    if (filtersInPlace && input.current) setSearchTerm(input.current.value);
  }, [filtersInPlace]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    if (!filtersInPlace) return;
    event.preventDefault();
    if (input.current) setSearchTerm(input.current.value);
  };

  return (
    <form className="search" role="search" action="/restaurants" method="get" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor="site-search">
        Search restaurants
      </label>
      <input
        ref={input}
        id="site-search"
        className="search__input"
        type="search"
        name="q"
        defaultValue={initialTerm}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_TERM_MAX_LENGTH}
        onInput={(event) => filtersInPlace && setSearchTerm(event.currentTarget.value)}
      />
      {diet && <input type="hidden" name="diet" value={diet} />}
      <button className="search__button" type="submit">
        Search
      </button>
    </form>
  );
}
