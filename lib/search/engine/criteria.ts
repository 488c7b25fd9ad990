/**
 * The ranking criteria, in the order a well-configured DocSearch index applies them, packed into
 * one number a section is sorted by (lower first):
 * 1. more query words matched (filler words, such as "get" and "every", apart: they count for the
 *    next to last criterion alone);
 * 2. fewer typos, when a section has every word;
 * 3. a page of a kind the query asks for by a kind word ("release", "fixed"), as Algolia ranks
 *    the optional filter its rule for that word adds (its filters criterion, before the attribute);
 * 4. the better attribute (page title or docs section, then heading or the page's summary, then
 *    text; a word on most sections counts as text wherever it matches; a post, the changelog or a
 *    site page one step lower, the changelog and a site page not when its title holds every word);
 * 5. fewer typos, when it misses a word (its typos are of other words than another section's, so
 *    they count only after the attribute);
 * 6. Algolia's exact criterion, after the attribute: of a query of one word, a page whose title is
 *    that word (exactOnSingleWordQuery: "downloads", the Downloads page, above "Test file uploads
 *    and downloads"); then fewer words matched only as the prefix of a longer one (a prefix is no
 *    typo);
 * 7. page rank (docs; posts and site pages; the changelog);
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
  /** The fields the words matched in, summed (FIELD_WEIGHT), plus the step of a kind other than the docs. */
  attribute: number;
  /** A query of one word, and the page's title is that word (as typed, or its plural or singular). */
  exactTitle: boolean;
  prefixes: number;
  /** PAGE_RANK of the page's kind. */
  pageRank: number;
  inflected: number;
  synonyms: number;
  fillers: number;
}

const MOST_PAGE_RANK = Math.max(...Object.values(PAGE_RANK));

/** How many values each criterion after the kind asked for takes: its radix in the key. */
const RADIX = { attribute: 32, partialTypos: 32, prefixes: 16, pageRank: 4, inflected: 16, synonyms: 16, fillers: 16 };
/** The kind asked for is one criterion of two values: asked or not; so is the exact title. */
const ASKED_RADIX = 2;
const EXACT_RADIX = 2;
/** What one step of the kind asked for is worth in a key: every value below it. */
const ASKED_STEP = Object.values(RADIX).reduce((a, b) => a * b, EXACT_RADIX);
const most = (value: number, radix: number) => Math.min(value, radix - 1);

/** The criteria as one number, the most significant first; lower ranks higher. */
export function criteriaKey(t: Tally): number {
  // Typos compare readings of the same words: a section that misses a word the reader typed
  // with a typo has no fewer typos for it ("check the order was saved in the dataease").
  // When a word is missing, they only break ties of attribute.
  const partial = t.matched < t.words;
  let key = 15 - t.matched;
  key = key * 32 + (partial ? 0 : Math.min(t.typos, 31));
  key = key * ASKED_RADIX + (t.asked ? 0 : 1);
  key = key * RADIX.attribute + most(t.attribute, RADIX.attribute);
  key = key * RADIX.partialTypos + (partial ? most(t.typos, RADIX.partialTypos) : 0);
  key = key * EXACT_RADIX + (t.exactTitle ? 0 : 1);
  key = key * RADIX.prefixes + most(t.prefixes, RADIX.prefixes);
  key = key * RADIX.pageRank + (MOST_PAGE_RANK - t.pageRank);
  key = key * RADIX.inflected + most(t.inflected, RADIX.inflected);
  key = key * RADIX.synonyms + most(t.synonyms, RADIX.synonyms);
  return key * RADIX.fillers + (RADIX.fillers - 1 - most(t.fillers, RADIX.fillers));
}

/** A key's words and typos alone: the criteria before the kind asked for (lower ranks higher). */
export const beforeAsked = (key: number): number => Math.floor(key / ASKED_STEP / ASKED_RADIX);
