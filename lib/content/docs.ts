/**
 * The one place docs content is read. Routes, the sidebar, prev/next, tags, categories and
 * redirects all derive from the generated data here, so nothing can drift from the files.
 */
import { allDocs, allDocSections, type Doc } from 'contentlayer/generated';
import { PRODUCT_NAME } from '../config/product';
import { redirects } from '../redirects';
import { routes } from '../routes';
import { buildDocsTree, docsByTag, prevNext, type DocInput, type DocNode, type SidebarNavCategory } from './docs-model';
import { DOC_CATEGORIES, DOC_TAGS } from './taxonomy';
import type { TocItem } from './toc';

type DocRecord = DocInput & { doc: Doc };

const tagIds = DOC_TAGS.map((t) => t.id);

const tree = buildDocsTree<DocRecord>(
  allDocs.map((doc) => ({
    doc,
    sourceFilePath: doc._raw.sourceFilePath,
    segments: doc.segments,
    title: doc.title,
    description: doc.description,
    sidebarPosition: doc.sidebar_position,
    tags: doc.tags,
    keywords: doc.keywords,
  })),
  allDocSections.map((s) => ({
    sourceFilePath: s._raw.sourceFilePath,
    label: s.label,
    position: s.position,
    description: s.description,
  })),
  { product: PRODUCT_NAME, allowedTags: tagIds },
);

export interface DocPage {
  id: string;
  href: string;
  section: string;
  page: string;
  title: string;
  description: string;
  tags: string[];
  /** Frontmatter keywords (CONTENT_GUIDE.md, section 6). */
  keywords: string[];
  toc: TocItem[];
  lastUpdated: string;
  sourceFilePath: string;
  code: string;
  /** The MDX source without frontmatter, for the Markdown twin. */
  raw: string;
}

function toPage(node: DocNode<DocRecord>): DocPage {
  const { doc } = node.input;
  return {
    id: node.id,
    href: node.href,
    section: node.section,
    page: node.page,
    title: doc.title,
    description: doc.description,
    tags: doc.tags,
    keywords: doc.keywords,
    toc: doc.toc as TocItem[],
    lastUpdated: doc.lastUpdated,
    sourceFilePath: doc._raw.sourceFilePath,
    code: doc.body.code,
    raw: doc.body.raw,
  };
}

/**
 * The sidebar's categories without the descriptions and first-page links it does not draw: the
 * list is serialised into every docs page's RSC payload (inline in its HTML, and its .txt).
 */
export const docsSidebar = {
  id: 'tutorialSidebar',
  categories: tree.sidebar.map(({ label, items }): SidebarNavCategory => ({ label, items })),
};
export const docsHome = routes.docs.home;
/** The docs root shows the Get Started onboarding page. */
export const DOCS_ROOT_ID = 'Get Started/onboard';

// Derived once per build: every route asks the same questions of the same tree.
const allPages = tree.docs.map(toPage);
const pageById = new Map(allPages.map((p) => [p.id, p]));

export function getAllDocs(): DocPage[] {
  return allPages;
}

/** Looks a doc up by its decoded route segments [product, section, page]. */
export function getDocBySegments(segments: string[]): DocPage | undefined {
  const href = routes.docs.article(segments);
  return allPages.find((d) => d.href === href);
}

export function getDocById(id: string): DocPage | undefined {
  return pageById.get(id);
}

/** A section has no page of its own: its link is its first page. */
export function getSectionHref(section: string): string | undefined {
  return tree.sidebar.find((s) => s.label === section)?.href;
}

/** A step of a breadcrumb trail: the current page's last, linked or not. */
export interface Crumb {
  label: string;
  href?: string;
}

/** The first step of every docs breadcrumb trail. */
export const DOCS_CRUMB: Crumb = { label: 'Docs', href: routes.docs.home };

/**
 * A docs article's trail, the same in its breadcrumbs and its structured data: Docs, its section,
 * itself. The section links to its first page, unless that is the article itself ("Code Blocks ›
 * Code Blocks"): a link to the page being read goes nowhere.
 */
export function docBreadcrumbs(doc: DocPage): Crumb[] {
  const sectionHref = getSectionHref(doc.section);
  return [
    DOCS_CRUMB,
    { label: doc.section, href: sectionHref === doc.href ? undefined : sectionHref },
    { label: doc.title, href: doc.href },
  ];
}

export function getPrevNext(id: string) {
  const { prev, next } = prevNext(tree, id);
  const link = (n?: DocNode<DocRecord>) => n && { title: n.input.title, href: n.href };
  return { prev: link(prev), next: link(next) };
}

/** A docs tag's label ("Checklist"), or the id itself for a tag the set does not hold. */
export const docTagLabel = (id: string): string => DOC_TAGS.find((t) => t.id === id)?.label ?? id;

const byTag = docsByTag(tree, tagIds);
const tagsWithDocs = DOC_TAGS.map((tag) => ({
  ...tag,
  href: routes.docs.tag(tag.id),
  docs: (byTag.get(tag.id) ?? []).map((d) => pageById.get(d.id)!),
}));

export function getDocTagsWithDocs() {
  return tagsWithDocs;
}

export interface CategoryCard {
  title: string;
  description: string;
  href: string;
  count?: number;
}

const categories = DOC_CATEGORIES.map((cat) => {
  const cards: CategoryCard[] =
    cat.sections === null
      ? tree.sidebar.map((s) => ({ title: s.label, description: s.description, href: s.href, count: s.items.length }))
      : tree.docs
          .filter((d) => cat.sections!.includes(d.section))
          .map((d) => ({ title: d.input.title, description: d.input.description, href: d.href }));
  return {
    id: cat.id,
    label: cat.label,
    description: cat.description,
    href: routes.docs.category(cat.id),
    cards,
  };
});

export function getDocCategories() {
  return categories;
}

/** The docs category that lists every section (its `sections` is null in taxonomy.ts). */
export function getAllSectionsCategory() {
  const category = categories.find((_, i) => DOC_CATEGORIES[i].sections === null);
  if (!category) throw new Error('lib/content/taxonomy.ts: no docs category lists every section (sections: null)');
  return category;
}

/**
 * Old doc paths that redirect, as decoded segments below /docs/, for the stub pages the docs
 * route exports (a redirect elsewhere has a route of its own; an after-build test holds every
 * redirect to its stub).
 */
const docRedirects = redirects.flatMap(({ source, destination }) => {
  const segments = routes.docs.segmentsOf(source);
  return segments?.length ? [{ segments, source, destination }] : [];
});

export function getDocRedirects() {
  return docRedirects;
}
