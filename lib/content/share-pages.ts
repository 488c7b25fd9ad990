/**
 * The pages that have a Markdown twin and an Open Graph image of their own: docs articles,
 * blog posts, the changelog, the static pages and the home page (image only). Page metadata,
 * the twin generator and the image generator all read this one list, so a page's
 * <link rel="alternate">, its og:image and the files in the export always agree.
 */
import { siteConfig } from '../config';
import { routes } from '../routes';
import { getAuthor, getBlogTag, getPublishedPosts } from './blog';
import { CHANGELOG_PAGE, getReleases } from './changelog';
import { docTagLabel, getAllDocs } from './docs';
import { getStaticPage, getStaticPageSlugs } from './pages';
import { formatLongDate } from '../dates';

export type ShareKind = 'home' | 'doc' | 'post' | 'changelog' | 'page';

export interface SharePage {
  kind: ShareKind;
  /** The page path (encoded, trailing slash). */
  path: string;
  title: string;
  description: string;
  /** The line above the title on the image: "Docs · Get Started", "Blog · March 3, 2025"; may be empty. */
  eyebrow: string;
  /** Tag labels shown on the image. */
  tags: string[];
  /** Facts for the twin's source line: section, dates, authors. */
  facts: string[];
  /** The MDX source the twin is converted from (docs, posts, static pages). */
  mdx?: string;
  /** True when the page has a Markdown twin. */
  twin: boolean;
}

const day = (iso: string) => iso.slice(0, 10);

function build(): SharePage[] {
  const { product } = siteConfig;
  const releases = getReleases();
  return [
    {
      kind: 'home',
      path: '/',
      title: product.tagline,
      description: product.description,
      eyebrow: '',
      tags: [],
      facts: [],
      // Its twin is the site's index, the body of /llms.txt (scripts/markdown-twins.ts).
      twin: true,
    },
    ...getAllDocs().map((d): SharePage => ({
      kind: 'doc',
      path: d.href,
      title: d.title,
      description: d.description,
      eyebrow: `Docs · ${d.section}`,
      tags: d.tags.map(docTagLabel),
      facts: [`docs section "${d.section}"`, `last updated ${day(d.lastUpdated)}`],
      mdx: d.raw,
      twin: true,
    })),
    ...getPublishedPosts().map((p): SharePage => ({
      kind: 'post',
      path: p.href,
      title: p.title,
      description: p.description,
      eyebrow: `Blog · ${formatLongDate(p.date)}`,
      tags: p.tags.map((id) => getBlogTag(id)?.label ?? id),
      facts: [
        `by ${p.authors.map((id) => getAuthor(id).name).join(' and ')}`,
        `published ${day(p.date)}`,
        // A post's <Update> notes date it again, as its structured data and sitemap entry say.
        ...(day(p.lastUpdated) !== day(p.date) ? [`updated ${day(p.lastUpdated)}`] : []),
      ],
      mdx: p.raw,
      twin: true,
    })),
    {
      kind: 'changelog',
      path: CHANGELOG_PAGE.path,
      title: CHANGELOG_PAGE.title,
      description: CHANGELOG_PAGE.description,
      eyebrow: releases[0] ? `Latest release · ${releases[0].version}` : '',
      tags: [],
      facts: releases[0] ? [`latest release ${releases[0].version} on ${day(releases[0].date)}`] : [],
      twin: true,
    },
    ...getStaticPageSlugs().map((slug): SharePage => {
      const page = getStaticPage(slug);
      return {
        kind: 'page',
        path: routes.page(slug),
        title: page.title,
        description: page.description,
        eyebrow: '',
        tags: [],
        facts: [],
        mdx: page.raw,
        twin: true,
      };
    }),
  ];
}

let cache: { list: SharePage[]; byPath: Map<string, SharePage> } | undefined;

function pages() {
  if (!cache) {
    const list = build();
    cache = { list, byPath: new Map(list.map((p) => [p.path, p])) };
  }
  return cache;
}

export function getSharePages(): SharePage[] {
  return pages().list;
}

export function getSharePage(path: string): SharePage | undefined {
  return pages().byPath.get(path);
}

/** The alternative text of a page's Open Graph image: what the image shows. */
export function ogImageAlt(page: Pick<SharePage, 'title' | 'eyebrow'>): string {
  const { name } = siteConfig.product;
  return `${page.title} (${page.eyebrow ? `${page.eyebrow}, ${name}` : name})`;
}
