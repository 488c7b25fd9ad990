import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  ROUTE_FOLDERS,
  decodeSegment,
  encodePath,
  isUndecodable,
  normalizeHtmlPath,
  canonicalPath,
  routes,
  samePath,
} from '@/lib/routes';

describe('routes', () => {
  it.each([
    [['docs', 'Testflux', 'CICD & Integrations', 'Jenkins'], '/docs/Testflux/CICD%20%26%20Integrations/Jenkins/'],
    [
      ['docs', 'Testflux', 'AI-Powered Test Case Generation', 'Autogenerate'],
      '/docs/Testflux/AI-Powered%20Test%20Case%20Generation/Autogenerate/',
    ],
    [['blog', 'page', '2'], '/blog/page/2/'],
    [[], '/'],
  ])('encodes %j as %s', (segments, expected) => {
    expect(encodePath(...segments)).toBe(expected);
  });

  it.each([
    [routes.docs.page('Get Started', 'onboard'), '/docs/Testflux/Get%20Started/onboard/'],
    [routes.docs.page('CICD & Integrations'), '/docs/Testflux/CICD%20%26%20Integrations/'],
    [routes.docs.tag('setup'), '/docs/tags/setup/'],
    [routes.docs.category('debug'), '/docs/category/debug/'],
    [routes.blog.list(1), '/blog/'],
    [routes.blog.list(3), '/blog/page/3/'],
    [routes.blog.post('a-post'), '/blog/a-post/'],
    [routes.blog.tag('ci-cd'), '/blog/blog/tags/ci-cd/'],
    [routes.blog.tag('ci-cd', 2), '/blog/blog/tags/ci-cd/page/2/'],
    [routes.changelog.release('v1-4-20'), '/changelog/#v1-4-20'],
    [routes.search.query('a & b'), '/search/?q=a%20%26%20b'],
    [routes.search.query(''), '/search/'],
    [routes.page('UseCases'), '/UseCases/'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  // The parsers undo the builders, whatever the encoding, and refuse what the builders never make.
  it.each([
    [
      routes.docs.page('CICD & Integrations', 'Jenkinspipeline'),
      ['Testflux', 'CICD & Integrations', 'Jenkinspipeline'],
    ],
    [
      '/docs/Testflux/CICD%20&%20Integrations/Jenkinspipeline#steps',
      ['Testflux', 'CICD & Integrations', 'Jenkinspipeline'],
    ],
    ['/docs/Testflux/Get Started/?x=1', ['Testflux', 'Get Started']],
    [routes.docs.home, []],
    ['/docs/%E0%A4%A/', ['%E0%A4%A']],
    ['/blog/a-post/', null],
    ['/docsearch/', null],
  ])('reads the docs segments of %s', (path, expected) => {
    expect(routes.docs.segmentsOf(path)).toEqual(expected);
  });

  it.each([
    [routes.blog.post('a-post'), 'a-post'],
    ['/blog/a-post', 'a-post'],
    ['/blog/a-post/#heading', 'a-post'],
    [routes.blog.archive, null],
    [routes.blog.authors, null],
    [routes.blog.feeds.rss, null],
    [routes.blog.list(2), null],
    [routes.blog.tag('ci-cd'), null],
    [routes.blog.tagsAlias, null],
    [routes.blog.home, null],
    ['/docs/a-post/', null],
  ])('reads the post slug of %s', (path, expected) => {
    expect(routes.blog.slugOf(path)).toBe(expected);
  });

  it('makes absolute URLs on the site origin', () => {
    expect(absoluteUrl('/blog/')).toBe('https://testflux.example/blog/');
    expect(absoluteUrl(routes.docs.page('Get Started', 'onboard'))).toBe(
      'https://testflux.example/docs/Testflux/Get%20Started/onboard/',
    );
  });

  it.each([
    ['CICD%20%26%20Integrations', 'CICD & Integrations'],
    ['plain', 'plain'],
    ['%E0%A4%A', '%E0%A4%A'],
  ])('decodes the segment %s once', (raw, expected) => {
    expect(decodeSegment(raw)).toBe(expected);
  });

  it.each([
    ['/features/index.html', '/features/'],
    ['/features.html', '/features/'],
    ['/index.html', '/'],
    ['/docs/Testflux/Get%20Started/onboard/index.html', '/docs/Testflux/Get%20Started/onboard/'],
    ['/features/', null],
    ['/html/', null],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeHtmlPath(input)).toBe(expected);
  });

  it.each([
    ['/docs//Testflux/Run%20Tests/parallel/', '/docs/Testflux/Run%20Tests/parallel/'],
    ['/docs/Testflux///Run%20Tests/parallel//', '/docs/Testflux/Run%20Tests/parallel/'],
    ['//example.com/', '/example.com/'],
    ['/features//index.html', '/features/'],
    ['/features.html', '/features/'],
    ['/features/', null],
    ['/', null],
  ])('gives %s the canonical path %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it.each([
    ['/docs/%E0%A4%A/', true],
    ['/docs/%/', true],
    ['/docs/CICD%20%26%20Integrations/', false],
  ])('reports %s as undecodable: %s', (path, expected) => {
    expect(isUndecodable(path)).toBe(expected);
  });

  it('compares paths whatever their encoding', () => {
    expect(samePath('/docs/Testflux/Get%20Started/onboard/', '/docs/Testflux/Get Started/onboard/')).toBe(true);
    expect(samePath('/docs/a/', '/docs/b/')).toBe(false);
  });

  it('knows the folders its own addresses are built from', () => {
    expect([...ROUTE_FOLDERS].sort()).toEqual([
      'archive',
      'authors',
      'blog',
      'category',
      'docs',
      'page',
      'tags',
      'testflux',
    ]);
  });
});
