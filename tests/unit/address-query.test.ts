import { describe, expect, it } from 'vitest';
import { addressMatch, addressQuery, sitemapPaths } from '@/lib/address-query';
import { ROUTE_FOLDERS } from '@/lib/routes';

describe('the words of a missing address', () => {
  it.each([
    ['/docs/testflux/run-tests/paralel.html', 'run tests paralel'],
    ['/docs/Testflux/Run%20Tests/paralel/', 'Run Tests paralel'],
    ['/docs/Testflux/CICD%20%26%20Integrations/jenkinz/', 'CICD Integrations jenkinz'],
    ['/blog/selenium-vs-playwright-2023/', 'selenium playwright'],
    ['/blog/blog/tags/flaky/page/3/', 'flaky'],
    ['/docs/getting_started/index.html', 'started'],
    ['/docs/Testflux/api%2Ftokens/', 'api tokens'],
    [
      '/one/two/alpha-bravo-charlie-delta-echo-foxtrot-golf-hotel-india/',
      'bravo charlie delta echo foxtrot golf hotel india',
    ],
    // Nothing a page is about: stop words, filler words, short words, numbers, the site's folders.
    ['/no/such/page/', ''],
    ['/blog/2021/05/my-post/', ''],
    ['/', ''],
    ['/docs/Testflux/', ''],
    ['/docs/%E0%A4%A/', ''],
  ])('%s is searched for %j', (pathname, query) => {
    expect(addressQuery(pathname, ROUTE_FOLDERS)).toBe(query);
  });
});

// A sitemap as the build writes it: absolute addresses, each docs section's articles in the sidebar's order.
const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://testflux.example/</loc></url>
<url><loc>https://testflux.example/UseCases/</loc></url>
<url><loc>https://testflux.example/docs/Testflux/Get%20Started/onboard/</loc></url>
<url><loc>https://testflux.example/docs/Testflux/Get%20Started/installation/</loc></url>
<url><loc>https://testflux.example/docs/Testflux/CICD%20%26%20Integrations/cicd/</loc></url>
<url><loc>https://testflux.example/docs/Testflux/CICD%20%26%20Integrations/github-actions/</loc></url>
<url><loc>https://testflux.example/blog/</loc></url>
<url><loc>https://testflux.example/blog/page/2/</loc></url>
<url><loc>https://testflux.example/blog/blog/tags/flaky/</loc></url>
<url><loc>https://testflux.example/blog/a-post/?from=a&amp;to=b</loc></url>
<url><loc>not an address</loc></url>
</urlset>`;
const pages = sitemapPaths(SITEMAP);

describe('the pages of the sitemap', () => {
  it("are its addresses' paths, in its order, its entities read", () => {
    expect(pages).toEqual([
      '/',
      '/UseCases/',
      '/docs/Testflux/Get%20Started/onboard/',
      '/docs/Testflux/Get%20Started/installation/',
      '/docs/Testflux/CICD%20%26%20Integrations/cicd/',
      '/docs/Testflux/CICD%20%26%20Integrations/github-actions/',
      '/blog/',
      '/blog/page/2/',
      '/blog/blog/tags/flaky/',
      '/blog/a-post/',
    ]);
  });
});

describe('the page a missing address means', () => {
  it.each([
    // The same page in another case, however written.
    ['/usecases/', '/UseCases/'],
    ['/USECASES', '/UseCases/'],
    ['/docs/testflux/get%20started/installation/', '/docs/Testflux/Get%20Started/installation/'],
    // The docs root is not in the sitemap (its page is the onboarding page's canonical).
    ['/DOCS/', '/docs/Testflux/Get%20Started/onboard/'],
    // A list's page 1, or the folder of its pages: the list's first page.
    ['/blog/page/1/', '/blog/'],
    ['/blog/page/', '/blog/'],
    ['/blog/blog/tags/flaky/page/1/', '/blog/blog/tags/flaky/'],
    ['/Blog/Page/1', '/blog/'],
    // A folder with no page of its own: its first page, in the sitemap's order.
    ['/docs/Testflux/CICD%20%26%20Integrations/', '/docs/Testflux/CICD%20%26%20Integrations/cicd/'],
    ['/docs/Testflux/cicd%20&%20integrations', '/docs/Testflux/CICD%20%26%20Integrations/cicd/'],
    ['/docs/Testflux/', '/docs/Testflux/Get%20Started/onboard/'],
    // Nothing: a part of a segment is no folder, a page 3 is no page 1, nor a mistyped word.
    ['/docs/Testflux/CICD/', null],
    ['/blog/page/3/', null],
    ['/blog/blog/tags/flakey/', null],
    ['/docs/Testflux/Get%20Started/instalation/', null],
    ['/docs/%E0%A4%A/', null],
  ])('%s is %s', (pathname, page) => {
    expect(addressMatch(pathname, pages)).toBe(page);
  });
});
