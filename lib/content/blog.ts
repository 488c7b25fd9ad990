/** The one place blog content (posts, authors, tags) is read; everything else asks here. */
import { allPosts, authorList, blogTagList, type Post } from 'contentlayer/generated';
import { POSTS_PER_PAGE } from '../constants';
import { decodeSegment, routes } from '../routes';
import {
  extraPageNumbers,
  groupByMonth,
  groupByYear,
  pageCount,
  pageSlice,
  postsByTag,
  publishedPosts,
  validatePosts,
  type PostInput,
} from './blog-model';
import type { TocItem } from './toc';

export interface Author {
  id: string;
  name: string;
  role: string;
  bio: string;
  avatar: string;
  links: { label: string; href: string }[];
  /** Where the author is introduced: their first link, else the authors page (a path). */
  url: string;
}

export interface BlogTag {
  id: string;
  label: string;
  description: string;
  href: string;
}

export interface PostSummary extends PostInput {
  href: string;
  description: string;
  excerptHtml: string;
  readingMinutes: number;
}

export interface PostPage extends PostSummary {
  toc: TocItem[];
  code: string;
  raw: string;
  /**
   * The date of the post's newest <Update> note, else its publication date: the change a reader
   * sees dated on the page (its structured data's dateModified and the sitemap's lastmod). A
   * commit that fixes a typo is no new version of a dated article.
   */
  lastUpdated: string;
}

const LINK_LABELS: Record<string, string> = { website: 'Website', github: 'GitHub', linkedin: 'LinkedIn', x: 'X' };

export const authors: Author[] = authorList.authors.map((a) => {
  const links = Object.entries((a.links ?? {}) as Record<string, string>).map(([k, href]) => ({
    label: LINK_LABELS[k] ?? k,
    href,
  }));
  return {
    id: a.id,
    name: a.name,
    role: a.role,
    bio: a.bio,
    avatar: routes.blog.authorAvatar(a.id),
    links,
    url: links[0]?.href ?? routes.blog.authors,
  };
});

export const blogTags: BlogTag[] = blogTagList.tags.map((t) => ({
  ...t,
  href: routes.blog.tag(t.id),
}));

function toPost(p: Post): PostPage {
  return {
    sourceFilePath: p._raw.sourceFilePath,
    slug: p.slug,
    title: p.title,
    date: p.date,
    authors: p.authors,
    tags: p.tags,
    draft: p.draft,
    href: routes.blog.post(p.slug),
    description: p.description,
    excerptHtml: p.excerptHtml,
    readingMinutes: p.readingMinutes,
    toc: p.toc as TocItem[],
    code: p.body.code,
    raw: p.body.raw,
    lastUpdated: latestUpdate(p.body.raw, p.date),
  };
}

/**
 * The newest `<Update date="…">` of a post's source as an ISO time (as `published` is), or
 * `published` when it has none later.
 */
export function latestUpdate(raw: string, published: string): string {
  const newest = [...raw.matchAll(/<Update\s+date="(\d{4}-\d{2}-\d{2})"/g)]
    .map((m) => new Date(`${m[1]}T00:00:00.000Z`).toISOString())
    .sort()
    .at(-1);
  return newest && newest > published ? newest : published;
}

const everyPost = allPosts.map(toPost);
validatePosts(
  everyPost,
  authors.map((a) => a.id),
  blogTags.map((t) => t.id),
);

/** Published at build time: drafts and future-dated posts never reach any page or feed. */
const published = publishedPosts(everyPost, new Date());

const summary = ({ toc: _toc, code: _code, raw: _raw, lastUpdated: _lastUpdated, ...rest }: PostPage): PostSummary =>
  rest;

export function getPublishedPosts(): PostPage[] {
  return published;
}

export function getPostBySlug(slug: string): PostPage | undefined {
  return published.find((p) => p.slug === slug);
}

/** Newer and older neighbours of a post. */
export function getPostNeighbours(slug: string) {
  const i = published.findIndex((p) => p.slug === slug);
  const link = (p?: PostPage) => p && { title: p.title, href: p.href };
  return { newer: link(published[i - 1]), older: link(published[i + 1]) };
}

export function getAuthor(id: string): Author {
  const author = authors.find((a) => a.id === id);
  if (!author) throw new Error(`Unknown author ${id}`);
  return author;
}

export function getBlogTag(id: string): BlogTag | undefined {
  return blogTags.find((t) => t.id === id);
}

export interface ListPage {
  posts: PostSummary[];
  page: number;
  totalPages: number;
  /** How many posts the whole list holds, over all its pages. */
  totalPosts: number;
  /** The href of every page of the list, page 1 first. */
  pageHrefs: string[];
}

function listPage(posts: PostPage[], page: number, hrefOf: (n: number) => string): ListPage {
  const totalPages = pageCount(posts.length, POSTS_PER_PAGE);
  return {
    posts: pageSlice(posts, page, POSTS_PER_PAGE).map(summary),
    page,
    totalPages,
    totalPosts: posts.length,
    pageHrefs: Array.from({ length: totalPages }, (_, i) => hrefOf(i + 1)),
  };
}

export function getBlogListPage(page: number): ListPage {
  return listPage(published, page, routes.blog.list);
}

export function getBlogExtraPages(): number[] {
  return extraPageNumbers(published.length, POSTS_PER_PAGE);
}

const byTag = postsByTag(
  published,
  blogTags.map((t) => t.id),
);

export function getTagCounts() {
  return blogTags.map((t) => ({ ...t, count: byTag.get(t.id)?.length ?? 0 }));
}

export function getTagListPage(tagId: string, page: number): ListPage {
  const tag = getBlogTag(tagId);
  if (!tag) throw new Error(`Unknown tag ${tagId}`);
  return listPage(byTag.get(tagId) ?? [], page, (n) => routes.blog.tag(tagId, n));
}

export function getTagExtraPages(tagId: string): number[] {
  return extraPageNumbers(byTag.get(tagId)?.length ?? 0, POSTS_PER_PAGE);
}

/** The address of every page of a tag's post list: its first page, then the others. */
export function getTagListPaths(tagId: string): string[] {
  return [routes.blog.tag(tagId), ...getTagExtraPages(tagId).map((n) => routes.blog.tag(tagId, n))];
}

/** A tag's list page from raw route params, or undefined for an unknown tag or page. */
export function resolveTagListPage(rawTag: string, rawPage = '1') {
  const tag = getBlogTag(decodeSegment(rawTag));
  const page = Number(rawPage);
  if (!tag || !(page === 1 || getTagExtraPages(tag.id).includes(page))) return undefined;
  return { tag, list: getTagListPage(tag.id, page) };
}

/** The year sidebar: every published post, grouped by year, newest first. */
export function getPostsByYear() {
  return groupByYear(published).map(({ year, posts }) => ({
    year,
    posts: posts.map((p) => ({ title: p.title, href: p.href })),
  }));
}

export function getArchive() {
  return groupByMonth(published).map(({ year, months }) => ({
    year,
    months: months.map(({ month, posts }) => ({ month, posts: posts.map(summary) })),
  }));
}

/** An author's published posts, newest first, as the blog lists them. */
export function getAuthorPosts(id: string): PostSummary[] {
  return published.filter((p) => p.authors.includes(id)).map(summary);
}
