import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

const allowed = new WeakMap<Page, RegExp[]>();

/** Lets a test declare console errors it provokes on purpose (a crash, a blocked request). */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]) {
  allowed.set(page, [...(allowed.get(page) ?? []), ...patterns]);
}

/** Every page fails its test on a console error or an uncaught exception. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console.error: ${m.text()} (${m.location().url})`);
    });
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    await use(page);
    const unexpected = errors.filter((e) => !(allowed.get(page) ?? []).some((p) => p.test(e)));
    expect(unexpected, 'console errors on the pages this test visited').toEqual([]);
  },
});

export { expect };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeWindow {
  axe?: { run: (context: Document, options: object) => Promise<axe.AxeResults> };
}

/**
 * axe-core with WCAG 2.2 A/AA rules: zero violations. axe runs in the page directly (injected
 * through DevTools, so the pages' CSP does not apply), collecting violations only: three to
 * four times faster than @axe-core/playwright's AxeBuilder, whose cross-frame protocol the
 * site (no iframes) does not need.
 */
export async function expectAccessible(page: Page, label: string) {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (window as AxeWindow).axe!.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target) })),
    WCAG_TAGS,
  );
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.targets
        .map((t) => t.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Switches the stored colour mode and reloads, as a returning visitor would see it. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}
export type { Page } from '@playwright/test';
