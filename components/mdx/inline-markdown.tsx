import type { ReactNode } from 'react';
import { NOWRAP_CLASS, splitPercents } from '@/lib/content/percent-nowrap';

/**
 * Renders the two inline marks the reference data uses, `code` and **bold**, so data strings
 * read like the MDX around them without compiling Markdown at render time; a percentage stays on
 * one line, as in MDX (lib/content/percent-nowrap.ts).
 */
export function InlineMarkdown({ text }: { text: string }): ReactNode {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return <code key={i}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
      return <strong key={i}>{part.slice(2, -2)}</strong>;
    return splitPercents(part).map(({ text, nowrap }, j) =>
      nowrap ? (
        <span key={`${i}-${j}`} className={NOWRAP_CLASS}>
          {text}
        </span>
      ) : (
        text
      ),
    );
  });
}
