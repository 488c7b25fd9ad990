import GithubSlugger from 'github-slugger';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Heading } from 'mdast';
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../constants';

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

/**
 * Headings of levels 2 to 3 with the ids rehype-slug gives them. Every heading is slugged in
 * document order (as rehype-slug does) so repeated titles get the same -1, -2 suffixes.
 */
export function extractToc(markdown: string): TocItem[] {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(markdown);
  const slugger = new GithubSlugger();
  const items: TocItem[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const text = toString(node);
    const id = slugger.slug(text);
    if (node.depth >= TOC_MIN_LEVEL && node.depth <= TOC_MAX_LEVEL) items.push({ id, text, level: node.depth });
  });
  return items;
}
