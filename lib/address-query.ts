// Apart from lib/url-path.ts, which every page's first load carries: only the not-found page's
// help (loaded when that page shows) needs this.
import { SEARCH } from './constants';
import { FILLER_WORDS, STOP_WORDS } from './search/engine/tokenize';
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
