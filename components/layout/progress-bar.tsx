'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { NAVIGATION_DELAY_MS } from '@/lib/constants';
import { navigationPending } from '@/lib/navigation-pending';
import * as progress from '@/lib/progress';

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Starts the bar, and the loading spinner, NAVIGATION_DELAY_MS after a client navigation
 * begins (fast ones never show either).
 */
export function startNavigationProgress() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    progress.start();
    navigationPending.set(true);
  }, NAVIGATION_DELAY_MS);
}

function isClientNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !anchor.href || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin && url.pathname !== location.pathname && url.pathname.endsWith('/');
}

/** The top progress bar during client navigation (no spinner); ends when the new route renders. */
export function ProgressBar() {
  const pathname = usePathname();

  useEffect(() => {
    clearTimeout(timer);
    progress.done();
    navigationPending.set(false);
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isClientNavigation(event)) startNavigationProgress();
    };
    const onPopState = () => startNavigationProgress();
    // Capture phase: next/link prevents the default on bubbling, before a bubbling listener runs.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return null;
}
