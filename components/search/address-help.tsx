import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { SEARCH } from '@/lib/constants';
import { addressQuery } from '@/lib/address-query';
import type { SearchSettings } from '@/lib/search/client';
import { joinPlaces } from '@/lib/search/group-hits';
import type { PageSuggestion } from '@/lib/search/page-suggestions';
import { searchQueryPath } from '@/lib/url-path';

const unchanging = () => () => {};

export interface AddressHelpProps {
  folders: readonly string[];
  settings: SearchSettings;
}

/**
 * On the not-found page, the pages the missing address's words find first, and a search for
 * them: a mistyped or moved address ("/docs/testflux/run-tests/paralel/") still leads to its
 * page. Only pages that hold every word are offered. Drawn once the search has answered (or
 * failed), so nothing moves under a reader's focus.
 */
export function AddressHelp({ folders, settings }: AddressHelpProps) {
  // One exported page answers every missing address: the words are read in the browser.
  const query = useSyncExternalStore(
    unchanging,
    () => addressQuery(window.location.pathname, folders),
    () => '',
  );
  const [pages, setPages] = useState<PageSuggestion[] | null>(null);
  const headingId = useId();
  useEffect(() => {
    if (!query) return;
    let current = true;
    import('@/lib/search/page-suggestions')
      .then((m) => m.pageSuggestions(settings, query, SEARCH.addressSuggestions))
      .then(
        (found) => current && setPages(found),
        () => current && setPages([]),
      );
    return () => {
      current = false;
    };
  }, [query, settings]);
  if (!query || pages === null) return null;
  const href = searchQueryPath(query);
  if (!pages.length)
    return (
      <p className="status-page__search">
        <AppLink href={href}>Search the site for “{query}”</AppLink>
      </p>
    );
  return (
    <section className="status-page__suggestions" aria-labelledby={headingId}>
      <h2 id={headingId}>Were you looking for one of these?</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.url}>
            {/* HTML-escaped text, as both search backends answer it. */}
            <AppLink href={page.url} dangerouslySetInnerHTML={{ __html: page.titleHtml }} />
            <span className="status-page__where">{joinPlaces(page.breadcrumb)}</span>
          </li>
        ))}
      </ul>
      <p className="status-page__search">
        Or <AppLink href={href}>search the site for “{query}”</AppLink>
      </p>
    </section>
  );
}
