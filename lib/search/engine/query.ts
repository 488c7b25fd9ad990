/**
 * A reader's query as units to match: each word (or synonym phrase, or version number) with its
 * alternatives.
 * Stop words are dropped unless nothing else is left; the last word, still being typed, also
 * matches as a prefix.
 */
import { pluralForms, STOP_WORDS, tokenSpans, tokenize } from './tokenize';

export interface Alternative {
  tokens: string[];
  /** The words the reader typed (typos and prefix apply), not a synonym of them. */
  original: boolean;
}

export interface QueryUnit {
  alternatives: Alternative[];
  /** The last word of a query that does not end in a space or punctuation. */
  prefix: boolean;
  /** How the tokens were joined as typed: "." in a version number, else a space. */
  joiner: ' ' | '.';
}

/** At most this many words of a query are searched (Algolia stops at 10 too). */
const MAX_WORDS = 10;

export type SynonymTable = Map<string, string[][]>;

/** Phrase (tokens joined by a space) to the token lists of its group's other members. */
export function synonymTable(groups: string[][]): SynonymTable {
  const table: SynonymTable = new Map();
  for (const group of groups) {
    const phrases = group.map((g) => tokenize(g)).filter((t) => t.length);
    // Readers leave the apostrophe out: "whats new" is "what's new" as typed.
    const unquoted = group.filter((g) => /['’]/.test(g)).map((g) => tokenize(g.replace(/['’]/g, '')));
    for (const phrase of [...phrases, ...unquoted]) {
      // A phrase that is one word once its stop words go is another word: "log in" is not
      // "log", nor "sign in" "sign", so "login" must not find the execution log.
      const others = phrases
        .filter((p) => p !== phrase && (p.length === 1 || withoutStopWords(p).length > 1))
        .map(withoutStopWords);
      // As typed in the singular or the plural: "selectors" finds what "selector" does.
      const last = phrase[phrase.length - 1];
      for (const form of [last, ...pluralForms(last)]) {
        const key = [...phrase.slice(0, -1), form].join(' ');
        table.set(key, [...(table.get(key) ?? []), ...others]);
      }
    }
  }
  return table;
}

/** What is left of a contraction once its apostrophe splits it ("what's", "don't"): no word alone. */
const CONTRACTION_FRAGMENTS = new Set(['s', 't', 'd', 'm', 'll', 're', 've', 'don']);

function withoutStopWords(tokens: string[]): string[] {
  const kept = tokens.filter((t) => !STOP_WORDS.has(t) && !CONTRACTION_FRAGMENTS.has(t));
  return kept.length ? kept : tokens;
}

const LONGEST_PHRASE = 3;

/** A version number ("1.3.9", "v2.0"): the index holds its parts as words of their own. */
const VERSION = /\bv?\d+(?:\.\d+)+\b/giu;

/**
 * The versions of a query, by the index of their first token: the numbers they are made of. A
 * version is one word of the query, not three, so a page whose title holds "1", "3" and "9"
 * apart does not outrank the release headed "1.3.9" for counting three words.
 */
function versions(query: string): Map<number, string[]> {
  const spans = tokenSpans(query);
  const found = new Map<number, string[]>();
  for (const m of query.matchAll(VERSION)) {
    const first = spans.findIndex((s) => s.start === m.index);
    if (first >= 0) found.set(first, m[0].replace(/^v/i, '').split('.'));
  }
  return found;
}

export function parseQuery(query: string, synonyms: SynonymTable): QueryUnit[] {
  const raw = tokenize(query).slice(0, MAX_WORDS);
  const typing = raw.length > 0 && /[\p{L}\p{N}_]$/u.test(query);
  const meaningful = raw.some((t) => !STOP_WORDS.has(t));
  const numbers = versions(query);
  const units: QueryUnit[] = [];
  for (let i = 0; i < raw.length;) {
    const version = numbers.get(i);
    if (version) {
      // Every part must match, in the section or on its page, as a synonym phrase does.
      units.push({ alternatives: [{ tokens: version, original: true }], prefix: false, joiner: '.' });
      i += version.length;
      continue;
    }
    let n = Math.min(LONGEST_PHRASE, raw.length - i);
    for (; n > 1 && !synonyms.has(raw.slice(i, i + n).join(' ')); n--);
    const phrase = raw.slice(i, i + n);
    const last = i + n === raw.length;
    i += n;
    const isStop = n === 1 && STOP_WORDS.has(phrase[0]);
    // A trailing word being typed may be the start of a longer one ("in" → "integration").
    if (isStop && meaningful && !(last && typing)) continue;
    const typed = n > 1 ? withoutStopWords(phrase) : phrase;
    const others = (synonyms.get(phrase.join(' ')) ?? []).map((tokens) => ({ tokens, original: false }));
    // A typed phrase that is one word without its stop words ("log in") means its synonyms
    // ("login"), not that word ("log"): it is searched as them, when it has any.
    const shortened = n > 1 && typed.length === 1 && others.length > 0;
    units.push({
      alternatives: [...(shortened ? [] : [{ tokens: typed, original: true }]), ...others],
      prefix: last && typing && n === 1,
      joiner: ' ',
    });
  }
  return units;
}
