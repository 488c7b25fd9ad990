import { escapeHtml } from '../html';
import { KIND_LABELS, LEVELS, recordId, type SearchRecord } from './contract';

type HighlightValue = { value: string };

/** A record as a search UI receives it: the contract's fields plus Algolia's highlight results. */
export interface SearchHit extends Pick<SearchRecord, 'objectID' | 'url' | 'type'> {
  content?: SearchRecord['content'];
  url_without_anchor?: string;
  kind?: SearchRecord['kind'];
  hierarchy: Partial<SearchRecord['hierarchy']>;
  _snippetResult?: { content?: HighlightValue };
  _highlightResult?: { hierarchy?: Partial<Record<string, HighlightValue>>; content?: HighlightValue };
}

/**
 * A hit as the modal's recent searches keep it (DocSearch 3.9 stores the hit without its
 * highlights): what /search/ adds there when one of its results is opened.
 */
export type RecentHit = Pick<SearchRecord, 'objectID' | 'type' | 'url' | 'content' | 'hierarchy'>;

export interface HitMatch {
  objectID: string;
  url: string;
  /**
   * What opening it adds to the recent searches: a heading as itself, text as its page (`null`:
   * the group's `recent`). DocSearch keeps text as its page only when the page's own hit is among
   * the results; here every result sits under its page's title, so the page is kept either way.
   */
  recent: RecentHit | null;
  /** The section heading the match sits under, as highlighted HTML; null for the page itself. */
  headingHtml: string | null;
  snippetHtml: string | null;
}

export interface HitGroup {
  url: string;
  /** The page title with the query words marked: HTML-escaped text and <mark> tags only. */
  titleHtml: string;
  /** Plain text: where the page sits (kind and docs section). */
  breadcrumb: string[];
  matches: HitMatch[];
  /** The page as a recent search: its own hit when the results hold it, else made as the index makes it. */
  recent: RecentHit;
}

/** A hit's fields as a recent search; its headings in full, as the index has them. */
function recentOf(hit: SearchHit): RecentHit {
  const hierarchy = Object.fromEntries(LEVELS.map((level) => [level, hit.hierarchy[level] ?? null]));
  return {
    objectID: hit.objectID,
    type: hit.type,
    url: hit.url,
    content: hit.content ?? null,
    hierarchy: hierarchy as RecentHit['hierarchy'],
  };
}

/** A page's own record (its title) as a recent search, from any hit on the page. */
function pageRecentOf(hit: SearchHit): RecentHit {
  const url = pageUrlOf(hit);
  const { lvl0 = null, lvl1 = null } = hit.hierarchy;
  return recentOf({ objectID: recordId(url, 0), type: 'lvl1', url, content: null, hierarchy: { lvl0, lvl1 } });
}

/**
 * A hierarchy level's highlight value. Highlight values arrive HTML-escaped from both backends
 * (the embedded client escapes plain records; Algolia stores them escaped, see search:push),
 * with the highlight tags as the only markup. A hit without one falls back to the plain value,
 * escaped here.
 */
function highlighted(hit: SearchHit, level: 'lvl1' | 'lvl2' | 'lvl3'): string | null {
  const plain = hit.hierarchy[level];
  if (!plain) return null;
  return hit._highlightResult?.hierarchy?.[level]?.value ?? escapeHtml(plain);
}

/** Places joined as the search UIs show them: "Docs › Run Tests", "1.4.20 › Fixed". */
export const joinPlaces = (places: string[]): string => places.join(' › ');

/** The address of a hit's page, without the section's anchor. */
export const pageUrlOf = (hit: Pick<SearchHit, 'url' | 'url_without_anchor'>): string =>
  hit.url_without_anchor ?? hit.url.split('#')[0];

/**
 * Where a hit's page sits, as plain text: "Docs" and its section, or the kind ("Blog", "Site"; a
 * site page is indexed under the product's name, scripts/build-search-index.ts says why).
 */
export function breadcrumbOf(hit: Pick<SearchHit, 'kind' | 'hierarchy'>): string[] {
  const section = hit.hierarchy.lvl0 ?? null;
  const places = hit.kind === 'docs' ? [KIND_LABELS.docs, section] : [hit.kind ? KIND_LABELS[hit.kind] : section];
  return places.filter((x): x is string => Boolean(x));
}

/**
 * Groups hits by page, in the order the pages first appear in the ranking, as a search page
 * shows them: the page title as the heading, then the matching sections (heading and snippet).
 */
export function groupHitsByPage(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const url = pageUrlOf(hit);
    let group = groups.get(url);
    if (!group) {
      group = {
        url,
        titleHtml: highlighted(hit, 'lvl1') ?? escapeHtml(url),
        breadcrumb: breadcrumbOf(hit),
        matches: [],
        recent: pageRecentOf(hit),
      };
      groups.set(url, group);
    }
    if (hit.type === 'lvl1') group.recent = recentOf(hit);
    group.matches.push({
      objectID: hit.objectID,
      url: hit.url,
      recent: hit.type === 'content' ? null : recentOf(hit),
      // The section's place on its page: "1.4.20 › Fixed", not "Fixed" alone.
      headingHtml:
        hit.type === 'lvl1'
          ? null
          : joinPlaces([highlighted(hit, 'lvl2'), highlighted(hit, 'lvl3')].filter((h) => h !== null)) || null,
      snippetHtml: hit._snippetResult?.content?.value ?? null,
    });
  }
  return [...groups.values()];
}
