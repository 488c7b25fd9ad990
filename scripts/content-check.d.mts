// Types for the content check, so tests import it without a type escape hatch.
export const DOC_TAGS: string[];
export const DOC_MIN_WORDS: number;
export const POST_MIN_WORDS: number;
export function proseWords(tree: unknown): number;
export function headingSlugs(tree: unknown): Set<string>;
export function encodePath(segments: string[]): string;
export function checkContent(
  root: string,
  options?: { publicDir?: string },
): { problems: string[]; docs: number; posts: number };
