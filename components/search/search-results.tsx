'use client';

import { useMemo } from 'react';
import { useInfiniteHits, useInstantSearch } from 'react-instantsearch';
import { AppLink } from '@/components/ui/app-link';
import { groupHitsByPage, type SearchHit } from '@/lib/search/group-hits';

/** The search page's results, grouped by page, with its empty, no-result and error states. */
export function SearchResults({ reportUrl }: { reportUrl: string }) {
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
