/**
 * The engine over the pieces: matches a query against the vocabulary (exact, plural, -ing form
 * or base, typo and prefix; typos by a walk over the sorted vocabulary), fetches only the postings shards those terms live in,
 * ranks sections as a well-configured DocSearch index does, and fetches the pages of the hits.
 *
 * A word the vocabulary holds as typed is taken as meant: its typo neighbours ("whole" → "while",
 * "stop" → "step") still match, so they still come back, but they count for no criterion below;
 * a word on a page of hits' worth of sections or more (SEARCH.hitsPerPage) has none searched.
 * The -ing form or base of a word the vocabulary holds ("testing", "test") matches as the word
 * does, bar the last criteria; the plural and the -ing form or base of a typo's correction are
 * that typo too ("enviroment": "environments", "tetsing": "test"). A synonym phrase typed with a
 * typo, or still being typed, stands for its synonyms with that typo or as a prefix (`parseQuery`);
 * a synonym of several words matches only where all of them are in one field. As in Algolia, a
 * word the vocabulary lacks may be two it holds run together ("testsuite"), and two words typed
 * apart may be one it holds ("data provider": "DataProvider"), and a word being typed with a typo
 * is the start of the words one edit from it starts ("envirom"). A typo of a stop word or a
 * filler word is one.
 *
 * A page's title and its summary (the description under the title, with a docs page's frontmatter
 * keywords) count for each of its sections: they say what all of it is about.
 *
 * Ranking: the criteria in `criteria.ts`, then DocSearch's weight.level (a hit whose words are
 * all in its heading or the title ranks by the heading's level, above a hit in the text or the
 * summary, which are content records there), then position.
 *
 * That order is fused (`fusion.ts`, which says why) with a second one: each section weighed by
 * the words it matches, each as rare as the sections and pages it is on are few, times its
 * field's boost (`FIELD_BOOST`, `OTHER_KIND_BOOST`), within bounds: no section passes one that
 * matches two more of the query's words (`FUSED_WORDS_GAP`), or one more when the query has two
 * words or fewer (`STRICT_WORDS_UP_TO`); and when the query asks for a kind of page by a kind
 * word, a section of that kind whose own heading holds a word of the query or a kind word's past
 * form (a release note under "Fixed" or "Added"), or any section of it when a kind phrase asks
 * for it ("when did …"), moves above the first section of another kind before it that matches no
 * more words (`askedFirst`); of the release notes that tie on every count, a kind phrase puts
 * the earlier release's first (`laterFirstInTies`).
 *
 * Hits: each kind of page's first page of them, then only the sections that match as many of
 * the query's words as the best hit (`counted`).
 */
import { SEARCH } from '../../constants';
import { PAGE_RANK, SEARCH_KINDS, SEARCH_LANGUAGE, SEARCH_TAGS, type SearchKind } from '../contract';
import { beforeAsked, criteriaKey } from './criteria';
import { askedFirst, fuse, laterFirstInTies } from './fusion';
import {
  FIELD_BOOST,
  FIELD_WEIGHT,
  fieldOf,
  HEADING_FIELD,
  NONE,
  qualityOf,
  SUMMARY_FIELD,
  SYNONYM,
  TEXT_FIELD,
  TITLE_FIELD,
} from './match-code';
import { pagePiecePath, PIECES_VERSION, shardPath, type MetaPiece, type PagePiece, type PostingsPiece } from './pieces';
import { lookupKeys, parseQuery, synonymTable, type SynonymTable } from './query';
import { upperBound } from './sorted';
import { isBareNumber, isReleaseNumber, isVersion, tokenize, typosAllowed } from './tokenize';
import { unitMatches, type SectionLayout } from './unit-matches';
import {
  INFLECTED_QUALITY,
  NEIGHBOUR_QUALITY,
  PREFIX_QUALITY,
  typoDistance,
  typoQuality,
  VocabularyIndex,
} from './vocabulary';

/** The shortest word "Did you mean" offers corrections for ("jra": "jira"). */
const MIN_SUGGESTED_LENGTH = 3;
/**
 * The kind word a version number stands for: "1.3.0" asks for the page "version" asks for (the
 * configuration's `search.kindWords`). Algolia's rules match no patterns, so there it is the
 * embedded engine's alone.
 */
const VERSION_WORD = 'version';
/** Vocabulary terms a misspelt word is checked against for "Did you mean", the nearest first. */
const SUGGESTION_CANDIDATES = 12;
/** The weight of a post or the changelog, where the attribute criterion puts it a step lower, against a docs page's. */
const OTHER_KIND_BOOST = 0.7;
/**
 * How many more of the query's words than itself a section may pass in the fused order: the
 * weight lifts a page whose title holds the rare words over a section that picks up one more
 * word, never over the sections that match two more than it ("headless firefox file download
 * fixed": the release note that holds all five words, not the file uploads page that holds three).
 */
const FUSED_WORDS_GAP = 1;
/**
 * The longest query whose sections may not pass, in the fused order, one that matches more of
 * its words: of two words, one missing is half of it ("INSTALL_FAILED_NO_MATCHING_ABIS on the
 * emulator": the devices page, titled with "emulator", passed the Android page, the only one that
 * holds the error), as the "results matching all the words rank above those matching some".
 */
const STRICT_WORDS_UP_TO = 2;
/**
 * The kinds of page whose title is a name readers search for ("Changelog", "Features", "Privacy
 * policy"), not a sentence on a subject: their title holding every word of a query is not stepped
 * down on the attribute, as a post's is.
 */
const NAMED_BY_TITLE: ReadonlySet<SearchKind> = new Set(['changelog', 'site']);
/** The level of a hit in a section's text, below every heading level (a DocSearch content record). */
const TEXT_LEVEL = 7;

export type Fetch = <T>(path: string) => Promise<T>;

export interface FacetView {
  kind: SearchKind;
  section: string | null;
  docusaurus_tag: string;
  language: string;
  /** The page's address: the facet the UIs count pages by. */
  url_without_anchor: string;
}

export interface Ranking {
  /** The hits, best first: the sections matching at least one unit, as `Searcher.counted` keeps them. */
  sections: number[];
  /** Per unit, the match code in a section (NONE: not matched). */
  codes: (section: number) => number[];
  /** Vocabulary terms matched by each unit, for highlighting. */
  unitTerms: Set<string>[];
  /**
   * A section's rank on every criterion but level and position: neighbours in `sections` that
   * share it are ordered by proximity.
   */
  ties: (section: number) => number;
  /** Whether the section matches every word of the query, filler words apart. */
  allWords: (section: number) => boolean;
  /** How many words of the query, filler words apart, the section matches. */
  words: (section: number) => number;
}

export class Searcher {
  readonly vocabulary: VocabularyIndex;
  private readonly pageViews: FacetView[];
  private readonly pageOf: Int32Array;
  private readonly firstSection: Int32Array;
  private readonly layout: SectionLayout;
  private readonly synonyms: SynonymTable;
  /** A typed word (or its plural or singular) to the kind of page it asks for: `MetaPiece.kindWords`. */
  private readonly kindOfWord = new Map<string, SearchKind>();
  /** A kind word (or its plural) to its past form, which a release note's heading says: "fixes", "Fixed". */
  private readonly pastOfKindWord = new Map<string, string>();
  /** Per page, the term its title is when that is one word ("Downloads"), or -1. */
  private readonly oneWordTitle: Int32Array;
  /** The kind phrases ("when did"), as words: asked for as typed, stop words and all. */
  private readonly kindPhrases: { words: string[]; kind: SearchKind }[] = [];
  private readonly shards = new Map<number, Promise<PostingsPiece>>();
  private readonly pagePieces = new Map<number, Promise<PagePiece>>();

  constructor(
    readonly meta: MetaPiece,
    private readonly fetch: Fetch,
  ) {
    // The first piece is revalidated and the engine's code is not: across a deploy they may differ.
    if (meta.version !== PIECES_VERSION)
      throw new Error(`search index format ${String(meta.version)}, this engine reads ${PIECES_VERSION}`);
    this.vocabulary = new VocabularyIndex(meta);
    const counts = meta.pages.sections;
    this.firstSection = new Int32Array(counts.length);
    this.pageOf = new Int32Array(meta.levels.length);
    let s = 0;
    counts.forEach((n, p) => {
      this.firstSection[p] = s;
      this.pageOf.fill(p, s, s + n);
      s += n;
    });
    this.layout = {
      pageOf: this.pageOf,
      firstSection: this.firstSection,
      levels: meta.levels,
      terms: this.vocabulary.terms,
    };
    this.oneWordTitle = new Int32Array(counts.length).fill(-1);
    meta.pages.oneWordTitles.forEach((p, i) => (this.oneWordTitle[p] = meta.pages.oneWordTitleTerms[i]));
    this.synonyms = synonymTable(meta.synonyms);
    for (const [kind, words] of Object.entries(meta.kindWords) as [SearchKind, string[]][])
      for (const word of words)
        if (word.includes(' ')) this.kindPhrases.push({ words: tokenize(word), kind });
        else
          for (const key of lookupKeys([word])) {
            this.kindOfWord.set(key, kind);
            if (!word.endsWith('ed')) this.pastOfKindWord.set(key, word.endsWith('e') ? `${word}d` : `${word}ed`);
          }
    const urls = meta.pages.urls.split('\n');
    this.pageViews = counts.map((_, p) => {
      const kind = SEARCH_KINDS[meta.pages.kind[p]];
      return {
        kind,
        section: kind === 'docs' ? meta.lvl0Names[meta.pages.lvl0[p]] : null,
        docusaurus_tag: kind === 'docs' ? SEARCH_TAGS.docs : SEARCH_TAGS.blog,
        language: SEARCH_LANGUAGE,
        url_without_anchor: urls[p],
      };
    });
  }

  pageOfSection(section: number): number {
    return this.pageOf[section];
  }

  /** The section's position on its page (0 for the part under the title). */
  positionOf(section: number): number {
    return section - this.firstSection[this.pageOf[section]];
  }

  /**
   * Whether a match is in the section's text or in its page's summary, which is a paragraph too:
   * the summary is indexed as the heading of the title's section (level 1), which has none of its own.
   */
  inText(code: number, section: number): boolean {
    const field = fieldOf(code);
    return field >= SUMMARY_FIELD || (field === HEADING_FIELD && this.meta.levels[section] === '1');
  }

  /**
   * The release a section of the release notes is under: its own level-2 section (the version's
   * heading), or the nearest one before it on its page.
   */
  private releaseOf(section: number): number {
    const first = this.firstSection[this.pageOf[section]];
    let s = section;
    while (s > first && this.meta.levels[s] !== '2') s--;
    return s;
  }

  /**
   * The kind words a token asks as: itself, or, for a typo whose nearest words in the index are all
   * kind words of one kind, those words ("verison": "version"), as a typo of a stop word is read
   * (`parseQuery`). `expansion`: what the token matches (`VocabularyIndex.expand`, quality × 2 for
   * a typed word). A typo as near another word ("relase": "release", "relate"), another word the
   * index holds and a word still being typed that starts words of the index ask for nothing.
   */
  private kindWordsOf(token: string, typed: boolean, expansion: Map<number, number>): string[] {
    if (this.kindOfWord.has(token)) return [token];
    if (!typed || expansion.size === 0) return [];
    const least = Math.min(...expansion.values());
    const quality = least >> 1;
    if (quality < typoQuality(1) || quality >= PREFIX_QUALITY) return [];
    const nearest = [...expansion].filter(([, v]) => v === least).map(([term]) => this.vocabulary.terms[term]);
    const kinds = new Set(nearest.map((word) => this.kindOfWord.get(word)));
    return kinds.size === 1 && !kinds.has(undefined) ? nearest : [];
  }

  /** The facet attributes of a section: those of its page. */
  facetView(section: number): FacetView {
    return this.pageViews[this.pageOf[section]];
  }

  private shard(term: number): { shard: number; offset: number } {
    const { shards } = this.meta;
    const shard = upperBound(shards, term) - 1;
    return { shard, offset: term - shards[shard] };
  }

  /** A piece fetched once and kept in memory; a failed fetch is forgotten, so the next query retries it. */
  private cached<T>(cache: Map<number, Promise<T>>, id: number, path: string): Promise<T> {
    let piece = cache.get(id);
    if (!piece) {
      piece = this.fetch<T>(`${this.meta.base}${path}`);
      piece.catch(() => cache.delete(id));
      cache.set(id, piece);
    }
    return piece;
  }

  private loadShard(shard: number): Promise<PostingsPiece> {
    return this.cached(this.shards, shard, shardPath(shard));
  }

  page(page: number): Promise<PagePiece> {
    return this.cached(this.pagePieces, page, pagePiecePath(page));
  }

  /** Postings of terms, fetching the shards they live in (in parallel, cached). */
  private async postings(terms: Iterable<number>): Promise<Map<number, PostingsPiece[number]>> {
    const wanted = [...new Set(terms)].map((t) => ({ t, ...this.shard(t) }));
    const loaded = await Promise.all([...new Set(wanted.map((w) => w.shard))].map((s) => this.loadShard(s)));
    const byShard = new Map([...new Set(wanted.map((w) => w.shard))].map((s, i) => [s, loaded[i]]));
    return new Map(wanted.map((w) => [w.t, byShard.get(w.shard)![w.offset]]));
  }

  async rank(query: string): Promise<Ranking> {
    const units = parseQuery(query, this.synonyms, this.vocabulary);
    // Each token of each alternative, expanded against the vocabulary.
    const expansions = units.map((unit) =>
      unit.alternatives.map((alt) =>
        alt.tokens.map((token, k) => {
          const prefix = unit.prefix && alt.original && k === alt.tokens.length - 1;
          const found = this.vocabulary.expand(token, { prefix, typed: alt.original });
          // The synonym of a phrase typed with typos matches with those typos (two at most, as the
          // qualities count them), or as a prefix.
          const least = alt.prefix ? PREFIX_QUALITY : alt.typos ? typoQuality(Math.min(alt.typos, 2)) : 0;
          // Expansion values from here on: quality × 2 + 1 for a synonym.
          found.forEach((quality, term) =>
            found.set(term, Math.max(quality, least) * 2 + (alt.original ? 0 : SYNONYM)),
          );
          return found;
        }),
      ),
    );
    // The kinds of page the query asks for by name, in its words or their synonyms ("fixed", "release
    // notes"); a version number ("1.3.0", not a decimal such as "0.80") asks for what "version" asks for.
    const asked = new Set<SearchKind>();
    // Whether the query holds a kind word itself, not a release number: a post announces a release by
    // its number as the notes do. And the kind words' past forms, which the headings of release
    // notes say ("fixes": a note under "Fixed").
    let kindTyped = false;
    const pastTerms: number[] = [];
    units.forEach((unit, u) =>
      unit.alternatives.forEach((alt, a) =>
        alt.tokens.forEach((token, k) => {
          if (isReleaseNumber(token)) {
            const kind = this.kindOfWord.get(VERSION_WORD);
            if (kind) asked.add(kind);
            return;
          }
          for (const word of this.kindWordsOf(token, alt.original, expansions[u][a][k])) {
            const kind = this.kindOfWord.get(word);
            if (!kind) continue;
            asked.add(kind);
            kindTyped = true;
            const past = this.pastOfKindWord.get(word);
            const term = past === undefined ? undefined : this.vocabulary.indexOf(past);
            if (term !== undefined) pastTerms.push(term);
          }
        }),
      ),
    );
    // A kind phrase is of words the query drops as stop words ("when did"): read in it as typed.
    // It asks for every section of its kind, not only those headed with a word of the query.
    const phraseAsked = new Set<SearchKind>();
    if (this.kindPhrases.length) {
      const typed = tokenize(query);
      for (const { words, kind } of this.kindPhrases)
        if (typed.some((_, i) => words.every((word, k) => typed[i + k] === word))) {
          asked.add(kind);
          phraseAsked.add(kind);
          kindTyped = true;
        }
    }
    const postings = await this.postings([...expansions.flat(2).flatMap((m) => [...m.keys()]), ...pastTerms]);
    const matches = expansions.map((alts) => unitMatches(this.layout, alts, postings));
    // Judged by the words as typed and their synonyms: "testeditor" for "test editor" leaves "test" as common as it is.
    const common = expansions.map((alts, u) =>
      alts.every((tokens, a) => units[u].alternatives[a].compound || tokens.every((m) => this.isCommon(m))),
    );
    const words = units.filter((u) => !u.filler).length;
    // Of a query of one word, the terms that are that word as typed (or its plural or singular):
    // a page titled with one of them alone is an exact match of the title.
    const single = words === 1 ? units.findIndex((u) => !u.filler) : -1;
    const exactTerms = new Set<number>();
    if (single >= 0)
      units[single].alternatives.forEach((alt, a) => {
        if (alt.original && alt.tokens.length === 1)
          expansions[single][a][0].forEach((value, term) => value === 0 && exactTerms.add(term));
      });
    // With a kind word typed, the words a release note's own heading may hold to be what the query
    // asks for: the kind of change ("added", "fixed"); not a filler word, nor a release number.
    const headingUnits = kindTyped
      ? [...units.keys()].filter(
          (u) => !units[u].filler && !units[u].alternatives.some((alt) => alt.tokens.some(isReleaseNumber)),
        )
      : [];

    const sectionCount = this.pageOf.length;
    const seen = new Uint8Array(sectionCount);
    const candidates: number[] = [];
    const consider = (s: number) => {
      if (!seen[s]) {
        seen[s] = 1;
        candidates.push(s);
      }
    };
    // A common bare number ("2" of "SOC 2", on a page of hits' worth of sections or more) is in
    // counts, sizes and criteria all over the site: of a query that has a word besides, it alone
    // makes no section a hit, so a word nothing holds leaves "No results" and its suggestions
    // rather than every page with a 2 on it. A rarer one ("3128", a proxy's port) still does.
    const bareNumber = units.map((u) => !u.filler && u.alternatives.every((alt) => alt.tokens.every(isBareNumber)));
    const hasWord = units.some((u, i) => !u.filler && !bareNumber[i]);
    for (const [u, m] of matches.entries()) {
      if (hasWord && bareNumber[u] && m.list.length + m.pageList.length >= SEARCH.hitsPerPage) continue;
      m.list.forEach(consider);
      m.pageList.forEach((p) => consider(this.firstSection[p]));
    }
    // Two numbers order the candidates by the criteria: packed from the most significant down.
    const score = new Float64Array(candidates.length);
    const ties = new Map<number, number>();
    const tie = new Float64Array(candidates.length);
    // By section, as `seen` is: a candidate's words read without a lookup.
    const matchedWords = new Uint8Array(sectionCount);
    // The order fused with the criteria's (see above): rarity times the field's boost, summed.
    const weight = new Float64Array(candidates.length);
    // Candidates of a kind asked for whose own heading holds a word of the query, or a kind word's
    // past form (a note under "Fixed" or "Added"); or of a kind a kind phrase asks for, all of them.
    const headedAsked = new Uint8Array(candidates.length);
    const pastHeaded = pastTerms.length ? new Uint8Array(sectionCount) : null;
    if (pastHeaded)
      for (const term of pastTerms) {
        let id = 0;
        for (const d of postings.get(term)![1]) pastHeaded[(id += d)] = 1;
      }
    const wordsRank = new Float64Array(candidates.length);
    const rarity = matches.map((m) => Math.log(1 + sectionCount / (1 + m.list.length + m.pageList.length)));
    candidates.forEach((section, i) => {
      const page = this.pageOf[section];
      let matched = 0;
      let typos = 0;
      let prefixes = 0;
      let field = 0;
      let synonyms = 0;
      let inflected = 0;
      let fillers = 0;
      // Whether the section's heading (or the page title) holds every matched word: only then is
      // the hit its heading, ranked by heading level; a hit in the text or the summary is text.
      let inHeading = true;
      for (let u = 0; u < matches.length; u++) {
        const m = matches[u];
        const c = Math.min(m.sections[section], m.pages[page]);
        const quality = qualityOf(c);
        if (c === NONE || quality === NEIGHBOUR_QUALITY) continue;
        if (units[u].filler) {
          fillers++;
          continue;
        }
        matched++;
        if (quality === PREFIX_QUALITY) prefixes++;
        else {
          typos += typoDistance(quality);
          inflected += quality & INFLECTED_QUALITY;
        }
        // A word on most sections ("test" in these docs) says nothing about where it matches.
        const where = common[u] ? TEXT_FIELD : fieldOf(c);
        field += FIELD_WEIGHT[where];
        weight[i] += rarity[u] * FIELD_BOOST[where];
        if (this.inText(c, section)) inHeading = false;
        synonyms += c & SYNONYM;
      }
      const kind = SEARCH_KINDS[this.meta.pages.kind[page]];
      // A post, the changelog or a site page matches one attribute step below a docs page: a docs
      // heading on the words beats a post titled with them, whose title is a sentence on its own
      // angle. Not a page named by its title when that holds every word (NAMED_BY_TITLE); nor a
      // kind the query asks for by one of its words (a fix, a release: the release notes).
      const titled = NAMED_BY_TITLE.has(kind) && field === TITLE_FIELD && matched === words;
      const attribute = field + (PAGE_RANK[kind] < PAGE_RANK.docs && !titled && !asked.has(kind) ? 1 : 0);
      const key = criteriaKey({
        matched,
        words,
        typos,
        asked: asked.has(kind),
        attribute,
        exactTitle: exactTerms.has(this.oneWordTitle[page]),
        prefixes,
        pageRank: PAGE_RANK[kind],
        inflected,
        synonyms,
        fillers,
      });
      ties.set(section, key);
      wordsRank[i] = beforeAsked(key);
      // The part under the title has no heading of its own: what it is indexed under is the summary.
      if (asked.has(kind) && this.meta.levels[section] !== '1') {
        // A kind phrase says nothing but the kind ("when did": a release), unlike a kind word,
        // which may name a subject ("version control"): every section of that kind is asked for.
        headedAsked[i] = phraseAsked.has(kind) ? 1 : (pastHeaded?.[section] ?? 0);
        for (const u of headingUnits) {
          const c = matches[u].sections[section];
          if (c !== NONE && fieldOf(c) === HEADING_FIELD && qualityOf(c) !== NEIGHBOUR_QUALITY) headedAsked[i] = 1;
        }
      }
      matchedWords[section] = matched;
      if (attribute > field) weight[i] *= OTHER_KIND_BOOST;
      score[i] = key * 8 + (inHeading ? Number(this.meta.levels[section]) : TEXT_LEVEL);
      // Position on the page, then the section itself: apart, as all of it would pass 2^53.
      tie[i] = (section - this.firstSection[page]) * sectionCount + section;
    });
    const byCriteria = Array.from(candidates.keys()).sort((x, y) => score[x] - score[y] || tie[x] - tie[y]);
    const fused = fuse(byCriteria, weight);
    // The criteria's first candidate matches the most words.
    const wordsOf = (c: number) => matchedWords[candidates[c]];
    const most = byCriteria.length ? wordsOf(byCriteria[0]) : 0;
    const gap = words > STRICT_WORDS_UP_TO ? FUSED_WORDS_GAP : 0;
    const near = (c: number) => wordsOf(c) >= most - gap;
    const banded = [...fused.filter(near), ...fused.filter((c) => !near(c))];
    // A kind word in the summary or the text says nothing of the section: "version" is in
    // "version control", and the release notes' summary names every kind word.
    const order = kindTyped
      ? askedFirst(
          banded,
          (c) => headedAsked[c] === 1,
          (c) => wordsRank[c],
        )
      : banded;
    // A kind phrase asks when something happened ("when did har export ship"): of the release
    // notes nothing else tells apart, the earlier release's said it first (1.1.7's note that
    // added the export, before 1.2.0's fix of it). The changelog lists its releases by version,
    // highest first (lib/content/changelog.ts): a release further down the page is an earlier
    // one. Within a release, its groups keep the page's order ("Added" before "Fixed"). Algolia
    // has no such step: it keeps the page's order (`weight.position`).
    const answered = phraseAsked.has('changelog')
      ? laterFirstInTies(
          order,
          (c) => this.facetView(candidates[c]).kind === 'changelog' && this.meta.levels[candidates[c]] !== '1',
          (a, b) => score[a] === score[b] && weight[a] === weight[b],
          (c) => this.releaseOf(candidates[c]),
        )
      : order;
    return {
      sections: this.counted(answered, wordsOf, (c) => candidates[c]),
      codes: (section: number) => matches.map((m) => Math.min(m.sections[section], m.pages[this.pageOf[section]])),
      unitTerms: matches.map((m) => m.terms),
      ties: (section: number) => ties.get(section) ?? Infinity,
      allWords: (section: number) => seen[section] === 1 && matchedWords[section] === words,
      words: (section: number) => matchedWords[section],
    };
  }

  /**
   * The hits a query has: the sections that match as many of its words as its best hit (every
   * word, when one does), and each kind of page's first page of hits (`SEARCH.hitsPerPage`
   * sections, whatever a request asks for: the counting requests ask for none) as ranked,
   * weaker ones filling it after the best. Without this, "element not found" counted every page
   * (each holds "not"), and a word more counted more pages, not fewer. Cut before the facet
   * filters, so a kind chip counts what choosing it lists, and no kind a query matches lists
   * nothing. Algolia, with these settings, lists and counts only the hits that match every word
   * (`removeWordsIfNoResults` "none"); the engine also lists weaker hits, ranked below, as its
   * "allOptional" does when nothing matches them all, and so fills each kind's first page.
   * A docs section's own view may lose pages past the docs' first page ("enviroment setup" in
   * Environments): giving each section a first page of its own would count four times the pages.
   */
  private counted(order: number[], wordsOf: (c: number) => number, sectionOf: (c: number) => number): number[] {
    // A loop, not Math.max(...): a query may match more sections than a call takes arguments.
    const best = order.reduce((most, c) => Math.max(most, wordsOf(c)), 0);
    // Hits listed so far, by kind (its number in SEARCH_KINDS): a query may match every section.
    const listed = new Int32Array(SEARCH_KINDS.length);
    return order
      .filter((c) => {
        const kind = this.meta.pages.kind[this.pageOf[sectionOf(c)]];
        return listed[kind]++ < SEARCH.hitsPerPage || wordsOf(c) === best;
      })
      .map(sectionOf);
  }

  /**
   * Whether a word of the query is on more than half of all sections, judged by its exact forms
   * (itself and its plural), or by its commonest expansion when it has none: a corpus stop word,
   * which still counts as a matched word but not for the field it matches in.
   */
  private isCommon(expansion: Map<number, number>): boolean {
    let exact = -1;
    let any = 0;
    for (const [term, value] of expansion) {
      if (value >> 1 === 0) exact = Math.max(exact, this.meta.df[term]);
      any = Math.max(any, this.meta.df[term]);
    }
    return (exact >= 0 ? exact : any) > this.pageOf.length / 2;
  }

  /** "Did you mean": for a query without results, the closest queries the vocabulary can answer. */
  async suggest(query: string, limit: number = SEARCH.suggestions): Promise<string[]> {
    const units = parseQuery(query.trim(), this.synonyms);
    // Punctuation alone ("%") has no words to be near.
    if (!units.length) return [];
    const words = units.map((u) => u.alternatives[0].tokens.join(' '));
    const nearest = words.map((word, i) => {
      if (this.vocabulary.indexOf(word) !== undefined || units[i].alternatives[0].tokens.length > 1) return [];
      // A version ("7.7.7") is kept as typed: a release one digit away is another release.
      if (isVersion(word)) return [];
      // One edit is half of a two-letter word: "lt" is as near "it" and "at" as anything meant.
      if (word.length < MIN_SUGGESTED_LENGTH) return [];
      return this.vocabulary.nearest(word, Math.max(1, typosAllowed(word) + 1), SUGGESTION_CANDIDATES);
    });
    // Adjacent title words are also indexed joined ("Jenkins vs" as "jenkinsvs", so "autoheal"
    // finds "Auto Heal"), but a joined pair is no word to suggest: only terms some heading or
    // text holds are.
    const postings = await this.postings(nearest.flat());
    const options = words.map((word, i) => {
      const near = nearest[i].filter((t) => {
        const [, headed, text] = postings.get(t)!;
        return headed.length + text.length > 0;
      });
      return near.length ? near.slice(0, limit).map((t) => this.vocabulary.terms[t]) : [word];
    });
    // Compared with the words as searched, not as typed: "xyzzyq?" is "xyzzyq" to the engine,
    // and a suggestion of what it just searched says nothing.
    const searched = words.join(' ');
    const out: string[] = [];
    for (let k = 0; k < limit; k++) {
      const suggestion = options.map((o) => o[Math.min(k, o.length - 1)]).join(' ');
      if (!out.includes(suggestion) && suggestion !== searched) out.push(suggestion);
    }
    return out;
  }
}
