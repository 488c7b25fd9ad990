/**
 * The index in pieces, as the build writes it and the worker reads it:
 *   meta       the first piece: the vocabulary (for typo-tolerant and prefix matching), the
 *              shape of the pages and their sections (for facets and ranking), the synonyms;
 *   postings   shards of contiguous vocabulary ranges: for each term, the pages whose title or
 *              section name holds it, the sections whose headings hold it, those whose text does;
 *   pages      one piece a page: its titles, sections and text (for hits and snippets).
 * The unit of search is a section (a page's URL plus an anchor), as in a DocSearch index with
 * distinct on url. Section and page ids are positions; postings are delta-encoded.
 */
import { LEVELS, SEARCH_KINDS, type SearchKind, type SearchRecord } from '../contract';
import { tokenize, withIdentifierParts } from './tokenize';

export const PIECES_VERSION = 6;

export interface MetaPiece {
  version: typeof PIECES_VERSION;
  /** Where the other pieces live, e.g. /search/pieces/3f2a9c1b/ (immutable: named by content). */
  base: string;
  /** The sorted vocabulary, one term a line. */
  terms: string;
  /**
   * For each term, how many sections hold it in their heading or text, plus how many pages hold
   * it in their title (prefix expansions keep the commonest; a word on most sections is common).
   */
  df: number[];
  /**
   * The terms indexed only as two title words joined ("apitesting" for "API testing"),
   * delta-encoded: no word a reader types on its own, so one typed is split like any other.
   */
  joined: number[];
  /** The index of the first term of each postings shard. */
  shards: number[];
  pages: {
    /** Index into SEARCH_KINDS. */
    kind: number[];
    /** Index into lvl0Names. */
    lvl0: number[];
    /** Sections on each page, in order. */
    sections: number[];
    /**
     * Each page's address, one a line: the value of its `url_without_anchor` facet, which the
     * UIs count pages by (lib/search/page-counts.ts).
     */
    urls: string;
    /**
     * The pages whose title is one word ("Secrets", "Downloads") and that word's term, in the
     * same order: a query of that one word matches the title exactly (Algolia's
     * exactOnSingleWordQuery).
     */
    oneWordTitles: number[];
    oneWordTitleTerms: number[];
  };
  lvl0Names: string[];
  /** Heading level of each section: "1" for the part under the page title, "2" to "6" below. */
  levels: string;
  /** Groups of words and phrases that mean the same (from the site configuration). */
  synonyms: string[][];
  /** Words that ask for a kind of page other than the docs (from the site configuration). */
  kindWords: KindWords;
}

/** The configuration's `search.kindWords`: for the blog and the changelog, the words that ask for them. */
export type KindWords = Partial<Record<Exclude<SearchKind, 'docs' | 'site'>, string[]>>;

/** Per term of the shard: [title or section-name pages, heading sections, text sections], delta-encoded. */
export type PostingsPiece = [pages: number[], headings: number[], text: number[]][];

export type SectionTuple = [
  type: SearchRecord['type'],
  anchor: string | null,
  lvl2: string | null,
  lvl3: string | null,
  content: string[],
];

export interface PagePiece {
  url: string;
  lvl0: string;
  lvl1: string;
  tag: string;
  kind: SearchKind;
  sections: SectionTuple[];
}

export interface Pieces {
  meta: MetaPiece;
  postings: PostingsPiece[];
  pages: PagePiece[];
}

/**
 * Where a postings shard and a page's piece live, under `MetaPiece.base`. One piece a page: pieces
 * of several pages (runs of one docs section's, 16,000 characters each) were tried, to cut the
 * requests of a new whole query (Chromium spends a few milliseconds on each). In `bench:search`
 * the warm p95 in the worker was 25–26.5 ms with them, inside the 23–31 ms that runs with a piece
 * a page spread over, and the cold keystroke did not move (a first query's hits are on pages of
 * many sections), for 3–15 KiB more before the first hit: not kept.
 */
export const shardPath = (shard: number) => `t/${shard}.json`;
export const pagePiecePath = (page: number) => `p/${page}.json`;

/** Every piece but the first, with its path under `MetaPiece.base`. */
export function pieceFiles({ postings, pages }: Pieces): [path: string, piece: PostingsPiece | PagePiece][] {
  return [
    ...postings.map((piece, i): [string, PostingsPiece] => [shardPath(i), piece]),
    ...pages.map((piece, i): [string, PagePiece] => [pagePiecePath(i), piece]),
  ];
}

/** Raw bytes of postings a shard holds before a new one starts (a few KiB once compressed). */
export const SHARD_TARGET_CHARS = 12_000;
/**
 * How far a shard may stop short of its target or run past it, to end between two terms that
 * share less of their start: a word and its forms ("password", "passwords") then land in one
 * shard, which a query fetches once. Over this site's relevance sets and generated queries, a
 * query's first search fetches 6% fewer shards than with cuts at the target alone.
 */
export const SHARD_SLACK = 0.1;

const delta = (ids: Iterable<number>) => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return sorted.map((id, i) => (i ? id - sorted[i - 1] : id));
};

/**
 * Adjacent title words joined too (page titles and docs sections), so "autoheal" finds
 * "Auto Heal" and "vscode" "VS Code".
 */
function compounds(tokens: string[]): string[] {
  return tokens.slice(1).map((t, i) => tokens[i] + t);
}

/** A text's terms as indexed: its tokens, with the parts of an identifier joined by underscores. */
const indexTerms = (text: string) => withIdentifierParts(tokenize(text));

/** Records (in page order, as the extractor writes them) to pieces. */
export function buildPieces(
  records: SearchRecord[],
  synonyms: string[][],
  base: string,
  kindWords: KindWords = {},
): Pieces {
  const pages: PagePiece[] = [];
  const byUrl = new Map<string, PagePiece>();
  /**
   * A page summary (its summary record's description and, on a docs page, keywords), searched as
   * the heading of the title's section; the engine also counts it for the page's other sections.
   */
  const summaries = new Map<PagePiece['sections'][number], string>();
  for (const r of records) {
    let page = byUrl.get(r.url_without_anchor);
    if (!page) {
      page = {
        url: r.url_without_anchor,
        lvl0: r.hierarchy.lvl0 ?? '',
        lvl1: r.hierarchy.lvl1 ?? '',
        tag: r.docusaurus_tag,
        kind: r.kind,
        sections: [],
      };
      byUrl.set(page.url, page);
      pages.push(page);
    }
    if (r.type === 'content') {
      const current = page.sections.at(-1);
      if (current && r.content) current[4].push(r.content);
      if (current && r.description) summaries.set(current, [r.description, ...(r.keywords ?? [])].join(' '));
    } else {
      page.sections.push([r.type, r.anchor, r.hierarchy.lvl2, deepest(r), []]);
    }
  }

  const lvl0Names = [...new Set(pages.map((p) => p.lvl0))];
  const postings = new Map<string, [Set<number>, Set<number>, Set<number>]>();
  // Terms indexed as words of their own, not only as two title words joined.
  const words = new Set<string>();
  const add = (term: string, field: 0 | 1 | 2, id: number, word = true) => {
    let entry = postings.get(term);
    if (!entry) postings.set(term, (entry = [new Set(), new Set(), new Set()]));
    entry[field].add(id);
    if (word) words.add(term);
  };
  let levels = '';
  let section = 0;
  pages.forEach((page, p) => {
    for (const title of [page.lvl1, page.lvl0]) {
      const tokens = tokenize(title);
      for (const t of withIdentifierParts(tokens)) add(t, 0, p, true);
      for (const t of withIdentifierParts(compounds(tokens))) add(t, 0, p, false);
    }
    for (const entry of page.sections) {
      const [type, , lvl2, lvl3, content] = entry;
      levels += type === 'content' ? '1' : type.slice(3);
      for (const t of indexTerms(`${lvl2 ?? ''} ${lvl3 ?? ''} ${summaries.get(entry) ?? ''}`)) add(t, 1, section);
      for (const text of content) for (const t of indexTerms(text)) add(t, 2, section);
      section++;
    }
  });

  const terms = [...postings.keys()].sort();
  const df: number[] = [];
  const shards: number[] = [];
  const pieces: PostingsPiece[] = [];
  const entries = terms.map((term): PostingsPiece[number] => {
    const [titled, headed, text] = postings.get(term)!;
    return [delta(titled), delta(headed), delta(text)];
  });
  const chars = entries.map((entry) => JSON.stringify(entry).length);
  const starts = new Set(shardStarts(terms, chars));
  terms.forEach((term, i) => {
    if (starts.has(i)) {
      shards.push(i);
      pieces.push([]);
    }
    pieces.at(-1)!.push(entries[i]);
    const [titled, headed, text] = postings.get(term)!;
    // Sections holding the word in their heading or text or both (a summary is both), once each,
    // and pages holding it in their title.
    let both = 0;
    for (const id of headed) if (text.has(id)) both++;
    df.push(headed.size + text.size - both + titled.size);
  });

  const termIndex = new Map(terms.map((term, i) => [term, i]));
  const oneWordTitles = pages.flatMap((page, p) => {
    const words = tokenize(page.lvl1);
    const term = words.length === 1 ? termIndex.get(words[0]) : undefined;
    return term === undefined ? [] : [[p, term]];
  });

  return {
    meta: {
      version: PIECES_VERSION,
      base,
      terms: terms.join('\n'),
      df,
      joined: delta(terms.flatMap((term, i) => (words.has(term) ? [] : [i]))),
      shards,
      pages: {
        kind: pages.map((p) => SEARCH_KINDS.indexOf(p.kind)),
        lvl0: pages.map((p) => lvl0Names.indexOf(p.lvl0)),
        sections: pages.map((p) => p.sections.length),
        urls: pages.map((p) => p.url).join('\n'),
        oneWordTitles: oneWordTitles.map(([p]) => p),
        oneWordTitleTerms: oneWordTitles.map(([, term]) => term),
      },
      lvl0Names,
      levels,
      synonyms,
      kindWords,
    },
    postings: pieces,
    pages,
  };
}

/**
 * The first term of each shard (0 first): a shard ends once it holds SHARD_TARGET_CHARS of
 * postings, give or take SHARD_SLACK, at the boundary in that range whose two terms share the
 * fewest leading letters (the nearer the target, of equals).
 */
export function shardStarts(terms: string[], chars: number[]): number[] {
  const low = SHARD_TARGET_CHARS * (1 - SHARD_SLACK);
  const high = SHARD_TARGET_CHARS * (1 + SHARD_SLACK);
  const before = [0];
  for (const n of chars) before.push(before.at(-1)! + n);
  const starts = [0];
  let best = -1;
  let bestShared = Infinity;
  let bestMiss = Infinity;
  // j: the term a shard could start at, after the postings of the terms since the last start.
  for (let j = 1; j < terms.length; j++) {
    const size = before[j] - before[starts.at(-1)!];
    if (size < low) continue;
    const shared = sharedStart(terms[j - 1], terms[j]);
    const miss = Math.abs(size - SHARD_TARGET_CHARS);
    if (shared < bestShared || (shared === bestShared && miss < bestMiss))
      [best, bestShared, bestMiss] = [j, shared, miss];
    // The next term would take the shard past its range: it ends at the best boundary seen.
    if (size + chars[j] > high) {
      starts.push(best);
      [best, bestShared, bestMiss] = [-1, Infinity, Infinity];
    }
  }
  return starts;
}

/** How many leading letters two terms share. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** lvl3 of a record, or a deeper heading's text when the record sits below h3. */
function deepest(r: SearchRecord): string | null {
  for (const level of LEVELS.slice(3).reverse()) if (r.hierarchy[level]) return r.hierarchy[level];
  return null;
}
