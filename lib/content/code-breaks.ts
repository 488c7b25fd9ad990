import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** Inline code this long or longer (and without spaces) may break after its separators. */
export const LONG_CODE = 16;
/** A break opportunity after each run of separators: "net::ERR_NAME_NOT_RESOLVED" → "net::|ERR_|NAME_|…". */
const AFTER_SEPARATORS = /(?<=[_:./\\])(?=[^_:./\\])/;

const wbr = (): Element => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });

function withBreaks(node: ElementContent): ElementContent[] {
  if (node.type === 'text') {
    const parts = node.value.split(AFTER_SEPARATORS);
    return parts.flatMap((value, i) => (i ? [wbr(), { type: 'text', value }] : [{ type: 'text', value }]));
  }
  if (node.type === 'element') node.children = node.children.flatMap(withBreaks);
  return [node];
}

/**
 * A rehype plugin (after rehype-pretty-code) that lets a long identifier in inline code wrap at
 * its separators (`_`, `::`, `.`, `/`), with `<wbr>`: a table column holding
 * `net::ERR_CERT_AUTHORITY_INVALID` no longer takes a phone's whole width. No character is
 * added, so copying, search records and the Markdown twins read the code as written; code
 * blocks and short code (`--project`) keep to one line.
 */
export function rehypeCodeBreaks() {
  return (tree: Root) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || (parent?.type === 'element' && parent.tagName === 'pre')) return;
      const text = toString(node);
      if (text.length < LONG_CODE || /\s/.test(text)) return;
      node.children = node.children.flatMap(withBreaks);
    });
  };
}
