// What a page's address says of it, for code loaded on demand (the search's counts of pages by
// kind and docs section): apart from url-path.ts, which rides in every page's first load, whole.
// routes.ts takes the changelog's and the blog's roots, and the shape of a list's pages, from here.
import { decodeSegment, DOCS_HOME } from './url-path';

/** The changelog (routes.changelog.home). */
export const CHANGELOG_HOME = '/changelog/';
/** The blog (routes.blog.home): every post and list page is below it. */
export const BLOG_HOME = '/blog/';

/**
 * The docs section of a docs page's path, /docs/<product>/<section>/<page>/ as routes.docs.page
 * builds it, decoded; null for any other path.
 */
export function docsSectionOf(path: string): string | null {
  if (!path.startsWith(DOCS_HOME)) return null;
  const segments = path
    .slice(DOCS_HOME.length)
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  return segments.length === 3 ? decodeSegment(segments[1]) : null;
}

/** Page n of a paginated list whose first page is `base`: `/blog/`, `/blog/page/2/`. */
export function listPage(base: string, n: number): string {
  return n <= 1 ? base : `${base}page/${n}/`;
}

/**
 * The first page of a list, as an address naming its page 1 or the folder of its numbered pages
 * would have it (`/blog/page/1/`, `/blog/page/`: `/blog/`; `listPage` writes neither), else null.
 * By shape alone: whether a page is there, and is a list, is for the caller to know.
 */
export function listFirstPageOf(path: string): string | null {
  return /^(\/.*\/)page\/(?:1\/)?$/.exec(path)?.[1] ?? null;
}
