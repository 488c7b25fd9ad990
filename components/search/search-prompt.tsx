import { SEARCH_SCOPE } from '@/lib/search/kinds';

/** What /search/ shows before there is a query: the same words whether InstantSearch has loaded or not. */
export function SearchPrompt() {
  return <p className="search-page__status">Type a query to search the {SEARCH_SCOPE}.</p>;
}
