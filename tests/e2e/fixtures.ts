import axe from 'axe-core';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { NAVIGATION_DELAY_MS, STORAGE_KEYS } from '../../lib/constants';
import { pageScripts } from '../../scripts/lib/first-load';

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

/**
 * Waits until the page's client code has run: the navbar's search button marks itself once its
 * effects ran, in the same pass as the root layout's listeners (navigation, progress bar). A
 * click before then can be lost, or become a full page load.
 */
export async function hydrated(page: Page) {
  await page.locator('.search-button[data-ready="true"]').waitFor();
}

/** The spec's navigation delay less a few ms of timer jitter: nothing delayed may show before it. */
export const EARLIEST_DELAYED_MS = NAVIGATION_DELAY_MS - 5;

/**
 * WCAG 2.2 A and AA, and axe's best practices: one main landmark, landmarks and regions with
 * names of their own, no empty table headers, headings in order.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeWindow {
  axe?: {
    run: (context: Document | { include: Element[] }, options: object) => Promise<axe.AxeResults>;
  };
}

/**
 * axe-core with WCAG 2.2 A/AA rules and its best practices (AXE_TAGS): zero violations. axe
 * runs in the page directly (injected through DevTools, so the pages' CSP does not apply),
 * collecting violations only: three to four times faster than @axe-core/playwright's
 * AxeBuilder, whose cross-frame protocol the site (no iframes) does not need.
 *
 * `contrastChecked`, for a crawl: the text styles whose colour contrast has already passed on
 * earlier pages. Colour contrast costs more than every other rule together, and most of a page's
 * text repeats styles seen before (the sidebar, paragraphs, links), so it is checked only on the
 * elements whose style is new: their colour, size, weight and shadow with every non-transparent
 * background and opacity up the tree. Every other rule runs on the whole page.
 */
export async function expectAccessible(page: Page, label: string, contrastChecked?: Set<string>) {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source);
  const { violations, styles } = await page.evaluate(
    async ({ tags, checked }) => {
      const run = (window as AxeWindow).axe!.run;
      const options = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
      const brief = (violations: axe.Result[]) =>
        violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      if (!checked) return { violations: brief((await run(document, options)).violations), styles: [] };
      const known = new Set(checked);
      const backgrounds = new Map<Element, string>();
      function background(el: Element | null): string {
        if (!el) return '';
        let value = backgrounds.get(el);
        if (value === undefined) {
          const s = getComputedStyle(el);
          const own =
            s.backgroundColor === 'rgba(0, 0, 0, 0)' && s.backgroundImage === 'none'
              ? ''
              : `${s.backgroundColor} ${s.backgroundImage};`;
          value = own + (s.opacity === '1' ? '' : `opacity ${s.opacity};`) + background(el.parentElement);
          backgrounds.set(el, value);
        }
        return value;
      }
      const fresh: Element[] = [];
      const styles = new Set<string>();
      for (const el of document.body.querySelectorAll('*')) {
        if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
        const s = getComputedStyle(el);
        const style = `${s.color} ${s.fontSize} ${s.fontWeight} ${s.textShadow} | ${background(el)}`;
        if (known.has(style)) continue;
        fresh.push(el);
        styles.add(style);
      }
      const rest = await run(document, { ...options, rules: { 'color-contrast': { enabled: false } } });
      const contrast = fresh.length
        ? (await run({ include: fresh }, { ...options, runOnly: { type: 'rule', values: ['color-contrast'] } }))
            .violations
        : [];
      return { violations: brief([...rest.violations, ...contrast]), styles: [...styles] };
    },
    { tags: AXE_TAGS, checked: contrastChecked ? [...contrastChecked] : null },
  );
  expect(violations, `axe violations on ${label}`).toEqual([]);
  styles.forEach((style) => contrastChecked?.add(style));
}

/** Switches the stored colour mode and reloads, as a returning visitor would see it. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate(([key, t]) => localStorage.setItem(key, t), [STORAGE_KEYS.theme, theme]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Stores a colour mode before the page's first load, as a returning visitor arrives (no reload). */
export async function arriveWithTheme(page: Page, path: string, theme: 'light' | 'dark') {
  await page.addInitScript(([key, t]) => localStorage.setItem(key, t), [STORAGE_KEYS.theme, theme]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}
/**
 * Turns the page's link prefetches off, as under Data Saver (components/layout/link-navigation.tsx):
 * the other pages' code they fetch, at a time a busy machine decides, is not what a test measures.
 */
export async function withoutLinkPrefetch(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
}

/** The scripts a page's HTML loads itself: what its first load holds before any code loads more. */
export async function ownScripts(request: APIRequestContext, path: string): Promise<Set<string>> {
  return new Set(pageScripts(await (await request.get(path)).text()));
}
export type { Page } from '@playwright/test';
