/**
 * How text becomes search terms, the same at build time and in the browser: lower case,
 * accents removed, runs of letters and digits, and numbers joined by dots ("1.4.20", "0.80")
 * whole: a version is one word, and "1.1.0" found as "1", "1" and "0" would match any text
 * with a 1 and a 0 in it.
 */
const TOKEN = /[vV]?\p{N}+(?:\.\p{N}+)+|[\p{L}\p{N}_]+/gu;
/** A version written "v1.3.9" is the version "1.3.9". Tested on every token: a regex only after a "v". */
const withoutVersionV = (t: string) => (t.charCodeAt(0) === 118 && /^v\d+\./.test(t) ? t.slice(1) : t);
/** A token that is numbers joined by dots: a version ("1.4.20"), or a decimal ("0.80"). */
export const isVersion = (token: string) => /^\d+(?:\.\d+)+$/.test(token);
/** A token of digits alone ("2", "27001"): a count, a size, a criterion's number or a code. */
export const isBareNumber = (token: string) => /^\d+$/.test(token);
/** A token that can only be a version: three numbers or more ("1.4.20"); "0.80" may be a decimal. */
export const isReleaseNumber = (token: string) => /^\d+(?:\.\d+){2,}$/.test(token);
/** A token made of parts: an identifier joined by underscores, or numbers joined by dots. */
const JOINED = /[_.]/;
const isJoined = (t: string) => t.includes('_') || t.includes('.');
const MARKS = /\p{M}/gu;

/** ASCII text, which NFKD leaves as it is and which holds no marks: lower case is all it needs. */
const ASCII = /^[\x00-\x7f]*$/;

export function normalise(text: string): string {
  return ASCII.test(text) ? text.toLowerCase() : text.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

export function tokenize(text: string): string[] {
  return (normalise(text).match(TOKEN) ?? []).map(withoutVersionV);
}

/**
 * Tokens as indexed: an identifier joined by underscores also as its parts ("testflux_driver" as
 * "testflux" and "driver"), which an engine that takes "_" for a separator finds, and a dotted
 * number as its numbers ("1.4.20" as "1", "4" and "20"); typed whole, either still matches itself.
 */
export function withIdentifierParts(tokens: string[]): string[] {
  return tokens.flatMap((t) => (isJoined(t) ? [t, ...t.split(JOINED).filter(Boolean)] : [t]));
}

/** Whether a word of a text is one of a unit's terms, or holds one as a part ("testflux_driver", "1.4.20"). */
export const holds = (terms: Set<string>, word: string) =>
  terms.has(word) || (isJoined(word) && withIdentifierParts([word]).some((t) => terms.has(t)));

/** The tokens of a text with their positions, for highlighting. */
export function tokenSpans(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    word: withoutVersionV(normalise(m[0])),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * Words that carry no meaning in a reader's question ("how do I run tests in parallel", "turn off
 * auto heal for one element"). They are dropped from a query that has other words, as Algolia's
 * removeStopWords does, so they neither match nor count against a result: the common English
 * function words (the usual NLTK list), except the negations no, nor and not, which an error
 * message needs ("No primary URL", "suite not found"). With them go the fragments a typed
 * contraction leaves ("doesn't" is "doesn" and "t"), which match nothing the reader meant; a
 * synonym phrase is looked up before they go ("what's new"). Not "re", which "re-run" needs.
 */
export const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can did do does doing down during each few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most ' +
    'my myself now of off on once only or other our ours ourselves out over own same she should so some ' +
    'such than that the their theirs them themselves then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with you your yours ' +
    'yourself yourselves ' +
    's t d ll m ve ain aren couldn didn doesn don hadn hasn haven isn mightn mustn needn shan shouldn ' +
    'wasn weren won wouldn'
  ).split(' '),
);

/**
 * Words that phrase a request rather than name its subject, beyond the stop words: adverbs of
 * degree and time ("actually", "still", "instead"), quantifiers ("every", "several", "one":
 * "turn off one rule" is about turning off a rule), the verbs of getting, making, wanting and
 * needing ("get alerted when a test fails", "make a suite run every night", "see why a test
 * failed using AI"), the names of a kind of page ("blog post announcing 1.3": every post is one,
 * and says so), and the words that ask for a counterpart ("getByRole equivalent", "Healenium
 * alternative": the other tool's term is the subject). They are searched, but a result is
 * counted by its other words first: a post that holds "get" and "fails" is not above the page on
 * alerts for matching one word more. Not words with a meaning of their own in testing: "many"
 * and "much" (limits), "keep", "try", "use", "full", nor the modal verbs an error message holds
 * ("could not").
 */
export const FILLER_WORDS = new Set(
  (
    'able across actually almost along already also alternative alternatives always another anymore ' +
    'anyone anything anyway article articles blog else equivalent equivalents etc even ever every ' +
    'everything get gets getting got instead just like lot lots make maybe need needs one perhaps ' +
    'please possible post posts probably quite rather really seem seems several since somehow ' +
    'someone something still sure thing things using via want wants way ways'
  ).split(' '),
);

/**
 * A synonym entry without the endings of its contractions ("what's new" as "what new"): "s" alone
 * is no word to search for, and would match any possessive. Only after an apostrophe, so
 * "re-run" keeps its "re".
 */
export function withoutContractions(text: string): string {
  return text.replace(/['’](?:s|t|d|m|ll|re|ve)\b/giu, '');
}

/** Typo tolerance as Algolia's defaults: one typo from 4 letters, two from 8 (search:push sets the same). */
export const TYPO_THRESHOLDS = { minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 } as const;

export function typosAllowed(term: string): number {
  // A version or a decimal is exact: "1.4.20" one edit from "1.4.2" is another release.
  if (isVersion(term)) return 0;
  return term.length >= TYPO_THRESHOLDS.minWordSizefor2Typos
    ? 2
    : term.length >= TYPO_THRESHOLDS.minWordSizefor1Typo
      ? 1
      : 0;
}

/** Singular and plural forms that count as the same word (Algolia's ignorePlurals, English). */
export function pluralForms(term: string): string[] {
  const forms = [term + 's'];
  if (term.endsWith('s') && term.length > 3) forms.push(term.slice(0, -1));
  // "-es" is a plural ending only after s, x, z, ch or sh ("boxes"), not in "notes" or "codes".
  if (/(s|x|z|ch|sh)es$/.test(term) && term.length > 4) forms.push(term.slice(0, -2));
  if (term.endsWith('y') && term.length > 3) forms.push(term.slice(0, -1) + 'ies');
  if (term.endsWith('ies') && term.length > 4) forms.push(term.slice(0, -3) + 'y');
  if (/(s|x|z|ch|sh)$/.test(term)) forms.push(term + 'es');
  return forms;
}

/** The consonants English doubles before -ing ("fill", "pass" end in a double of their own). */
const DOUBLED_CONSONANT = /([bdgmnprt])\1$/;
/** A word ending in a consonant, one vowel and one of those consonants. */
const CLOSED_SYLLABLE = /[^aeiou][aeiou][bdgmnprt]$/;

/**
 * A word's -ing form and the word it is made from ("testing" and "test", "rounding" and "round",
 * "scheduling" and "schedule"), which match each other after the word itself: readers search for
 * "api testing" where the page is "Test an API".
 */
export function ingForms(term: string): string[] {
  if (term.endsWith('ing') && term.length >= 6) {
    const base = term.slice(0, -3);
    const forms = [base, base + 's', base + 'e', base + 'es'];
    // A doubled final consonant belongs to the -ing form only: "running" is "run", "logging" "log".
    if (DOUBLED_CONSONANT.test(base) && base.length > 3) forms.push(base.slice(0, -1), base.slice(0, -1) + 's');
    return forms;
  }
  const forms = [(term.endsWith('e') ? term.slice(0, -1) : term) + 'ing'];
  // A word ending in one vowel and one consonant may double it: "run" → "running", "debug" →
  // "debugging" ("edit" → "editting" is no word, so the vocabulary never holds it).
  if (CLOSED_SYLLABLE.test(term)) forms.push(term + term.at(-1) + 'ing');
  return forms;
}
