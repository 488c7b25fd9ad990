/**
 * How text becomes search terms, the same at build time and in the browser: lower case,
 * accents removed, runs of letters and digits.
 */
const TOKEN = /[\p{L}\p{N}_]+/gu;
const MARKS = /\p{M}/gu;

export function normalise(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

export function tokenize(text: string): string[] {
  return normalise(text).match(TOKEN) ?? [];
}

/** The tokens of a text with their positions, for highlighting. */
export function tokenSpans(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ word: normalise(m[0]), start: m.index, end: m.index + m[0].length }));
}

/**
 * Words that carry no meaning in a reader's question ("how do I run tests in parallel"). They
 * are dropped from a query that has other words, as Algolia's removeStopWords does, so they
 * neither match nor count against a result.
 */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from how i if in into is it its me my of on or ' +
    'should so than that the their then there these this to was what when where which while who why ' +
    'will with you your'
  ).split(' '),
);

/** Typo tolerance as Algolia's defaults: one typo from 4 letters, two from 8. */
export function typosAllowed(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** Singular and plural forms that count as the same word (Algolia's ignorePlurals, English). */
export function pluralForms(term: string): string[] {
  const forms = [term + 's'];
  if (term.endsWith('s') && term.length > 3) forms.push(term.slice(0, -1));
  if (term.endsWith('es') && term.length > 4) forms.push(term.slice(0, -2));
  if (term.endsWith('y') && term.length > 3) forms.push(term.slice(0, -1) + 'ies');
  if (term.endsWith('ies') && term.length > 4) forms.push(term.slice(0, -3) + 'y');
  if (/(s|x|z|ch|sh)$/.test(term)) forms.push(term + 'es');
  return forms;
}
