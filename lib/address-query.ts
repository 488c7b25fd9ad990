// Apart from lib/url-path.ts, which every page's first load carries: only the not-found page's
// help (loaded when that page shows) needs this.
import { decodeSegment, isUndecodable } from './url-path';

/** The longest query a missing page's address is turned into, in words. */
const ADDRESS_WORDS = 8;

/**
 * What a missing page's address is about, as a query for the not-found page: the words of its
 * last two segments that are no folder of the site's own addresses (`folders`, lower case),
 * split where a slug or a file name joins them, numbers left out (list pages, years).
 * `/docs/testflux/run-tests/paralel.html` is "run tests paralel"; an address with no such
 * words, or one that cannot be decoded, is "".
 */
export function addressQuery(pathname: string, folders: readonly string[]): string {
  // Not an address of words: the page says it cannot be read (undecodable-notice.tsx).
  if (isUndecodable(pathname)) return '';
  const segments = pathname
    .split('/')
    .map((s) => decodeSegment(s).replace(/\.(html?|md|php|aspx?)$/i, ''))
    .filter((s) => s && s.toLowerCase() !== 'index' && !folders.includes(s.toLowerCase()));
  const words = segments
    .slice(-2)
    .join(' ')
    .split(/[\s\-_+.,;:!~*'()%&]+/)
    .filter((w) => w && !/^\d+$/.test(w));
  return words.slice(-ADDRESS_WORDS).join(' ');
}
