import { useSyncExternalStore } from 'react';
import { addressQuery } from '@/lib/url-path';

const unchanging = () => () => {};

/**
 * The words of the address the not-found page was served for (`addressQuery`): read in the
 * browser, since one exported page answers every missing address; "" while prerendering.
 */
export function useAddressQuery(folders: readonly string[]): string {
  return useSyncExternalStore(
    unchanging,
    () => addressQuery(window.location.pathname, folders),
    () => '',
  );
}
