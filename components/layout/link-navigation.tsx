'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PAGE_LINK_SELECTOR } from '@/components/ui/app-link';
import { whenIdle } from '@/components/ui/when-idle';
import { plainClickLink } from '@/lib/plain-click';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver or a 2g link: route prefetching is skipped (site spec, Calls). */
function constrainedNetwork(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * What next/link did for each link, done once for the document's page links (AppLink): a plain
 * click navigates on the client, and links are prefetched once they are on screen (looked for
 * when the page is idle after each navigation) or when the pointer, focus or a touch reaches them.
 */
export function LinkNavigation() {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    // On window, after the page's own click handlers, so one that handles the click wins.
    const onClick = (event: MouseEvent) => {
      const link = plainClickLink(event);
      if (!link?.matches(PAGE_LINK_SELECTOR)) return;
      const url = new URL(link.href);
      // A heading on this page: the browser scrolls to it.
      if (url.hash && url.pathname === location.pathname && url.search === location.search) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [router]);

  useEffect(() => {
    if (constrainedNetwork()) return;
    const requested = new Set<string>();
    const prefetch = (link: HTMLAnchorElement) => {
      const url = new URL(link.href);
      const path = url.pathname + url.search;
      if (url.origin !== location.origin || path === location.pathname || requested.has(path)) return;
      requested.add(path);
      router.prefetch(path);
    };
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(PAGE_LINK_SELECTOR);
      if (link) prefetch(link);
    };
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    intents.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        prefetch(entry.target as HTMLAnchorElement);
      }
    });
    const cancel = whenIdle(() =>
      document.querySelectorAll<HTMLAnchorElement>(PAGE_LINK_SELECTOR).forEach((link) => observer.observe(link)),
    );
    return () => {
      cancel();
      observer.disconnect();
      intents.forEach((type) => document.removeEventListener(type, onIntent));
    };
  }, [router, pathname]);

  return null;
}
