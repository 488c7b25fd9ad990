'use client';

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'next/navigation';
import { pageInput, queryFromUrl } from './page-field';
import { isOwnAddress } from './search-url';

/**
 * Follows an address that a navigation brings while /search/ stays mounted (the modal's "See
 * all" on this page, Back and Forward between two searches): the input takes its ?q= and the
 * results start again from it. The page's own writes to the address are not navigations.
 */
export function AddressSync({ onNavigated }: { onNavigated: () => void }) {
  const params = useSearchParams();
  const first = useRef(true);
  useEffect(() => {
    // The address the page opened with is the layout effect's in SearchPage.
    if (first.current) {
      first.current = false;
      return;
    }
    if (isOwnAddress()) return;
    const el = pageInput();
    if (el) el.value = queryFromUrl();
    onNavigated();
    el?.dispatchEvent(new Event('input'));
  }, [params, onNavigated]);
  return null;
}
