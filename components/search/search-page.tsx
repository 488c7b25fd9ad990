'use client';

import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Configure, InstantSearch, useInstantSearch, useSearchBox } from 'react-instantsearch';
import { SearchResults } from '@/components/search/search-results';
import { SEARCH } from '@/lib/constants';
import { searchClientFor, withFixedFacetFilters, type SearchSettings } from '@/lib/search/client';
import { FACETS } from '@/lib/search/contract';
import { cleanFacets, readFacets, withFacets } from './search-url';

const INPUT_ID = 'search-page-input';

interface Props {
  settings: SearchSettings;
  reportUrl: string;
  /** Where the form submits without JavaScript: the search page itself. */
  action: string;
  /** The docs sections (sidebar order): the section facet's values an address may hold. */
  sections: readonly string[];
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
// Nothing until the input is mounted: on a client navigation here the address is not yet the
// new one while this first renders, and the results would start from the old page's address
// (losing ?kind= and ?section=). The layout effect below fills the input from the new address.
const readQuery = () => input()?.value.slice(0, SEARCH.pageMaxQueryLength) ?? null;

/**
 * Writes the query to ?q= without adding a history entry (as the facets, in FacetUrlSync):
 * Back from a result returns to this address, query and refinements together.
 */
function writeQueryToUrl(q: string) {
  const url = new URL(window.location.href);
  const rest = [...url.searchParams].filter(([key]) => key !== 'q');
  // ?q= first, then the refinements: /search/?q=runner&kind=docs&section=Run+Tests.
  url.search = '';
  if (q) url.searchParams.set('q', q);
  for (const [key, value] of rest) url.searchParams.append(key, value);
  window.history.replaceState(window.history.state, '', url);
}

/** Sets the query as if typed, so the input, InstantSearch and the address all follow. */
function typeQuery(q: string) {
  const el = input();
  if (!el) return;
  el.value = q.slice(0, SEARCH.pageMaxQueryLength);
  el.dispatchEvent(new Event('input'));
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

/**
 * Hands each new query to InstantSearch and to the address bar. The first query is already
 * InstantSearch's (initialUiState): refining with it again would search twice.
 */
function QuerySync({ query }: { query: string }) {
  const { query: searched, refine } = useSearchBox();
  useEffect(() => {
    if (query !== searched) refine(query);
    writeQueryToUrl(query);
  }, [query, searched, refine]);
  return null;
}

/** Hands the chosen kinds and sections to the address (?kind=docs&section=Run+Tests). */
function FacetUrlSync({ sections }: { sections: readonly string[] }) {
  const { indexUiState } = useInstantSearch();
  const facets = cleanFacets(
    { kind: indexUiState.refinementList?.[FACETS.kind], section: indexUiState.refinementList?.[FACETS.section] },
    sections,
  );
  const key = JSON.stringify(facets);
  useEffect(() => {
    window.history.replaceState(window.history.state, '', withFacets(window.location.href, JSON.parse(key)));
  }, [key]);
  return null;
}

/** /search/?q=: InstantSearch over the same client as the modal. */
export function SearchPage({ settings, reportUrl, action, sections }: Props) {
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
      {/* Holds the footer below the fold from the first paint, before results can exist. */}
      <div className="search-page__live">
        {query === null ? null : (
          <LiveResults query={query} settings={settings} reportUrl={reportUrl} sections={sections} />
        )}
      </div>
    </>
  );
}

function LiveResults({ query, settings, reportUrl, sections }: Omit<Props, 'action'> & { query: string }) {
  // The spec's language and docs-tag filters join every request in the client (see
  // withFixedFacetFilters), not through <Configure>, where the refinements would override them.
  const client = useMemo(() => withFixedFacetFilters(searchClientFor(settings)), [settings]);
  const [initialUiState] = useState(() => ({
    [settings.indexName]: { query, refinementList: { ...readFacets(window.location.search, sections) } },
  }));
  return (
    <InstantSearch
      searchClient={client as never}
      indexName={settings.indexName}
      initialUiState={initialUiState}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={SEARCH.hitsPerPage}
        attributesToSnippet={[`content:${SEARCH.snippetWords}`]}
        highlightPreTag="<mark>"
        highlightPostTag="</mark>"
        snippetEllipsisText="…"
        // Facet counts over pages' distinct hits on Algolia, as the embedded index counts them.
        facetingAfterDistinct
      />
      <QuerySync query={query} />
      <FacetUrlSync sections={sections} />
      <SearchResults query={query} reportUrl={reportUrl} sections={sections} onSuggestion={typeQuery} />
    </InstantSearch>
  );
}
