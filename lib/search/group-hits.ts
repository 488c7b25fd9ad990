import type { SearchRecord } from './contract';

/** A record as a search UI receives it: the contract's fields plus Algolia's highlight results. */
export interface SearchHit extends Pick<SearchRecord, 'objectID' | 'url' | 'type'> {
  url_without_anchor?: string;
  hierarchy: Partial<SearchRecord['hierarchy']>;
  _snippetResult?: { content?: { value: string } };
  _highlightResult?: { hierarchy?: Record<string, { value: string }>; content?: { value: string } };
}

export interface HitGroup {
  url: string;
  title: string;
  breadcrumb: string[];
  matches: { objectID: string; url: string; heading: string | null; snippetHtml: string | null }[];
}

/** Groups hits by page, in the order the pages first appear in the ranking. */
export function groupHitsByPage(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const url = hit.url_without_anchor ?? hit.url.split('#')[0];
    let group = groups.get(url);
    if (!group) {
      group = {
        url,
        title: hit.hierarchy.lvl1 ?? url,
        breadcrumb: [hit.hierarchy.lvl0, hit.hierarchy.lvl1].filter((x): x is string => Boolean(x)),
        matches: [],
      };
      groups.set(url, group);
    }
    const heading = hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? null;
    group.matches.push({
      objectID: hit.objectID,
      url: hit.url,
      heading: hit.type === 'lvl1' ? null : heading,
      snippetHtml: hit._snippetResult?.content?.value ?? null,
    });
  }
  return [...groups.values()];
}
