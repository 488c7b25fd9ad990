// Apart from lib/url-path.ts, which every page's first load carries: only the not-found page's
// help (loaded when that page shows) needs this.
import { SEARCH } from './constants';
import { FILLER_WORDS, STOP_WORDS } from './search/engine/tokenize';
import { listFirstPageOf } from './page-address';
import { decodeSegment, isUndecodable } from './url-path';

/** Words of an address that say nothing of a page: "no such page", "my post", "v2". */
const sayNothing = (word: string) =>
  word.length < 3 || /^\d+$/.test(word) || STOP_WORDS.has(word.toLowerCase()) || FILLER_WORDS.has(word.toLowerCase());

/**
 * What a missing page's address is about, as a query for the not-found page: the words of its
 * last two segments that are no folder of the site's own addresses (`folders`, lower case),
 * split where a slug or a file name joins them, without numbers (list pages, years), stop words
 * and filler words. `/docs/testflux/run-tests/paralel.html` is "run tests paralel"; an address
 * with no such words, or one that cannot be decoded, is "".
 */
export function addressQuery(pathname: string, folders: readonly string[]): string {
  // Not an address of words: the page says it cannot be read (undecodable-notice.tsx).
  if (isUndecodable(pathname)) return '';
  const segments = pathname
    .split('/')
    .map((s) => decodeSegment(s).replace(/\.(html?|md|php|aspx?|txt|xml|pdf)$/i, ''))
    .filter((s) => s && s.toLowerCase() !== 'index' && !folders.includes(s.toLowerCase()));
  const words = segments
    .slice(-2)
    .join(' ')
    .split(/[\s\-_+.,;:!~*'()%&/]+/)
    .filter((w) => w && !sayNothing(w));
  return words.slice(-SEARCH.addressQueryWords).join(' ');
}

/**
 * A path as compared with the site's pages: decoded, in lower case, with its trailing slash. (An
 * address ending in `.html` never gets here: the site's servers send it to the bare path first.)
 */
function comparable(path: string): string {
  const decoded = decodePath(path);
  return (decoded.endsWith('/') ? decoded : `${decoded}/`).toLowerCase();
}

/**
 * The page a missing address means, from the site's pages (`pages`, their paths in the sitemap's
 * order: each docs section's articles in the sidebar's), or null: the same address in another
 * case (`/usecases/` is `/UseCases/`), a page 1 or the folder of numbered pages of a page that
 * exists (`/blog/page/1/` is `/blog/`), or a folder with no page of its own, as the first page
 * below it (`/docs/Testflux/Code%20Blocks/` is the section's first article).
 */
export function addressMatch(pathname: string, pages: readonly string[]): string | null {
  if (isUndecodable(pathname)) return null;
  const wanted = comparable(pathname);
  const byPath = new Map(pages.map((page) => [comparable(page), page]));
  const listFirst = listFirstPageOf(wanted);
  return (
    byPath.get(wanted) ??
    (listFirst !== null ? byPath.get(listFirst) : undefined) ??
    (wanted === '/' ? undefined : pages.find((page) => comparable(page).startsWith(wanted))) ??
    null
  );
}

/** A path as a reader reads it: `/docs/Testflux/Code%20Blocks/` is `/docs/Testflux/Code Blocks/`. */
export const decodePath = (path: string): string => path.split('/').map(decodeSegment).join('/');

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The paths of a sitemap's pages (`<loc>` addresses, absolute on the site's own domain), in its order. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].flatMap(([, loc]) => {
    const address = loc.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]);
    try {
      return [new URL(address).pathname];
    } catch {
      return [];
    }
  });
}
