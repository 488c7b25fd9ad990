'use client';

import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Configure, InstantSearch, useSearchBox } from 'react-instantsearch';
import { SearchResults } from '@/components/search/search-results';
import { SEARCH } from '@/lib/constants';
import { FACET_FILTERS, searchClientFor, type SearchSettings } from '@/lib/search/client';

const INPUT_ID = 'search-page-input';

interface Props {
  settings: SearchSettings;
  reportUrl: string;
  /** Where the form submits without JavaScript: the search page itself. */
  action: string;
}

/*
 * The query lives in the input itself, an element that is the same before and after the page
 * hydrates: what a visitor types while the scripts load is kept, and so is the focus. React
 * reads it as an external store.
 */
const input = () => document.getElementById(INPUT_ID) as HTMLInputElement | null;
const subscribe = (onChange: () => void) => {
  const el = input();
  el?.addEventListener('input', onChange);
  return () => el?.removeEventListener('input', onChange);
};
const queryFromUrl = () =>
  (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, SEARCH.pageMaxQueryLength);
// Before the input is mounted (a client navigation here, Back included), the address holds the query.
const readQuery = () => {
  const el = input();
  return el ? el.value.slice(0, SEARCH.pageMaxQueryLength) : queryFromUrl();
};

/** Writes the query to ?q= without adding a history entry. */
function writeQueryToUrl(q: string) {
  const url = new URL(window.location.href);
  if (q) url.searchParams.set('q', q);
  else url.searchParams.delete('q');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The search form. Without JavaScript it submits to /search/?q=; with it, results follow
 * every keystroke and submitting does nothing more.
 */
function SearchForm({ action }: { action: string }) {
  return (
    <form role="search" className="search-page__form" action={action} method="get" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={INPUT_ID} className="visually-hidden">
        Search the documentation
      </label>
      <input
        id={INPUT_ID}
        name="q"
        type="search"
        maxLength={SEARCH.pageMaxQueryLength}
        autoComplete="off"
        placeholder="Search docs, blog and changelog"
      />
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}

/** Hands each new query to InstantSearch and to the address bar. */
function QuerySync({ query }: { query: string }) {
  const { refine } = useSearchBox();
  useEffect(() => {
    refine(query);
    writeQueryToUrl(query);
  }, [query, refine]);
  return null;
}

/** /search/?q=: InstantSearch over the same client as the modal. */
export function SearchPage({ settings, reportUrl, action }: Props) {
  // null while prerendering: the export has no server to read ?q= for it.
  const query = useSyncExternalStore(subscribe, readQuery, () => null);

  // A layout effect, so the input holds ?q= before the store is first read after hydration.
  useLayoutEffect(() => {
    // The address's ?q=, unless the visitor has typed something already.
    const el = input();
    const fromUrl = queryFromUrl();
    if (el && !el.value && fromUrl) {
      el.value = fromUrl;
      el.dispatchEvent(new Event('input'));
    }
  }, []);

  return (
    <>
      <SearchForm action={action} />
      {query === null ? null : <LiveResults query={query} settings={settings} reportUrl={reportUrl} />}
    </>
  );
}

function LiveResults({ query, settings, reportUrl }: Omit<Props, 'action'> & { query: string }) {
  const client = useMemo(() => searchClientFor(settings), [settings]);
  const [initialQuery] = useState(query);
  return (
    <InstantSearch
      searchClient={client as never}
      indexName={settings.indexName}
      initialUiState={{ [settings.indexName]: { query: initialQuery } }}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={SEARCH.hitsPerPage}
        facetFilters={FACET_FILTERS}
        attributesToSnippet={[`content:${SEARCH.snippetWords}`]}
        highlightPreTag="<mark>"
        highlightPostTag="</mark>"
        snippetEllipsisText="…"
      />
      <QuerySync query={query} />
      <SearchResults reportUrl={reportUrl} />
    </InstantSearch>
  );
}
