/**
 * The words of the texts a query's hits show, read once: a page piece never changes once fetched,
 * and every query that finds a section reads its paragraphs again (its best paragraph, proximity),
 * so each text is remembered as word numbers, a few bytes a word rather than a string each; and
 * which of a query's units each word holds, remembered for that query. Query time only: the build
 * tokenises with `tokenize.ts` alone.
 */
import { lowerBound } from './sorted';
import { holds, tokenize, tokenSpans, withIdentifierParts } from './tokenize';

/** Every word read from a text so far, numbered in the order first met. */
const numbers = new Map<string, number>();
const words: string[] = [];

function numberOf(word: string): number {
  let n = numbers.get(word);
  if (n === undefined) {
    n = words.length;
    numbers.set(word, n);
    words.push(word);
  }
  return n;
}

interface TextWords {
  /** The text's tokens in order (`tokenize`), as numbers. */
  sequence: Int32Array;
  /** Its words as highlighting reads them (`tokenSpans`), with an identifier's parts, ascending. */
  distinct: Int32Array;
}

/** Texts remembered: every paragraph of this site (about 11,000) several times over; past that it starts over. */
const TEXTS_REMEMBERED = 50_000;
const texts = new Map<string, TextWords>();

function read(text: string): TextWords {
  let known = texts.get(text);
  if (!known) {
    if (texts.size >= TEXTS_REMEMBERED) texts.clear();
    const spans = withIdentifierParts(tokenSpans(text).map((t) => t.word));
    known = {
      sequence: Int32Array.from(tokenize(text), numberOf),
      distinct: Int32Array.from(new Set(spans.map(numberOf))).sort(),
    };
    texts.set(text, known);
  }
  return known;
}

function includes(sorted: Int32Array, n: number): boolean {
  return sorted[lowerBound(sorted, n)] === n;
}

/** How many of the query's units a text matches (a word of it `holds` one of the unit's terms). */
export function unitsIn(text: string, units: Set<string>[]): number {
  const { distinct } = read(text);
  let count = 0;
  for (const terms of units)
    for (const term of terms) {
      const n = numbers.get(term);
      if (n !== undefined && includes(distinct, n)) {
        count++;
        break;
      }
    }
  return count;
}

/** A text's tokens in order (`tokenize`), as word numbers: for proximity. */
export const pageTokens = (text: string): Int32Array => read(text).sequence;

/** Per query (its units): the units each word holds, by word number. */
const matchers = new WeakMap<Set<string>[], number[][]>();

/**
 * For one query's units: the units (by index) a word holds (`holds`), the word given as itself or
 * as the number `pageTokens` gave it; remembered for that query, whose hits repeat their words.
 */
export function unitsHeld(units: Set<string>[]): (word: string | number) => number[] {
  let known = matchers.get(units);
  if (!known) matchers.set(units, (known = []));
  const memo = known;
  return (word) => {
    const n = typeof word === 'number' ? word : numberOf(word);
    let found = memo[n];
    if (!found) {
      found = [];
      for (let u = 0; u < units.length; u++) if (holds(units[u], words[n])) found.push(u);
      memo[n] = found;
    }
    return found;
  };
}
