import GithubSlugger from 'github-slugger';
import { parseMdx } from './mdx-tree';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Heading, Root } from 'mdast';
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../constants';

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

/** Headings an MDX component renders itself, by component name (they are not in the source). */
export type ComponentHeadings = Record<string, TocItem[]>;

/**
 * Headings of levels 2 to 3 with the ids rehype-slug gives them. Every heading is slugged in
 * document order (as rehype-slug does) so repeated titles get the same -1, -2 suffixes.
 * A component named in `components` contributes its own items where it stands; rehype-slug
 * never sees those headings, so they carry their own ids and do not advance the slugger.
 */
export function extractToc(markdown: string, components: ComponentHeadings = {}): TocItem[] {
  return tocOfTree(parseMdx(markdown), components);
}

/**
 * A remark plugin for contentlayer's MDX compile: records each document's table of contents by
 * its source path (contentlayer puts the raw document on the file), so the `toc` field reads it
 * instead of parsing the body a second time. The compile runs before the computed fields.
 */
export function remarkCollectToc(tocs: Map<string, TocItem[]>, components: ComponentHeadings = {}) {
  return () => (tree: Root, file: { data: Record<string, unknown> }) => {
    const raw = file.data.rawDocumentData as { sourceFilePath?: unknown } | undefined;
    if (typeof raw?.sourceFilePath === 'string') tocs.set(raw.sourceFilePath, tocOfTree(tree, components));
  };
}

function tocOfTree(tree: Root, components: ComponentHeadings): TocItem[] {
  const slugger = new GithubSlugger();
  const items: TocItem[] = [];
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' && node.name && Object.hasOwn(components, node.name)) {
      items.push(...components[node.name]);
      return;
    }
    if (node.type !== 'heading') return;
    const heading = node as Heading;
    const text = toString(heading);
    const id = slugger.slug(text);
    if (heading.depth >= TOC_MIN_LEVEL && heading.depth <= TOC_MAX_LEVEL)
      items.push({ id, text, level: heading.depth });
  });
  return items;
}
