import { SEARCH_SCOPE } from '@/lib/search/kinds';
import { StoredSearchLinks } from './stored-search-links';

/**
 * What /search/ shows before there is a query: the same words whether InstantSearch has loaded or
 * not, and the searches the modal keeps in this browser.
 */
export function SearchPrompt({ indexName }: { indexName: string }) {
  return (
    <>
      <p className="search-page__status">Type a query to search the {SEARCH_SCOPE}.</p>
      <StoredSearchLinks indexName={indexName} />
    </>
  );
}
