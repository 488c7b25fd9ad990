// DocSearch-shaped records from the exported HTML of a docs article, a blog post, the changelog
// or one of the site's own pages (content/pages), plus a docs page's frontmatter keywords, which
// the build passes in. Navigation, footer and TOC are outside the article and never become
// records.
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { matches, select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import {
  LEVEL_WEIGHT,
  PAGE_RANK,
  recordId,
  SEARCH_LANGUAGE,
  type Level,
  type SearchKind,
  type SearchRecord,
} from './contract';

const CONTENT_TAGS = new Set(['p', 'li', 'dd']);
/** Between the cells of a table row's record. */
const CELL_SEPARATOR = ' · ';
const HEADING_LEVEL: Record<string, number> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** Parts of an article that are chrome, not prose. */
export const SKIPPED_CLASSES = [
  'toc',
  'breadcrumbs',
  'pager',
  'post__authors',
  'doc-footer',
  'post__footer',
  'tag-list',
  'post-meta',
  'release__date',
  // A link to the release's post: that post's words, not the release's.
  'release__post',
  // The Copy page menu and its dialog are controls, not content.
  'copy-page',
];

const clean = (text: string) => text.replace(/\s+/g, ' ').replace(/\s*#$/, '').trim();
const classes = (node: Element): string[] => {
  const c = node.properties?.className;
  return Array.isArray(c) ? c.map(String) : [];
};
const isElement = (node: ElementContent | Root): node is Element => node.type === 'element';
const isList = (node: ElementContent) => isElement(node) && (node.tagName === 'ul' || node.tagName === 'ol');

/** Elements whose text is a run of its own: a space on each side keeps words apart ("Text<br/>Required"). */
const BLOCK_TAGS = new Set(
  'address blockquote br dd details div dl dt figcaption figure h1 h2 h3 h4 h5 h6 hr li ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

/** The text of an element as a reader sees the words, unlike hast's toString, which glues blocks together. */
function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  const inner = node.children.map(textOf).join('');
  return BLOCK_TAGS.has(node.tagName) ? ` ${inner} ` : inner;
}

/** Text of a heading without its "#" anchor link. */
function headingText(node: Element): string {
  return clean(
    textOf({
      ...node,
      children: node.children.filter((c) => !(isElement(c) && c.tagName === 'a' && classes(c).includes('hash-link'))),
    }),
  );
}

/**
 * A ```text block: console output and messages, which readers paste into search ("Pull stopped:
 * unknown Element"). Code in other languages stays out of the index, as DocSearch's crawler has it.
 */
const TEXT_BLOCK = 'pre[data-language="text"]';
const isTextBlock = (node: Element): boolean => matches(TEXT_BLOCK, node);

function skip(node: Element): boolean {
  return (
    (node.tagName === 'pre' && !isTextBlock(node)) ||
    node.tagName === 'nav' ||
    (node.tagName === 'figure' &&
      node.properties?.dataRehypePrettyCodeFigure !== undefined &&
      !select(TEXT_BLOCK, node)) ||
    classes(node).some((c) => SKIPPED_CLASSES.includes(c))
  );
}

/**
 * The part of an exported page that records come from: its <main> (article, breadcrumbs),
 * parsed alone. The head and the inline RSC payload after <main> are half of every page's
 * bytes and never hold a record.
 */
export function parsePage(html: string): Root {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? fromHtml(html.slice(start, end + 7), { fragment: true }) : fromHtml(html);
}

const treeOf = (page: string | Root): Root => (typeof page === 'string' ? parsePage(page) : page);

/**
 * @param page the exported page, as HTML or as parsed by parsePage
 * @param meta absolute path of the page, its top level (lvl0), its docs tag, its kind and the
 *   keywords of its frontmatter (docs), which its summary record carries
 */
export function extractRecords(
  page: string | Root,
  {
    url,
    lvl0,
    tag,
    kind,
    keywords = [],
  }: { url: string; lvl0: string; tag: string; kind: SearchKind; keywords?: string[] },
) {
  const tree = treeOf(page);
  const article = select('article.doc-article, article.post, .changelog, article.static-page__article', tree);
  if (!article) return [];
  const h1 = select('h1', article);
  const hierarchy: SearchRecord['hierarchy'] = {
    lvl0,
    lvl1: h1 ? clean(textOf(h1)) : '',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  let position = 0;
  const push = (
    type: SearchRecord['type'],
    content: string | null,
    summaryFields: Pick<SearchRecord, 'description' | 'keywords'> = { description: null, keywords: null },
  ) => {
    const weight = { pageRank: PAGE_RANK[kind], level: LEVEL_WEIGHT[type], position };
    records.push({
      objectID: recordId(url, position++),
      type,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      content,
      ...summaryFields,
      hierarchy: { ...hierarchy },
      language: SEARCH_LANGUAGE,
      docusaurus_tag: tag,
      kind,
      section: kind === 'docs' ? lvl0 : null,
      weight,
    });
  };
  push('lvl1', null);
  // The page's own summary (its meta description, which the article's structured data carries)
  // is the text of the part under the title, as a crawler indexing the description has it, and
  // is searched as a heading too (SearchRecord.description), with the page's keywords. Every docs
  // page has a description (the build requires one), so its keywords always have a record.
  const summary = description(tree);
  if (summary) push('content', summary, { description: summary, keywords: keywords.length ? keywords : null });

  const walk = (node: ElementContent) => {
    if (!isElement(node) || skip(node)) return;
    const level = HEADING_LEVEL[node.tagName];
    if (level) {
      hierarchy[`lvl${level}` as Level] = headingText(node);
      for (let l = level + 1; l <= 6; l++) hierarchy[`lvl${l}` as Level] = null;
      const id = node.properties?.id;
      anchor = typeof id === 'string' ? id : anchor;
      push(`lvl${level}` as SearchRecord['type'], null);
      return;
    }
    if (isTextBlock(node)) {
      // A line is one record, as a table row is: a pasted message matches the line that holds it.
      for (const line of toString(node).split('\n')) {
        const text = clean(line);
        if (text.length > 2) push('content', text);
      }
      return;
    }
    if (node.tagName === 'tr') {
      // A row is one record, its cells in order, as a reader scans it: a hit on "slack" in a
      // table of channels shows "Slack · The Slack integration connected in …", not "Slack".
      // A header row ("Code · Meaning") says nothing on its own, as DocSearch's crawler has it.
      const cells = node.children.filter(isElement);
      if (cells.every((cell) => cell.tagName === 'th')) return;
      const text = cells
        .map((cell) => clean(textOf(cell)))
        .filter(Boolean)
        .join(CELL_SEPARATOR);
      if (text.length > 2) push('content', text);
      return;
    }
    if (CONTENT_TAGS.has(node.tagName)) {
      // A list item holding a nested list: its own text only, the nested items separately.
      const text = clean(textOf({ ...node, children: node.children.filter((c) => !isList(c)) }));
      // A lead paragraph that shows the summary under the title is that summary's record already.
      if (text === summary && classes(node).includes('lead')) return;
      if (text.length > 2) push('content', text);
      node.children.filter(isList).forEach(walk);
      return;
    }
    node.children.forEach(walk);
  };
  article.children.forEach(walk);
  return records;
}

/** The description in the page's structured data (JSON-LD), if any. */
function description(tree: Root): string | null {
  for (const script of selectAll('script[type="application/ld+json"]', tree)) {
    try {
      const data = JSON.parse(toString(script)) as { description?: unknown };
      if (typeof data.description === 'string' && data.description.trim()) return clean(data.description);
    } catch {
      // Not JSON: no description from it.
    }
  }
  return null;
}

/** The top level of a docs page: its section, read from the breadcrumbs. */
export function docsSection(page: string | Root): string {
  const crumbs = selectAll('nav.breadcrumbs li', treeOf(page));
  return crumbs[1] ? clean(toString(crumbs[1])) : 'Docs';
}
