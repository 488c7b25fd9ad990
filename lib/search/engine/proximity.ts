/**
 * Proximity, Algolia's criterion, as the engine's last but DocSearch's level and position: among
 * hits that tie on every other criterion, the one whose query words stand closer together comes
 * first ("No number found in" is the page that prints that message, not one with the four words
 * apart). The postings hold no word positions, so it orders the hits of the page asked for, whose
 * pieces are fetched to show them anyway.
 */
import type { PagePiece } from './pieces';
import { pageTokens, unitsHeld } from './page-words';

/** The most a pair of query words counts, apart or missing: Algolia's cap. */
export const FAR = 8;

/**
 * Words apart, on average over the pairs, within which a hit's query words stand together; a
 * hit whose words are further apart keeps its place among the tied. An average: most of the
 * words in one clause make a hit near though one pair is apart (FAR, in two fields or with a
 * word the hit lacks), as Algolia sums the pairs with that cap. "test fails only in headless
 * mode" finds the heading "Fix a test that fails only headless" (three words one apart, "mode"
 * not beside them) above "Tests pass locally but fail in CI > Headless mode". Far apart on
 * average, proximity in one section says little of the page: "Testflux Desktop is not running"
 * is the VS Code page's, whose message is in another section than its hit. Five was scored over
 * every set against two (a near phrase), three, four, six and eight (no bound), and a pair at
 * FAR making a hit apart whatever the average (3,267 first, NEAR 2's figure):
 * tests/relevance/README.md.
 */
const NEAR = 5;

/**
 * The words between each pair of consecutive query words, summed: a pair in reverse order counts
 * one more, a pair not in one field (the page title, the headings, the text) FAR, and so does a
 * pair with a word the hit lacks (leaving such pairs out ranked 2 queries worse over the sets).
 */
export function proximity(fields: string[], units: Set<string>[]): number {
  const positions: number[][] = units.map(() => []);
  const held = unitsHeld(units);
  let at = 0;
  for (const field of fields) {
    for (const word of pageTokens(field)) {
      for (const u of held(word)) positions[u].push(at);
      at++;
    }
    at += FAR;
  }
  let sum = 0;
  for (let u = 0; u + 1 < units.length; u++) sum += nearest(positions[u], positions[u + 1]);
  return sum;
}

/**
 * The fewest words between a position of `before` and one of `after` (both ascending), FAR at
 * most: one pass over both, since only a position's nearest neighbours on either side can be
 * nearest (a long section holds a common word hundreds of times).
 */
function nearest(before: number[], after: number[]): number {
  let best = FAR;
  let j = 0;
  for (const a of before) {
    while (j < after.length && after[j] < a) j++;
    // The next position of `after` from a on (the same word holding both: 0), and the last one before it (one more).
    if (j < after.length) best = Math.min(best, after[j] === a ? 0 : after[j] - a - 1);
    if (j > 0) best = Math.min(best, a - after[j - 1]);
    if (best === 0) break;
  }
  return best;
}

export interface RankedHit {
  /** The hit's rank on every criterion but level and position: neighbours with an equal one tie. */
  ties: number;
  page: PagePiece;
  /** The section's position on its page. */
  position: number;
}

/** A hit's fields, as proximity reads them: its page title, its headings, its paragraphs. */
function fieldsOf({ page, position }: RankedHit): string[] {
  const [, , lvl2, lvl3, content] = page.sections[position];
  return [page.lvl1, lvl2 ?? '', lvl3 ?? '', ...content];
}

/**
 * The order of the hits of a page: each run of neighbours that tie ordered by proximity where the
 * words stand near, the ranked order kept otherwise. Only neighbours tie: the fused order can set
 * a hit between two with the same rank on the criteria, which then keep their places.
 */
export function byProximity(hits: RankedHit[], units: Set<string>[]): number[] {
  // Each hit's run: the index of the first hit of the neighbours that tie with it.
  const run: number[] = [];
  hits.forEach((hit, i) => run.push(i > 0 && hits[i - 1].ties === hit.ties ? run[i - 1] : i));
  const tied = (i: number) => run[i] !== i || run[i + 1] === i;
  const near = hits.map((hit, i) => {
    if (units.length < 2 || !tied(i)) return 0;
    const sum = proximity(fieldsOf(hit), units);
    // Further apart, all alike: more than any near phrase sums to.
    return sum <= NEAR * (units.length - 1) ? sum : FAR * units.length;
  });
  return hits.map((_, i) => i).sort((a, b) => run[a] - run[b] || near[a] - near[b] || a - b);
}

export interface PhraseHit extends RankedHit {
  /** How many words of the query, filler words apart, the hit's section matches. */
  words: number;
  /** Whether it matches every one of them. */
  allWords: boolean;
}

/**
 * Proximity at its closest, which Algolia ranks before the attribute: a hit whose section holds
 * the query word for word, in order and side by side, in one field (the page title, a heading or
 * a paragraph). Among the hits of the page asked for, such a hit moves above those before it
 * that match fewer of the query's words, which only the fused weight put there ("Sheet not
 * found": the Excel actions page that prints the message, above "Element not found", whose title
 * holds two of its words). `order` is the hits' order so far; the rest keep it.
 */
export function phrasesFirst(hits: PhraseHit[], order: number[], units: Set<string>[]): number[] {
  if (units.length < 2) return order;
  const isPhrase = (hit: PhraseHit) => fieldsOf(hit).some((field) => proximity([field], units) === 0);
  const out: number[] = [];
  for (const i of order) {
    // The phrase is looked for only where a hit before this one matches fewer words.
    const at = hits[i].allWords ? out.findIndex((j) => hits[j].words < hits[i].words) : -1;
    if (at >= 0 && isPhrase(hits[i])) out.splice(at, 0, i);
    else out.push(i);
  }
  return out;
}

/**
 * `order` with each page's title hit (`isTitle`: the part under the title) moved up to just
 * before the first hit of its own page placed above it that ranks no better (`key`, lower first).
 * Proximity, as Algolia ranks it, may put a section whose text says the title's words side by
 * side above the page itself, which says them with a word between ("instal desktop": the "What's
 * next" of Install Testflux Desktop, which says "install desktop apps"), and Enter then opened the
 * page at its end, under a child drawn above its parent. No site page passes another: each keeps
 * the first place it had. Within the page of hits asked for, as the proximity's order is.
 */
export function titleFirstInPage(
  order: readonly number[],
  pageOf: (c: number) => number,
  isTitle: (c: number) => boolean,
  key: (c: number) => number,
): number[] {
  // The places in `order` of each page's candidates seen so far, and where each title goes.
  const seen = new Map<number, number[]>();
  const moves = new Map<number, number>();
  order.forEach((c, i) => {
    const page = pageOf(c);
    const earlier = seen.get(page) ?? [];
    seen.set(page, earlier);
    if (isTitle(c)) {
      const slot = earlier.find((j) => key(order[j]) >= key(c));
      // A page has one title: no two move to one slot.
      if (slot !== undefined) moves.set(slot, i);
    }
    earlier.push(i);
  });
  if (!moves.size) return [...order];
  const moved = new Set(moves.values());
  return order.flatMap((c, i) => {
    if (moved.has(i)) return [];
    const title = moves.get(i);
    return title === undefined ? [c] : [order[title], c];
  });
}
