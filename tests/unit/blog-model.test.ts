import { describe, expect, it } from 'vitest';
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
} from '@/lib/content/blog-model';
import { ContentError } from '@/lib/content/docs-model';

const post = (slug: string, date: string, extra: Partial<PostInput> = {}): PostInput => ({
  sourceFilePath: `blog/${date.slice(0, 4)}/${slug}.mdx`,
  slug,
  title: slug,
  date,
  authors: ['maya-chen'],
  tags: ['test-automation'],
  draft: false,
  ...extra,
});

describe('pagination', () => {
  it.each([
    [0, 1],
    [1, 1],
    [5, 1],
    [6, 2],
    [93, 19],
    [95, 19],
    [96, 20],
    [25, 5],
    [26, 6],
  ])('%i posts make %i pages of 5', (total, pages) => {
    expect(pageCount(total, 5)).toBe(pages);
  });

  it('lists only the pages after the first as extra routes', () => {
    expect(extraPageNumbers(93, 5)).toEqual(Array.from({ length: 18 }, (_, i) => i + 2));
    expect(extraPageNumbers(5, 5)).toEqual([]);
  });

  it('slices pages, the last one short', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageSlice(items, 1, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageSlice(items, 3, 5)).toEqual([10, 11]);
    expect(pageSlice(items, 4, 5)).toEqual([]);
  });
});

describe('published set', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  const posts = [
    post('old', '2023-03-01'),
    post('draft', '2024-01-01', { draft: true }),
    post('future', '2025-12-01'),
    post('new', '2025-05-31'),
    post('mid', '2024-07-01', { tags: ['ai-testing'] }),
  ];

  it('drops drafts and future posts and sorts newest first', () => {
    expect(publishedPosts(posts, now).map((p) => p.slug)).toEqual(['new', 'mid', 'old']);
  });

  it('groups by year, newest year first, and by month', () => {
    const published = publishedPosts(posts, now);
    expect(groupByYear(published).map((g) => [g.year, g.posts.map((p) => p.slug)])).toEqual([
      [2025, ['new']],
      [2024, ['mid']],
      [2023, ['old']],
    ]);
    expect(groupByMonth(published)[0].months[0].month).toBe(4);
  });

  it('counts tags over the published set only', () => {
    const byTag = postsByTag(publishedPosts(posts, now), ['test-automation', 'ai-testing', 'podcast']);
    expect(byTag.get('test-automation')?.map((p) => p.slug)).toEqual(['new', 'old']);
    expect(byTag.get('podcast')).toEqual([]);
  });
});

describe('post validation', () => {
  const authors = ['maya-chen'];
  const tags = ['test-automation'];
  const failures: [string, PostInput[], RegExp][] = [
    [
      'an unknown author',
      [post('a', '2024-01-01', { authors: ['ghost'] })],
      /blog\/2024\/a\.mdx: field "authors" names unknown author "ghost"/,
    ],
    ['an unknown tag', [post('a', '2024-01-01', { tags: ['misc'] })], /a\.mdx: field "tags" names unknown tag "misc"/],
    ['no date', [post('a', '')], /a\.mdx: field "date" is missing/],
    [
      'two posts with one slug',
      [post('a', '2024-01-01'), post('a', '2025-01-01')],
      /blog\/2025\/a\.mdx: slug "a" is also used by content\/blog\/2024\/a\.mdx/,
    ],
  ];
  it.each(failures)('fails on %s, naming the file', (_name, posts, message) => {
    expect(() => validatePosts(posts, authors, tags)).toThrow(ContentError);
    expect(() => validatePosts(posts, authors, tags)).toThrow(message);
  });

  it('accepts valid posts', () => {
    expect(() => validatePosts([post('a', '2024-01-01')], authors, tags)).not.toThrow();
  });
});
