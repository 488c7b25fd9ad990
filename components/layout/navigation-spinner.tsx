'use client';

import { useSyncExternalStore } from 'react';
import { navigationPending } from './progress-bar';

/**
 * The loading spinner of a client navigation that takes longer than NAVIGATION_DELAY_MS; the
 * current page stays in place beneath it. A client component rather than a loading.tsx
 * boundary: with one, Next writes every prerendered page as the spinner plus hidden content
 * that only JavaScript reveals.
 */
export function NavigationSpinner() {
  const pending = useSyncExternalStore(
    navigationPending.subscribe,
    navigationPending.getSnapshot,
    navigationPending.getServerSnapshot,
  );
  return (
    <div className="page-loading" role="status" aria-live="polite">
      {pending ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading…</span>
        </>
      ) : null}
    </div>
  );
}
