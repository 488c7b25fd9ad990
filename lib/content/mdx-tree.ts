/**
 * MDX as the site's own tools read it, frontmatter already removed: remark with MDX and GFM, one
 * parser for the content check and its rules, the table of contents and the Markdown twins
 * (contentlayer compiles the pages with the same plugins).
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parseMdx(body: string): Root {
  return parser.parse(body);
}

/**
 * Words of prose, for the articles' floors and the summary rule: text and inline code ("use
 * `--headless`" is a sentence), not code blocks, tables, ESM, frontmatter or HTML.
 */
export function proseWordCount(tree: Root): number {
  let words = 0;
  visit(tree, (node) => {
    if (['code', 'table', 'mdxjsEsm', 'yaml', 'html'].includes(node.type)) return SKIP;
    if (node.type === 'text' || node.type === 'inlineCode')
      words += node.value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  });
  return words;
}
