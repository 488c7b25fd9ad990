#!/usr/bin/env node
// Source-level content check for docs and blog posts: frontmatter, prose word floors,
// duplicated paragraphs, images, and internal links with anchors. It reads the MDX files
// directly (no build needed) so writers get answers in a second; the export link check
// later proves the same links against the built HTML.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { load as loadYaml } from 'js-yaml';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';

import { DOC_TAGS as DOC_TAG_DEFS, DOC_CATEGORIES as DOC_CATEGORY_DEFS } from '../lib/content/taxonomy.mjs';
import { FIGURE_NAME, figureProblems } from '../lib/content/figure-rules.mjs';

export const DOC_TAGS = DOC_TAG_DEFS.map((t) => t.id);
const DOC_CATEGORIES = DOC_CATEGORY_DEFS.map((c) => c.id);
export const DOC_MIN_WORDS = 300;
export const POST_MIN_WORDS = 600;
const DUPLICATE_MIN_WORDS = 12;
const STATIC_ROUTES = [
  '/',
  '/docs/',
  '/blog/',
  '/blog/archive/',
  '/blog/authors/',
  '/blog/blog/tags/',
  '/changelog/',
  '/community/',
  '/downloads/',
  '/DownloadContainer/',
  '/features/',
  '/UseCases/',
  '/Privacy/',
  '/Terms/',
  '/search/',
  '/docs/tags/',
];

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

function walk(dir, ext) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name), ext) : e.name.endsWith(ext) ? [path.join(dir, e.name)] : [],
    )
    .sort();
}

/** Words of prose: text outside code blocks, tables, frontmatter and ESM. */
export function proseWords(tree) {
  let words = 0;
  visit(tree, (node) => {
    if (['code', 'table', 'mdxjsEsm', 'yaml', 'html'].includes(node.type)) return 'skip';
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += node.value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    }
  });
  return words;
}

export function headingSlugs(tree) {
  const slugger = new GithubSlugger();
  const slugs = new Set();
  visit(tree, 'heading', (node) => {
    slugs.add(slugger.slug(toString(node)));
  });
  return slugs;
}

function paragraphs(tree) {
  const out = [];
  visit(tree, 'paragraph', (node) => {
    const text = toString(node).replace(/\s+/g, ' ').trim().toLowerCase();
    if (text.split(' ').length >= DUPLICATE_MIN_WORDS) out.push(text);
  });
  return out;
}

function links(tree) {
  const out = [];
  visit(tree, 'link', (node) => {
    out.push(node.url);
  });
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attr of node.attributes ?? []) {
        if (attr.name === 'href' && typeof attr.value === 'string') out.push(attr.value);
      }
    }
  });
  return out;
}

function images(tree) {
  const out = [];
  visit(tree, 'image', (node) => {
    out.push({ markdown: true, alt: node.alt });
  });
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Figure') {
      const attrs = Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value]));
      out.push({ markdown: false, alt: attrs.alt, width: attrs.width, height: attrs.height, src: attrs.src });
    }
  });
  return out;
}

/** `<Diagram>` uses: the figure name and alt text as written (null when not a plain string). */
function diagrams(tree) {
  const out = [];
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Diagram') {
      const attrs = Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value]));
      const text = (v) => (typeof v === 'string' ? v : null);
      out.push({ name: text(attrs.name), alt: text(attrs.alt) });
    }
  });
  return out;
}

/**
 * Figures: every `<Diagram>` in docs, posts and pages names an existing figure and has alt
 * text, and every content/figures/*.svg keeps the figure contract.
 */
function checkFigures(root, trees) {
  const problems = [];
  const dir = path.join(root, 'figures');
  for (const file of walk(dir, '.svg')) {
    const name = path.basename(file, '.svg');
    const rel = path.relative(root, file);
    if (!FIGURE_NAME.test(name)) problems.push(`${rel}: figure names are kebab-case`);
    for (const p of figureProblems(name, fs.readFileSync(file, 'utf8'))) problems.push(`${rel}: ${p}`);
  }
  for (const { rel, tree } of trees) {
    for (const { name, alt } of diagrams(tree)) {
      if (!name) problems.push(`${rel}: <Diagram> needs a name="..." string`);
      else if (!fs.existsSync(path.join(dir, `${name}.svg`)))
        problems.push(`${rel}: figure ${name} does not exist in content/figures/`);
      if (!alt?.trim()) problems.push(`${rel}: figure ${name} has no alt text`);
    }
  }
  return problems;
}

export const encodePath = (segments) => '/' + segments.map(encodeURIComponent).join('/') + '/';

/**
 * Checks a content tree rooted at `root` (which holds docs/, blog/, authors.yml,
 * blog-tags.yml). Returns a list of problems, each naming the file.
 */
export function checkContent(root, { publicDir } = {}) {
  const problems = [];
  const pages = new Map(); // route -> { file, slugs }
  const docFiles = walk(path.join(root, 'docs'), '.mdx');
  const postFiles = walk(path.join(root, 'blog'), '.mdx');
  const authors = loadIds(path.join(root, 'authors.yml'));
  const blogTags = loadIds(path.join(root, 'blog-tags.yml'));
  const parsed = [];

  for (const file of [...docFiles, ...postFiles]) {
    const rel = path.relative(root, file);
    const isDoc = rel.startsWith('docs' + path.sep);
    let fm;
    let tree;
    try {
      const src = fs.readFileSync(file, 'utf8');
      const m = matter(src);
      fm = m.data;
      tree = parser.parse(m.content);
    } catch (err) {
      problems.push(`${rel}: cannot be parsed as MDX: ${err.message}`);
      continue;
    }
    let route;
    if (isDoc) {
      const parts = path
        .relative(path.join(root, 'docs'), file)
        .replace(/\.mdx$/, '')
        .split(path.sep);
      route = encodePath(['docs', ...parts]);
    } else {
      route = encodePath(['blog', path.basename(file, '.mdx')]);
    }
    if (pages.has(route)) problems.push(`${rel}: route ${route} is also produced by ${pages.get(route).rel}`);
    pages.set(route, { rel, slugs: headingSlugs(tree) });
    parsed.push({ rel, isDoc, fm, tree, route });
  }

  const seenParagraphs = new Map();
  for (const { rel, isDoc, fm, tree } of parsed) {
    if (!fm.title || typeof fm.title !== 'string') problems.push(`${rel}: frontmatter "title" is missing`);
    if (!fm.description || typeof fm.description !== 'string')
      problems.push(`${rel}: frontmatter "description" is missing`);
    const words = proseWords(tree);
    const min = isDoc ? DOC_MIN_WORDS : POST_MIN_WORDS;
    if (words < min) problems.push(`${rel}: ${words} words of prose, below the floor of ${min}`);
    const tags = fm.tags ?? [];
    if (!Array.isArray(tags)) problems.push(`${rel}: frontmatter "tags" must be a list`);
    for (const tag of Array.isArray(tags) ? tags : []) {
      const known = isDoc ? DOC_TAGS : blogTags;
      if (known && !known.includes(tag)) problems.push(`${rel}: tag "${tag}" is not in the allowed set`);
    }
    if (!isDoc) {
      if (!fm.date) problems.push(`${rel}: frontmatter "date" is missing`);
      const list = fm.authors ?? [];
      if (!Array.isArray(list) || list.length === 0) problems.push(`${rel}: frontmatter "authors" is missing`);
      for (const a of Array.isArray(list) ? list : [])
        if (authors && !authors.includes(a)) problems.push(`${rel}: author "${a}" is not in content/authors.yml`);
    }
    for (const p of paragraphs(tree)) {
      const other = seenParagraphs.get(p);
      if (other && other !== rel) problems.push(`${rel}: paragraph duplicated from ${other}: "${p.slice(0, 60)}..."`);
      else seenParagraphs.set(p, rel);
    }
    for (const img of images(tree)) {
      if (img.markdown) problems.push(`${rel}: Markdown image found; use <Figure> with alt, width and height`);
      else {
        if (!img.alt) problems.push(`${rel}: image ${img.src} has no alt text`);
        if (img.width == null || img.height == null) problems.push(`${rel}: image ${img.src} needs width and height`);
        if (publicDir && img.src && !fs.existsSync(path.join(publicDir, img.src)))
          problems.push(`${rel}: image ${img.src} does not exist in public/`);
      }
    }
    for (const url of links(tree)) {
      if (!url.startsWith('/')) continue;
      const [pathname, anchor] = url.split('#');
      if (!pathname.endsWith('/')) {
        problems.push(`${rel}: link ${url} must end with a slash`);
        continue;
      }
      const known = isKnownRoute(pathname, pages, blogTags);
      if (!known) problems.push(`${rel}: broken link ${url}`);
      else if (anchor && pathname !== '/changelog/' && known !== true && !known.slugs.has(anchor))
        problems.push(`${rel}: broken anchor ${url}`);
    }
  }
  const pageTrees = walk(path.join(root, 'pages'), '.mdx').flatMap((file) => {
    try {
      return [{ rel: path.relative(root, file), tree: parser.parse(matter(fs.readFileSync(file, 'utf8')).content) }];
    } catch {
      return []; // pages are compiled by the build, which reports their syntax errors
    }
  });
  problems.push(...checkFigures(root, [...parsed, ...pageTrees]));
  return { problems, docs: docFiles.length, posts: postFiles.length };
}

function isKnownRoute(pathname, pages, blogTags) {
  if (pages.has(pathname)) return pages.get(pathname);
  if (STATIC_ROUTES.includes(pathname)) return true;
  const cat = pathname.match(/^\/docs\/category\/([^/]+)\/$/);
  if (cat && DOC_CATEGORIES.includes(decodeURIComponent(cat[1]))) return true;
  const dtag = pathname.match(/^\/docs\/tags\/([^/]+)\/$/);
  if (dtag && DOC_TAGS.includes(decodeURIComponent(dtag[1]))) return true;
  const btag = pathname.match(/^\/blog\/blog\/tags\/([^/]+)\/$/);
  if (btag && blogTags?.includes(decodeURIComponent(btag[1]))) return true;
  return false;
}

function loadIds(file) {
  if (!fs.existsSync(file)) return null;
  const data = loadYaml(fs.readFileSync(file, 'utf8'));
  const list = Object.values(data ?? {}).find(Array.isArray);
  return list ? list.map((d) => d.id) : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? 'content');
  const { problems, docs, posts } = checkContent(root, { publicDir: path.resolve('public') });
  const filter = process.argv[3];
  const shown = filter ? problems.filter((p) => p.includes(filter)) : problems;
  for (const p of shown) console.log(p);
  console.log(`${docs} docs, ${posts} posts, ${shown.length} problems${filter ? ` matching "${filter}"` : ''}`);
  process.exit(shown.length ? 1 : 0);
}
