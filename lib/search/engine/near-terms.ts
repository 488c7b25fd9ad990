/**
 * Typo lookup over the sorted vocabulary itself. Terms that share a prefix sit together in a
 * sorted array, so the array is already a trie: walking it term by term, the edit-distance rows
 * of a shared prefix are kept, and a prefix that no term below it can bring within reach is
 * skipped whole. Nothing to build but one number a term (the letters it shares with the term
 * before it): a radix tree of the vocabulary took 20–40 ms in a cold worker, in front of the
 * first query that had a word to correct.
 */

/** A sorted vocabulary, with how many first letters each term shares with the one before it. */
export interface SortedTerms {
  terms: readonly string[];
  shared: Uint16Array;
}

export function sortedTerms(terms: readonly string[]): SortedTerms {
  const shared = new Uint16Array(terms.length);
  // Plain loops: this runs once, cold, in front of the first query (destructuring a pair a
  // term made it three times slower there).
  for (let i = 1; i < terms.length; i++) {
    const before = terms[i - 1];
    const term = terms[i];
    const most = Math.min(before.length, term.length, 0xffff);
    let n = 0;
    while (n < most && before.charCodeAt(n) === term.charCodeAt(n)) n++;
    shared[i] = n;
  }
  return { terms, shared };
}

/**
 * The terms within `max` typos of `word`, by index, with their distance. A typo is a letter
 * added, dropped or changed, or two neighbours swapped (optimal string alignment, as Algolia
 * counts them: "andriod" is one typo from "android").
 */
export function nearTerms({ terms, shared }: SortedTerms, word: string, max: number): Map<number, number> {
  const near = new Map<number, number>();
  const width = word.length + 1;
  // rows[d][j]: the distance from the walk's first d letters to the word's first j letters.
  const rows: Int32Array[] = [Int32Array.from({ length: width }, (_, j) => j)];
  // The letters of the term about to be walked whose rows are already filled.
  let kept = 0;
  let i = 0;
  while (i < terms.length) {
    const term = terms[i];
    let depth = kept;
    for (; depth < term.length; depth++) {
      const row = (rows[depth + 1] ??= new Int32Array(width));
      if (!fillRow(row, rows[depth], rows[depth - 1], term, depth, word, max)) break;
    }
    if (depth < term.length) {
      // No term that starts with these depth + 1 letters can come within reach: go past them all,
      // keeping the rows of the letters the next term still shares.
      for (i++; i < terms.length && shared[i] > depth; i++);
      kept = Math.min(depth, shared[i] ?? 0);
      continue;
    }
    // The last cell is in the band only for a term within `max` letters of the word's length.
    const distance = Math.abs(term.length - word.length) <= max ? rows[term.length][word.length] : max + 1;
    if (distance <= max) near.set(i, distance);
    i++;
    kept = Math.min(term.length, shared[i] ?? 0);
  }
  return near;
}

/**
 * Fills the row of the walk's letter at `depth`; false when every cell is beyond `max`. Only the
 * band of cells within `max` of the diagonal can be; the cells on either side of it are set
 * beyond `max` (they may hold a row of an earlier term), which is all the next row reads of them.
 */
function fillRow(
  row: Int32Array,
  above: Int32Array,
  twoAbove: Int32Array | undefined,
  term: string,
  depth: number,
  word: string,
  max: number,
): boolean {
  const letter = term.charCodeAt(depth);
  const before = depth > 0 ? term.charCodeAt(depth - 1) : -1;
  const beyond = max + 1;
  const first = Math.max(1, depth + 1 - max);
  const last = Math.min(word.length, depth + 1 + max);
  row[0] = depth + 1;
  if (first > 1) row[first - 1] = beyond;
  if (last + 1 < row.length) row[last + 1] = beyond;
  let least = first === 1 ? row[0] : beyond;
  for (let j = first; j <= last; j++) {
    const typed = word.charCodeAt(j - 1);
    let cell = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + (typed === letter ? 0 : 1));
    if (twoAbove && j > 1 && typed === before && word.charCodeAt(j - 2) === letter)
      cell = Math.min(cell, twoAbove[j - 2] + 1);
    row[j] = cell;
    if (cell < least) least = cell;
  }
  return least <= max;
}
