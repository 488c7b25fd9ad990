'use client';

import { useId, useMemo } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { SEARCH } from '@/lib/constants';
import { hitPath } from './hit-path';
import { storedSearchKeys, useStoredList } from './history-keys';
import { readStoredHits, shownText, type StoredHit } from './stored-searches';

/**
 * What a stored hit shows, as DocSearch's start screen shows it: the heading it was chosen at
 * with its page's title, or the page's title alone.
 */
function describe(hit: StoredHit): { name: string; page: string | null } {
  const page = shownText(hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? hit.url);
  const heading = typeof hit.type === 'string' && hit.type !== 'lvl1' ? hit.hierarchy[hit.type] : null;
  return heading ? { name: shownText(heading), page } : { name: page, page: null };
}

/** A stored list's hits that can be shown, read again when the modal or another tab changes it. */
function useStoredHits(key: string): StoredHit[] {
  const raw = useStoredList(key);
  return useMemo(() => readStoredHits(raw), [raw]);
}

function StoredList({ title, hits }: { title: string; hits: StoredHit[] }) {
  const headingId = useId();
  if (!hits.length) return null;
  return (
    <section className="search-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-history__title">
        {title}
      </h2>
      <ul className="search-history__list">
        {hits.map((hit) => {
          const { name, page } = describe(hit);
          return (
            <li key={hit.objectID}>
              <AppLink href={hitPath(hit.url)} className="search-history__link">
                {name}
              </AppLink>
              {page ? <span className="search-history__page">{page}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * /search/ before a query: the searches the modal keeps in this browser (its start screen's
 * recent and favorite searches, as many as it shows), as links, so both search UIs show one
 * history. Read from storage after hydration; saved and removed in the modal.
 */
export function StoredSearchLinks({ indexName }: { indexName: string }) {
  const [recentKey, favoriteKey] = storedSearchKeys(indexName);
  const favorites = useStoredHits(favoriteKey).slice(0, SEARCH.history.favorites);
  const { recent, recentBesideFavorites } = SEARCH.history;
  const recents = useStoredHits(recentKey).slice(0, favorites.length ? recentBesideFavorites : recent);
  return (
    <>
      <StoredList title="Recent searches" hits={recents} />
      <StoredList title="Favorite searches" hits={favorites} />
    </>
  );
}
