/**
 * The engine over the pieces: matches a query against the vocabulary (exact, plural, typo and
 * prefix, with MiniSearch's radix tree), fetches only the postings shards those terms live in,
 * ranks sections as a well-configured DocSearch index does, and fetches the pages of the hits.
 *
 * Ranking, criterion by criterion: more query words matched; fewer typos (exact, then one and
 * two typos, then a prefix of the word being typed); the better attribute (page title or docs
 * section, then heading, then text); page rank (docs, blog, changelog); heading level; position.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { PAGE_RANK, SEARCH_KINDS, SEARCH_TAGS, type SearchKind } from '../contract';
import type { MetaPiece, PagePiece, PostingsPiece } from './pieces';
import { parseQuery, synonymTable, type QueryUnit, type SynonymTable } from './query';
import { pluralForms, typosAllowed } from './tokenize';

/** Prefix expansions kept for the word being typed, the commonest first (a single letter has hundreds). */
const MAX_PREFIX_TERMS = 40;
const PREFIX_QUALITY = 3;
/** A synonym matches as exactly as the word, but the word the reader typed ranks first. */
const SYNONYM_QUALITY = 1;
/** A match code: quality (0 exact, 1–2 typos, 3 prefix) × 4 + field (0 title, 1 heading, 2 text). */
const code = (quality: number, field: number) => quality * 4 + field;

export type Fetch = <T>(path: string) => Promise<T>;

export interface FacetView {
  kind: SearchKind;
  section: string | null;
  docusaurus_tag: string;
  language: string;
  type: string;
}

export interface RankedSection {
  section: number;
  page: number;
  matched: number;
  /** Per unit, the match code in this section (undefined: not matched). */
  codes: (number | undefined)[];
}

export interface Ranking {
  units: QueryUnit[];
  /** Every section matching at least one unit, best first. */
  sections: RankedSection[];
  /** Vocabulary terms matched by each unit, for highlighting. */
  unitTerms: Set<string>[];
}

interface UnitMatches {
  sections: Map<number, number>;
  pages: Map<number, number>;
  terms: Set<string>;
}

export class Searcher {
  readonly terms: string[];
  private readonly vocabulary: SearchableMap<number>;
  private readonly pageOf: Int32Array;
  private readonly firstSection: Int32Array;
  private readonly synonyms: SynonymTable;
  private readonly shards = new Map<number, Promise<PostingsPiece>>();
  private readonly pagePieces = new Map<number, Promise<PagePiece>>();

  constructor(
    readonly meta: MetaPiece,
    private readonly fetch: Fetch,
  ) {
    this.terms = meta.terms.split('\n');
    this.vocabulary = new SearchableMap<number>();
    this.terms.forEach((t, i) => this.vocabulary.set(t, i));
    const counts = meta.pages.sections;
    this.firstSection = new Int32Array(counts.length);
    this.pageOf = new Int32Array(meta.levels.length);
    let s = 0;
    counts.forEach((n, p) => {
      this.firstSection[p] = s;
      this.pageOf.fill(p, s, s + n);
      s += n;
    });
    this.synonyms = synonymTable(meta.synonyms);
  }

  get pageCount(): number {
    return this.firstSection.length;
  }

  pageOfSection(section: number): number {
    return this.pageOf[section];
  }

  /** The section's position on its page (0 for the part under the title). */
  positionOf(section: number): number {
    return section - this.firstSection[this.pageOf[section]];
  }

  facetView(section: number): FacetView {
    const p = this.pageOf[section];
    const kind = SEARCH_KINDS[this.meta.pages.kind[p]];
    return {
      kind,
      section: kind === 'docs' ? this.meta.lvl0Names[this.meta.pages.lvl0[p]] : null,
      docusaurus_tag: kind === 'docs' ? SEARCH_TAGS.docs : SEARCH_TAGS.blog,
      language: 'en',
      type: `lvl${this.meta.levels[section]}`,
    };
  }

  /** Vocabulary terms a typed word matches, with their quality. */
  expand(word: string, { prefix, typos }: { prefix: boolean; typos: boolean }): Map<number, number> {
    const found = new Map<number, number>();
    const exact = (t: string) => {
      const i = this.vocabulary.get(t);
      if (i !== undefined) found.set(i, 0);
    };
    exact(word);
    pluralForms(word).forEach(exact);
    if (prefix) {
      const longer = [...this.vocabulary.atPrefix(word).values()]
        .filter((i) => !found.has(i))
        .sort((a, b) => this.meta.df[b] - this.meta.df[a])
        .slice(0, MAX_PREFIX_TERMS);
      for (const i of longer) found.set(i, PREFIX_QUALITY);
    }
    // A word still being typed that already starts real terms is not a typo yet.
    if (typos && typosAllowed(word) && (!prefix || found.size === 0)) {
      for (const [, [i, distance]] of this.vocabulary.fuzzyGet(word, typosAllowed(word))) {
        if (!found.has(i)) found.set(i, distance);
      }
    }
    return found;
  }

  private shard(term: number): { shard: number; offset: number } {
    const { shards } = this.meta;
    let lo = 0;
    let hi = shards.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (shards[mid] <= term) lo = mid;
      else hi = mid - 1;
    }
    return { shard: lo, offset: term - shards[lo] };
  }

  private loadShard(shard: number): Promise<PostingsPiece> {
    let piece = this.shards.get(shard);
    if (!piece) {
      piece = this.fetch<PostingsPiece>(`${this.meta.base}t/${shard}.json`);
      piece.catch(() => this.shards.delete(shard));
      this.shards.set(shard, piece);
    }
    return piece;
  }

  page(page: number): Promise<PagePiece> {
    let piece = this.pagePieces.get(page);
    if (!piece) {
      piece = this.fetch<PagePiece>(`${this.meta.base}p/${page}.json`);
      piece.catch(() => this.pagePieces.delete(page));
      this.pagePieces.set(page, piece);
    }
    return piece;
  }

  /** Postings of terms, fetching the shards they live in (in parallel, cached). */
  private async postings(terms: Iterable<number>): Promise<Map<number, PostingsPiece[number]>> {
    const wanted = [...new Set(terms)].map((t) => ({ t, ...this.shard(t) }));
    const loaded = await Promise.all([...new Set(wanted.map((w) => w.shard))].map((s) => this.loadShard(s)));
    const byShard = new Map([...new Set(wanted.map((w) => w.shard))].map((s, i) => [s, loaded[i]]));
    return new Map(wanted.map((w) => [w.t, byShard.get(w.shard)![w.offset]]));
  }

  async rank(query: string): Promise<Ranking> {
    const units = parseQuery(query, this.synonyms);
    // Each token of each alternative, expanded against the vocabulary.
    const expansions = units.map((unit) =>
      unit.alternatives.map((alt) =>
        alt.tokens.map((token) => {
          const found = this.expand(token, { prefix: unit.prefix && alt.original, typos: alt.original });
          if (!alt.original) found.forEach((_, term) => found.set(term, SYNONYM_QUALITY));
          return found;
        }),
      ),
    );
    const postings = await this.postings(expansions.flat(2).flatMap((m) => [...m.keys()]));
    const matches = expansions.map((alts) => this.unitMatches(alts, postings));

    const candidates = new Set<number>();
    for (const m of matches) {
      m.sections.forEach((_, s) => candidates.add(s));
      m.pages.forEach((_, p) => candidates.add(this.firstSection[p]));
    }
    const ranked: (RankedSection & { key: number[] })[] = [];
    for (const section of candidates) {
      const page = this.pageOf[section];
      let matched = 0;
      let quality = 0;
      let field = 0;
      const codes = matches.map((m) => {
        const a = m.sections.get(section);
        const b = m.pages.get(page);
        const c = a === undefined ? b : b === undefined ? a : Math.min(a, b);
        if (c !== undefined) {
          matched++;
          quality += c >> 2;
          field += c & 3;
        }
        return c;
      });
      const kind = SEARCH_KINDS[this.meta.pages.kind[page]];
      const key = [
        -matched,
        quality,
        field,
        -PAGE_RANK[kind],
        Number(this.meta.levels[section]),
        section - this.firstSection[page],
        section,
      ];
      ranked.push({ section, page, matched, codes, key });
    }
    ranked.sort((x, y) => {
      for (let i = 0; i < x.key.length; i++) if (x.key[i] !== y.key[i]) return x.key[i] - y.key[i];
      return 0;
    });
    return { units, sections: ranked, unitTerms: matches.map((m) => m.terms) };
  }

  /** Where a unit matches: any alternative, all of its tokens (each in any field). */
  private unitMatches(alts: Map<number, number>[][], postings: Map<number, PostingsPiece[number]>): UnitMatches {
    const result: UnitMatches = { sections: new Map(), pages: new Map(), terms: new Set() };
    const keep = (map: Map<number, number>, id: number, c: number) => {
      const old = map.get(id);
      if (old === undefined || c < old) map.set(id, c);
    };
    for (const tokens of alts) {
      const perToken = tokens.map((expansion) => {
        const sections = new Map<number, number>();
        const pages = new Map<number, number>();
        for (const [term, quality] of expansion) {
          const [titled, headed, text] = postings.get(term)!;
          result.terms.add(this.terms[term]);
          let id = 0;
          for (const d of titled) keep(pages, (id += d), code(quality, 0));
          id = 0;
          for (const d of headed) keep(sections, (id += d), code(quality, 1));
          id = 0;
          for (const d of text) keep(sections, (id += d), code(quality, 2));
        }
        return { sections, pages };
      });
      if (perToken.length === 1) {
        perToken[0].sections.forEach((c, s) => keep(result.sections, s, c));
        perToken[0].pages.forEach((c, p) => keep(result.pages, p, c));
        continue;
      }
      // A phrase of several words: each must match, in the section or on its page.
      const firstPages = perToken[0].pages;
      for (const [p, c0] of firstPages) {
        const cs = perToken.map((t) => t.pages.get(p));
        if (cs.every((c) => c !== undefined)) keep(result.pages, p, Math.max(c0, ...(cs as number[])));
      }
      const candidates = new Set<number>();
      for (const t of perToken) {
        t.sections.forEach((_, s) => candidates.add(s));
        t.pages.forEach((_, p) => candidates.add(this.firstSection[p]));
      }
      for (const s of candidates) {
        let worst = -1;
        for (const t of perToken) {
          const a = t.sections.get(s);
          const b = t.pages.get(this.pageOf[s]);
          const c = a === undefined ? b : b === undefined ? a : Math.min(a, b);
          if (c === undefined) {
            worst = -1;
            break;
          }
          worst = Math.max(worst, c);
        }
        if (worst >= 0) keep(result.sections, s, worst);
      }
    }
    return result;
  }

  /** "Did you mean": for a query without results, the closest queries the vocabulary can answer. */
  suggest(query: string, limit = 3): string[] {
    const units = parseQuery(query.trim(), this.synonyms);
    const words = units.map((u) => u.alternatives[0].tokens.join(' '));
    const options = words.map((word) => {
      if (this.vocabulary.has(word) || word.includes(' ')) return [word];
      const near = [...this.vocabulary.fuzzyGet(word, Math.max(1, typosAllowed(word) + 1))]
        .sort(([, [a, da]], [, [b, db]]) => da - db || this.meta.df[b] - this.meta.df[a])
        .map(([term]) => term);
      return near.length ? near.slice(0, limit) : [word];
    });
    const out: string[] = [];
    for (let k = 0; k < limit; k++) {
      const words = options.map((o) => o[Math.min(k, o.length - 1)]);
      const suggestion = words.join(' ');
      if (!out.includes(suggestion) && suggestion !== query.trim().toLowerCase()) out.push(suggestion);
    }
    return out;
  }
}
