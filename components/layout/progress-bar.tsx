'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { NAVIGATION_DELAY_MS } from '@/lib/constants';
import { createStore } from '@/lib/browser-state';
import * as progress from '@/lib/progress';
import { plainClickLink } from '@/lib/plain-click';
import { samePath } from '@/lib/url-path';

/**
 * Whether a client navigation has been under way for longer than NAVIGATION_DELAY_MS: the
 * progress bar sets it, the loading spinner shows it.
 */
export const navigationPending = createStore(false);

let timer: ReturnType<typeof setTimeout> | undefined;
/** The path the current route rendered; a popstate that keeps it only moved between anchors. */
let renderedPath = '';

/**
 * Starts the bar, and the loading spinner, NAVIGATION_DELAY_MS after a client navigation
 * begins (fast ones never show either). A navigation to `target` on the current path (another
 * query of /search/, an anchor of this page) renders no new route that would end them: none starts.
 */
export function startNavigationProgress(target?: string) {
  if (target !== undefined && samePath(new URL(target, location.href).pathname, location.pathname)) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    progress.start();
    navigationPending.set(true);
  }, NAVIGATION_DELAY_MS);
}

function isClientNavigation(event: MouseEvent): boolean {
  const link = plainClickLink(event);
  if (!link) return false;
  const url = new URL(link.href);
  return url.pathname !== location.pathname && url.pathname.endsWith('/');
}

/** The top progress bar during client navigation (no spinner); ends when the new route renders. */
export function ProgressBar() {
  const pathname = usePathname();

  useEffect(() => {
    renderedPath = pathname;
    clearTimeout(timer);
    progress.done();
    navigationPending.set(false);
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isClientNavigation(event)) startNavigationProgress();
    };
    // Chrome fires popstate for anchor jumps too (a TOC link, Back to the previous heading);
    // the pathname does not change then, so no route renders that would end the spinner.
    const onPopState = () => {
      if (!samePath(location.pathname, renderedPath)) startNavigationProgress();
    };
    // Capture phase: LinkNavigation prevents the default on bubbling, before a bubbling listener runs.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return null;
}
