import { describe, expect, it } from 'vitest';
import { isPrecompressed, redirectTarget } from '../../lib/hosting/rules';
import type { Redirect } from '../../lib/redirects';
import { routes } from '../../lib/routes';

describe('isPrecompressed', () => {
  it('keeps copies of every text file a browser or assistant fetches', () => {
    for (const p of [
      '/index.html',
      '/docs/Testflux/Environments/secrets/index.txt',
      '/docs/Testflux/Environments/secrets/__next._index.txt',
      '/_next/static/chunks/app.js',
      '/search/index.json',
      `${routes.search.pieces('abc')}0.json`,
      '/docs/Testflux/Environments/secrets.md',
      '/llms-full.txt',
      '/sitemap.xml',
    ])
      expect(isPrecompressed(p), p).toBe(true);
  });

  it('leaves out the search records (read from disk by search:push only) and binary files', () => {
    expect(isPrecompressed(routes.search.records)).toBe(false);
    expect(isPrecompressed('/og/docs/a.png')).toBe(false);
  });
});

describe('redirectTarget', () => {
  const rules: Redirect[] = [
    { source: '/docs/Testflux/Old%20Section/', destination: '/docs/Testflux/New/' },
    { source: '/blog/tags/', destination: '/blog/blog/tags/', folder: true },
  ];
  it.each([
    ['a source', '/docs/Testflux/Old%20Section/', '/docs/Testflux/New/'],
    ['a source without its slash', '/docs/Testflux/Old%20Section', '/docs/Testflux/New/'],
    ['a source written with another encoding', '/docs/Testflux/Old Section/', '/docs/Testflux/New/'],
    ['a folder itself', '/blog/tags/', '/blog/blog/tags/'],
    ['a page below a folder, the rest kept', '/blog/tags/podcast/page/2/', '/blog/blog/tags/podcast/page/2/'],
    ['nothing below a source that is no folder', '/docs/Testflux/Old%20Section/page/', null],
    ['an address no redirect names', '/blog/tag/', null],
  ])('%s', (_name, rawPath, expected) => {
    expect(redirectTarget(rules, rawPath)).toBe(expected);
  });
});
