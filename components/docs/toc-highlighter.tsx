'use client';

import { useEffect } from 'react';
import { decodeSegment } from '@/lib/url-path';

/** Scrolls a long TOC (its own scroll box) so the current link stays visible; never the page. */
function keepInView(link: HTMLElement) {
  const box = link.closest<HTMLElement>('.toc--desktop');
  if (!box || box.scrollHeight <= box.clientHeight) return;
  const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top;
  if (top < 0 || top > box.clientHeight - link.offsetHeight) box.scrollTop += top - box.clientHeight / 3;
}

/**
 * Marks the TOC link of the heading currently in view (aria-current="location"): the first
 * heading between the navbar and 40% down the window; with none there, the last one above it
 * (at a page's end that is the last heading, however close to the top); scrolled to the very end,
 * the heading the address names if it is in the window, else the last one there. Worked out on
 * every scrolled frame, as Docusaurus does: a jump (End, a link) skips past headings without
 * their ever crossing a watched zone. It renders nothing: the list itself is server HTML.
 */
export function TocHighlighter({ ids }: { ids: string[] }) {
  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0) return;
    // Keyed as the headings' ids are: decoded (a hash is percent-encoded).
    const links = new Map(
      [...document.querySelectorAll<HTMLAnchorElement>('.toc--desktop .toc__link')].map((a) => [
        decodeSegment(a.hash.slice(1)),
        a,
      ]),
    );
    // The zone a heading must reach to count as in view starts below the sticky navbar (its CSS height).
    const zoneTop = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--navbar-height')) || 0;
    let marked: string | null = null;
    const mark = () => {
      frame = 0;
      const zoneBottom = window.innerHeight * 0.4;
      const tops = headings.map((h) => h.getBoundingClientRect().top);
      const inZone = tops.findIndex((top) => top >= zoneTop && top <= zoneBottom);
      const above = tops.findLastIndex((top) => top < zoneTop);
      // Scrolled to the end, a short last section never reaches the zone (nor does its heading
      // when its TOC link is followed): there the last heading in the window is the current one.
      const root = document.documentElement;
      const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      const shown = (i: number) => i >= 0 && tops[i] >= 0 && tops[i] < window.innerHeight;
      // Unless the address names a heading in the window: the reader followed its link. A hash
      // that does not decode ("#%") names none.
      const named = headings.findIndex((h) => h.id === decodeSegment(window.location.hash.slice(1)));
      const atEndPick = !atEnd ? -1 : shown(named) ? named : tops.findLastIndex((top) => top < window.innerHeight);
      const current = headings[atEndPick >= 0 ? atEndPick : inZone >= 0 ? inZone : Math.max(above, 0)].id;
      if (current === marked) return;
      marked = current;
      for (const [id, a] of links) {
        if (id === current) {
          a.setAttribute('aria-current', 'location');
          keepInView(a);
        } else a.removeAttribute('aria-current');
      }
    };
    let frame = 0;
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(mark);
    };
    // The first mark too waits for a frame, so the hydration task forces no layout.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    // Following a link to a heading already in the window, at the end, scrolls nothing.
    window.addEventListener('hashchange', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.removeEventListener('hashchange', onScroll);
    };
  }, [ids]);
  return null;
}
