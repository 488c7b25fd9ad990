import fs from 'node:fs';
import path from 'node:path';
import { expect, expectAccessible, test } from './fixtures';

// The whole-site crawl, driven by the sitemap, against nginx serving the export with the
// generated configuration: every page answers 200, loads without console errors or CSP
// violations, and passes axe-core (WCAG 2.2 AA).
const sitemap = fs.readFileSync(path.resolve('out/sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

test.describe.configure({ mode: 'parallel' });

for (const pagePath of paths) {
  test(`crawl ${decodeURIComponent(pagePath)}`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(pagePath, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    await expectAccessible(page, pagePath);
  });
}
