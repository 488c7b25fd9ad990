import { PRODUCT_NAME } from '../config/product';
export { escapeHtml } from '../html';

/**
 * The search contract: the one description of a search record, the compact index the site
 * ships, the facet attributes and the highlight rules. The extractor (scripts), the embedded
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
  hierarchy: Record<Level, string | null>;
  language: string;
  docusaurus_tag: string;
}

/** Docs pages carry this tag, blog posts and the changelog the default one (DocSearch's names). */
export const SEARCH_TAGS = { docs: 'docs-default-current', blog: 'default' } as const;

/** The facets every query filters on (spec section 7): English, and the site's two tags. */
export const FACET_FILTERS = [
  'language:en',
  [`docusaurus_tag:${SEARCH_TAGS.blog}`, `docusaurus_tag:${SEARCH_TAGS.docs}`],
];

/** Attributes Algolia facets on; the embedded client filters on the same names. */
export const FACET_ATTRIBUTES = ['type', 'language', 'docusaurus_tag'];

/** The index name when none is configured. */
export const DEFAULT_INDEX_NAME = PRODUCT_NAME.toLowerCase();

/** The compact index: page-level fields once per page, one short tuple per record. */
export interface CompactIndex {
  version: 1;
  pages: [url: string, lvl0: string, lvl1: string, tag: string][];
  records: [
    page: number,
    type: SearchRecord['type'],
    anchor: string | null,
    lvl2: string | null,
    lvl3: string | null,
    content: string | null,
  ][];
}

/** Records to compact index (written at build time). */
export function encodeIndex(records: SearchRecord[]): CompactIndex {
  const pageIndex = new Map<string, number>();
  const pages: CompactIndex['pages'] = [];
  const compact = records.map((r): CompactIndex['records'][number] => {
    let page = pageIndex.get(r.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(r.url_without_anchor, page);
      pages.push([r.url_without_anchor, r.hierarchy.lvl0 ?? '', r.hierarchy.lvl1 ?? '', r.docusaurus_tag]);
    }
    return [page, r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content];
  });
  return { version: 1, pages, records: compact };
}

/** Compact index back to records (in the browser, on first use). */
export function decodeIndex(index: CompactIndex): SearchRecord[] {
  return index.records.map(([p, type, anchor, lvl2, lvl3, content], i) => {
    const [url, lvl0, lvl1, tag] = index.pages[p];
    return {
      objectID: `${url}#${i}`,
      type,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      content,
      hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
      language: 'en',
      docusaurus_tag: tag,
    };
  });
}

/**
 * Highlight rule: DocSearch renders every highlighted attribute as HTML except lvl0, which
 * becomes a group title shown as plain text. lvl0 must therefore stay unescaped, or a section
 * such as "CICD & Integrations" reads "CICD &amp; Integrations".
 */
export function isPlainTextAttribute(level: Level): boolean {
  return level === 'lvl0';
}
