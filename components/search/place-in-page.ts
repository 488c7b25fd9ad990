import type { DocSearchHit } from '@docsearch/react';
import { escapeHtml } from '@/lib/html';
import { LEVELS } from '@/lib/search/contract';
import { joinPlaces } from '@/lib/search/group-hits';

/**
 * DocSearch writes a hit's page (lvl1) as its path, under the group of the page's section (lvl0).
 * Where the two are one (the changelog, a page of every release), that path repeats the group's
 * name under every note: it names where on the page the hit is instead ("1.0.0 › Fixed"), as
 * `/search/` does. Both backends answer with the same hierarchy, so this is done on the items.
 */
export function withPlaceInPage(hit: DocSearchHit): DocSearchHit {
  const { hierarchy } = hit;
  if (hit.type === 'lvl1' || hierarchy.lvl0 !== hierarchy.lvl1) return hit;
  // The headings above the hit's own: a heading hit's own heading is its title already.
  const above = LEVELS.slice(2, hit.type === 'content' ? undefined : LEVELS.indexOf(hit.type));
  const places = above.flatMap((level) => {
    const plain = hierarchy[level];
    // Snippet values arrive HTML-escaped, with the highlight tags as their only markup.
    return plain ? [hit._snippetResult?.hierarchy?.[level]?.value ?? escapeHtml(plain)] : [];
  });
  if (!places.length) return hit;
  const lvl1 = { value: joinPlaces(places), matchLevel: 'none' as const, matchedWords: [] };
  return { ...hit, _snippetResult: { ...hit._snippetResult, hierarchy: { ...hit._snippetResult?.hierarchy, lvl1 } } };
}
