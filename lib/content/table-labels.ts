import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Root, Table } from 'mdast';

/** The attribute a table carries to the MDX `table` component, which names its scroll region with it. */
export const TABLE_LABEL = 'data-label';

/**
 * A remark plugin naming each table by the heading it sits under ("Table: Exit codes", the second
 * under one heading "Table 2: Exit codes"), so a page's scrollable table regions are told apart
 * by a screen reader's list of regions. A table before any heading is numbered on its own.
 */
export function remarkTableLabels() {
  return (tree: Root) => {
    let heading: string | null = null;
    let count = 0;
    visit(tree, (node) => {
      if (node.type === 'heading' && node.depth >= 2) {
        heading = toString(node);
        count = 0;
        return;
      }
      if (node.type !== 'table') return;
      count++;
      const label = heading ? `Table${count > 1 ? ` ${count}` : ''}: ${heading}` : `Table ${count}`;
      const table = node as Table;
      table.data = { ...table.data, hProperties: { ...table.data?.hProperties, [TABLE_LABEL]: label } };
    });
  };
}
