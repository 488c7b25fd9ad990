'use client';

import { useEffect, useId, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { SearchSettings } from '@/lib/search/client';
import type { PageSuggestion } from '@/lib/search/page-suggestions';
import { useAddressQuery } from './use-address-query';

/** How many pages the not-found page offers. */
const SUGGESTED_PAGES = 3;

interface Props {
  folders: readonly string[];
  settings: SearchSettings;
}

/**
 * On the not-found page, the pages the missing address's words find first: a mistyped or moved
 * address ("/docs/testflux/run-tests/paralel/") still leads to its page. The search code loads
 * only here, after the page; when it cannot, the page keeps its links and says nothing more.
 */
export function AddressSuggestions({ folders, settings }: Props) {
  const query = useAddressQuery(folders);
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
  if (!pages.length) return null;
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
    </section>
  );
}
