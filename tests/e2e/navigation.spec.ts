import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ASSET_RELOAD_GUARD_MS, STORAGE_KEYS } from '@/lib/constants';
import { assetReloadMark } from '@/lib/load-errors';
import { allowConsoleErrors, EARLIEST_DELAYED_MS, expect, test, hydrated } from './fixtures';

const SECRETS = '/docs/Testflux/Environments/secrets/';
/** The article after Secrets. */
const STORAGE_STATE = '/docs/Testflux/Environments/storagestate/';

/** A page's own data for one path: its RSC payload (the page segment, or the whole page). */
const pageDataOf = (path: string) => (url: URL) =>
  url.pathname.startsWith(path) && /\/(index|[^/]*__PAGE__[^/]*)\.txt$/.test(url.pathname);

/**
 * Makes the chunks only /search/ needs (not the not-found page's) fail to load while `gone()`
 * holds, as after a deploy that removed them.
 */
async function removeSearchChunks(page: Page, gone: () => boolean) {
  const srcs = (html: string) => new Set([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]));
  const here = srcs(fs.readFileSync('out/404.html', 'utf8'));
  const chunks = [...srcs(fs.readFileSync('out/search/index.html', 'utf8'))].filter((s) => !here.has(s));
  expect(chunks.length).toBeGreaterThan(0);
  await page.route('**/_next/static/chunks/*.js', (route) =>
    gone() && chunks.includes(new URL(route.request().url()).pathname) ? route.abort('failed') : route.continue(),
  );
}

/** Records, in the page, when a click happens and when the loading spinner first appears. */
async function watchSpinner(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt?: number; __spinnerAt?: number; __renderedAt?: number };
    const title = () => document.querySelector('article h1')?.textContent;
    const first = title();
    document.addEventListener('click', () => (w.__clickAt ??= performance.now()), true);
    new MutationObserver(() => {
      if (document.querySelector('.page-loading .spinner')) w.__spinnerAt ??= performance.now();
      if (w.__clickAt !== undefined && title() !== first) w.__renderedAt ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __clickAt?: number; __spinnerAt?: number; __renderedAt?: number };
      return { clickAt: w.__clickAt, spinnerAt: w.__spinnerAt, renderedAt: w.__renderedAt };
    });
}

/**
 * Clicks from the 404 page to /search/ while its chunks are gone, as after a deploy, with
 * `mark` as the reload guard's record, and expects the warning and a full, working load.
 */
async function expectReloadToFixSearch(page: Page, mark?: string) {
  allowConsoleErrors(page, /status of 404|net::ERR_FAILED|ChunkLoadError/);
  // Gone for the page loaded before the deploy; the full load gets the new HTML and chunks.
  let loadedInFull = false;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && new URL(r.url()).pathname === '/search/') loadedInFull = true;
  });
  await removeSearchChunks(page, () => !loadedInFull);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/no/such/page/');
  await hydrated(page);
  if (mark) await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [STORAGE_KEYS.assetReload, mark]);
  await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
  await page.getByRole('link', { name: 'Search the site' }).click();
  await expect.poll(() => loadedInFull).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  expect(warnings.some((w) => /assets failed to preload/.test(w))).toBe(true);
  // A full page load: the old window object is gone...
  expect(await page.evaluate(() => (window as unknown as { __before?: boolean }).__before)).toBeUndefined();
  // ...and a working page: the search box hydrated and answers.
  await page.getByRole('searchbox').fill('secrets');
  await expect(page.locator('.search-result').first()).toContainText(/Secrets/i);
}

test.describe('client navigation states', () => {
  test('page links navigate without a reload, open a new tab with Ctrl+click, and prefetch on hover', async ({
    page,
  }) => {
    await page.goto(SECRETS);
    await hydrated(page);
    const sidebarLink = page.locator(`.docs-sidebar a[href="${STORAGE_STATE}"]`);
    await expect(sidebarLink).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await sidebarLink.click();
    await expect(page).toHaveURL(STORAGE_STATE);
    await expect(page.locator('article h1')).toHaveText(/^Storage State/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.goBack();
    await expect(page.locator('article h1')).toHaveText('Secrets');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      sidebarLink.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(tab).toHaveURL(STORAGE_STATE);
    expect(page.url()).toContain(SECRETS);

    // A link out of view (the footer's) is fetched once the pointer reaches it.
    const footerLink = page.locator('footer a[data-nav]').last();
    const href = (await footerLink.getAttribute('href'))!;
    const prefetched = page.waitForRequest((r) => pageDataOf(href)(new URL(r.url())));
    await footerLink.hover();
    await prefetched;
    await tab.close();
  });

  test('prefetching the links on a page preloads nothing that page leaves unused', async ({ page }) => {
    // Chromium warns about a preload still unused a few seconds after the load event: a stylesheet
    // or image of a prefetched route that this page does not have.
    const post = /href="(\/blog\/[a-z0-9-]+\/)"/.exec(fs.readFileSync('out/blog/index.html', 'utf8'))![1];
    const paths = ['/', '/docs/Testflux/Run%20Tests/parallel/', '/blog/', post, '/changelog/', '/search/?q=runner'];
    const warnings: string[] = [];
    const prefetches = paths.map(() => 0);
    let lastPrefetch = Date.now();
    const tabs = await Promise.all(paths.map(() => page.context().newPage()));
    await Promise.all(
      tabs.map(async (tab, i) => {
        tab.on('console', (m) => {
          if (/preloaded using link preload but not used/.test(m.text())) warnings.push(`${paths[i]}: ${m.text()}`);
        });
        tab.on('request', (r) => {
          if (!/\.txt$/.test(new URL(r.url()).pathname)) return;
          prefetches[i]++;
          lastPrefetch = Date.now();
        });
        await tab.goto(paths[i], { waitUntil: 'load' });
      }),
    );
    // Every page prefetches the links on its screen, then Chromium checks its preloads a few
    // seconds after the load event.
    await expect
      .poll(() => prefetches.every((n) => n > 0), {
        message: 'each page prefetches the links on its screen',
        // Six pages hydrating at once, one of them searching: slow on a loaded machine.
        timeout: 30_000,
      })
      .toBe(true);
    await expect.poll(() => Date.now() - lastPrefetch >= 1000, { intervals: [250] }).toBe(true);
    await page.waitForTimeout(4000);
    expect(warnings).toEqual([]);
    await Promise.all(tabs.map((tab) => tab.close()));
  });

  test('a slow page shows a loading spinner after 200 ms, over the page being left', async ({ page }) => {
    const target = STORAGE_STATE;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pageDataOf(target), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(SECRETS);
    // Hydrated, so the click is the client navigation the progress bar times (a click during
    // hydration can reach the navigation's listener and miss the bar's).
    await hydrated(page);
    const seen = await watchSpinner(page);
    await page.getByRole('link', { name: /^Next/ }).click();
    const status = page.getByRole('status').filter({ hasText: 'Loading…' });
    await expect(status).toBeAttached();
    await expect(page.locator('.page-loading .spinner')).toBeVisible();
    const { clickAt, spinnerAt } = await seen();
    expect(spinnerAt! - clickAt!).toBeGreaterThanOrEqual(EARLIEST_DELAYED_MS);
    await expect(page.getByRole('heading', { level: 1, name: 'Secrets' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: /^Storage State/ })).toBeVisible();
    await expect(status).toHaveCount(0);
    await expect(page.locator('.page-loading .spinner')).toHaveCount(0);
  });

  test('a fast navigation never shows the spinner', async ({ page }) => {
    // Listening before the page loads: the sidebar's link prefetches the next article at once.
    const prefetched = page.waitForResponse((r) => pageDataOf(STORAGE_STATE)(new URL(r.url())) && r.ok());
    await page.goto(SECRETS);
    const next = page.getByRole('link', { name: /^Next/ });
    await expect(next).toHaveAttribute('href', STORAGE_STATE);
    await prefetched;
    const seen = await watchSpinner(page);
    await next.click();
    await expect(page).toHaveURL(STORAGE_STATE);
    await expect(page.locator('article h1')).not.toHaveText('Secrets');
    const { clickAt, spinnerAt, renderedAt } = await seen();
    // A prefetched article renders well within the delay on an idle machine, and then no
    // spinner may show. On a loaded one the render can take longer; the spinner may then
    // appear, but never before the delay.
    // (The margin: the render's commit clears the timer in an effect flushed a little later.)
    if (renderedAt! - clickAt! < EARLIEST_DELAYED_MS - 50) expect(spinnerAt).toBeUndefined();
    else if (spinnerAt !== undefined) expect(spinnerAt - clickAt!).toBeGreaterThanOrEqual(EARLIEST_DELAYED_MS);
  });

  test('assets that fail to preload log a warning and the page loads in full', async ({ page }) => {
    await expectReloadToFixSearch(page);
  });

  test('a reload of the same route longer ago than the guard does not hold the next one back', async ({ page }) => {
    await expectReloadToFixSearch(page, assetReloadMark('/search/', Date.now() - ASSET_RELOAD_GUARD_MS - 1000));
  });

  test('assets that still fail right after that reload show the error text with Retry', async ({ page }) => {
    allowConsoleErrors(page, /status of 404|net::ERR_FAILED|ChunkLoadError/);
    let broken = true;
    await removeSearchChunks(page, () => broken);
    await page.goto('/no/such/page/');
    await hydrated(page);
    // The reload meant to fix /search/ happened a second ago.
    await page.evaluate(
      ([key, mark]) => sessionStorage.setItem(key, mark),
      [STORAGE_KEYS.assetReload, assetReloadMark('/search/', Date.now() - 1000)],
    );
    await page.getByRole('link', { name: 'Search the site' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText('This page failed to load.');
    await expect(alert).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    broken = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('searchbox').fill('secrets');
    await expect(page.locator('.search-result').first()).toContainText(/Secrets/i);
  });
});
