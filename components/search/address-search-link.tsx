'use client';

import { searchQueryPath } from '@/lib/url-path';
import { AppLink } from '@/components/ui/app-link';
import { useAddressQuery } from './use-address-query';

/** The not-found page's search link, with the missing address's words as its query once read. */
export function AddressSearchLink({ folders }: { folders: readonly string[] }) {
  const query = useAddressQuery(folders);
  return (
    <AppLink href={searchQueryPath(query)}>{query ? `Search the site for “${query}”` : 'Search the site'}</AppLink>
  );
}
