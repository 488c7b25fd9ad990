import fs from 'node:fs';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';

// The whole-site crawl, driven by the sitemap, against nginx serving the export with the
// generated configuration: every page answers 200, loads without console errors or CSP
// violations, and passes axe-core (WCAG 2.2 AA and axe's best practices). Each worker keeps one
// browser context and page for all its pages (a context per page cost more than most checks);
// listeners are per test, so every error is still reported against the page that raised it.
// Each worker also remembers the text styles whose colour contrast has passed, so axe checks
// contrast only on text styled in a way no earlier page showed (see expectAccessible).
const sitemap = fs.readFileSync(path.resolve('out/sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

const test = base.extend<object, { crawlPage: Page; contrastChecked: Set<string> }>({
  crawlPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await context.addInitScript(() => {
        const w = window as unknown as { __csp: string[] };
        w.__csp = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  contrastChecked: [async ({}, use) => use(new Set()), { scope: 'worker' }],
});

test.describe.configure({ mode: 'parallel' });

// The tests below come from the sitemap: an empty or broken one would leave none, and pass.
base('the sitemap lists the whole site', () => expect(paths.length).toBeGreaterThan(300));

for (const pagePath of paths) {
  test(`crawl ${decodeURIComponent(pagePath)}`, async ({ crawlPage: page, contrastChecked }) => {
    const errors: string[] = [];
    const onConsole = (m: { type: () => string; text: () => string }) => {
      if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
    };
    const onError = (e: Error) => errors.push(`uncaught: ${e.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    try {
      const response = await page.goto(pagePath, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
      await expectAccessible(page, pagePath, contrastChecked);
      expect(errors, 'console errors on this page').toEqual([]);
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    }
  });
}
