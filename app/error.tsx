'use client';

import { useEffect } from 'react';
import { isChunkLoadError, isFetchError } from '@/lib/load-errors';

const RELOAD_KEY = 'chunk-reload-path';

/**
 * Route error boundary. A route whose assets failed to preload logs a warning and reloads
 * once; a page whose data failed to load offers Retry; any other render error is a crash.
 */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const chunkError = isChunkLoadError(error);
  const loadError = chunkError || isFetchError(error);

  useEffect(() => {
    if (!chunkError) return;
    let reloaded: string | null = null;
    try {
      reloaded = sessionStorage.getItem(RELOAD_KEY);
      sessionStorage.setItem(RELOAD_KEY, location.pathname);
    } catch {
      // storage blocked: reload anyway, the guard below is best effort
    }
    if (reloaded !== location.pathname) {
      console.warn('A route failed to preload; reloading the page.', error);
      location.reload();
    }
  }, [chunkError, error]);

  if (loadError) {
    return (
      <div className="container status-page" role="alert">
        <h1>This page failed to load.</h1>
        <p>We could not load this page. Check your network connection, then try again.</p>
        <button type="button" className="button button-primary" onClick={() => location.reload()}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className="container status-page" role="alert">
      <h1>This page crashed.</h1>
      <p>Something went wrong while showing this page. Trying again usually fixes it.</p>
      <button type="button" className="button button-primary" onClick={() => reset()}>
        Try again
      </button>
    </div>
  );
}
