'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { Configure, InstantSearch, useInfiniteHits, useInstantSearch, useSearchBox } from 'react-instantsearch';
import { AppLink } from '@/components/ui/app-link';
import { SEARCH } from '@/lib/constants';
import { FACET_FILTERS, searchClientFor, type SearchSettings } from '@/lib/search/client';
import { groupHitsByPage, type SearchHit } from '@/lib/search/group-hits';

interface Props {
  settings: SearchSettings;
  reportUrl: string;
}

/**
 * The search form. It submits to /search/?q= without JavaScript; with it, `onQuery` receives
 * every change instead.
 */
function SearchForm({ value, onQuery }: { value?: string; onQuery?: (q: string) => void }) {
  return (
    <form
      role="search"
      className="search-page__form"
      action="/search/"
      method="get"
      onSubmit={onQuery ? (e) => e.preventDefault() : undefined}
    >
      <label htmlFor="search-page-input" className="visually-hidden">
        Search the documentation
      </label>
      <input
        id="search-page-input"
        name="q"
        type="search"
        maxLength={SEARCH.pageMaxQueryLength}
        autoComplete="off"
        placeholder="Search docs, blog and changelog"
        {...(onQuery ? { value, onChange: (e: React.ChangeEvent<HTMLInputElement>) => onQuery(e.target.value) } : {})}
      />
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}

/** The query box: its value is read from and written to ?q= (without adding history entries). */
function QueryBox() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  return (
    <SearchForm
      value={value}
      onQuery={(q) => {
        setValue(q);
        refine(q);
        const url = new URL(window.location.href);
        if (q) url.searchParams.set('q', q);
        else url.searchParams.delete('q');
        window.history.replaceState(window.history.state, '', url);
      }}
    />
  );
}

function Results({ reportUrl }: { reportUrl: string }) {
  // Highlight values arrive HTML-escaped from both backends (the records are plain text that
  // the client escapes), so InstantSearch must not escape them a second time.
  const { items, results, isLastPage, showMore } = useInfiniteHits<SearchHit>({ escapeHTML: false });
  const { status, error } = useInstantSearch({ catchError: true });
  const query = results?.query ?? '';
  const groups = useMemo(() => groupHitsByPage(items), [items]);

  if (status === 'error' || error) {
    return (
      <div className="search-page__status" role="alert">
        <p className="search-page__title">Unable to fetch results</p>
        <p>You might want to check your network connection.</p>
      </div>
    );
  }
  if (!query)
    return <p className="search-page__status">Type a query to search the documentation, the blog and the changelog.</p>;
  if (results && results.nbHits === 0) {
    return (
      <div className="search-page__status" role="status">
        <p className="search-page__title">
          No results for “<span>{query}</span>”
        </p>
        <p>
          Believe this query should return results?{' '}
          <a href={`${reportUrl}?q=${encodeURIComponent(query)}`}>Let us know.</a>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="search-page__count" role="status">
        {results?.nbHits ?? 0} {results?.nbHits === 1 ? 'result' : 'results'} for “<span>{query}</span>”
        {status === 'stalled' ? ' (loading…)' : ''}
      </p>
      <ol className="search-results">
        {groups.map((group) => (
          <li key={group.url} className="search-result">
            <h2 className="search-result__title">
              <AppLink href={group.url}>{group.title}</AppLink>
            </h2>
            <p className="search-result__crumbs">{group.breadcrumb.join(' › ')}</p>
            <ul className="search-result__matches">
              {group.matches
                .filter((m) => m.heading || m.snippetHtml)
                .map((m) => (
                  <li key={m.objectID}>
                    <AppLink href={m.url} className="search-result__match">
                      {m.heading ? <span className="search-result__heading">{m.heading}</span> : null}
                      {/* Highlight values are HTML-escaped text with <mark> tags only. */}
                      {m.snippetHtml ? <span dangerouslySetInnerHTML={{ __html: m.snippetHtml }} /> : null}
                    </AppLink>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ol>
      {!isLastPage ? (
        <button type="button" className="button button-secondary" onClick={showMore}>
          Show more results
        </button>
      ) : null}
    </>
  );
}

const noSubscription = () => () => {};

/** /search/?q=: InstantSearch over the same client as the modal. */
export function SearchPage({ settings, reportUrl }: Props) {
  const client = useMemo(() => searchClientFor(settings), [settings]);
  // The export has no server to pass ?q= in: read it in the browser (null while prerendering).
  const initialQuery = useSyncExternalStore(
    noSubscription,
    () => (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, SEARCH.pageMaxQueryLength),
    () => null,
  );
  if (initialQuery === null) return <SearchForm />;
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
      <QueryBox />
      <Results reportUrl={reportUrl} />
    </InstantSearch>
  );
}
