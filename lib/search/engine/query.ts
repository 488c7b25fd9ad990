/**
 * A reader's query as units to match: each word (or synonym phrase) with its alternatives; a
 * version number ("1.4.20") is one word (see tokenize).
 * Stop words are dropped unless nothing else is left; the last word, still being typed, also
 * matches as a prefix.
 */
import { FILLER_WORDS, pluralForms, STOP_WORDS, tokenize, typosAllowed, withoutContractions } from './tokenize';

export interface Alternative {
  tokens: string[];
  /** The words the reader typed (typos and prefix apply), not a synonym of them. */
  original: boolean;
  /** For a synonym: the typos the reader's words made in the phrase it stands for ("data drivn testing"). */
  typos: number;
  /** For a synonym: the phrase it stands for is still being typed ("visual regr"). */
  prefix: boolean;
  /** Words typed together split, or two typed apart joined: another spelling, not another word. */
  compound?: true;
}

export interface QueryUnit {
  alternatives: Alternative[];
  /** The last word of a query that does not end in a space or punctuation. */
  prefix: boolean;
  /** A filler word ("get", "every"), counted after the query's other words: see FILLER_WORDS. */
  filler: boolean;
}

/**
 * At most this many words of a query are searched: a question's tail seldom names its subject,
 * and every word costs postings to fetch. Stop words are not counted: they are dropped anyway,
 * and a reader's question has many.
 */
const MAX_WORDS = 10;

/** A query's tokens up to its MAX_WORDS-th word that is not a stop word. */
function searchedTokens(tokens: string[]): string[] {
  let words = 0;
  const end = tokens.findIndex((t) => !STOP_WORDS.has(t) && ++words > MAX_WORDS);
  return end < 0 ? tokens : tokens.slice(0, end);
}

/** A synonym key's own words as searched, and its group's other members. */
export interface SynonymEntry {
  searched: string[];
  others: string[][];
}

/** A typed phrase (tokens joined by a space) to its synonym entry. */
export type SynonymTable = Map<string, SynonymEntry>;

/**
 * The phrases (tokens joined by a space) a synonym entry is looked up by: as typed, in the
 * singular or the plural ("selectors" finds what "selector" does).
 */
export function lookupKeys(tokens: string[]): string[] {
  const last = tokens[tokens.length - 1] ?? '';
  return [last, ...pluralForms(last)].map((form) => [...tokens.slice(0, -1), form].join(' '));
}

/** A group member as a reader types it and as it is searched (no stop words, no contraction endings). */
function member(entry: string) {
  return { typed: tokenize(entry), searched: withoutStopWords(tokenize(withoutContractions(entry))) };
}

/** Phrase (tokens joined by a space) to its searched words and the token lists of its group's other members. */
export function synonymTable(groups: string[][]): SynonymTable {
  const table: SynonymTable = new Map();
  for (const group of groups) {
    const members = group.map(member).filter((m) => m.typed.length);
    // Readers leave the apostrophe out: "whats new" is "what's new" as typed.
    const unquoted = group.filter((g) => /['’]/.test(g)).map((g) => member(g.replace(/['’]/g, '')));
    for (const key of [...members, ...unquoted]) {
      // A phrase that is one word once its stop words go is another word: "log in" is not
      // "log", nor "sign in" "sign", so "login" must not find the execution log.
      const others = members
        .filter((m) => m !== key && (m.typed.length === 1 || m.searched.length > 1))
        .map((m) => m.searched);
      for (const phrase of lookupKeys(key.typed)) {
        const entry = table.get(phrase);
        table.set(phrase, { searched: entry?.searched ?? key.searched, others: [...(entry?.others ?? []), ...others] });
      }
    }
  }
  return table;
}

function withoutStopWords(tokens: string[]): string[] {
  const kept = tokens.filter((t) => !STOP_WORDS.has(t));
  return kept.length ? kept : tokens;
}

/**
 * Edit distance, a swap of two neighbours counting as one edit ("andriod"), as Algolia counts
 * typos; any distance above `max` is reported as `max + 1`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        current[j] = Math.min(current[j], before[j - 2] + 1);
    }
    [before, previous] = [previous, current];
  }
  return Math.min(previous[b.length], max + 1);
}

/** What the engine's vocabulary says of a typed word. */
export interface Vocabulary {
  /** It holds the word, in the singular or the plural. */
  known(word: string): boolean;
  /** It holds a longer word that starts with it. */
  starts(word: string): boolean;
  /** The words it holds nearest one it does not: what that word is a typo of. */
  corrections(word: string): string[];
}

/** How a run of typed words matches a synonym key: the typos in it, and whether its last word is a key word's start. */
interface KeyMatch {
  entry: SynonymEntry;
  typos: number;
  prefix: boolean;
}

/** Each synonym table's keys by their number of words, split: the lookups with typos or a prefix scan them. */
const keyLists = new WeakMap<SynonymTable, Map<number, [string[], SynonymEntry][]>>();

function keysOfLength(synonyms: SynonymTable, n: number): [string[], SynonymEntry][] {
  let lists = keyLists.get(synonyms);
  if (!lists) {
    lists = new Map();
    for (const [key, entry] of synonyms) {
      const words = key.split(' ');
      lists.set(words.length, [...(lists.get(words.length) ?? []), [words, entry]]);
    }
    keyLists.set(synonyms, lists);
  }
  return lists.get(n) ?? [];
}

/**
 * The synonym entry a run of typed words is a key of: as typed, or with typos in the words marked
 * `unknown` (see `parseQuery`), within the typos each word allows ("screenshot comparision" is
 * "screenshot comparison"). The last word of a phrase still being typed (`open`) may be the
 * start of the key's last word ("visual regr").
 */
function synonymEntry(
  tokens: string[],
  unknown: boolean[],
  synonyms: SynonymTable,
  open: boolean,
): KeyMatch | undefined {
  const exact = synonyms.get(tokens.join(' '));
  if (exact) return { entry: exact, typos: 0, prefix: false };
  if (!open && !unknown.some(Boolean)) return undefined;
  const last = tokens.length - 1;
  let best: KeyMatch | undefined;
  const rank = (m: KeyMatch) => m.typos * 2 + Number(m.prefix);
  for (const [words, entry] of keysOfLength(synonyms, tokens.length)) {
    let typos = 0;
    let prefix = false;
    for (let k = 0; k < words.length && typos < Infinity; k++) {
      if (words[k] === tokens[k]) continue;
      if (open && k === last && words[k].startsWith(tokens[k])) {
        prefix = true;
        continue;
      }
      const allowed = unknown[k] ? typosAllowed(tokens[k]) : 0;
      const d = allowed ? editDistance(tokens[k], words[k], allowed) : 1;
      typos += d > allowed ? Infinity : d;
    }
    const match = { entry, typos, prefix };
    if (typos < Infinity && (!best || rank(match) < rank(best))) best = match;
  }
  return best;
}

/** A number: neither split nor joined with its neighbour ("1 4" is no "14", "1414" no "14 14"). */
const NUMBER = /^\d+$/;
/** A number written with a version's "v" ("v1"); dotted ones are versions already (see tokenize). */
const VERSION_WITH_V = /^v\d+$/;
/** The longest word split in two (a pasted hash is no two words). */
const LONGEST_SPLIT = 32;

/**
 * A word typed as two run together, as Algolia splits one: the two words of the vocabulary it is
 * made of, the most even split when there are several, less a stop word ("rerunonly" is
 * "rerun") when the word is no typo. Undefined when there is none, or only stop words.
 */
function splitWord(word: string, vocabulary: Vocabulary): string[] | undefined {
  if (word.length > LONGEST_SPLIT || NUMBER.test(word)) return undefined;
  let best: string[] | undefined;
  let even = 0;
  let typo: boolean | undefined;
  // Parts of three letters or more: "canot" is no "ca" and "not", "chage" no "ch" and "age".
  for (let k = 3; k <= word.length - 3; k++) {
    const parts = [word.slice(0, k), word.slice(k)];
    const words = parts.filter((p) => !STOP_WORDS.has(p));
    if (!words.length || parts.some((p) => !vocabulary.known(p))) continue;
    // A stop word and a word are likelier a typo of another ("uplead" is "upload", not "lead").
    if (words.length < 2 && (typo ??= vocabulary.corrections(word).length > 0)) continue;
    if (Math.min(k, word.length - k) > even) [best, even] = [words, Math.min(k, word.length - k)];
  }
  return best;
}

/** The longest synonym phrase a query is looked up by, in words as typed (the configuration rejects longer ones). */
export const LONGEST_PHRASE = 4;

export function parseQuery(
  query: string,
  synonyms: SynonymTable,
  vocabulary: Vocabulary = { known: () => true, starts: () => false, corrections: () => [] },
): QueryUnit[] {
  const tokens = tokenize(query);
  const searched = searchedTokens(tokens);
  // The last word is still being typed only if it is the query's last: not one cut off by MAX_WORDS.
  // "1.4." is a version still being typed.
  const typing = searched.length > 0 && searched.length === tokens.length && /(?:[\p{L}\p{N}_]|\d\.)$/u.test(query);
  // "v1" is a version written with its "v" (as "v1.3.9" is "1.3.9"), unless the pages hold it
  // ("actions/checkout@v4"): typed on its way to "v1.4.20", it is "1", and finds the 1.x releases.
  const raw = searched.map((t, k) =>
    VERSION_WITH_V.test(t) && !vocabulary.known(t) && !(typing && k === searched.length - 1 && vocabulary.starts(t))
      ? t.slice(1)
      : t,
  );
  // The words a synonym key may hold with typos: long enough for one, no stop word, not in the
  // vocabulary (a word it holds is meant as typed), and not a word still being typed that starts
  // one of its words ("schedul").
  const unknown = raw.map(
    (t, k) =>
      typosAllowed(t) > 0 &&
      !STOP_WORDS.has(t) &&
      !vocabulary.known(t) &&
      !(typing && k === raw.length - 1 && vocabulary.starts(t)),
  );
  // A typo of a stop word or a filler word ("betewen", "sevreal") is taken as one, when every
  // word of the vocabulary nearest it is ("shet" may be "she" but also "sheet"). Not the word
  // still being typed.
  const meant = raw.map((t, k) => (unknown[k] && !(typing && k === raw.length - 1) ? vocabulary.corrections(t) : []));
  const typoOf = (k: number, words: Set<string>) => meant[k].length > 0 && meant[k].every((w) => words.has(w));
  const isStopWord = (k: number) => STOP_WORDS.has(raw[k]) || typoOf(k, STOP_WORDS);
  const isFiller = (k: number) => FILLER_WORDS.has(raw[k]) || typoOf(k, FILLER_WORDS);
  const meaningful = raw.some((_, k) => !isStopWord(k));
  const units: QueryUnit[] = [];
  // The unit of each word searched alone (not in a synonym phrase), by its position: for concatenation.
  const single = new Map<number, QueryUnit>();
  const dropped = new Set<number>();
  for (let i = 0; i < raw.length;) {
    let n = Math.min(LONGEST_PHRASE, raw.length - i);
    const lookup = (n: number) =>
      synonymEntry(raw.slice(i, i + n), unknown.slice(i, i + n), synonyms, typing && n > 1 && i + n === raw.length);
    let found = lookup(n);
    while (n > 1 && !found) found = lookup(--n);
    const phrase = raw.slice(i, i + n);
    const last = i + n === raw.length;
    i += n;
    const isStop = n === 1 && isStopWord(i - 1);
    // A trailing word being typed may be the start of a longer one ("in" → "integration").
    if (isStop && meaningful && !(last && typing)) {
      dropped.add(i - 1);
      continue;
    }
    const entry = found?.entry;
    const typos = found?.typos ?? 0;
    const prefix = found?.prefix ?? false;
    // A phrase of several words is a synonym key: searched as its entry says ("what's new" as
    // "new"), or, when it has typos, as typed less its stop words (the typos are matched as such).
    const typed = n > 1 && entry ? (typos || prefix ? withoutStopWords(phrase) : entry.searched) : phrase;
    const others = (entry?.others ?? []).map((tokens) => ({ tokens, original: false, typos, prefix }));
    // A typed phrase that is one word without its stop words ("log in") means its synonyms
    // ("login"), not that word ("log"): it is searched as them, when it has any.
    const shortened = n > 1 && typed.length === 1 && others.length > 0;
    const unit: QueryUnit = {
      alternatives: [...(shortened ? [] : [{ tokens: typed, original: true, typos: 0, prefix: false }]), ...others],
      prefix: last && typing && (n === 1 || prefix),
      filler: n === 1 && isFiller(i - 1),
    };
    if (n === 1 && !entry) {
      single.set(i - 1, unit);
      // A word the vocabulary does not hold may be two it does, typed together ("testsuite").
      const split = unknown[i - 1] && splitWord(phrase[0], vocabulary);
      if (split) unit.alternatives.push({ tokens: split, original: true, typos: 0, prefix: false, compound: true });
    }
    units.push(unit);
  }
  // Two words the vocabulary also holds as one ("data provider", "DataProvider") match it too:
  // as each of the two, so a section that holds it counts both. One of them may be a stop word
  // dropped from the query ("up load", "set up "), which has no unit of its own.
  for (let k = 0; k + 1 < raw.length; k++) {
    const pair = [single.get(k), single.get(k + 1)];
    const joined = raw[k] + raw[k + 1];
    const apart = pair.some((u, j) => !u && !dropped.has(k + j)) || NUMBER.test(raw[k]) || NUMBER.test(raw[k + 1]);
    if (!pair.some(Boolean) || apart || !vocabulary.known(joined)) continue;
    for (const u of pair)
      u?.alternatives.push({ tokens: [joined], original: true, typos: 0, prefix: false, compound: true });
  }
  // A query of filler words alone is searched as any other.
  if (units.every((u) => u.filler)) units.forEach((u) => (u.filler = false));
  return units;
}
