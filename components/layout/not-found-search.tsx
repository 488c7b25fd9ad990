'use client';

import { useSyncExternalStore } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { searchQueryPath, searchWordsOfPath } from '@/lib/url-path';

const noSubscription = () => () => {};

/**
 * The not-found page's search link, with the words of the address that was not found: a
 * mistyped or moved page is one click from its search (which forgives the typo). The export
 * has one not-found page for every address, so the words are read in the browser.
 */
export function NotFoundSearch() {
  const words = useSyncExternalStore(
    noSubscription,
    () => searchWordsOfPath(window.location.pathname),
    () => '',
  );
  return (
    <AppLink href={searchQueryPath(words)}>{words ? `Search the site for “${words}”` : 'Search the site'}</AppLink>
  );
}
