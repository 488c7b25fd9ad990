'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ASSET_RELOAD_GUARD_MS, STORAGE_KEYS } from '@/lib/constants';
import { assetReloadMark, isChunkLoadError, isFetchError, shouldReloadAfterAssetFailure } from '@/lib/load-errors';
import { samePath } from '@/lib/url-path';
import { MainContent } from '@/components/layout/main-content';
import { storageSlot } from '@/lib/browser-state';

// Blocked storage: the reload still happens; the guard against a loop is then best effort.
const reloadMark = storageSlot(STORAGE_KEYS.assetReload, 'session');

/**
 * Route error boundary. A route whose assets failed to preload logs a warning and reloads
 * (unless that reload just happened and did not help); a page that failed to load offers
 * Retry; any other render error is a crash.
 */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const chunkError = isChunkLoadError(error);
  // The route being shown: during a client navigation the address bar may still name the last one.
  const pathname = usePathname();
  // Decided once, from the mark the last reload left (reading it is idempotent).
  const [reload] = useState(
    () => chunkError && shouldReloadAfterAssetFailure(reloadMark.get(), pathname, Date.now(), ASSET_RELOAD_GUARD_MS),
  );

  useEffect(() => {
    if (!reload) return;
    reloadMark.set(assetReloadMark(pathname, Date.now()));
    console.warn("A route's assets failed to preload; reloading the page.", error);
    if (samePath(location.pathname, pathname)) location.reload();
    else location.assign(pathname);
  }, [reload, error, pathname]);

  // While the reload is on its way, show nothing rather than an error that is about to vanish.
  if (reload) return null;
  if (chunkError || isFetchError(error)) {
    return (
      <MainContent>
        <div className="container status-page" role="alert">
          <h1>This page failed to load.</h1>
          <p>We could not load this page. Check your network connection, then try again.</p>
          <button type="button" className="button button-primary" onClick={() => location.reload()}>
            Retry
          </button>
        </div>
      </MainContent>
    );
  }
  return (
    <MainContent>
      <div className="container status-page" role="alert">
        <h1>This page crashed.</h1>
        <p>Something went wrong while showing this page. Trying again usually fixes it.</p>
        <button type="button" className="button button-primary" onClick={() => reset()}>
          Try again
        </button>
      </div>
    </MainContent>
  );
}
