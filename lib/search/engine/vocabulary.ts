/**
 * The index's vocabulary: whether it holds a word, what a word the reader typed matches in it (as
 * typed, plural or singular, -ing form or base, typo, prefix) and how well. The rules are the
 * engine's, in searcher.ts's opening comment; typos are found by a walk over the sorted terms.
 */
import { SEARCH } from '../../constants';
import { nearTerms, sortedTerms, type SortedTerms } from './near-terms';
import type { MetaPiece } from './pieces';
import type { Vocabulary } from './query';
import { lowerBound } from './sorted';
import { ingForms, pluralForms, typosAllowed } from './tokenize';

/** Prefix expansions kept for the word being typed, the commonest first (a single letter has hundreds). */
const MAX_PREFIX_TERMS = 40;
/** The longest word still taken for one being typed with a typo (a pasted SHA-1 is none). */
const LONGEST_TYPED_WORD = 32;
/** The letters and digits an edit of a word may bring in: ASCII's, as most of the vocabulary is. */
const EDIT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The strings one edit from a word: a letter dropped, two neighbours swapped, one changed or one added. */
function oneEditAway(word: string): Set<string> {
  const out = new Set<string>();
  for (let k = 0; k <= word.length; k++) {
    const [head, tail] = [word.slice(0, k), word.slice(k)];
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of EDIT_ALPHABET) {
      if (tail) out.add(head + c + tail.slice(1));
      out.add(head + c + tail);
    }
  }
  out.delete(word);
  return out;
}

/**
 * Match qualities, the better first (`code` in searcher.ts packs them with the field): exact,
 * -ing form or base, one typo, the -ing form or base of a one-typo correction ("tetsing": "test"),
 * two typos, the same with two, prefix, neighbour.
 */
export const INFLECTED_QUALITY = 1;
export const typoQuality = (distance: number, inflected = false) => 2 * distance + Number(inflected);
export const typoDistance = (quality: number) => quality >> 1;
export const PREFIX_QUALITY = 6;
/** A typo neighbour of a word the vocabulary holds as typed: a match that counts for nothing. */
export const NEIGHBOUR_QUALITY = 7;

export class VocabularyIndex implements Vocabulary {
  readonly terms: string[];
  /** `MetaPiece.df`: how common each term is, by its number. */
  readonly df: number[];
  /** The vocabulary as typo lookup walks it. */
  private readonly sorted: SortedTerms;
  /** 1 for a term indexed only as two title words joined (`MetaPiece.joined`). */
  private readonly joinedOnly: Uint8Array;

  constructor(meta: Pick<MetaPiece, 'terms' | 'joined' | 'df'>) {
    this.terms = meta.terms.split('\n');
    this.df = meta.df;
    this.sorted = sortedTerms(this.terms);
    this.joinedOnly = new Uint8Array(this.terms.length);
    let term = 0;
    for (const d of meta.joined) this.joinedOnly[(term += d)] = 1;
  }

  /** The position of the first term not before `word` in the sorted vocabulary. */
  private lowerBound(word: string): number {
    return lowerBound(this.terms, word);
  }

  /**
   * Whether the vocabulary holds a word as typed or in its plural or singular, as a word of its
   * own: not only as two title words joined ("apitesting"), which a reader types as two.
   */
  known(word: string): boolean {
    return [word, ...pluralForms(word)].some((form) => {
      const i = this.indexOf(form);
      return i !== undefined && !this.joinedOnly[i];
    });
  }

  /** Whether the vocabulary holds a longer word that starts with this one. */
  starts(word: string): boolean {
    const i = this.lowerBound(word);
    const next = this.terms[this.terms[i] === word ? i + 1 : i];
    return next !== undefined && next.startsWith(word);
  }

  /**
   * The words of the vocabulary nearest one it does not hold, within the typos the word allows:
   * what it is a typo of. Not a term indexed only as two title words joined, no word of its own.
   */
  corrections(word: string): string[] {
    const near = [...this.typosOf(word)].filter(([term]) => !this.joinedOnly[term]);
    const least = Math.min(...near.map(([, distance]) => distance));
    return near.filter(([, distance]) => distance === least).map(([term]) => this.terms[term]);
  }

  /**
   * The terms within the typos a word allows, with their distance. Two swapped neighbours
   * ("andriod") are one typo, as in Algolia, not the two edits of Levenshtein.
   */
  private typosOf(word: string): Map<number, number> {
    const allowed = typosAllowed(word);
    return allowed ? nearTerms(this.sorted, word, allowed) : new Map();
  }

  /** The number of a term the vocabulary holds, or undefined. */
  indexOf(word: string): number | undefined {
    const i = this.lowerBound(word);
    return this.terms[i] === word ? i : undefined;
  }

  /** The terms within `typos` of a word, the nearest and then the commonest first: candidates for "Did you mean". */
  nearest(word: string, typos: number, limit: number): number[] {
    return [...nearTerms(this.sorted, word, typos)]
      .sort(([a, da], [b, db]) => da - db || this.df[b] - this.df[a])
      .slice(0, limit)
      .map(([term]) => term);
  }

  /**
   * Vocabulary terms a word matches, with their quality. A word the reader typed (`typed`) also
   * matches its -ing form or base and its typos; a synonym only matches as written.
   */
  expand(word: string, { prefix, typed }: { prefix: boolean; typed: boolean }): Map<number, number> {
    const found = new Map<number, number>();
    const exact = (t: string) => {
      const i = this.indexOf(t);
      if (i !== undefined) found.set(i, 0);
    };
    exact(word);
    pluralForms(word).forEach(exact);
    // A word the vocabulary holds (or its plural) is meant as typed: its typos are only neighbours.
    const known = found.size > 0;
    // Only then does it stand for its -ing form or base, and its singular's ("fails": "failing"):
    // "schedul" may still be being typed, and "seting" is a typo of "setting" before it is an
    // -ing form of "set".
    if (typed && known) {
      for (const form of [word, ...pluralForms(word)].flatMap(ingForms)) {
        const i = this.indexOf(form);
        if (i !== undefined && !found.has(i)) found.set(i, INFLECTED_QUALITY);
      }
    }
    if (prefix) for (const i of this.completions([word], found)) found.set(i, PREFIX_QUALITY);
    // Neighbours only ever fill the tail, below every section the word matches: for a word on a
    // page of hits' worth of sections they would be fetched for a tail the first page never
    // reaches (a facet narrowing the hits aside).
    if (known && Math.max(...[...found.keys()].map((i) => this.df[i])) >= SEARCH.hitsPerPage) return found;
    const keepBetter = (i: number, quality: number) => {
      if ((found.get(i) ?? Infinity) > quality) found.set(i, quality);
    };
    // A correction stands for its plural or singular, as ignorePlurals has it ("enviroment" finds
    // the "Environments" title), and, as the typed word would, for its -ing form or base ("tetsing"
    // finds "Test"), which counts as one too.
    const correction = (term: string, distance: number) => {
      const quality = (inflected: boolean) => (known ? NEIGHBOUR_QUALITY : typoQuality(distance, inflected));
      for (const form of [term, ...pluralForms(term)]) {
        const j = this.indexOf(form);
        if (j !== undefined) keepBetter(j, quality(false));
      }
      for (const form of ingForms(term)) {
        const j = this.indexOf(form);
        if (j !== undefined) keepBetter(j, quality(true));
      }
    };
    // A word still being typed that already starts real terms is not a typo yet.
    if (typed && typosAllowed(word) && (!prefix || found.size === 0)) {
      for (const [term, distance] of this.typosOf(word)) correction(this.terms[term], distance);
      // A word being typed with a typo ("envirom", "notifcat") is the start of the words one
      // edit from it starts, as Algolia's prefix matching tolerates typos, when nothing nearer is.
      if (prefix && found.size === 0 && word.length <= LONGEST_TYPED_WORD)
        for (const i of this.completions(oneEditAway(word), found)) found.set(i, PREFIX_QUALITY);
    }
    return found;
  }

  /** The commonest terms (MAX_PREFIX_TERMS at most) that start with any of these, less those already found. */
  private completions(starts: Iterable<string>, found: Map<number, number>): number[] {
    const longer = new Set<number>();
    for (const start of starts)
      for (let i = this.lowerBound(start); i < this.terms.length && this.terms[i].startsWith(start); i++)
        if (!found.has(i)) longer.add(i);
    return [...longer].sort((a, b) => this.df[b] - this.df[a]).slice(0, MAX_PREFIX_TERMS);
  }
}
