import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** WCAG's relative luminance of a computed `rgb()` / `rgba()` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const s = Number(c) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast of a colour against white paper. */
const onPaper = (color: string) => 1.05 / (luminance(color) + 0.05);

const styleOf = (page: Page, selector: string, property: string, pseudo?: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, [prop, pseudoElement]) => getComputedStyle(el, pseudoElement || null).getPropertyValue(prop), [
      property,
      pseudo ?? '',
    ] as const);

/** The site's chrome on each kind of page, none of which belongs on paper. */
const CASES = [
  {
    kind: 'docs article with tabs',
    path: '/docs/Testflux/CICD%20%26%20Integrations/Jenkins/',
    chrome: [
      '.announcement',
      '.navbar',
      '.docs-sidebar',
      '.toc',
      '.copy-page',
      '.pager',
      '.footer',
      '.code-block__copy',
    ],
  },
  {
    kind: 'post',
    path: '/blog/selenium-vs-playwright/',
    chrome: ['.announcement', '.navbar', '.toc', '.copy-page', '.pager', '.footer', '.hash-link'],
  },
];

test.describe('print', () => {
  test.use({ colorScheme: 'dark' });

  for (const { kind, path, chrome } of CASES) {
    test(`a ${kind} prints its content alone, dark on white, in dark mode`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      // On screen the reader's dark mode holds: the paper rules must not reach it.
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(luminance(await styleOf(page, 'body', 'background-color'))).toBeLessThan(0.05);

      await page.emulateMedia({ media: 'print' });
      for (const selector of chrome) {
        expect(await page.locator(selector).count(), `${selector} is on the page`).toBeGreaterThan(0);
        for (const element of await page.locator(selector).all()) await expect(element).toBeHidden();
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const selector of ['.markdown p', 'h1', '.markdown h2'])
        expect(onPaper(await styleOf(page, selector, 'color')), `${selector} on white`).toBeGreaterThanOrEqual(7);
      // The code's colours are its light theme's too: the dark theme's are pale on paper.
      const codeColors = await page
        .locator('[data-rehype-pretty-code-figure] pre code span[style]')
        .evaluateAll((spans) => [...new Set(spans.map((el) => getComputedStyle(el).color))]);
      expect(codeColors.length).toBeGreaterThan(1);
      for (const color of codeColors) expect(onPaper(color), `code in ${color} on white`).toBeGreaterThanOrEqual(3);
      expect(await styleOf(page, 'pre', 'white-space')).toBe('pre-wrap');
      await expect(page.locator('.table-wrapper').first()).toHaveCSS('overflow-x', 'visible');
    });
  }

  test('every tab panel prints, under its label', async ({ page }) => {
    await page.goto(CASES[0].path);
    await hydrated(page);
    const tabs = page.getByRole('tab');
    const labels = await tabs.allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    await page.emulateMedia({ media: 'print' });
    const panels = page.locator('.tabs__panel');
    for (const [i, label] of labels.entries()) {
      await expect(panels.nth(i)).toBeVisible();
      expect(await styleOf(page, `.tabs__panel >> nth=${i}`, 'content', '::before')).toBe(JSON.stringify(label));
    }
    await expect(page.getByRole('tablist').first()).toBeHidden();
  });
});
