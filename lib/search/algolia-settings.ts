/**
 * The Algolia index settings and synonyms, in one place: what `npm run search:push` applies so
 * the hosted index ranks by the embedded engine's criteria (lib/search/engine/searcher.ts).
 * Algolia's ranking is its own tie-breaking: the engine's fusion with the words' rarity
 * (engine/fusion.ts) has no setting there.
 */
import type { IndexSettings, Rule } from 'algoliasearch';
import { SEARCH } from '../constants';
import { FACET_ATTRIBUTES, FACETS, SEARCH_HIGHLIGHT, SEARCH_LANGUAGE } from './contract';
import type { KindWords } from './engine/pieces';
import { FILLER_WORDS, TYPO_THRESHOLDS } from './engine/tokenize';

export const INDEX_SETTINGS: IndexSettings = {
  // The engine's three attributes: page title with its docs section, headings with the page's
  // summary (the `description` and `keywords` of its summary record), text. Attributes sharing a
  // line rank equally (and unordered).
  // (The engine also ignores the attribute of a word on more than half of all sections, "test"
  // here; returns a typo neighbour of a word it holds without ranking or highlighting it as a
  // match of that word; matches a word's -ing form or base; counts a page's summary for every
  // section of the page, not only the record that holds it; matches a synonym typed in the
  // plural or without its apostrophe; ranks a post's, the changelog's or a site page's attribute
  // one step below a docs page's, the changelog's and a site page's not when its title holds
  // every word (their titles are names: NAMED_BY_TITLE); for a section that
  // misses one of the words, counts typos only after the attribute; takes a typo of a stop
  // word or a filler word as one ("betewen", "sevreal"); and lists the hits that miss words
  // below those that match them all, as "allOptional" would, but past each kind of page's
  // first page of hits keeps only those that match as many words as the best hit. Algolia has
  // no setting for any of these; with its default removeWordsIfNoResults ("none"), it lists
  // and counts only the hits that match every word.
  // The engine ranks proximity only among hits tied on every other criterion; Algolia's
  // default ranking, kept here, has it before the attribute.)
  searchableAttributes: [
    'hierarchy.lvl0,hierarchy.lvl1',
    'hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,description,keywords',
    'unordered(content)',
  ],
  attributesForFaceting: FACET_ATTRIBUTES,
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type', 'kind', 'section'],
  attributesToSnippet: [`content:${SEARCH.snippetWords}`],
  distinct: true,
  attributeForDistinct: 'url',
  // For matches of the same quality: docs, then posts and site pages, then the changelog; then
  // level and position.
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  // Algolia's default: of a query of one word, an attribute that is that word alone is exact,
  // after the attribute criterion and before the custom ranking. The engine counts the page title
  // alone ("Downloads": criteria.ts); not the top level, which every site page shares (the
  // product's name) and every page of a docs section ("Reports"), so none is exact for it.
  exactOnSingleWordQuery: 'attribute',
  disableExactOnAttributes: ['hierarchy.lvl0'],
  highlightPreTag: SEARCH_HIGHLIGHT.pre,
  highlightPostTag: SEARCH_HIGHLIGHT.post,
  ...TYPO_THRESHOLDS,
  typoTolerance: true,
  // The embedded engine drops stop words, counts a plural as its singular and a synonym as exact.
  removeStopWords: [SEARCH_LANGUAGE],
  // The engine counts filler words ("get", "every") after every other criterion; Algolia's
  // nearest is not to require them, and to count them among the words matched.
  optionalWords: [...FILLER_WORDS],
  ignorePlurals: [SEARCH_LANGUAGE],
  queryLanguages: [SEARCH_LANGUAGE],
  alternativesAsExact: ['ignorePlurals', 'singleWordSynonym', 'multiWordsSynonym'],
};

/** The configuration's synonym groups as Algolia synonym objects (regular, two-way). */
export function algoliaSynonyms(groups: string[][]) {
  return groups.map((synonyms, i) => ({ objectID: `synonyms-${i + 1}`, type: 'synonym' as const, synonyms }));
}

/**
 * The configuration's kind words as Algolia rules, one a word: a query that contains it (or its
 * plural or a synonym: `alternatives`) prefers that kind's records. The engine waives the step
 * down of that kind's attribute (engine/searcher.ts); Algolia's nearest is an optional filter,
 * which ranks before the attribute, so there the kind comes first among hits matching as many
 * words with as few typos.
 */
export function algoliaKindRules(kindWords: KindWords): Rule[] {
  return Object.entries(kindWords).flatMap(([kind, words]) =>
    words.map((word) => ({
      // A phrase's space as "+", which no kind word holds: "when did" and "when-did" stay apart.
      objectID: `kind-word-${kind}-${word.replace(/ /g, '+')}`,
      description: `"${word}" asks for the ${kind}`,
      conditions: [{ pattern: word, anchoring: 'contains' as const, alternatives: true }],
      consequence: { params: { optionalFilters: [`${FACETS.kind}:${kind}`] } },
    })),
  );
}
