import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** A word of inline code this long or longer may break after its separators. */
export const LONG_CODE = 16;
/**
 * A break opportunity after each run of separators: "net::ERR_NAME_NOT_RESOLVED" may break after
 * "net::", "ERR_" and "NAME_", and "chrome|edge|firefox|webkit" after each "|".
 */
const AFTER_SEPARATORS = /(?<=[_:./\\|])(?=[^_:./\\|])/;

const wbr = (): Element => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });

/** A text's words, with a break opportunity after each run of separators in its long ones. */
function breakText(value: string): ElementContent[] {
  const out: ElementContent[] = [];
  let text = '';
  for (const word of value.split(/(\s+)/)) {
    const pieces = word.length >= LONG_CODE ? word.split(AFTER_SEPARATORS) : [word];
    pieces.forEach((piece, i) => {
      if (i) {
        out.push({ type: 'text', value: text }, wbr());
        text = '';
      }
      text += piece;
    });
  }
  if (text) out.push({ type: 'text', value: text });
  return out;
}

function withBreaks(node: ElementContent): ElementContent[] {
  if (node.type === 'text') return breakText(node.value);
  if (node.type === 'element') node.children = node.children.flatMap(withBreaks);
  return [node];
}

/**
 * A rehype plugin (after rehype-pretty-code) that lets a long word of inline code wrap at its
 * separators (`_`, `::`, `.`, `/`, `|`), with `<wbr>`: a table column holding
 * `net::ERR_CERT_AUTHORITY_INVALID` no longer takes a phone's whole width. No character is
 * added, so copying, search records and the Markdown twins read the code as written; code
 * blocks and short code (`--project`) keep to one line.
 */
export function rehypeCodeBreaks() {
  return (tree: Root) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || (parent?.type === 'element' && parent.tagName === 'pre')) return;
      if (toString(node).length < LONG_CODE) return;
      node.children = node.children.flatMap(withBreaks);
    });
  };
}
