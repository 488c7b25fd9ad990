import type { ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

/**
 * A number and the percent sign after a space, as the content guide writes them ("0.1 %",
 * "1,000 %"); the space may be a source line break.
 */
const PERCENT = /\d+(?:[.,]\d+)*\s%/g;

/** A run of text, and whether it is a percentage that must stay on one line. */
export interface PercentPart {
  text: string;
  nowrap: boolean;
}

/** A string cut into its text and the percentages that must stay on one line, in order. */
export function splitPercents(value: string): PercentPart[] {
  const parts: PercentPart[] = [];
  let at = 0;
  for (const match of value.matchAll(PERCENT)) {
    if (match.index > at) parts.push({ text: value.slice(at, match.index), nowrap: false });
    parts.push({ text: match[0], nowrap: true });
    at = match.index + match[0].length;
  }
  if (at < value.length) parts.push({ text: value.slice(at), nowrap: false });
  return parts;
}

/** The class of the span that keeps a percentage together (app/styles/base.css). */
export const NOWRAP_CLASS = 'nowrap';

/** Elements whose text is kept as written: code, and what a browser does not lay out as prose. */
const KEPT = new Set(['code', 'pre', 'script', 'style', 'svg']);

/** The tag of an element, or of a JSX element written in MDX (`<code>`), which stays a JSX node in the tree. */
function tagOf(node: object): string | undefined {
  if ('tagName' in node && typeof node.tagName === 'string') return node.tagName;
  if ('name' in node && typeof node.name === 'string') return node.name;
  return undefined;
}

const toHast = ({ text, nowrap }: PercentPart): ElementContent =>
  nowrap
    ? {
        type: 'element',
        tagName: 'span',
        properties: { className: [NOWRAP_CLASS] },
        children: [{ type: 'text', value: text }],
      }
    : { type: 'text', value: text };

/**
 * A rehype plugin that keeps a number and its percent sign on one line ("0.1 %" no longer ends
 * one line with "0.1" and starts the next with "% of pixels"), with a nowrap span: no character
 * is added, so copying, the search records and the Markdown twins read the text as written.
 * `InlineMarkdown` does the same for the reference data's strings.
 */
export function rehypePercentNowrap() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (KEPT.has(tagOf(node) ?? '')) return SKIP;
      if (node.type !== 'text' || !parent || index === undefined) return;
      const parts = splitPercents(node.value);
      if (!parts.some((p) => p.nowrap)) return;
      parent.children.splice(index, 1, ...parts.map(toHast));
      return index + parts.length;
    });
  };
}
