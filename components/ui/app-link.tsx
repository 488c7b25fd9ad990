import type { AnchorHTMLAttributes, Ref } from 'react';

/** Marks a link to a page of this site; LinkNavigation (components/layout) navigates and prefetches it. */
export const PAGE_LINK_ATTRIBUTE = 'data-nav';
export const PAGE_LINK_SELECTOR = `a[${PAGE_LINK_ATTRIBUTE}]`;

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/**
 * A link to a page of this site: a plain anchor, which one document-wide listener turns into a
 * client-side navigation and prefetches (components/layout/link-navigation.tsx). A next/link
 * component per link cost a page with 200 links about 80–150 ms of Lighthouse's blocking time
 * on hydration; the anchors need none. It renders on the server and in client components alike.
 */
export function AppLink({ ref, ...props }: AppLinkProps) {
  return <a ref={ref} {...props} {...{ [PAGE_LINK_ATTRIBUTE]: '' }} />;
}
