/**
 * Pure functions that turn doc files and section metadata into the docs tree: routes, the
 * one sidebar, prev/next, tags and categories. No imports of generated data here, so unit
 * tests feed fixtures; lib/content/docs.ts applies them to the real content.
 */
import { routes } from '../routes';
import type { TocItem } from './toc';

export interface DocInput {
  sourceFilePath: string;
  segments: string[]; // [product, section, page]
  title: string;
  description: string;
  sidebarPosition?: number;
  tags: string[];
  keywords: string[];
}

export interface SectionInput {
  sourceFilePath: string; // docs/<product>/<section>/_category_.yml
  label: string;
  position: number;
  description: string;
}

export interface DocNode<T extends DocInput = DocInput> {
  id: string; // "<section>/<page>"
  section: string;
  page: string;
  href: string;
  input: T;
}

export interface SidebarItem {
  title: string;
  href: string;
}

export interface SidebarCategory {
  label: string;
  description: string;
  href: string; // the section's first page
  items: SidebarItem[];
}

/** What the sidebar draws of a category: its name and links (sent with every docs page). */
export type SidebarNavCategory = Pick<SidebarCategory, 'label' | 'items'>;

export interface DocsTree<T extends DocInput = DocInput> {
  /** Every doc in sidebar order. */
  docs: DocNode<T>[];
  sidebar: SidebarCategory[];
}

export class ContentError extends Error {}

export interface TreeOptions {
  product: string;
  allowedTags: string[];
}

/** Builds the docs tree, failing with a message that names the file on any invalid input. */
export function buildDocsTree<T extends DocInput>(
  docs: T[],
  sections: SectionInput[],
  { product, allowedTags }: TreeOptions,
): DocsTree<T> {
  const sectionByName = new Map<string, SectionInput>();
  for (const s of sections) {
    const parts = s.sourceFilePath.split('/');
    if (parts.length !== 4 || parts[1] !== product) {
      throw new ContentError(
        `content/${s.sourceFilePath}: section metadata must live at docs/${product}/<Section>/_category_.yml`,
      );
    }
    if (s.label !== parts[2]) {
      throw new ContentError(
        `content/${s.sourceFilePath}: field "label" is "${s.label}" but the folder is "${parts[2]}"`,
      );
    }
    sectionByName.set(parts[2], s);
  }

  const byRoute = new Map<string, string>();
  const nodes: DocNode<T>[] = docs.map((doc) => {
    const file = `content/${doc.sourceFilePath}`;
    if (!doc.title?.trim()) throw new ContentError(`${file}: field "title" is missing`);
    if (!doc.description?.trim()) throw new ContentError(`${file}: field "description" is missing`);
    if (doc.segments.length !== 3 || doc.segments[0] !== product) {
      throw new ContentError(`${file}: docs must live at docs/${product}/<Section>/<page>.mdx`);
    }
    const [, section, page] = doc.segments;
    if (!sectionByName.has(section)) {
      throw new ContentError(`${file}: section "${section}" has no _category_.yml`);
    }
    for (const tag of doc.tags) {
      if (!allowedTags.includes(tag)) {
        throw new ContentError(`${file}: field "tags" has unknown tag "${tag}"; allowed: ${allowedTags.join(', ')}`);
      }
    }
    const keywordError = checkKeywords(doc.keywords);
    if (keywordError) throw new ContentError(`${file}: field "keywords" ${keywordError}`);
    const href = routes.docs.article(doc.segments);
    const other = byRoute.get(href);
    if (other) throw new ContentError(`${file}: duplicate route ${href}, also produced by ${other}`);
    byRoute.set(href, file);
    return { id: `${section}/${page}`, section, page, href, input: doc };
  });

  const orderedSections = [...sectionByName.entries()].sort(
    ([a, sa], [b, sb]) => sa.position - sb.position || a.localeCompare(b),
  );
  const sidebar: SidebarCategory[] = [];
  const ordered: DocNode<T>[] = [];
  for (const [name, meta] of orderedSections) {
    const members = nodes
      .filter((n) => n.section === name)
      .sort(
        (a, b) =>
          (a.input.sidebarPosition ?? Number.MAX_SAFE_INTEGER) - (b.input.sidebarPosition ?? Number.MAX_SAFE_INTEGER) ||
          a.input.title.localeCompare(b.input.title),
      );
    if (members.length === 0) continue;
    ordered.push(...members);
    sidebar.push({
      label: meta.label,
      description: meta.description,
      href: members[0].href,
      items: members.map((m) => ({ title: m.input.title, href: m.href })),
    });
  }
  return { docs: ordered, sidebar };
}

/** At most this many keywords a page, each a short phrase: more would be a second description. */
export const KEYWORD_LIMITS = { count: 8, words: 4 } as const;

/**
 * What is wrong with a page's keywords, or null. Each is written as is into a comma-separated
 * <meta name="keywords"> and the JSON-LD, so it must be text, without commas or stray spaces.
 */
export function checkKeywords(keywords: unknown): string | null {
  if (!Array.isArray(keywords)) return 'must be a list';
  if (keywords.length > KEYWORD_LIMITS.count) return `has ${keywords.length} items; at most ${KEYWORD_LIMITS.count}`;
  const seen = new Set<string>();
  for (const keyword of keywords as unknown[]) {
    if (typeof keyword !== 'string') return `item ${JSON.stringify(keyword)} is not text (put it in quotes)`;
    if (!keyword.trim()) return 'has an empty item';
    if (keyword.includes(',')) return `item "${keyword}" has a comma; make it two items`;
    if (keyword !== keyword.trim().replace(/\s+/g, ' ')) return `item "${keyword}" has stray spaces`;
    const words = keyword.split(' ').length;
    if (words > KEYWORD_LIMITS.words) return `item "${keyword}" has ${words} words; at most ${KEYWORD_LIMITS.words}`;
    const key = keyword.toLowerCase();
    if (seen.has(key)) return `lists "${keyword}" twice`;
    seen.add(key);
  }
  return null;
}

/** Previous and next docs in sidebar order. */
export function prevNext<T extends DocInput>(tree: DocsTree<T>, id: string) {
  const i = tree.docs.findIndex((d) => d.id === id);
  return {
    prev: i > 0 ? tree.docs[i - 1] : undefined,
    next: i >= 0 && i < tree.docs.length - 1 ? tree.docs[i + 1] : undefined,
  };
}

/** Tag id -> docs carrying it, in sidebar order; every allowed tag present, even if empty. */
export function docsByTag<T extends DocInput>(tree: DocsTree<T>, allowedTags: string[]) {
  return new Map(allowedTags.map((tag) => [tag, tree.docs.filter((d) => d.input.tags.includes(tag))]));
}

export type { TocItem };
