/** The one place the static marketing pages (content/pages/*.mdx) are read. */
import { allPages } from 'contentlayer/generated';
import type { TocItem } from './toc';

export interface StaticPage {
  slug: string;
  title: string;
  description: string;
  code: string;
  /** The MDX source without frontmatter, for the Markdown twin. */
  raw: string;
  toc: TocItem[];
}

export function getStaticPage(slug: string): StaticPage {
  const page = allPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`content/pages/${slug}.mdx is missing`);
  return {
    slug,
    title: page.title,
    description: page.description,
    code: page.body.code,
    raw: page.body.raw,
    toc: page.toc as TocItem[],
  };
}

export function getStaticPageSlugs(): string[] {
  return allPages.map((p) => p.slug);
}
