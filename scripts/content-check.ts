// Source-level content check for docs and blog posts: frontmatter, prose word floors,
// duplicated paragraphs, images, and internal links with anchors; and, for docs, posts,
// pages and the changelog, the fact rules of lib/content/content-rules.ts (CLI pins, Runner
// image tags and flags, the Jenkins step, fact components, the blog timeline). It reads the
// MDX files directly (no build needed) so writers get answers in a second; the export link
// check later proves the same links against the built HTML. Run it with tsx, which loads the
// TypeScript rule modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { load as loadYaml } from 'js-yaml';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';

import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Nodes } from 'mdast';
import { DOC_TAGS, DOC_CATEGORIES } from '../lib/content/taxonomy';
import { routes } from '../lib/routes';
import { listFiles } from './lib/files';
import { parseMdx, proseWordCount } from '../lib/content/mdx-tree';
import { checkKeywords } from '../lib/content/docs-model';
import { testActionsToc } from '../lib/content/test-actions';
import { templateProblems } from '../lib/content/template-rules';
import { FIGURE_NAME, figureProblems } from '../lib/content/figure-rules';
import {
  type Release,
  bareJenkinsStepMentionProblems,
  bareJenkinsStepProblems,
  cliPinProblems,
  codeBlockSandboxProblems,
  componentUseProblems,
  sameNamedCalloutProblems,
  type JsxUse,
  foreignAddressProblems,
  nodeMinProblems,
  runSettingProblems,
  postTimelineProblems,
  runnerDockerRunProblems,
  runnerTagProblems,
  unpinnedCliInstallProblems,
  versionAt,
} from '../lib/content/content-rules';
import { FACT_NAMES, facts } from '../lib/content/facts';
import { DOCS_SINCE, docsSince } from '../lib/content/feature-timeline';
import { descriptionLengthProblem, DOC_MIN_WORDS, POST_MIN_WORDS } from '../lib/content/content-rules';

const DOC_TAG_IDS = DOC_TAGS.map((t) => t.id);
const DOC_CATEGORY_IDS = DOC_CATEGORIES.map((c) => c.id);
const DUPLICATE_MIN_WORDS = 12;

/** The files under `dir` with this extension, sorted; none when a fixture tree has no such folder. */
const walk = (dir: string, ext: string): string[] =>
  fs.existsSync(dir)
    ? listFiles(dir)
        .filter((file) => file.endsWith(ext))
        .sort()
    : [];

/** Ids of the headings an MDX component renders itself (the source never shows them), by component. */
const COMPONENT_HEADING_IDS: Record<string, string[]> = {
  TestActionsReference: testActionsToc().map((t) => t.id),
};

/** Anchors of a page: its headings as rehype-slug slugs them, and those its components render. */
export function headingSlugs(tree: Root): Set<string> {
  const slugger = new GithubSlugger();
  const slugs = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'heading') slugs.add(slugger.slug(toString(node)));
    else if (isJsx(node) && node.name && Object.hasOwn(COMPONENT_HEADING_IDS, node.name))
      for (const id of COMPONENT_HEADING_IDS[node.name]) slugs.add(id);
  });
  return slugs;
}

function paragraphs(tree: Root): string[] {
  const out: string[] = [];
  visit(tree, 'paragraph', (node) => {
    const text = toString(node).replace(/\s+/g, ' ').trim().toLowerCase();
    if (text.split(' ').length >= DUPLICATE_MIN_WORDS) out.push(text);
  });
  return out;
}

function links(tree: Root): string[] {
  const out: string[] = [];
  visit(tree, 'link', (node) => {
    out.push(node.url);
  });
  visit(tree, (node) => {
    if (isJsx(node)) {
      const href = jsxAttributes(node).href;
      if (typeof href === 'string') out.push(href);
    }
  });
  return out;
}

interface ImageRef {
  markdown: boolean;
  alt?: unknown;
  width?: unknown;
  height?: unknown;
  src?: unknown;
}

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;
const isJsx = (node: { type: string }): node is JsxNode =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** JSX attributes as strings: literal values as written, `{expressions}` as their source. */
function jsxAttributes(node: JsxNode): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    out[attr.name] = attr.value == null ? null : typeof attr.value === 'string' ? attr.value : attr.value.value;
  }
  return out;
}

/** `<Diagram>` uses: the figure name and alt text as written (null when not a plain string). */
function diagrams(tree: Root): { name: string | null; alt: string | null }[] {
  const out: { name: string | null; alt: string | null }[] = [];
  visit(tree, (node) => {
    if (isJsx(node) && node.name === 'Diagram') {
      const [name, alt] = stringAttributes(node, ['name', 'alt']);
      out.push({ name, alt });
    }
  });
  return out;
}

/** Literal string attributes (an `{expression}` reads as null). */
function stringAttributes(node: JsxNode, names: string[]): (string | null)[] {
  return names.map((n) => {
    const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === n);
    return attr && typeof attr.value === 'string' ? attr.value : null;
  });
}

/**
 * Figures: every `<Diagram>` in docs, posts and pages names an existing figure and has alt
 * text, and every content/figures/*.svg keeps the figure contract and the facts it draws.
 */
function checkFigures(root: string, trees: { rel: string; tree: Root }[]): string[] {
  const problems: string[] = [];
  const dir = path.join(root, 'figures');
  for (const file of walk(dir, '.svg')) {
    const name = path.basename(file, '.svg');
    const rel = path.relative(root, file);
    if (!FIGURE_NAME.test(name)) problems.push(`${rel}: figure names are kebab-case`);
    const svg = fs.readFileSync(file, 'utf8');
    // A figure's labels are text no component renders: the facts it draws are checked as prose.
    for (const p of [
      ...figureProblems(name, svg),
      ...codeBlockSandboxProblems(svg, facts.codeBlock),
      ...runSettingProblems(svg, facts.run),
    ])
      problems.push(`${rel}: ${p}`);
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

function images(tree: Root): ImageRef[] {
  const out: ImageRef[] = [];
  visit(tree, 'image', (node) => {
    out.push({ markdown: true, alt: node.alt });
  });
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Figure') {
      const attrs = jsxAttributes(node);
      out.push({ markdown: false, alt: attrs.alt, width: attrs.width, height: attrs.height, src: attrs.src });
    }
  });
  return out;
}

/**
 * Checks a content tree rooted at `root` (which holds docs/, blog/, authors.yml,
 * blog-tags.yml). Returns a list of problems, each naming the file.
 */
export function checkContent(root: string, { publicDir }: { publicDir?: string } = {}) {
  const problems: string[] = [];
  const pages = new Map<string, Page>();
  const docFiles = walk(path.join(root, 'docs'), '.mdx');
  const postFiles = walk(path.join(root, 'blog'), '.mdx');
  const authors = loadIds(path.join(root, 'authors.yml'), 'authors', problems);
  const blogTags = loadIds(path.join(root, 'blog-tags.yml'), 'tags', problems);
  const parsed: {
    rel: string;
    isDoc: boolean;
    fm: Record<string, unknown>;
    tree: Root;
    route: string;
    src: string;
  }[] = [];
  const staticRoutes = knownStaticRoutes(root);
  const releases = loadReleases(path.join(root, 'changelog'));

  for (const file of [...docFiles, ...postFiles]) {
    const rel = path.relative(root, file);
    const isDoc = rel.startsWith('docs' + path.sep);
    let fm: Record<string, unknown>;
    let tree: Root;
    let src: string;
    try {
      src = fs.readFileSync(file, 'utf8');
      const m = matter(src);
      fm = m.data;
      tree = parseMdx(m.content);
    } catch (err) {
      problems.push(`${rel}: cannot be parsed as MDX: ${err instanceof Error ? err.message : err}`);
      continue;
    }
    let route: string;
    if (isDoc) {
      const parts = path
        .relative(path.join(root, 'docs'), file)
        .replace(/\.mdx$/, '')
        .split(path.sep);
      route = routes.docs.article(parts);
    } else {
      route = routes.blog.post(path.basename(file, '.mdx'));
    }
    if (pages.has(route)) problems.push(`${rel}: route ${route} is also produced by ${pages.get(route)!.rel}`);
    pages.set(route, { rel, slugs: headingSlugs(tree) });
    parsed.push({ rel, isDoc, fm, tree, route, src });
  }

  const postDates = new Map(
    parsed.filter((p) => !p.isDoc).map((p) => [routes.blog.slugOf(p.route), isoDate(p.fm.date)]),
  );
  const seenParagraphs = new Map<string, string>();
  // A keyword names what one page answers best, so no two pages list the same one.
  const keywordPages = new Map<string, string>();
  for (const { rel, isDoc, fm, tree, src } of parsed) {
    const postDate = isDoc ? null : isoDate(fm.date);
    const expected = isDoc ? facts.release : releases.length ? versionAt(postDate ?? '', releases) : facts.release;
    for (const p of factProblems(tree, src, expected, { isPost: !isDoc })) problems.push(`${rel}: ${p}`);
    if (!isDoc && postDate) {
      const timeline = { date: postDate, ...postLinks(tree) };
      const postDateOf = (slug: string) => postDates.get(slug) ?? undefined;
      for (const p of postTimelineProblems(timeline, releases, docsSince, postDateOf)) problems.push(`${rel}: ${p}`);
    }
    if (!fm.title || typeof fm.title !== 'string') problems.push(`${rel}: frontmatter "title" is missing`);
    if (!fm.description || typeof fm.description !== 'string')
      problems.push(`${rel}: frontmatter "description" is missing`);
    else {
      const problem = descriptionLengthProblem(fm.description);
      if (problem) problems.push(`${rel}: frontmatter "description" ${problem}`);
    }
    const words = proseWordCount(tree);
    const min = isDoc ? DOC_MIN_WORDS : POST_MIN_WORDS;
    if (words < min) problems.push(`${rel}: ${words} words of prose, below the floor of ${min}`);
    const tags: unknown = fm.tags ?? [];
    if (!Array.isArray(tags)) problems.push(`${rel}: frontmatter "tags" must be a list`);
    for (const tag of Array.isArray(tags) ? (tags as string[]) : []) {
      const known = isDoc ? DOC_TAG_IDS : blogTags;
      if (known && !known.includes(tag)) problems.push(`${rel}: tag "${tag}" is not in the allowed set`);
    }
    if (isDoc) {
      const keywordError = fm.keywords === undefined ? null : checkKeywords(fm.keywords);
      if (keywordError) problems.push(`${rel}: frontmatter "keywords" ${keywordError}`);
      for (const keyword of keywordError ? [] : ((fm.keywords ?? []) as string[])) {
        const other = keywordPages.get(keyword.toLowerCase());
        if (other)
          problems.push(
            `${rel}: keyword "${keyword}" is also listed by ${other}; keep it on the page that answers it best`,
          );
        else keywordPages.set(keyword.toLowerCase(), rel);
      }
    }
    if (!isDoc) {
      if (!fm.date) problems.push(`${rel}: frontmatter "date" is missing`);
      const list: unknown = fm.authors ?? [];
      if (!Array.isArray(list) || list.length === 0) problems.push(`${rel}: frontmatter "authors" is missing`);
      for (const a of Array.isArray(list) ? (list as string[]) : [])
        if (authors && !authors.includes(a)) problems.push(`${rel}: author "${a}" is not in content/authors.yml`);
    }
    for (const p of templateProblems({
      kind: isDoc ? 'doc' : 'post',
      tags: Array.isArray(tags) ? (tags as string[]) : [],
      tree,
    }))
      problems.push(`${rel}: ${p}`);
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
        if (publicDir && typeof img.src === 'string' && !fs.existsSync(path.join(publicDir, img.src)))
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
      const known = isKnownRoute(pathname, pages, staticRoutes, blogTags);
      if (!known) problems.push(`${rel}: broken link ${url}`);
      else if (anchor && pathname !== routes.changelog.home && known !== true && !known.slugs.has(anchor))
        problems.push(`${rel}: broken anchor ${url}`);
    }
  }
  const pageTrees: { rel: string; tree: Root }[] = [];
  for (const file of walk(path.join(root, 'pages'), '.mdx')) {
    const rel = path.relative(root, file);
    try {
      const src = fs.readFileSync(file, 'utf8');
      const tree = parseMdx(matter(src).content);
      for (const p of factProblems(tree, src, facts.release)) problems.push(`${rel}: ${p}`);
      pageTrees.push({ rel, tree });
    } catch (err) {
      problems.push(`${rel}: cannot be parsed as MDX: ${err instanceof Error ? err.message : err}`);
    }
  }
  for (const r of releases) {
    const rel = path.relative(root, r.file);
    const text = fs.readFileSync(r.file, 'utf8');
    for (const p of [
      ...cliPinProblems(text, r.version, facts.cli.package),
      ...runnerTagProblems(text, r.version, facts.runner.image),
      ...foreignAddressProblems(text),
    ])
      problems.push(`${rel}: ${p}`);
  }
  if (releases.length) {
    const newest = [...releases].sort((a, b) => a.date.localeCompare(b.date)).at(-1)!;
    if (newest.version !== facts.release)
      problems.push(
        `lib/content/facts.ts: release ${facts.release} is not the newest changelog version, ${newest.version}`,
      );
    for (const [key, v] of Object.entries(DOCS_SINCE))
      if (!releases.some((r) => r.version === v))
        problems.push(`lib/content/feature-timeline.ts: "${key}" names ${v}, which the changelog does not have`);
  }
  problems.push(...checkFigures(root, [...parsed, ...pageTrees]));
  return { problems, docs: docFiles.length, posts: postFiles.length };
}

interface Page {
  rel: string;
  slugs: Set<string>;
}

/** Routes that are not docs or posts: site pages, lists, categories, tags and static pages. */
function knownStaticRoutes(root: string): Set<string> {
  const pagesDir = path.join(root, 'pages');
  const staticPages = fs.existsSync(pagesDir)
    ? fs
        .readdirSync(pagesDir)
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => routes.page(path.basename(f, '.mdx')))
    : [];
  return new Set([
    routes.home,
    routes.docs.home,
    routes.docs.tags,
    routes.blog.home,
    routes.blog.archive,
    routes.blog.authors,
    routes.blog.tags,
    routes.changelog.home,
    routes.search.home,
    ...DOC_CATEGORY_IDS.map(routes.docs.category),
    ...DOC_TAG_IDS.map(routes.docs.tag),
    ...staticPages,
  ]);
}

function isKnownRoute(
  pathname: string,
  pages: Map<string, Page>,
  staticRoutes: Set<string>,
  blogTags: string[] | null,
): Page | true | false {
  if (pages.has(pathname)) return pages.get(pathname)!;
  if (staticRoutes.has(pathname)) return true;
  return Boolean(blogTags?.some((id) => routes.blog.tag(id) === pathname));
}

const isoDate = (d: unknown): string | null =>
  d instanceof Date ? d.toISOString().slice(0, 10) : typeof d === 'string' ? d : null;

/** Every changelog release with its file; a release without a date sorts first. */
function loadReleases(dir: string): (Release & { file: string })[] {
  return walk(dir, '.yml').map((file) => {
    const data = loadYaml(fs.readFileSync(file, 'utf8')) as { version?: unknown; date?: unknown } | null;
    return { version: String(data?.version), date: isoDate(data?.date) ?? '', file };
  });
}

/** The fact rules for one MDX file: pins (frontmatter included), Runner commands, the Jenkins step, component props. */
function factProblems(tree: Root, src: string, expected: string | null, { isPost = false } = {}): string[] {
  const out: string[] = [
    ...cliPinProblems(src, expected, facts.cli.package),
    ...runnerTagProblems(src, expected, facts.runner.image),
    ...foreignAddressProblems(src),
    // A post is dated: it may say what the product needed then.
    ...(isPost
      ? []
      : [
          ...nodeMinProblems(src, facts.cli.nodeMin),
          ...codeBlockSandboxProblems(src, facts.codeBlock),
          ...runSettingProblems(src, facts.run),
        ]),
  ];
  visit(tree, 'code', (node) => {
    const block = { lang: node.lang, meta: node.meta, value: node.value };
    out.push(
      ...unpinnedCliInstallProblems(block, facts.cli.package),
      ...runnerDockerRunProblems(block, facts.runner),
      ...runnerTagProblems(node.value, expected, facts.runner.image, { code: true }).filter((p) =>
        p.includes('without a tag'),
      ),
      ...bareJenkinsStepProblems(block, facts.jenkins.step),
    );
  });
  visit(tree, 'paragraph', (para) => {
    const text = toString(para);
    visit(para, 'inlineCode', (node) => {
      out.push(...bareJenkinsStepMentionProblems(node.value, text, facts.jenkins.step));
    });
  });
  const uses: JsxUse[] = [];
  visit(tree, (node) => {
    if (!isJsx(node)) return;
    const use = { name: node.name ?? '', attributes: jsxAttributes(node) };
    uses.push(use);
    out.push(...componentUseProblems(use, FACT_NAMES, { isPost }));
  });
  out.push(...sameNamedCalloutProblems(uses));
  return out;
}

/** Internal links of a post, each with the date of the <Update> note around it, and the notes' dates. */
function postLinks(tree: Root) {
  const links: { url: string; update: string | undefined }[] = [];
  const updates: string[] = [];
  const walkNode = (node: Nodes, update: string | undefined) => {
    let inner = update;
    if (isJsx(node) && node.name === 'Update') {
      inner = String(jsxAttributes(node).date ?? '');
      updates.push(inner);
    }
    if (node.type === 'link' && node.url.startsWith('/')) links.push({ url: node.url, update: inner });
    if (isJsx(node)) {
      const href = jsxAttributes(node).href;
      if (typeof href === 'string' && href.startsWith('/')) links.push({ url: href, update: inner });
    }
    if ('children' in node) for (const child of node.children) walkNode(child, inner);
  };
  walkNode(tree, undefined);
  return { links, updates };
}

/**
 * The ids of a YAML list of `{ id }` under `key` (authors.yml, blog-tags.yml), or null when the
 * tree has no such file. A file of another shape is a problem, not a reason to check less.
 */
function loadIds(file: string, key: string, problems: string[]): string[] | null {
  if (!fs.existsSync(file)) return null;
  const name = `content/${path.basename(file)}`;
  let data: unknown;
  try {
    data = loadYaml(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    problems.push(`${name}: cannot be parsed as YAML: ${err instanceof Error ? err.message : err}`);
    return [];
  }
  const list = (data as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) {
    problems.push(`${name}: expected a list of { id } under "${key}"`);
    return [];
  }
  return list.flatMap((entry, i) => {
    const id = (entry as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && id) return [id];
    problems.push(`${name}: ${key}[${i}] has no "id"`);
    return [];
  });
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
