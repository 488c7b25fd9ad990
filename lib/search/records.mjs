// DocSearch-shaped records from the exported HTML of a docs article, a blog post or the
// changelog. Navigation, footer and TOC are outside the article and never become records.
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';

const CONTENT_TAGS = new Set(['p', 'li', 'td', 'th', 'dd']);
const LEVEL = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

const clean = (text) => text.replace(/\s+/g, ' ').replace(/\s*#$/, '').trim();

/** Text of a heading without its "#" anchor link. */
function headingText(node) {
  return clean(
    toString({
      ...node,
      children: node.children.filter((c) => !(c.tagName === 'a' && c.properties?.className?.includes('hash-link'))),
    }),
  );
}

/**
 * @param {string} html the exported page
 * @param {{ url: string, lvl0: string, tag: string }} page absolute path of the page, its top level and docs tag
 */
export function extractRecords(html, { url, lvl0, tag }) {
  const tree = fromHtml(html);
  const article = select('article.doc-article, article.post, .changelog', tree);
  if (!article) return [];
  const h1 = select('h1', article);
  const lvl1 = h1 ? clean(toString(h1)) : '';
  const records = [];
  const hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor = null;
  let position = 0;
  const push = (type, content) => {
    records.push({
      objectID: `${url}#${position++}`,
      type,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      content,
      hierarchy: { ...hierarchy },
      language: 'en',
      docusaurus_tag: tag,
    });
  };
  push('lvl1', null);

  const skip = (node) =>
    node.tagName === 'pre' ||
    node.tagName === 'nav' ||
    (node.tagName === 'figure' && node.properties?.dataRehypePrettyCodeFigure !== undefined) ||
    (node.properties?.className ?? []).some((c) =>
      [
        'toc',
        'breadcrumbs',
        'pager',
        'post__authors',
        'doc-footer',
        'post__footer',
        'tag-list',
        'post-meta',
        'release__date',
        'copy-page',
      ].includes(c),
    );

  const walk = (node) => {
    if (node.type !== 'element' || skip(node)) return;
    const level = LEVEL[node.tagName];
    if (level) {
      const text = headingText(node);
      hierarchy[`lvl${level}`] = text;
      for (let l = level + 1; l <= 6; l++) hierarchy[`lvl${l}`] = null;
      anchor = node.properties?.id ?? anchor;
      push(`lvl${level}`, null);
      return;
    }
    if (CONTENT_TAGS.has(node.tagName)) {
      // A list item holding a nested list: its own text only, the nested items separately.
      const own = {
        ...node,
        children: node.children.filter((c) => !(c.type === 'element' && (c.tagName === 'ul' || c.tagName === 'ol'))),
      };
      const text = clean(toString(own));
      if (text.length > 2) push('content', text);
      node.children.filter((c) => c.type === 'element' && (c.tagName === 'ul' || c.tagName === 'ol')).forEach(walk);
      return;
    }
    node.children?.forEach(walk);
  };
  (article.children ?? []).forEach(walk);
  return records;
}

/** The top level of a docs page: its section, read from the breadcrumbs. */
export function docsSection(html) {
  const crumbs = selectAll('nav.breadcrumbs li', fromHtml(html));
  return crumbs[1] ? clean(toString(crumbs[1])) : 'Docs';
}
