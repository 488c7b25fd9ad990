'use client';

// The part of /search/ that needs InstantSearch, loaded apart from the page (search-page.tsx):
// the page hydrates as lightly as any other, and InstantSearch's code is evaluated after it, in
// tasks of its own (loadLiveResults).
import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Configure, InstantSearch, useInstantSearch, useSearchBox } from 'react-instantsearch';
import { SearchResults } from '@/components/search/search-results';
import { SEARCH } from '@/lib/constants';
import { searchClientFor, withFixedFacetFilters, withPageCounts, type SearchSettings } from '@/lib/search/client';
import { FACETS, SEARCH_HIGHLIGHT } from '@/lib/search/contract';
import { cleanFacets, readFacets, replaceAddress, withFacets, withQuery } from './search-url';

/**
 * Hands each new query to InstantSearch and to the address bar, and the same query again when
 * the form is submitted after a failure. The first query is already InstantSearch's
 * (initialUiState): refining with it again would search twice. Only a query typed since is
 * handed on: after a failed search InstantSearch's own query reads as the last one answered, and
 * refining whenever the two differed searched again at once, failing in a loop (some 75 requests
 * a second offline). For the same reason a retry refines with the query typed: InstantSearch's
 * refresh asks for the last one answered.
 */
function QuerySync({ query, submitted }: { query: string; submitted: number }) {
  const { query: searched, refine } = useSearchBox();
  const { status } = useInstantSearch();
  // InstantSearch's query as it mounts, before any answer: the first one. Not `query`, which
  // keys typed while the widgets mounted (in a transition) may have moved on.
  const handed = useRef(searched);
  // The submissions already seen: a change of status alone asks nothing.
  const retried = useRef(submitted);
  useEffect(() => {
    if (query !== handed.current) {
      handed.current = query;
      refine(query);
    }
    // No history entry (as the facets, in FacetUrlSync): Back from a result returns to this
    // address, query and refinements together.
    replaceAddress(withQuery(window.location.href, query));
  }, [query, refine]);
  useEffect(() => {
    if (submitted === retried.current) return;
    retried.current = submitted;
    if (status === 'error') refine(query);
  }, [submitted, status, refine, query]);
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
    replaceAddress(withFacets(window.location.href, JSON.parse(key)));
  }, [key]);
  return null;
}

/**
 * Mounts the widgets at transition priority. InstantSearch draws its children only once it has
 * started, in an update React renders in one blocking task; each widget computes its first
 * state as it mounts, so that task held the main thread for the whole tree. In a transition,
 * React yields between the widgets.
 */
function MountInTransition({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : null;
}

interface Props {
  query: string;
  settings: SearchSettings;
  reportUrl: string;
  /** The docs sections (sidebar order): the section facet's values an address may hold. */
  sections: readonly string[];
  /** How many times the form was submitted (QuerySync retries a failed search). */
  submitted: number;
  /** Sets the query as if typed (a "Did you mean" suggestion). */
  onSuggestion: (q: string) => void;
}

/** The results of /search/: InstantSearch over the same client as the modal. */
export function LiveResults({ query, settings, reportUrl, sections, submitted, onSuggestion }: Props) {
  // The spec's language and docs-tag filters join every request in the client (see
  // withFixedFacetFilters), not through <Configure>, where the refinements would override them.
  // Counted in pages, as the results list them (withPageCounts).
  const client = useMemo(() => withPageCounts(withFixedFacetFilters(searchClientFor(settings))), [settings]);
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
      <MountInTransition>
        <Configure
          hitsPerPage={SEARCH.hitsPerPage}
          attributesToSnippet={[`content:${SEARCH.snippetWords}`]}
          highlightPreTag={SEARCH_HIGHLIGHT.pre}
          highlightPostTag={SEARCH_HIGHLIGHT.post}
          snippetEllipsisText="…"
          // Facet counts over pages' distinct hits on Algolia, as the embedded index counts them.
          facetingAfterDistinct
        />
        <QuerySync query={query} submitted={submitted} />
        <FacetUrlSync sections={sections} />
        <SearchResults
          query={query}
          reportUrl={reportUrl}
          sections={sections}
          onSuggestion={onSuggestion}
          indexName={settings.indexName}
        />
      </MountInTransition>
    </InstantSearch>
  );
}
