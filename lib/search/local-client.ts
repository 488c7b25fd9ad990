/**
 * The embedded search backend: an object with the `search()` method of Algolia's lite client,
 * answering in Algolia's response shape from an index built with the site. DocSearch (through
 * transformSearchClient) and InstantSearch (as its searchClient) cannot tell it from Algolia.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  decodeIndex,
  escapeHtml,
  isPlainTextAttribute,
  LEVELS,
  type CompactIndex,
  type Level,
  type SearchRecord,
} from './contract';

/** A hit is a search record; the local client answers with the contract's record type. */
export type Hit = SearchRecord;
export type { CompactIndex };

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string | Record<string, unknown>;
  [key: string]: unknown;
}

interface Params {
  query: string;
  hitsPerPage: number;
  page: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  facetFilters?: (string | string[])[] | string;
  clickAnalytics?: boolean;
  /** search-ui stand-in until the engine rewrite: facet counts over the filtered hits. */
  facets?: string[];
}

const TOKEN = /[\p{L}\p{N}_]+/gu;

export class RetryError extends Error {
  override name = 'RetryError';
}

/** Expands the compact index into DocSearch records. */
export const expandIndex = decodeIndex;

/** Typo tolerance like Algolia's defaults: one typo from 4 letters, two from 8. */
export function typosAllowed(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

interface Engine {
  records: Hit[];
  mini: MiniSearch;
  /** search-ui stand-in: word counts for suggest(), built on its first call. */
  vocabulary?: Map<string, number>;
}

function buildEngine(records: Hit[]): Engine {
  const mini = new MiniSearch<{ id: number; title: string; heading: string; content: string; context: string }>({
    fields: ['title', 'heading', 'content', 'context'],
    idField: 'id',
  });
  mini.addAll(
    records.map((r, id) => ({
      id,
      title: r.type === 'lvl1' ? (r.hierarchy.lvl1 ?? '') : '',
      heading: r.type === 'lvl2' || r.type === 'lvl3' ? (r.hierarchy[r.type as Level] ?? '') : '',
      content: r.content ?? '',
      // Page and section titles let multi-word queries match a paragraph in context.
      context: [r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3].filter(Boolean).join(' '),
    })),
  );
  return { records, mini };
}

/** Normalises the v5 `{ requests }` shape and the legacy array with `params` strings or objects. */
export function normaliseRequests(input: unknown): { indexName: string; params: Params }[] {
  const list = (
    Array.isArray(input) ? input : ((input as { requests?: unknown[] })?.requests ?? [])
  ) as SearchRequest[];
  return list.map((req) => {
    const { indexName = '', params, ...top } = req;
    const fromParams = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : (params ?? {});
    const raw: Record<string, unknown> = { ...fromParams, ...top };
    const list = (v: unknown) =>
      typeof v === 'string'
        ? v.startsWith('[')
          ? (JSON.parse(v) as string[])
          : v.split(',')
        : (v as string[] | undefined);
    const facetFilters =
      typeof raw.facetFilters === 'string' && raw.facetFilters.startsWith('[')
        ? JSON.parse(raw.facetFilters)
        : raw.facetFilters;
    return {
      indexName,
      params: {
        query: String(raw.query ?? ''),
        hitsPerPage: Number(raw.hitsPerPage ?? 20),
        page: Number(raw.page ?? 0),
        attributesToRetrieve: list(raw.attributesToRetrieve),
        attributesToSnippet: list(raw.attributesToSnippet),
        highlightPreTag: String(raw.highlightPreTag ?? '<em>'),
        highlightPostTag: String(raw.highlightPostTag ?? '</em>'),
        snippetEllipsisText: String(raw.snippetEllipsisText ?? '…'),
        facetFilters: facetFilters as Params['facetFilters'],
        clickAnalytics: raw.clickAnalytics === true || raw.clickAnalytics === 'true',
        facets: list(raw.facets),
      },
    };
  });
}

/** facetFilters: an AND of entries, each a "attr:value" or an OR-list of them. */
export function matchesFacets(hit: Hit, facetFilters: Params['facetFilters']): boolean {
  if (!facetFilters) return true;
  const entries = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const test = (f: string) => {
    const negate = f.startsWith('-');
    const [attr, ...rest] = (negate ? f.slice(1) : f).split(':');
    const value = rest.join(':');
    const actual = String((hit as unknown as Record<string, unknown>)[attr] ?? '');
    return negate ? actual !== value : actual === value;
  };
  return entries.every((e) => (Array.isArray(e) ? e.some(test) : test(e)));
}

interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/**
 * Escapes the text and wraps the words that match a query term: exactly, as a prefix of the
 * last query word, or within the allowed typos.
 */
export function highlight(text: string, queryTerms: string[], pre: string, post: string): Highlighted {
  const matched = new Set<string>();
  let out = '';
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const word = m[0].toLowerCase();
    const hit = queryTerms.find(
      (q, i) => word === q || (i === queryTerms.length - 1 && word.startsWith(q)) || withinTypos(word, q),
    );
    if (!hit) continue;
    matched.add(hit);
    out += escapeHtml(text.slice(last, m.index)) + pre + escapeHtml(m[0]) + post;
    last = m.index! + m[0].length;
  }
  out += escapeHtml(text.slice(last));
  const level = matched.size === 0 ? 'none' : matched.size === queryTerms.length ? 'full' : 'partial';
  return { value: out, matchLevel: level, matchedWords: [...matched] };
}

function withinTypos(word: string, term: string): boolean {
  const allowed = typosAllowed(term);
  if (!allowed || Math.abs(word.length - term.length) > allowed) return false;
  return editDistance(word, term, allowed) <= allowed;
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return best;
    prev = row;
  }
  return prev[b.length];
}

/** A window of `words` words around the first match, with ellipses where text was cut. */
export function snippet(
  text: string,
  queryTerms: string[],
  words: number,
  pre: string,
  post: string,
  ellipsis: string,
): Highlighted {
  const tokens = text.split(/\s+/).filter(Boolean);
  const first = tokens.findIndex((t) => {
    const w = (t.match(TOKEN)?.[0] ?? '').toLowerCase();
    return (
      w && queryTerms.some((q, i) => w === q || (i === queryTerms.length - 1 && w.startsWith(q)) || withinTypos(w, q))
    );
  });
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - Math.floor(words / 3), tokens.length - words));
  const slice = tokens.slice(start, start + words).join(' ');
  const h = highlight(slice, queryTerms, pre, post);
  const before = start > 0 ? escapeHtml(ellipsis) + ' ' : '';
  const after = start + words < tokens.length ? ' ' + escapeHtml(ellipsis) : '';
  return { ...h, value: before + h.value + after };
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function pick(hit: Hit, attributes: string[] | undefined): Partial<Hit> {
  if (!attributes || attributes.includes('*')) return { ...hit };
  const out: Record<string, unknown> = { objectID: hit.objectID };
  for (const attr of attributes) {
    if (attr.startsWith('hierarchy.')) {
      const lvl = attr.slice('hierarchy.'.length) as Level;
      out.hierarchy = { ...(out.hierarchy as object), [lvl]: hit.hierarchy[lvl] };
    } else if (attr in hit) out[attr] = hit[attr as keyof Hit];
  }
  return out as Partial<Hit>;
}

function runQuery(engine: Engine, indexName: string, p: Params) {
  const started = performance.now();
  const queryTerms = (p.query.toLowerCase().match(TOKEN) ?? []).slice(0, 10);
  let ranked: SearchResult[] = [];
  if (queryTerms.length) {
    ranked = engine.mini.search(queryTerms.join(' '), {
      boost: { title: 8, heading: 4, content: 1, context: 0.4 },
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => typosAllowed(term) || false,
      combineWith: 'OR',
      weights: { fuzzy: 0.3, prefix: 0.6 },
    });
    // All query words matched ranks above some, then MiniSearch's score (fields, exactness).
    ranked.sort((a, b) => b.queryTerms.length - a.queryTerms.length || b.score - a.score);
  }
  // Distinct on the record URL (page + anchor), as DocSearch indices are configured: the best
  // record per section, not every paragraph under it.
  const seen = new Set<string>();
  const filtered = ranked.filter((r) => {
    const hit = engine.records[r.id as number];
    if (!matchesFacets(hit, p.facetFilters) || seen.has(hit.url)) return false;
    seen.add(hit.url);
    return true;
  });
  const nbHits = filtered.length;
  // search-ui stand-in: counts over every hit that passed the filters (Algolia's semantics).
  const facets: Record<string, Record<string, number>> = {};
  for (const attr of p.facets ?? []) {
    const counts: Record<string, number> = (facets[attr] = {});
    for (const r of filtered) {
      const value = (engine.records[r.id as number] as unknown as Record<string, unknown>)[attr];
      if (typeof value === 'string') counts[value] = (counts[value] ?? 0) + 1;
    }
  }
  const pageHits = filtered.slice(p.page * p.hitsPerPage, (p.page + 1) * p.hitsPerPage);
  const snippets = new Map(
    (p.attributesToSnippet ?? []).map((s) => {
      const [attr, n] = s.split(':');
      return [attr, Number(n ?? 10)] as const;
    }),
  );
  const hits = pageHits.map((r) => {
    const hit = engine.records[r.id as number];
    const hl = (text: string | null) => highlight(text ?? '', queryTerms, p.highlightPreTag, p.highlightPostTag);
    const sn = (attr: string, text: string | null) =>
      snippet(
        text ?? '',
        queryTerms,
        snippets.get(attr)!,
        p.highlightPreTag,
        p.highlightPostTag,
        p.snippetEllipsisText,
      );
    const plain = (text: string | null): Highlighted => ({ value: text ?? '', matchLevel: 'none', matchedWords: [] });
    const _highlightResult = {
      hierarchy: Object.fromEntries(
        LEVELS.filter((l) => hit.hierarchy[l]).map((l) => [
          l,
          isPlainTextAttribute(l) ? plain(hit.hierarchy[l]) : hl(hit.hierarchy[l]),
        ]),
      ),
      ...(hit.content ? { content: hl(hit.content) } : {}),
    };
    const _snippetResult: Record<string, unknown> = {};
    if (hit.content && snippets.has('content')) _snippetResult.content = sn('content', hit.content);
    const hierarchySnippets = LEVELS.filter((l) => hit.hierarchy[l] && snippets.has(`hierarchy.${l}`)).map((l) => [
      l,
      sn(`hierarchy.${l}`, hit.hierarchy[l]),
    ]);
    if (hierarchySnippets.length) _snippetResult.hierarchy = Object.fromEntries(hierarchySnippets);
    return { ...pick(hit, p.attributesToRetrieve), objectID: hit.objectID, _highlightResult, _snippetResult };
  });
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
    processingTimeMS: Math.round(performance.now() - started),
    ...(p.clickAnalytics ? { queryID: randomId() } : {}),
  };
}

export interface LocalSearchClient {
  search: (input: unknown) => Promise<{ results: ReturnType<typeof runQuery>[] }>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: (options: { segment: string; version?: string }) => unknown } };
  /** Starts loading the index ahead of the first query (on hover or focus of the search button). */
  preload: () => void;
  /** search-ui stand-in: "Did you mean" queries for a query without results, best first. */
  suggest: (query: string) => Promise<string[]>;
}

/**
 * search-ui stand-in until the engine rewrite: each query word not in the vocabulary is
 * replaced by the nearest, then most frequent, word within one typo more than search allows
 * (a query without results is already beyond the search's own typo tolerance).
 */
export function suggestFrom(vocabulary: Map<string, number>, query: string): string[] {
  const words = query.toLowerCase().match(TOKEN) ?? [];
  let changed = false;
  const fixed = words.map((word) => {
    if (vocabulary.has(word) || word.length < 3) return word;
    const allowed = typosAllowed(word) + 1;
    let best: [string, number, number] | null = null;
    for (const [term, count] of vocabulary) {
      if (Math.abs(term.length - word.length) > allowed) continue;
      const d = editDistance(word, term, allowed);
      if (d <= allowed && (!best || d < best[1] || (d === best[1] && count > best[2]))) best = [term, d, count];
    }
    if (!best) return word;
    changed = true;
    return best[0];
  });
  return changed ? [fixed.join(' ')] : [];
}

/**
 * Creates the client. The index loads on first use (or preload), is cached for the session,
 * and a failed load rejects with a RetryError (as Algolia's client does when every host is
 * down) and is retried on the next query.
 */
export function createLocalSearchClient(load: () => Promise<CompactIndex>): LocalSearchClient {
  let engine: Promise<Engine> | null = null;
  const getEngine = () =>
    (engine ??= load()
      .then((index) => buildEngine(expandIndex(index)))
      .catch((error: unknown) => {
        engine = null;
        throw new RetryError(`Unreachable search index: ${(error as Error)?.message ?? error}`);
      }));
  const agent = { value: 'testflux-local-search', add: () => agent };
  return {
    async search(input) {
      const requests = normaliseRequests(input);
      const e = await getEngine();
      return { results: requests.map((r) => runQuery(e, r.indexName, r.params)) };
    },
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent: agent },
    preload: () => {
      getEngine().catch(() => {});
    },
    async suggest(query) {
      const e = await getEngine();
      if (!e.vocabulary) {
        e.vocabulary = new Map();
        for (const r of e.records)
          for (const text of [r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])
            for (const w of text?.toLowerCase().match(TOKEN) ?? []) e.vocabulary.set(w, (e.vocabulary.get(w) ?? 0) + 1);
      }
      return suggestFrom(e.vocabulary, query);
    },
  };
}

/** Fetches the index built with the site. */
export async function fetchIndex(url = '/search/index.json'): Promise<CompactIndex> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as CompactIndex;
}
