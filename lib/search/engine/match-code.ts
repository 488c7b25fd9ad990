/**
 * How well a query unit matches a section, in one small number: the match quality (see
 * vocabulary.ts), the field it matched in, and whether a synonym matched rather than the word
 * typed. Lower is better; `NONE` is no match.
 */

/**
 * The match fields: the page title (0, or the docs section), a section's heading, its page's
 * summary (which, like the title, says what every section of the page is about), its text.
 */
export const TITLE_FIELD = 0;
export const HEADING_FIELD = 1;
export const SUMMARY_FIELD = 2;
export const TEXT_FIELD = 3;
export type Field = typeof TITLE_FIELD | typeof HEADING_FIELD | typeof SUMMARY_FIELD | typeof TEXT_FIELD;

/** What a field counts for the attribute criterion: the summary as much as a heading. */
export const FIELD_WEIGHT: Record<Field, number> = { 0: 0, 1: 1, 2: 1, 3: 2 };
/** What a word matched in a field weighs, times its rarity, in the order fused with the criteria's (higher weighs more). */
export const FIELD_BOOST: Record<Field, number> = { 0: 3, 1: 2, 2: 2, 3: 1 };

/** A synonym matched, not the word typed. */
export const SYNONYM = 1;
/** No match: above every code. */
export const NONE = 255;

/**
 * A match code: quality (0 exact, 1 -ing form or base, 2–5 typos, 6 prefix, 7 neighbour), then
 * field, then whether a synonym matched rather than the word typed (a synonym counts as exact, as
 * Algolia's alternativesAsExact has it: the typed word wins ties only after page rank, so a docs
 * page matching a synonym comes before a post matching the word).
 */
export const code = (quality: number, field: Field, synonym: number) => quality * 8 + field * 2 + synonym;
export const qualityOf = (c: number) => c >> 3;
export const fieldOf = (c: number) => ((c >> 1) & 3) as Field;
