import { STOP_WORDS, typosAllowed } from '../../lib/search/engine/tokenize';
import { evaluateRelevance, indexVocabulary, relevanceCases, RELEVANCE_SETS, type RelevanceCase } from './evaluate';

/**
 * The same queries typed the ways readers slip: each set's queries that already find their
 * page first, altered by one rule, should still find it. A rule alters each query at most once,
 * the same way every run, and a query it has nothing to alter is left out. The rules know the
 * index's vocabulary only to tell a real word from one already misspelt; they know nothing of
 * the engine.
 */
export const VARIANT_KINDS = ['typo', 'joined', 'apart', 'cut'] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

export const VARIANT_RULES: Record<VariantKind, string> = {
  typo: 'one typo in the longest word of 5+ letters the index holds: a letter dropped, two swapped or one changed, by turns',
  joined: 'the first two neighbouring words of 3+ letters, neither a stop word, typed without the space',
  apart: 'a word the index holds typed as the two it holds that it is made of (3+ letters each, no stop word)',
  cut: 'the last word, of 6+ letters, cut to three fifths of its length (4 letters at least) as if still typed',
};

export interface Variant extends RelevanceCase {
  /** The query as the set has it. */
  original: string;
}

const WORD = /^[a-z]+$/;

/** One typo, by a rule chosen by the query's length so the three kinds share the queries. */
function typo(word: string, turn: number): string {
  const m = Math.floor(word.length / 2);
  if (turn === 0) return word.slice(0, m) + word.slice(m + 1);
  if (turn === 1 && word[m] !== word[m + 1]) return word.slice(0, m) + word[m + 1] + word[m] + word.slice(m + 2);
  return word.slice(0, m) + (word[m] === 'e' ? 'a' : 'e') + word.slice(m + 1);
}

/** The most even split of a word into two the vocabulary holds, or undefined. */
function split(word: string, known: (w: string) => boolean): [string, string] | undefined {
  let best: [string, string] | undefined;
  for (let k = 3; k <= word.length - 3; k++) {
    const parts: [string, string] = [word.slice(0, k), word.slice(k)];
    if (parts.some((p) => STOP_WORDS.has(p) || !known(p))) continue;
    if (!best || Math.min(k, word.length - k) > Math.min(best[0].length, best[1].length)) best = parts;
  }
  return best;
}

/** A query altered by one rule, or undefined when the rule finds nothing to alter. */
export function variantOf(query: string, kind: VariantKind, known: (word: string) => boolean): string | undefined {
  const words = query.split(' ');
  const lower = words.map((w) => w.toLowerCase());
  switch (kind) {
    case 'typo': {
      let at = -1;
      lower.forEach((w, i) => {
        if (WORD.test(w) && typosAllowed(w) && w.length >= 5 && known(w) && (at < 0 || w.length > lower[at].length))
          at = i;
      });
      if (at < 0) return undefined;
      words[at] = typo(lower[at], query.length % 3);
      break;
    }
    case 'joined': {
      const ok = (w: string | undefined) => w !== undefined && WORD.test(w) && w.length >= 3 && !STOP_WORDS.has(w);
      const at = lower.findIndex((w, i) => ok(w) && ok(lower[i + 1]));
      if (at < 0) return undefined;
      words.splice(at, 2, words[at] + words[at + 1]);
      break;
    }
    case 'apart': {
      const at = lower.findIndex((w) => WORD.test(w) && w.length >= 6 && known(w) && split(w, known));
      if (at < 0) return undefined;
      words[at] = split(lower[at], known)!.join(' ');
      break;
    }
    case 'cut': {
      const last = lower.at(-1) ?? '';
      if (!WORD.test(last) || last.length < 6) return undefined;
      words[words.length - 1] = last.slice(0, Math.max(4, Math.ceil(last.length * 0.6)));
      break;
    }
  }
  return words.join(' ');
}

/** The variants of a kind for the cases given (those found first), with the query each came from. */
export function variants(cases: RelevanceCase[], kind: VariantKind, known: (word: string) => boolean): Variant[] {
  return cases.flatMap((c) => {
    const query = variantOf(c.query, kind, known);
    return query === undefined || query === c.query ? [] : [{ ...c, query, original: c.query }];
  });
}

/**
 * Every set's queries that find their page first over the built index, and their variants of
 * each kind: what `bench:relevance -- --variants` prints and `tests/hosting/search-relevance.test.ts` holds to floors.
 */
export async function slipCases(outDir = 'out'): Promise<{ found: number; cases: Record<VariantKind, Variant[]> }> {
  const results = await evaluateRelevance(
    outDir,
    RELEVANCE_SETS.flatMap((set) => relevanceCases(set)),
  );
  const found = results.filter((r) => r.rank === 1);
  const known = await indexVocabulary(outDir);
  const cases = Object.fromEntries(VARIANT_KINDS.map((kind) => [kind, variants(found, kind, known)]));
  return { found: found.length, cases: cases as Record<VariantKind, Variant[]> };
}
