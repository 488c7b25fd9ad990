import { allowConsoleErrors, arriveWithTheme, expect, expectAccessible, test } from './fixtures';

const STATIC_PAGES = [
  '/',
  '/features/',
  '/downloads/',
  '/DownloadContainer/',
  '/community/',
  '/UseCases/',
  '/Privacy/',
  '/Terms/',
  '/changelog/',
  '/no/such/page/',
];
const DOCS_PAGES = [
  '/docs/',
  '/docs/Testflux/CICD%20%26%20Integrations/Jenkinspipeline/',
  '/docs/category/debug/',
  '/docs/tags/setup/',
  '/docs/tags/',
];
const BLOG_PAGES = [
  '/blog/',
  '/blog/page/2/',
  '/blog/the-flaky-test-ep-9-ai-in-qa/',
  '/blog/blog/tags/',
  '/blog/blog/tags/ai-testing/page/2/',
  '/blog/archive/',
  '/blog/authors/',
];

const ALL = [...STATIC_PAGES, ...DOCS_PAGES, ...BLOG_PAGES];

// Light mode is the crawl's (tests/e2e/crawl.crawl.spec.ts runs axe on every sitemap page in
// it), so here it covers only what the sitemap does not list.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe-core, ${theme} mode`, () => {
    for (const path of theme === 'dark' ? ALL : ALL.filter((p) => p.startsWith('/no/'))) {
      test(path, async ({ page }) => {
        if (path.startsWith('/no/')) allowConsoleErrors(page, /status of 404/);
        await arriveWithTheme(page, path, theme);
        await expect(page.locator('h1').first()).toBeVisible();
        await expectAccessible(page, `${path} (${theme})`);
      });
    }
  });
}
