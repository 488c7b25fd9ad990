'use client';

import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { SearchSettings } from '@/lib/search/client';
import type { PageSuggestion } from '@/lib/search/page-suggestions';
import { addressQuery } from '@/lib/address-query';
import { searchQueryPath } from '@/lib/url-path';

/** How many pages the not-found page offers. */
const SUGGESTED_PAGES = 3;

const unchanging = () => () => {};

export interface AddressHelpProps {
  folders: readonly string[];
  settings: SearchSettings;
}

/**
 * On the not-found page, the pages the missing address's words find first, and a search for
 * them: a mistyped or moved address ("/docs/testflux/run-tests/paralel/") still leads to its
 * page. Only pages that hold every word are offered; when none does, or the search cannot
 * load, the search link alone.
 */
export function AddressHelp({ folders, settings }: AddressHelpProps) {
  // One exported page answers every missing address: the words are read in the browser.
  const query = useSyncExternalStore(
    unchanging,
    () => addressQuery(window.location.pathname, folders),
    () => '',
  );
  const [pages, setPages] = useState<PageSuggestion[]>([]);
  const headingId = useId();
  useEffect(() => {
    if (!query) return;
    let current = true;
    import('@/lib/search/page-suggestions')
      .then((m) => m.pageSuggestions(settings, query, SUGGESTED_PAGES))
      .then(
        (found) => current && setPages(found),
        () => current && setPages([]),
      );
    return () => {
      current = false;
    };
  }, [query, settings]);
  if (!query) return null;
  const search = <AppLink href={searchQueryPath(query)}>Search the site for “{query}”</AppLink>;
  if (!pages.length) return <p className="status-page__search">{search}</p>;
  return (
    <section className="status-page__suggestions" aria-labelledby={headingId}>
      <h2 id={headingId}>Were you looking for one of these?</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.url}>
            <AppLink href={page.url}>{page.title}</AppLink>
            <span className="status-page__where">{page.breadcrumb.join(' › ')}</span>
          </li>
        ))}
      </ul>
      <p className="status-page__search">Or {search}</p>
    </section>
  );
}
