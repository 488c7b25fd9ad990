import * as generated from 'contentlayer/generated';

/** A content file contentlayer could not accept, as `npm run dev` reports it. */
export interface ContentError {
  file: string;
  problem: 'invalid' | 'missing' | 'not in the schema';
  /** `field: value` (or the field alone) for each field at fault. */
  fields: string[];
  /** The whole report, when it did not name fields. */
  message?: string;
}

/**
 * The problems of the last content save under `npm run dev`, empty otherwise: the dev
 * script's mirror of the generated content adds this export (scripts/lib/content-dev.ts);
 * contentlayer's own output, which production builds read, never has it.
 */
export function getContentErrors(): ContentError[] {
  if (process.env.NODE_ENV !== 'development') return [];
  return ((generated as Record<string, unknown>).contentErrors as ContentError[] | undefined) ?? [];
}
