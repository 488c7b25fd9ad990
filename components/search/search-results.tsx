'use client';

import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteHits, useInstantSearch } from 'react-instantsearch';
import { resultCount, SEARCHING } from '@/lib/search/contract';
import { groupHitsByPage, type SearchHit } from '@/lib/search/group-hits';
import { resultPagesCache, useReturnPosition } from './return-to-results';
import { SearchResultList } from './search-result-list';
import { SearchKindFacet } from './search-kind-facet';
import { SearchNoResults } from './search-no-results';
import { SearchPrompt } from './search-prompt';
import { SearchSectionFacet } from './search-section-facet';
import { SearchStatus } from './search-status';
import { SearchUnavailable } from './search-unavailable';
import { useEnoughPages } from './use-enough-pages';

interface Props {
  /** The query as typed (the results may still be for an earlier one, or not in yet). */
  query: string;
  reportUrl: string;
  /** The docs sections, for reading refinements from the address. */
  sections: readonly string[];
  /** Runs a "Did you mean" suggestion as the new query, without refinements. */
  onSuggestion: (query: string) => void;
  /** The index whose stored searches the prompt lists. */
  indexName: string;
}

/**
 * The search page's results, grouped by page, beside the kind and section facets, with the
 * empty, no-result and error states.
 */
export function SearchResults({ query: typed, reportUrl, sections, onSuggestion, indexName }: Props) {
  // Highlight values arrive HTML-escaped from both backends (the records are plain text that
  // the client escapes), so InstantSearch must not escape them a second time. The pages shown
  // are cached for the session, so Back from a result shows them all again.
  const { items, results, isLastPage, showMore } = useInfiniteHits<SearchHit>({
    escapeHTML: false,
    cache: resultPagesCache,
  });
  const { status, error, setIndexUiState, indexUiState } = useInstantSearch({ catchError: true });
  // A kind or section chosen for an earlier query (or in the address) may hold nothing for this one.
  const narrowed = Object.values(indexUiState.refinementList ?? {}).some((values) => values.length > 0);
  const clearFacets = () => setIndexUiState((state) => ({ ...state, page: undefined, refinementList: {} }));
  // Until the first answer, InstantSearch hands out stand-in results (no hits, the query of the
  // state) that must not read as "No results".
  const answered = results && !(results as { __isArtificial?: boolean }).__isArtificial;
  // Spaces alone are no query: the page asks for one, as for an empty field.
  const query = answered && results.query.trim() ? results.query : '';
  // The list renders at transition priority: React yields while it builds it, so a page of
  // results never blocks typing or the main thread for long.
  const deferredItems = useDeferredValue(items);
  const groups = useMemo(() => groupHitsByPage(deferredItems), [deferredItems]);
  // "Show more results" goes away once every page is listed: focus then moves to the first result that
  // press added, rather than falling to the document's start.
  const list = useRef<HTMLOListElement>(null);
  const shownBeforeMore = useRef<number | null>(null);
  const searchKey = JSON.stringify([query, indexUiState.refinementList ?? {}]);
  const { done, allListed, showMorePages } = useEnoughPages({
    items,
    results,
    status,
    searchKey,
    isLastPage,
    showMore,
  });
  // The search "Show more results" was pressed for: from then on the live region says how many
  // pages are listed, as the press adds them below the focus.
  const [moreFor, setMoreFor] = useState<string | null>(null);
  // Another search forgets it (adjusted while rendering, as React advises): typed again, the
  // same query is a new screen of results.
  if (moreFor !== null && moreFor !== searchKey) setMoreFor(null);
  useEffect(() => {
    const from = shownBeforeMore.current;
    // Once every request the press set off is in.
    if (from === null || groups.length <= from || !done) return;
    shownBeforeMore.current = null;
    if (allListed && document.activeElement === document.body)
      list.current?.querySelectorAll<HTMLElement>('.search-result__title a')[from]?.focus();
  }, [groups.length, allListed, done]);
  useReturnPosition(list, groups.length, query);
  const failed = status === 'error' || Boolean(error);
  // A query typed or in the address whose first results are not in yet.
  const waiting = !failed && Boolean(typed.trim()) && !query;

  const noResults = Boolean(query) && results?.nbHits === 0;
  const count = resultCount(results?.nbHits ?? 0);
  let body;
  // What the live region says; the error is an alert of its own.
  let announcement = '';
  if (failed) {
    body = <SearchUnavailable />;
  } else if (waiting) {
    announcement = SEARCHING;
    body = <p className="search-page__status">{announcement}</p>;
  } else if (!query) {
    body = <SearchPrompt indexName={indexName} />;
  } else if (noResults) {
    announcement = `No results for “${query}”`;
    body = (
      <SearchNoResults
        query={query}
        narrowed={narrowed}
        reportUrl={reportUrl}
        onSearch={(next) => {
          clearFacets();
          onSuggestion(next);
        }}
      />
    );
  } else {
    announcement = `${count} for “${query}”`;
    if (moreFor === searchKey && done) announcement += `, ${groups.length} listed`;
    body = (
      <>
        <p className="search-page__count">
          {count} for “<span>{query}</span>”{status === 'stalled' ? ' (loading…)' : ''}
        </p>
        <SearchResultList groups={groups} listRef={list} busy={!done} indexName={indexName} />
        {/* Drawn with the first list, not before it: the list would push it down. It stays while
            more pages arrive, so the focus it holds is not lost. */}
        {!allListed && deferredItems.length > 0 ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              shownBeforeMore.current = groups.length;
              setMoreFor(searchKey);
              showMorePages();
            }}
          >
            Show more results
          </button>
        ) : null}
      </>
    );
  }

  const noFacets = failed || !query;
  const placed = Boolean(typed) && !failed;
  return (
    <>
      <SearchStatus text={announcement} />
      {/* The chips' row and the sections' facet keep their place from the moment a query is typed,
          while results load and whatever they hold, so the results never move for them. */}
      <div className={placed ? 'search-page__kinds-slot' : undefined}>
        <SearchKindFacet hidden={noFacets} sections={sections} />
      </div>
      <div className="search-page__layout">
        <div className={placed ? 'search-page__sections-slot' : undefined}>
          {/* A query without results has nothing to narrow. */}
          <SearchSectionFacet shown={placed && !noResults} answered={Boolean(query)} sections={sections} />
        </div>
        <div className="search-page__results">{body}</div>
      </div>
    </>
  );
}
