import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

/** A number and the percent sign after a space, as the content guide writes them: "0.1 %", "10 %". */
const PERCENT = /\d+(?:[.,]\d+)? %/g;

/** Elements whose text is kept as written: code, and what a browser does not lay out as prose. */
const KEPT = new Set(['code', 'pre', 'script', 'style', 'svg']);

const nowrap = (value: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className: ['nowrap'] },
  children: [{ type: 'text', value }],
});

function split(value: string): ElementContent[] {
  const parts: ElementContent[] = [];
  let at = 0;
  for (const match of value.matchAll(PERCENT)) {
    if (match.index > at) parts.push({ type: 'text', value: value.slice(at, match.index) });
    parts.push(nowrap(match[0]));
    at = match.index + match[0].length;
  }
  if (at < value.length) parts.push({ type: 'text', value: value.slice(at) });
  return parts;
}

/**
 * A rehype plugin that keeps a number and its percent sign on one line ("0.1 %" no longer ends
 * one line with "0.1" and starts the next with "% of pixels"), with a nowrap span: no character
 * is added, so copying, the search records and the Markdown twins read the text as written.
 */
export function rehypeNumberUnits() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'element' && KEPT.has(node.tagName)) return SKIP;
      if (node.type !== 'text' || !parent || index === undefined) return;
      const parts = split(node.value);
      if (parts.length === 1 && parts[0].type === 'text') return;
      parent.children.splice(index, 1, ...parts);
      return index + parts.length;
    });
  };
}
