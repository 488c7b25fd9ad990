import type { ReactNode } from 'react';

/**
 * Renders the two inline marks the reference data uses, `code` and **bold**, so data strings
 * read like the MDX around them without compiling Markdown at render time.
 */
export function InlineMarkdown({ text }: { text: string }): ReactNode {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return <code key={i}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
      return <strong key={i}>{part.slice(2, -2)}</strong>;
    return part;
  });
}
