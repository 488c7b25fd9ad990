import { describe, expect, it } from 'vitest';
import { releaseFrom, type ReleaseSource } from '@/lib/content/release-model';

const SOURCE: ReleaseSource = {
  file: 'content/changelog/1.4.20.yml',
  fileName: '1.4.20.yml',
  version: '1.4.20',
  date: '2025-10-21T00:00:00.000Z',
  summary: 'Oracle.',
  added: ['A'],
  improved: [],
  fixed: [],
  post: 'testflux-1-4-20',
};
const POSTS: Record<string, { title: string; href: string }> = {
  'testflux-1-4-20': { title: 'Testflux 1.4.20', href: '/blog/testflux-1-4-20/' },
};
const postOf = (slug: string) => POSTS[slug];

describe('a changelog release file', () => {
  it('becomes a release with its anchor and the post that announces it', () => {
    expect(releaseFrom(SOURCE, postOf)).toEqual({
      version: '1.4.20',
      anchor: 'v1-4-20',
      date: SOURCE.date,
      summary: 'Oracle.',
      added: ['A'],
      improved: [],
      fixed: [],
      post: { title: 'Testflux 1.4.20', href: '/blog/testflux-1-4-20/' },
    });
    expect(releaseFrom({ ...SOURCE, post: undefined }, postOf).post).toBeNull();
  });

  it.each([
    [{ version: '1.4' }, 'content/changelog/1.4.20.yml: field "version" must look like 1.4.20'],
    [{ version: '1.4.21' }, 'content/changelog/1.4.20.yml: field "version" (1.4.21) does not match the file name'],
    [
      { post: 'testflux-1-4-2' },
      'content/changelog/1.4.20.yml: field "post": no published post has the slug "testflux-1-4-2"',
    ],
  ])('stops the build on %j, naming the file and the field', (change, message) => {
    expect(() => releaseFrom({ ...SOURCE, ...change }, postOf)).toThrow(message);
  });
});
