import type { Locator, Page } from '@playwright/test';
import { allowConsoleErrors, expect, hydrated } from '../fixtures';

export const input = (page: Page) => page.locator('.DocSearch-Input');

/** Opens the modal by its shortcut on `path`, once the page has hydrated. */
export async function openModal(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('Control+k');
}

/** Opens the modal on `path` and types `query` into it. */
export async function searchInModal(page: Page, query: string, path = '/') {
  await openModal(page, path);
  await input(page).fill(query);
}

/** Opens a hit from the modal, so it becomes a recent search. */
export async function searchAndOpen(page: Page, query: string, url: RegExp) {
  await searchInModal(page, query);
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

/** The address of the search worker's script in the export (named by its content). */
export const WORKER_SCRIPT = /^[^?#]*\/_next\/static\/media\/search-worker\.[\w-]+\.js$/;

/**
 * Makes the search worker fail in that way until the returned function is called; after it,
 * workers start as usual. Its script fails to arrive (as offline, or gone with a newer deploy),
 * or the browser throws when the page starts a worker.
 */
export async function breakWorkers(
  page: Page,
  failure: (typeof WORKER_FAILURES)[number],
): Promise<() => Promise<void>> {
  if (failure === 'does not load') {
    allowConsoleErrors(page, /Failed to load resource/);
    await page.route(WORKER_SCRIPT, (route) => route.abort('failed'));
    return () => page.unroute(WORKER_SCRIPT);
  }
  await page.addInitScript(() => {
    const Real = window.Worker;
    let broken = true;
    (window as unknown as { __workersBack: () => void }).__workersBack = () => (broken = false);
    window.Worker = function (url: string | URL, options?: WorkerOptions) {
      if (broken) throw new DOMException('Workers are blocked', 'SecurityError');
      return new Real(url, options);
    } as unknown as typeof Worker;
  });
  return () => page.evaluate(() => (window as unknown as { __workersBack: () => void }).__workersBack());
}

/** The start screen's list of recent or favorite searches. */
export const storedList = (page: Page, source: 'Recent' | 'Favorite') =>
  page.locator('.DocSearch-Hits', { has: page.locator('.DocSearch-Hit-source', { hasText: source }) });

/**
 * Waits until /search/'s results list is not busy: a screen of results or a "Show more results"
 * press asks for pages until it has enough, and the list is aria-busy until then.
 */
export const settled = (page: Page) =>
  expect(page.locator('ol.search-results')).not.toHaveAttribute('aria-busy', 'true');

/**
 * The titles listed once the list is settled. The list draws its hits at transition priority
 * (useDeferredValue), so the last pages can show a moment after aria-busy goes: the count is
 * read once two reads a poll apart agree.
 */
async function settledCount(page: Page, titles: Locator) {
  await settled(page);
  let last = -1;
  await expect
    .poll(async () => {
      const count = await titles.count();
      const same = count === last;
      last = count;
      return same;
    })
    .toBe(true);
  return last;
}

/**
 * Opens /search/?q=test and presses "Show more results" once, after the first screen has every
 * page it asks for (so the press, not the screen's own requests, adds the rest): the result
 * titles and their count once the press has all of its pages.
 */
export async function showTwoPagesOfResults(page: Page) {
  await page.goto('/search/?q=test');
  const titles = page.locator('.search-result__title a');
  const firstPage = await settledCount(page, titles);
  expect(firstPage).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect.poll(() => titles.count()).toBeGreaterThan(firstPage);
  return { titles, shown: await settledCount(page, titles) };
}

/** Two pages of results, scrolled to the third result from the end: where a reader leaves them. */
export async function scrolledDownTheResults(page: Page) {
  const { titles, shown } = await showTwoPagesOfResults(page);
  const result = titles.nth(shown - 3);
  const title = await result.innerText();
  await result.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(0);
  return { titles, shown, result, title, y };
}
