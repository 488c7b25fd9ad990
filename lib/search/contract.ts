import { PRODUCT_NAME, SITE_LANGUAGE } from '../config/product';
export { escapeHtml } from '../html';
// The kinds and facets, in a module of their own for the pages' first load (see kinds.ts).
export * from './kinds';
import { FACETS, type SearchKind } from './kinds';

/**
 * The search contract: the one description of a search record, the facet attributes, the
 * ranking weights and the highlight rules (the index pieces are described in engine/pieces.ts). The extractor (scripts), the embedded
 * client, both search UIs and `search:push` all read it.
 */

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** A DocSearch-shaped record: what Algolia stores and what the embedded client answers with. */
export interface SearchRecord {
  objectID: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  /**
   * On a page's summary record (its meta description, the first content record under the title)
   * the same text as `content`, null on every other record: searched as a heading is, above the
   * text, since it says what the whole page is about, while the hit still shows it as text.
   */
  description: string | null;
  /**
   * On a docs page's summary record, the words of its frontmatter `keywords` (what readers search
   * for that the title and description lack), searched as the description is; null elsewhere.
   */
  keywords: string[] | null;
  hierarchy: Record<Level, string | null>;
  language: string;
  docusaurus_tag: string;
  /** The Docs / Blog / Changelog / Site facet. */
  kind: SearchKind;
  /** The docs section (lvl0 of a docs page), the second facet; null outside the docs. */
  section: string | null;
  /** DocSearch's custom-ranking weights: page rank, then heading level, then position on the page. */
  weight: { pageRank: number; level: number; position: number };
}

/** A record's id: its page's address and its place on the page, where 0 is the page itself (its title). */
export const recordId = (pageUrl: string, position: number) => `${pageUrl}#${position}`;

/**
 * For matches of the same quality, docs first, then posts and the site's other pages (a features
 * list or a policy says less of a subject than its docs page), then the changelog.
 */
export const PAGE_RANK: Record<SearchKind, number> = { docs: 2, blog: 1, site: 1, changelog: 0 };

/** A record's level weight: a page title above its headings, headings above paragraphs. */
export const LEVEL_WEIGHT: Record<SearchRecord['type'], number> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

/** Docs pages carry this tag, every other page the default one (DocSearch's names). */
export const SEARCH_TAGS = { docs: 'docs-default-current', blog: 'default' } as const;

/** Algolia's `removeWordsIfNoResults` values, as a request may carry them (engine/respond.ts says how the engine reads them). */
export const REMOVE_WORDS_IF_NO_RESULTS = ['none', 'lastWords', 'firstWords', 'allOptional'] as const;

/** How matched words are marked in what /search/ shows, and in Algolia's answers by default. */
export const SEARCH_HIGHLIGHT = { pre: '<mark>', post: '</mark>' } as const;

/**
 * Where a reader reports a search that found nothing: the configured address with the query
 * added to its own (which may hold a query already).
 */
export function missingResultsUrl(reportUrl: string, query: string): string {
  const url = new URL(reportUrl);
  url.searchParams.set('q', query);
  return url.href;
}

/** The site's one language: every record's, and the stop words' in Algolia. */
export const SEARCH_LANGUAGE = SITE_LANGUAGE;

/** The facets every query filters on (spec section 7): English, and the site's two tags. */
export const FACET_FILTERS = [
  `language:${SEARCH_LANGUAGE}`,
  [`docusaurus_tag:${SEARCH_TAGS.blog}`, `docusaurus_tag:${SEARCH_TAGS.docs}`],
];

/** Attributes Algolia facets on; the embedded client filters on the same names. */
export const FACET_ATTRIBUTES = ['type', 'language', 'docusaurus_tag', FACETS.kind, FACETS.section, FACETS.page];

/** The index name when none is configured. */
export const DEFAULT_INDEX_NAME = PRODUCT_NAME.toLowerCase();

/**
 * Highlight rule: DocSearch renders every highlighted attribute as HTML except lvl0, which
 * becomes a group title shown as plain text. lvl0 must therefore stay unescaped, or a section
 * such as "CICD & Integrations" reads "CICD &amp; Integrations".
 */
export function isPlainTextAttribute(level: Level): boolean {
  return level === 'lvl0';
}
