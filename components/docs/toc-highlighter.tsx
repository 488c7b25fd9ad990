'use client';

import { useEffect } from 'react';

/** Scrolls a long TOC (its own scroll box) so the current link stays visible; never the page. */
function keepInView(link: HTMLElement) {
  const box = link.closest<HTMLElement>('.toc--desktop');
  if (!box || box.scrollHeight <= box.clientHeight) return;
  const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top;
  if (top < 0 || top > box.clientHeight - link.offsetHeight) box.scrollTop += top - box.clientHeight / 3;
}

/**
 * Marks the TOC link of the heading currently in view (aria-current="location"). It renders
 * nothing: the list itself is server HTML.
 */
export function TocHighlighter({ ids }: { ids: string[] }) {
  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0) return;
    const links = new Map(
      [...document.querySelectorAll<HTMLAnchorElement>('.toc--desktop .toc__link')].map((a) => [a.hash.slice(1), a]),
    );
    const visible = new Set<string>();
    const mark = () => {
      // The first visible heading wins; above all of them, the last one scrolled past.
      let current = headings.find((h) => visible.has(h.id))?.id;
      if (!current)
        current = [...headings].reverse().find((h) => h.getBoundingClientRect().top < 0)?.id ?? headings[0].id;
      for (const [id, a] of links) {
        if (id === current) {
          a.setAttribute('aria-current', 'location');
          keepInView(a);
        } else a.removeAttribute('aria-current');
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) visible.add(e.target.id);
          else visible.delete(e.target.id);
        }
        mark();
      },
      { rootMargin: '-64px 0px -60% 0px' },
    );
    headings.forEach((h) => observer.observe(h));
    return () => observer.disconnect();
  }, [ids]);
  return null;
}
