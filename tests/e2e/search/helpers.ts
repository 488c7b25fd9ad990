import type { Page } from '@playwright/test';
import { expect, hydrated } from '../fixtures';

export const input = (page: Page) => page.locator('.DocSearch-Input');

/** Opens a hit from the modal, so it becomes a recent search. */
export async function searchAndOpen(page: Page, query: string, url: RegExp) {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await input(page).fill(query);
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
}

/**
 * After a hit's navigation, focus goes with the new page, as after any link: Tab starts at the
 * skip link, not at the search button the modal closed over.
 */
export async function expectFocusWithNewPage(page: Page) {
  await expect(input(page)).toHaveCount(0);
  await expect(page.locator('.search-button')).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
}

/** How the search worker fails: its code does not load, or the browser refuses to start one. */
export const WORKER_FAILURES = ['does not load', 'cannot start'] as const;

/**
 * Makes the page's workers fail in that way until `window.__workersBack()` is called; after it,
 * workers start as usual. (No route can stand in: the worker's code is a build chunk like others.)
 */
export async function breakWorkers(page: Page, failure: (typeof WORKER_FAILURES)[number]) {
  await page.addInitScript((mode) => {
    const Real = window.Worker;
    let broken = true;
    (window as unknown as { __workersBack: () => void }).__workersBack = () => (broken = false);
    class FailingWorker extends EventTarget {
      onerror: ((event: ErrorEvent) => void) | null = null;
      onmessage: ((event: MessageEvent) => void) | null = null;
      onmessageerror: ((event: MessageEvent) => void) | null = null;
      constructor() {
        super();
        setTimeout(() => {
          const event = new ErrorEvent('error', { message: 'the worker script did not load', cancelable: true });
          this.dispatchEvent(event);
          this.onerror?.(event);
        }, 50);
      }
      postMessage() {}
      terminate() {}
    }
    window.Worker = function (url: string | URL, options?: WorkerOptions) {
      if (!broken) return new Real(url, options);
      if (mode === 'cannot start') throw new DOMException('Workers are blocked', 'SecurityError');
      return new FailingWorker();
    } as unknown as typeof Worker;
  }, failure);
}

/** The start screen's list of recent or favorite searches. */
export const storedList = (page: Page, source: 'Recent' | 'Favorite') =>
  page.locator('.DocSearch-Hits', { has: page.locator('.DocSearch-Hit-source', { hasText: source }) });

/** Opens /search/?q=test and presses "Show more results" once: the result titles and their count. */
export async function showTwoPagesOfResults(page: Page) {
  await page.goto('/search/?q=test');
  const titles = page.locator('.search-result__title a');
  await expect(titles.first()).toBeVisible();
  const firstPage = await titles.count();
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect.poll(() => titles.count()).toBeGreaterThan(firstPage);
  return { titles, shown: await titles.count() };
}
