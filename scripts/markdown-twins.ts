// After `next build`: writes the Markdown twin of every docs article, blog post, static page,
// the changelog and the home page (the site's index, as /llms.txt lists it) beside its page in
// the export (out/docs/<...>/<page>.md), then /llms.txt, /llms-full.txt and each docs section's
// llms-full.txt. Everything is converted from the same MDX and YAML the pages render.
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../lib/config';
import { DOCS_ROOT_ID, docsSidebar, getAllDocs, getDocById } from '../lib/content/docs';
import { getPublishedPosts } from '../lib/content/blog';
import { CHANGELOG_PAGE, getReleases } from '../lib/content/changelog';
import { getSharePages, type SharePage } from '../lib/content/share-pages';
import { changelogMarkdown, llmsBody, llmsFullTxt, llmsTxt, twinDocument, type LlmsLink } from '../lib/llms/documents';
import { mdxToMarkdown } from '../lib/llms/mdx-to-markdown';
import {
  LLMS_FULL_TXT_PATH,
  LLMS_TXT_PATH,
  absoluteUrl,
  decodeSegment,
  exportFilePath,
  llmsSectionPath,
  routes,
  twinPath,
} from '../lib/routes';

const OUT = path.resolve(process.argv[2] ?? 'out');
const site = siteConfig.site.url;
const LATEST_POSTS = 20;

if (!fs.existsSync(path.join(OUT, 'index.html'))) {
  console.error(`${OUT} has no export: run next build first.`);
  process.exit(1);
}

// <Diagram name="x"/> links its image when the export has one named x (public/img/**/x.svg|png).
const images = new Map<string, string>();
function indexImages(dir: string) {
  if (!fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) indexImages(p);
    else if (/\.(svg|png)$/.test(e.name)) {
      const name = e.name.replace(/\.(svg|png)$/, '');
      if (!images.has(name))
        images.set(name, '/' + path.relative(OUT, p).split(path.sep).map(encodeURIComponent).join('/'));
    }
  }
}
indexImages(path.join(OUT, 'img'));

// /llms.txt: docs sections in sidebar order, the product pages, the changelog, the latest posts,
// then the rest (the legal pages of the footer and the older posts under "Optional"). The home
// page's twin is its body.
const docs = getAllDocs();
const posts = getPublishedPosts();
/** The pages that have a Markdown twin: llms.txt links them, twins link one another. */
const twinPages = getSharePages().filter((p) => p.twin);
const share = new Map(twinPages.map((p) => [p.path, p]));
const linkTo = (pagePath: string): LlmsLink => {
  const page = share.get(pagePath);
  if (!page) throw new Error(`llms.txt: ${pagePath} has no Markdown twin`);
  return { title: page.title, url: absoluteUrl(twinPath(pagePath), site), description: page.description };
};
const { product } = siteConfig;
const staticPages = twinPages.filter((p) => p.kind === 'page').map((p) => p.path);
/** The footer's legal pages: what an assistant can skip first. */
const legal = new Set(siteConfig.footer.legal.map((l) => ('to' in l ? l.to : l.href)));
// Each docs section's articles in one file as well, in the section's folder: a whole section is a
// few dozen KiB, where llms-full.txt holds every article. Listed first under the section's heading.
const docSections = docsSidebar.categories.map(({ label, items }) => {
  const file = llmsSectionPath(label);
  const outside = items.filter((i) => !i.href.startsWith(routes.docs.page(label)));
  if (outside.length)
    throw new Error(
      `llms.txt: the sidebar's "${label}" holds pages outside its folder: ${outside.map((i) => i.href).join(', ')}`,
    );
  return { label, file, hrefs: items.map((i) => i.href) };
});
const sections = [
  ...docSections.map(({ label, file, hrefs }) => ({
    title: label,
    links: [
      {
        title: `All of ${label} in one file`,
        url: absoluteUrl(file, site),
        description: `The ${hrefs.length} articles below, in this order, as one Markdown file.`,
      },
      ...hrefs.map(linkTo),
    ],
  })),
  { title: 'Product pages', links: staticPages.filter((p) => !legal.has(p)).map(linkTo) },
  { title: 'Changelog', links: [linkTo(routes.changelog.home)] },
  { title: 'Blog', links: posts.slice(0, LATEST_POSTS).map((p) => linkTo(p.href)) },
  {
    // llmstxt.org: links under "Optional" may be skipped when a shorter context is needed.
    title: 'Optional',
    links: [
      ...staticPages.filter((p) => legal.has(p)).map(linkTo),
      ...posts.slice(LATEST_POSTS).map((p) => linkTo(p.href)),
    ],
  },
];
const details =
  `Teams build, run and review tests in ${product.name} Studio (the web app), record and debug them in ` +
  `${product.name} Desktop, and run them from CI with the ${product.name} CLI. Each link below is the Markdown ` +
  `version of a page on <${site}/>: every docs article, blog post, the changelog and the product pages have ` +
  `one at the page URL with \`.md\` in place of the trailing slash. The first link of each docs section is ` +
  `all of its articles in one file. The ${LATEST_POSTS} latest posts are under Blog, the ` +
  `${Math.max(posts.length - LATEST_POSTS, 0)} older ones under Optional. ` +
  `[llms-full.txt](${absoluteUrl(LLMS_FULL_TXT_PATH, site)}) holds all ${docs.length} docs articles in one file.`;

/** The pages with a twin, by decoded path: a link may write its path encoded or not. */
const twinned = new Map(twinPages.map((p) => [decodeSegment(p.path), twinPath(p.path)]));

const unknown = new Map<string, string[]>();
const twins = new Map<string, string>();

function bodyOf(page: SharePage): string {
  if (page.kind === 'changelog') {
    const releases = getReleases().map((r) => ({
      ...r,
      post: r.post && { title: r.post.title, url: absoluteUrl(twinPath(r.post.href), site) },
    }));
    return `${CHANGELOG_PAGE.numbering}\n\n${changelogMarkdown(releases)}`;
  }
  if (page.kind === 'home') return llmsBody({ details, sections });
  const result = mdxToMarkdown(page.mdx ?? '', {
    pageUrl: absoluteUrl(page.path, site),
    diagramImage: (name) => images.get(name),
    twinOf: (pagePath) => twinned.get(decodeSegment(pagePath)),
  });
  for (const name of result.unknownComponents) unknown.set(name, [...(unknown.get(name) ?? []), page.path]);
  return result.markdown;
}

let bytes = 0;
for (const page of twinPages) {
  const markdown = twinDocument(
    { title: page.title, description: page.description, url: absoluteUrl(page.path, site), facts: page.facts },
    bodyOf(page),
  );
  const file = path.join(OUT, exportFilePath(twinPath(page.path)));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, markdown);
  twins.set(page.path, markdown);
  bytes += Buffer.byteLength(markdown);
}

// The docs root shows the onboarding page (app/docs/page.tsx), so a request for /docs/ that asks
// for Markdown gets that page's twin, as the servers' rule /a/ -> /a.md finds it. Not listed in
// llms.txt: the page's own address is.
const rootDoc = getDocById(DOCS_ROOT_ID);
const rootTwin = rootDoc && twins.get(rootDoc.href);
if (!rootTwin) throw new Error(`Markdown twins: the docs root's page ${DOCS_ROOT_ID} has no twin`);
fs.writeFileSync(path.join(OUT, exportFilePath(twinPath(routes.docs.home))), rootTwin);

const llms = llmsTxt({ product: product.name, summary: product.description, details, sections });
const full = llmsFullTxt({
  title: `${product.name} documentation`,
  summary: `All ${docs.length} articles of the ${product.name} documentation in sidebar order, as Markdown. The index of every page is <${absoluteUrl(LLMS_TXT_PATH, site)}>.`,
  twins: docs.map((d) => twins.get(d.href)!),
});
fs.writeFileSync(path.join(OUT, exportFilePath(LLMS_TXT_PATH)), llms);
fs.writeFileSync(path.join(OUT, exportFilePath(LLMS_FULL_TXT_PATH)), full);
for (const { label, file, hrefs } of docSections) {
  const section = llmsFullTxt({
    title: `${product.name} documentation: ${label}`,
    summary:
      `The ${hrefs.length} articles of the ${label} section in sidebar order, as Markdown. All ${docs.length} ` +
      `articles are in <${absoluteUrl(LLMS_FULL_TXT_PATH, site)}>; the index of every page is <${absoluteUrl(LLMS_TXT_PATH, site)}>.`,
    twins: hrefs.map((href) => twins.get(href)!),
  });
  fs.writeFileSync(path.join(OUT, exportFilePath(file)), section);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `Markdown twins: ${twins.size} pages (${kb(bytes)}); ${LLMS_TXT_PATH} ${kb(Buffer.byteLength(llms))}, ` +
    `${LLMS_FULL_TXT_PATH} ${kb(Buffer.byteLength(full))}, and ${docSections.length} sections' files.`,
);
if (unknown.size) {
  console.warn(
    'Markdown twins: warning: MDX components without a Markdown form were written as their text content:\n' +
      [...unknown].map(([name, pages]) => `  <${name}> on ${pages.length} page(s), e.g. ${pages[0]}`).join('\n'),
  );
}
