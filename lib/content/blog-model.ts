/**
 * Pure blog functions: validation, the published set, pagination, year and month grouping
 * and tag counts. Every list, count, feed and route is computed from `publishedPosts`, so
 * page counts always match the pages rendered.
 */
import { ContentError } from './docs-model';

export interface PostInput {
  sourceFilePath: string;
  slug: string;
  title: string;
  date: string; // ISO
  authors: string[];
  tags: string[];
  draft: boolean;
}

/** Fails with a message naming the file on an unknown author or tag, a missing date or a duplicate slug. */
export function validatePosts(posts: PostInput[], authorIds: string[], tagIds: string[]): void {
  const bySlug = new Map<string, string>();
  for (const post of posts) {
    const file = `content/${post.sourceFilePath}`;
    if (!post.date || Number.isNaN(Date.parse(post.date)))
      throw new ContentError(`${file}: field "date" is missing or invalid`);
    if (post.authors.length === 0) throw new ContentError(`${file}: field "authors" is empty`);
    for (const a of post.authors) {
      if (!authorIds.includes(a))
        throw new ContentError(`${file}: field "authors" names unknown author "${a}" (see content/authors.yml)`);
    }
    for (const t of post.tags) {
      if (!tagIds.includes(t))
        throw new ContentError(`${file}: field "tags" names unknown tag "${t}" (see content/blog-tags.yml)`);
    }
    const other = bySlug.get(post.slug);
    if (other) throw new ContentError(`${file}: slug "${post.slug}" is also used by ${other}`);
    bySlug.set(post.slug, file);
  }
}

/** Published posts, newest first: drafts and posts dated after `now` are left out. */
export function publishedPosts<T extends PostInput>(posts: T[], now: Date): T[] {
  return posts
    .filter((p) => !p.draft && Date.parse(p.date) <= now.getTime())
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a.slug.localeCompare(b.slug));
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items on 1-based page `page`. */
export function pageSlice<T>(items: T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Page numbers that need their own route (page 1 lives at the list's root). */
export function extraPageNumbers(total: number, perPage: number): number[] {
  return Array.from({ length: pageCount(total, perPage) - 1 }, (_, i) => i + 2);
}

export function groupByYear<T extends PostInput>(posts: T[]): { year: number; posts: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const p of posts) {
    const year = new Date(p.date).getUTCFullYear();
    groups.set(year, [...(groups.get(year) ?? []), p]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([year, list]) => ({ year, posts: list }));
}

export function groupByMonth<T extends PostInput>(
  posts: T[],
): { year: number; months: { month: number; posts: T[] }[] }[] {
  return groupByYear(posts).map(({ year, posts: list }) => {
    const months = new Map<number, T[]>();
    for (const p of list) {
      const m = new Date(p.date).getUTCMonth();
      months.set(m, [...(months.get(m) ?? []), p]);
    }
    return {
      year,
      months: [...months.entries()].sort(([a], [b]) => b - a).map(([month, ps]) => ({ month, posts: ps })),
    };
  });
}

export function postsByTag<T extends PostInput>(posts: T[], tagIds: string[]): Map<string, T[]> {
  return new Map(tagIds.map((id) => [id, posts.filter((p) => p.tags.includes(id))]));
}
