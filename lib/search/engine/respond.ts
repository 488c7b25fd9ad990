/**
 * Algolia's response shape from a ranking: the hits of the requested page with highlight and
 * snippet results, nbHits and facet counts, after the request's facetFilters. DocSearch and
 * InstantSearch read it as they read Algolia's.
 */
import {
  escapeHtml,
  isPlainTextAttribute,
  LEVEL_WEIGHT,
  LEVELS,
  PAGE_RANK,
  SEARCH_LANGUAGE,
  type Level,
  type REMOVE_WORDS_IF_NO_RESULTS,
  type SearchRecord,
} from '../contract';
import type { PagePiece } from './pieces';
import { NONE } from './match-code';
import type { FacetView, Ranking, Searcher } from './searcher';
import { byProximity, phrasesFirst, titleFirstInPage } from './proximity';
import { unitsHeld, unitsIn } from './page-words';
import { tokenSpans } from './tokenize';

export interface Params {
  query: string;
  hitsPerPage: number;
  page: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  facetFilters?: (string | string[])[] | string;
  facets?: string[];
  clickAnalytics?: boolean;
  /**
   * Algolia's `removeWordsIfNoResults`. The engine ranks hits that miss a word below those that
   * match them all, as Algolia's "allOptional" does when no hit has them all (past each kind of
   * page's first page of hits, only those that match as many as the best: `Searcher.counted`);
   * "none" (Algolia's default) keeps only the hits that match every word, filler words apart.
   */
  removeWordsIfNoResults?: (typeof REMOVE_WORDS_IF_NO_RESULTS)[number];
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** A facet attribute's value on a hit: its own properties only ("constructor" is no facet). */
function facetValue(view: object, attr: string): unknown {
  return Object.hasOwn(view, attr) ? (view as Record<string, unknown>)[attr] : undefined;
}

/** facetFilters: an AND of entries, each a "attr:value" or an OR-list of them; "-" negates. */
export function matchesFacets(view: object, facetFilters: Params['facetFilters']): boolean {
  if (!facetFilters) return true;
  const entries = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const test = (f: string) => {
    const negate = f.startsWith('-');
    const [attr, ...rest] = (negate ? f.slice(1) : f).split(':');
    const value = rest.join(':');
    const actual = String(facetValue(view, attr) ?? '');
    return negate ? actual !== value : actual === value;
  };
  return entries.every((e) => (Array.isArray(e) ? e.some(test) : test(e)));
}

/** Escapes the text and wraps the words the query matched. */
export function highlight(text: string, units: Set<string>[], pre: string, post: string): Highlighted {
  const matched = new Set<number>();
  let out = '';
  let last = 0;
  const held = unitsHeld(units);
  for (const { word, start, end } of tokenSpans(text)) {
    const [unit] = held(word);
    if (unit === undefined) continue;
    matched.add(unit);
    out += escapeHtml(text.slice(last, start)) + pre + escapeHtml(text.slice(start, end)) + post;
    last = end;
  }
  out += escapeHtml(text.slice(last));
  const level = matched.size === 0 ? 'none' : matched.size === units.length ? 'full' : 'partial';
  const words = [...matched].map((u) => [...units[u]][0]);
  return { value: out, matchLevel: level, matchedWords: words };
}

/** A window of `words` words around the first match, with ellipses where text was cut. */
export function snippet(
  text: string,
  units: Set<string>[],
  words: number,
  tags: { pre: string; post: string; ellipsis: string },
): Highlighted {
  const tokens = text.split(/\s+/).filter(Boolean);
  const held = unitsHeld(units);
  const first = tokens.findIndex((t) => tokenSpans(t).some(({ word }) => held(word).length > 0));
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - Math.floor(words / 3), tokens.length - words));
  const h = highlight(tokens.slice(start, start + words).join(' '), units, tags.pre, tags.post);
  const before = start > 0 ? escapeHtml(tags.ellipsis) + ' ' : '';
  const after = start + words < tokens.length ? ' ' + escapeHtml(tags.ellipsis) : '';
  return { ...h, value: before + h.value + after };
}

/** The record a hit shows for a section: its best-matching paragraph, or its heading. */
export function sectionRecord(
  page: PagePiece,
  position: number,
  units: Set<string>[],
  textMatched: boolean,
): { record: SearchRecord; best: string | null } {
  let recordIndex = 0;
  for (let i = 0; i < position; i++) recordIndex += 1 + page.sections[i][4].length;
  const [type, anchor, lvl2, lvl3, content] = page.sections[position];
  let best: string | null = null;
  let bestAt = -1;
  let bestCount = 0;
  content.forEach((text, i) => {
    const n = unitsIn(text, units);
    if (n > bestCount) [best, bestAt, bestCount] = [text, i, n];
  });
  const isContent = textMatched && best !== null;
  // The piece keeps a section's deepest heading in the lvl3 place, an h4 to h6 too: answered
  // as lvl3, since DocSearch draws a heading hit from hierarchy[type].
  const recordType = isContent ? 'content' : LEVELS.indexOf(type as Level) > 3 ? 'lvl3' : type;
  const url = anchor ? `${page.url}#${anchor}` : page.url;
  return {
    best,
    record: {
      objectID: `${page.url}#${isContent ? recordIndex + 1 + bestAt : recordIndex}`,
      type: recordType,
      url,
      url_without_anchor: page.url,
      anchor,
      content: isContent ? best : null,
      description: null,
      keywords: null,
      hierarchy: { lvl0: page.lvl0, lvl1: page.lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
      language: SEARCH_LANGUAGE,
      docusaurus_tag: page.tag,
      kind: page.kind,
      section: page.kind === 'docs' ? page.lvl0 : null,
      weight: { pageRank: PAGE_RANK[page.kind], level: LEVEL_WEIGHT[recordType], position: recordIndex },
    },
  };
}

function pick(hit: SearchRecord, attributes: string[] | undefined): Partial<SearchRecord> {
  if (!attributes || attributes.includes('*')) return { ...hit };
  const out: Record<string, unknown> = { objectID: hit.objectID };
  for (const attr of attributes) {
    if (attr.startsWith('hierarchy.')) {
      const lvl = attr.slice('hierarchy.'.length);
      out.hierarchy = { ...(out.hierarchy as object), [lvl]: hit.hierarchy[lvl as keyof SearchRecord['hierarchy']] };
    } else if (attr in hit) out[attr] = hit[attr as keyof SearchRecord];
  }
  return out as Partial<SearchRecord>;
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function respond(searcher: Searcher, ranking: Ranking, indexName: string, p: Params, started: number) {
  const matching = p.removeWordsIfNoResults === 'none' ? ranking.sections.filter(ranking.allWords) : ranking.sections;
  const filtered = p.facetFilters
    ? matching.filter((s) => matchesFacets(searcher.facetView(s), p.facetFilters))
    : matching;
  // Maps without prototypes: a facet named "__proto__" is a key like any other.
  const facets: Record<string, Record<string, number>> = Object.create(null);
  if (p.facets?.length) {
    // Every facet is a page's (its kind, section, address): the hits counted by page first, so a
    // facet's value is read once a page, not once a hit.
    const perPage = new Map<FacetView, number>();
    for (const s of filtered) {
      const view = searcher.facetView(s);
      perPage.set(view, (perPage.get(view) ?? 0) + 1);
    }
    for (const attr of p.facets) {
      const counts: Record<string, number> = Object.create(null);
      for (const [view, hits] of perPage) {
        const value = facetValue(view, attr);
        if (value !== null && value !== undefined) counts[String(value)] = (counts[String(value)] ?? 0) + hits;
      }
      facets[attr] = counts;
    }
  }
  const units = ranking.unitTerms;
  const ranked = filtered.slice(p.page * p.hitsPerPage, (p.page + 1) * p.hitsPerPage);
  const fetched = await Promise.all(ranked.map((s) => searcher.page(searcher.pageOfSection(s))));
  const pageOfHits = ranked.map((s, i) => ({
    ties: ranking.ties(s),
    page: fetched[i],
    position: searcher.positionOf(s),
    words: ranking.words(s),
    allWords: ranking.allWords(s),
  }));
  const order = titleFirstInPage(
    phrasesFirst(pageOfHits, byProximity(pageOfHits, units), units),
    (i) => searcher.pageOfSection(ranked[i]),
    (i) => pageOfHits[i].position === 0,
    (i) => pageOfHits[i].ties,
  );
  const pageHits = order.map((i) => ranked[i]);
  const pieces = order.map((i) => fetched[i]);
  const snippetWords = new Map(
    (p.attributesToSnippet ?? []).map((s) => {
      const [attr, n] = s.split(':');
      return [attr, Number(n ?? 10)] as const;
    }),
  );
  const tags = { pre: p.highlightPreTag, post: p.highlightPostTag, ellipsis: p.snippetEllipsisText };
  const hits = pageHits.map((s, i) => {
    const position = searcher.positionOf(s);
    // A match in the summary shows as text: on the title's section the summary is its first
    // paragraph; on another section, its best-matching paragraph (or its heading, if none matches).
    const textMatched = ranking.codes(s).some((c) => c !== NONE && searcher.inText(c, s));
    const { record, best } = sectionRecord(pieces[i], position, units, textMatched);
    const hl = (text: string | null) => highlight(text ?? '', units, tags.pre, tags.post);
    const plain = (text: string | null): Highlighted => ({ value: text ?? '', matchLevel: 'none', matchedWords: [] });
    const _highlightResult = {
      hierarchy: Object.fromEntries(
        LEVELS.filter((l) => record.hierarchy[l]).map((l) => [
          l,
          isPlainTextAttribute(l) ? plain(record.hierarchy[l]) : hl(record.hierarchy[l]),
        ]),
      ),
      ...(record.content ? { content: hl(record.content) } : {}),
    };
    const _snippetResult: Record<string, unknown> = {};
    // A heading hit still shows the section's best-matching text as its snippet (/search/), and a
    // page matched by its title or keywords alone its first paragraph, the summary: what it is about.
    const text = record.content ?? best ?? (position === 0 ? (pieces[i].sections[0][4][0] ?? null) : null);
    if (text && snippetWords.has('content'))
      _snippetResult.content = snippet(text, units, snippetWords.get('content')!, tags);
    const hierarchySnippets = LEVELS.filter((l) => record.hierarchy[l] && snippetWords.has(`hierarchy.${l}`)).map(
      (l) => [l, snippet(record.hierarchy[l]!, units, snippetWords.get(`hierarchy.${l}`)!, tags)],
    );
    if (hierarchySnippets.length) _snippetResult.hierarchy = Object.fromEntries(hierarchySnippets);
    return { ...pick(record, p.attributesToRetrieve), objectID: record.objectID, _highlightResult, _snippetResult };
  });
  const nbHits = filtered.length;
  return {
    hits,
    nbHits,
    page: p.page,
    nbPages: p.hitsPerPage ? Math.ceil(nbHits / p.hitsPerPage) : 0,
    hitsPerPage: p.hitsPerPage,
    exhaustiveNbHits: true,
    ...(p.facets?.length ? { facets, exhaustiveFacetsCount: true } : {}),
    query: p.query,
    params: new URLSearchParams({
      query: p.query,
      hitsPerPage: String(p.hitsPerPage),
      page: String(p.page),
    }).toString(),
    index: indexName,
    // Fractional milliseconds: Algolia's clients read a number; the bench reads the fraction.
    processingTimeMS: performance.now() - started,
    ...(p.clickAnalytics ? { queryID: randomId() } : {}),
  };
}

export type SearchResponse = Awaited<ReturnType<typeof respond>>;
