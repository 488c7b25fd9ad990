import { SEARCH_SCOPE } from '@/lib/search/kinds';
import { onDemand } from './on-demand';
import { storedSearchKeys, useStoredList } from './history-keys';

/** Without the stored searches' code (offline, or gone with a newer deploy), the prompt alone. */
const NoStoredSearches = () => null;

// On demand: the stored searches live in the browser's storage, so they show only after
// hydration anyway, and their code stays out of /search/'s first load.
const StoredSearchLinks = onDemand(
  () => import('./stored-search-links').then((m) => m.StoredSearchLinks),
  NoStoredSearches,
);

/** Whether a stored list holds anything (DocSearch writes "[]" for an emptied one). */
const holdsAny = (raw: string | null) => raw !== null && raw !== '[]';

/**
 * What /search/ shows before there is a query: the same words whether InstantSearch has loaded or
 * not, and the searches the modal keeps in this browser, whose code loads only when there are some.
 */
export function SearchPrompt({ indexName }: { indexName: string }) {
  const [recentKey, favoriteKey] = storedSearchKeys(indexName);
  const recent = holdsAny(useStoredList(recentKey));
  const favorite = holdsAny(useStoredList(favoriteKey));
  return (
    <>
      <p className="search-page__status">Type a query to search the {SEARCH_SCOPE}.</p>
      {recent || favorite ? <StoredSearchLinks indexName={indexName} /> : null}
    </>
  );
}
