'use client';

import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchMarkup } from './docsearch-slot';
import { failure, useModalStore } from './modal-kind-state';

/**
 * Stock DocSearch 3.9 resets its error status at once and falls back to "No results" when a
 * request fails; this draws its error screen over the dropdown while the failure lasts.
 */
export function ModalErrorScreen() {
  const failed = useModalStore(failure);
  const dropdown = useDocSearchMarkup(() => document.querySelector('.DocSearch-Dropdown'), null, failed);
  useEffect(() => {
    document.documentElement.toggleAttribute('data-search-failed', failed);
    return () => document.documentElement.removeAttribute('data-search-failed');
  }, [failed]);
  if (!failed || !dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-error-screen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    dropdown,
  );
}
