import { decodeSegment, samePath } from '@/lib/url-path';

/**
 * A hit or "See all" whose address is the one shown. Next's router leaves the page where it is
 * for it, and DocSearch, closing, puts the page back where it was when the modal opened: so
 * choosing the section read a while ago, scrolled away from since, did nothing.
 */
export function isShownAddress(path: string): boolean {
  const url = new URL(path, window.location.href);
  const here = window.location;
  // Whatever their percent-encoding: a typed or pasted address may hold "&" where a hit has "%26".
  return (
    url.origin === here.origin &&
    samePath(url.pathname, here.pathname) &&
    url.search === here.search &&
    decodeSegment(url.hash) === decodeSegment(here.hash)
  );
}

/**
 * Takes the page to the address's heading (its top without one, or when the page no longer has
 * it) as a link to it would, once the modal has closed and DocSearch has restored the scroll.
 * The heading becomes where Tab goes on from, as after a link to it.
 */
export function showShownAddress(path: string): void {
  const { hash } = new URL(path, window.location.href);
  requestAnimationFrame(() => {
    const target = hash ? document.getElementById(decodeSegment(hash.slice(1))) : null;
    if (!target) {
      window.scrollTo(0, 0);
      return;
    }
    target.scrollIntoView();
    if (!target.hasAttribute('tabindex')) {
      target.tabIndex = -1;
      target.focus({ preventScroll: true });
      target.removeAttribute('tabindex');
    }
  });
}
