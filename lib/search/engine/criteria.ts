/**
 * The ranking criteria, in the order a well-configured DocSearch index applies them, packed into
 * one number a section is sorted by (lower first):
 * 1. more query words matched (filler words, such as "get" and "every", apart: they count for the
 *    next to last criterion alone);
 * 2. fewer typos, when a section has every word;
 * 3. a page of a kind the query asks for by a kind word ("release", "fixed"), as Algolia ranks
 *    the optional filter its rule for that word adds (its filters criterion, before the attribute);
 * 4. the better attribute (page title or docs section, then heading or the page's summary, then
 *    text; a word on most sections counts as text wherever it matches; a post or the changelog one
 *    step lower, the changelog not when its title holds every word);
 * 5. fewer typos, when it misses a word (its typos are of other words than another section's, so
 *    they count only after the attribute);
 * 6. fewer words matched only as the prefix of a longer one (Algolia's exact criterion, after the
 *    attribute: a prefix is no typo);
 * 7. page rank (docs, blog, changelog);
 * 8. the words as typed above their -ing forms or bases;
 * 9. the words typed above their synonyms;
 * 10. more filler words matched.
 * The searcher adds DocSearch's level and the position below these (searcher.ts).
 */
import { PAGE_RANK } from '../contract';

/** What a section matched of a query, criterion by criterion. */
export interface Tally {
  /** Query words, filler words apart, that the section matches. */
  matched: number;
  /** Query words, filler words apart. */
  words: number;
  typos: number;
  /** The page is of a kind the query asks for by one of its words. */
  asked: boolean;
  /** The fields the words matched in, summed (FIELD_WEIGHT), plus a post's or the changelog's step. */
  attribute: number;
  prefixes: number;
  /** PAGE_RANK of the page's kind. */
  pageRank: number;
  inflected: number;
  synonyms: number;
  fillers: number;
}

const MOST_PAGE_RANK = Math.max(...Object.values(PAGE_RANK));

/** The criteria as one number, the most significant first; lower ranks higher. */
export function criteriaKey(t: Tally): number {
  // Typos compare readings of the same words: a section that misses a word the reader typed
  // with a typo has no fewer typos for it ("check the order was saved in the dataease").
  // When a word is missing, they only break ties of attribute.
  const partial = t.matched < t.words;
  let key = 15 - t.matched;
  key = key * 32 + (partial ? 0 : Math.min(t.typos, 31));
  key = key * 2 + (t.asked ? 0 : 1);
  key = key * 32 + Math.min(t.attribute, 31);
  key = key * 32 + (partial ? Math.min(t.typos, 31) : 0);
  key = key * 16 + Math.min(t.prefixes, 15);
  key = key * 4 + (MOST_PAGE_RANK - t.pageRank);
  key = key * 16 + Math.min(t.inflected, 15);
  key = key * 16 + Math.min(t.synonyms, 15);
  return key * 16 + (15 - Math.min(t.fillers, 15));
}
