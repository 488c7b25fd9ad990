import { decodeSegment } from '@/lib/url-path';

/**
 * A hit or "See all" whose address is the one shown. Next's router leaves the page where it is
 * for it, and DocSearch, closing, puts the page back where it was when the modal opened: so
 * choosing the section read a while ago, scrolled away from since, did nothing.
 */
export function isShownAddress(path: string): boolean {
  const url = new URL(path, window.location.href);
  const here = window.location;
  return url.origin === here.origin && url.pathname + url.search + url.hash === here.pathname + here.search + here.hash;
}

/**
 * Takes the page to the address's heading (its top without one) as a link to it would, once the
 * modal has closed and DocSearch has restored the scroll. The heading becomes where Tab goes on
 * from, as after a link to it.
 */
export function showShownAddress(path: string): void {
  const { hash } = new URL(path, window.location.href);
  requestAnimationFrame(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const target = document.getElementById(decodeSegment(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView();
    if (!target.hasAttribute('tabindex')) {
      target.tabIndex = -1;
      target.focus({ preventScroll: true });
      target.removeAttribute('tabindex');
    }
  });
}
