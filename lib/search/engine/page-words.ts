/**
 * The words of the texts a query's hits show, read once: a page piece never changes once fetched,
 * and every query that finds a section reads its paragraphs again (its best paragraph, proximity,
 * highlighting), so their words are remembered; and which of a query's units each word holds,
 * remembered for that query. Query time only: the build tokenises with `tokenize.ts` alone.
 */
import { holds, tokenize, tokenSpans, withIdentifierParts } from './tokenize';

const matchers = new WeakMap<Set<string>[], (word: string) => number[]>();

/**
 * The units (by index) a word of a text holds (`holds`), for one query's units: remembered per
 * word, since the hits of a query repeat their words many times over.
 */
export function unitsHeld(units: Set<string>[]): (word: string) => number[] {
  let matcher = matchers.get(units);
  if (!matcher) {
    const known = new Map<string, number[]>();
    matcher = (word) => {
      let held = known.get(word);
      if (!held) {
        held = [];
        units.forEach((terms, u) => holds(terms, word) && held!.push(u));
        known.set(word, held);
      }
      return held;
    };
    matchers.set(units, matcher);
  }
  return matcher;
}

/** Texts remembered by each reading below: a few thousand paragraphs, then it starts over. */
const TEXTS_REMEMBERED = 10_000;

function remembered<T>(make: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      if (cache.size >= TEXTS_REMEMBERED) cache.clear();
      cache.set(text, (value = make(text)));
    }
    return value;
  };
}

/** `tokenize`, remembered. */
export const pageTokens = remembered(tokenize);

/**
 * The words of a text as highlighting reads them (`tokenSpans`), with an identifier's parts, as a
 * set, remembered: a unit's terms are in it exactly when a word of the text `holds` one.
 */
export const textWords = remembered((text) => new Set(withIdentifierParts(tokenSpans(text).map((t) => t.word))));
