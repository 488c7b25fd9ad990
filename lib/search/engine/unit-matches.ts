/**
 * Where a query unit matches, from the postings of the vocabulary terms it expanded to: the best
 * match code (match-code.ts) per section and per page.
 */
import { code, fieldOf, HEADING_FIELD, NONE, SUMMARY_FIELD, SYNONYM, TEXT_FIELD, TITLE_FIELD } from './match-code';
import type { PostingsPiece } from './pieces';
import { NEIGHBOUR_QUALITY } from './vocabulary';

/** The index's sections and pages, as the first piece lays them out. */
export interface SectionLayout {
  /** The page of each section. */
  pageOf: Int32Array;
  /** The first section of each page. */
  firstSection: Int32Array;
  /** Heading level of each section: "1" for the part under the page title. */
  levels: string;
  /** The vocabulary, by term number. */
  terms: readonly string[];
}

/** A unit's best match code per section and per page (NONE where it does not match), and which ids it touched. */
export interface UnitMatches {
  sections: Uint8Array;
  pages: Uint8Array;
  list: number[];
  pageList: number[];
  /** Vocabulary terms matched, for highlighting. */
  terms: Set<string>;
}

/**
 * Where a unit matches: any alternative, all of its tokens (each in any field). `alts` holds, per
 * alternative and token, the terms it expanded to, each with its quality × 2 (+ SYNONYM).
 */
export function unitMatches(
  layout: SectionLayout,
  alts: Map<number, number>[][],
  postings: Map<number, PostingsPiece[number]>,
): UnitMatches {
  const { pageOf, firstSection, levels } = layout;
  const sectionCount = pageOf.length;
  const pageCount = firstSection.length;
  const result: UnitMatches = {
    sections: new Uint8Array(sectionCount).fill(NONE),
    pages: new Uint8Array(pageCount).fill(NONE),
    list: [],
    pageList: [],
    terms: new Set(),
  };
  const keep = (codes: Uint8Array, list: number[], id: number, c: number) => {
    if (codes[id] === NONE) list.push(id);
    if (c < codes[id]) codes[id] = c;
  };
  for (const tokens of alts) {
    const perToken = tokens.map((expansion) => {
      const sections = tokens.length === 1 ? result.sections : new Uint8Array(sectionCount).fill(NONE);
      const pages = tokens.length === 1 ? result.pages : new Uint8Array(pageCount).fill(NONE);
      const list = tokens.length === 1 ? result.list : [];
      const pageList = tokens.length === 1 ? result.pageList : [];
      for (const [term, value] of expansion) {
        const [titled, headed, text] = postings.get(term)!;
        const [quality, synonym] = [value >> 1, value & SYNONYM];
        // A neighbour is no match of the word typed, so it is not highlighted as one.
        if (quality !== NEIGHBOUR_QUALITY) result.terms.add(layout.terms[term]);
        let id = 0;
        for (const d of titled) keep(pages, pageList, (id += d), code(quality, TITLE_FIELD, synonym));
        id = 0;
        for (const d of headed) {
          keep(sections, list, (id += d), code(quality, HEADING_FIELD, synonym));
          // The title section's "heading" is the page summary: it holds for the whole page.
          if (levels[id] === '1') keep(pages, pageList, pageOf[id], code(quality, SUMMARY_FIELD, synonym));
        }
        id = 0;
        for (const d of text) keep(sections, list, (id += d), code(quality, TEXT_FIELD, synonym));
      }
      return { sections, pages, list, pageList };
    });
    if (tokens.length === 1) continue;
    // A phrase of several words: each must match, in the section or on its page. A synonym's
    // words must match in one field, all in the title, the summary, the heading or the text:
    // "version" in a title and "history" in a summary are no "version history".
    const synonym = tokens.some((m) => [...m.values()].some((v) => v & SYNONYM));
    const same = (codes: number[]) => !synonym || codes.every((c) => fieldOf(c) === fieldOf(codes[0]));
    for (const p of perToken[0].pageList) {
      const codes = perToken.map((t) => t.pages[p]);
      const worst = Math.max(...codes);
      if (worst !== NONE && same(codes)) keep(result.pages, result.pageList, p, worst);
    }
    const candidates = new Set<number>();
    for (const t of perToken) {
      t.list.forEach((s) => candidates.add(s));
      t.pageList.forEach((p) => candidates.add(firstSection[p]));
    }
    for (const s of candidates) {
      const codes = perToken.map((t) => Math.min(t.sections[s], t.pages[pageOf[s]]));
      const worst = Math.max(...codes);
      if (worst !== NONE && same(codes)) keep(result.sections, result.list, s, worst);
    }
  }
  return result;
}
