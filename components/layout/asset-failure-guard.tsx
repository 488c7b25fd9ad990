'use client';

import { useEffect } from 'react';

/**
 * Spec section 8: when a route's assets fail to preload (for example old chunks removed by a
 * new deploy), log a warning naming each one. The route error boundary (app/error.tsx) then
 * reloads the page, which fetches fresh assets, or offers Retry if that reload did not help.
 */
export function AssetFailureGuard() {
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target as (HTMLScriptElement & HTMLLinkElement) | null;
      const url = target?.tagName === 'SCRIPT' ? target.src : target?.tagName === 'LINK' ? target.href : '';
      if (url && url.includes('/_next/static/')) {
        console.warn(`A route's assets failed to preload (${url}).`);
      }
    };
    window.addEventListener('error', onError, true);
    return () => window.removeEventListener('error', onError, true);
  }, []);
  return null;
}
