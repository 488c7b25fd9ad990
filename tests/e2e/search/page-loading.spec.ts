import { SEARCH } from '@/lib/constants';
import { SEARCH_SCOPE } from '@/lib/search/kinds';
import { allowConsoleErrors, expect, ownScripts, test, withoutLinkPrefetch } from '../fixtures';
import { WORKER_FAILURES, breakWorkers } from './helpers';

test.describe('search page: loading, failures and no JavaScript', () => {
  test('shows "Searching…" until the first answer, never "No results" for a query that has them', async ({ page }) => {
    // Every state the results area passes through, from the first parse on.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __states: string[] }).__states = []);
      new MutationObserver(() => {
        const text = document.querySelector('.search-page__results')?.textContent?.trim() ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/search/?q=test%20runner');
    await expect(page.locator('.search-result').first()).toBeVisible();
    const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states);
    expect(states.filter((s) => /No results/.test(s))).toEqual([]);
    expect(states.at(-1)).toMatch(/^\d+ results for “test runner”/);
  });

  // The results' code (InstantSearch) loads after the page: its failure reads as the index's does.
  // Only the requests that may be blocked are routed: a route on every request kept the context's
  // teardown waiting past the test's time on a loaded machine.
  const unreachable = [
    { what: 'the index', routed: '**/search/index.json', block: () => true },
    {
      what: "the results' code",
      routed: '**/_next/static/chunks/**',
      block: (url: URL, initial: Set<string>) => url.pathname.endsWith('.js') && !initial.has(url.pathname),
    },
  ];
  for (const { what, routed, block } of unreachable) {
    test(`says results cannot be fetched when ${what} cannot be, and keeps working`, async ({ page, request }) => {
      allowConsoleErrors(page, /Failed to load resource|RetryError|Unreachable search index|ChunkLoadError/i);
      const initial = await ownScripts(request, '/search/');
      await page.route(routed, (route) =>
        block(new URL(route.request().url()), initial) ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.goto('/search/?q=secrets');
      await expect(page.locator('.search-page__live [role="alert"]')).toContainText('Unable to fetch results');
      await expect(page.getByText(/No results/)).toBeHidden();
      await expect(page.getByRole('searchbox')).toHaveValue('secrets');
      // Back online, the page still navigates (the docs need code this page did not load).
      // Handlers still running for earlier requests are left to finish on their own.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
      await expect(page).toHaveURL(/\/docs\/$/);
    });
  }

  test('a failed search is asked once, not again and again while the network is down', async ({ page }) => {
    allowConsoleErrors(page, /Failed to load resource|RetryError|Unreachable search index/i);
    await page.goto('/search/?q=jenkins');
    await expect(page.locator('.search-result').first()).toBeVisible();
    let refused = 0;
    await page.route('**/search/**', (route) => {
      refused++;
      return route.abort('internetdisconnected');
    });
    await page.getByRole('searchbox').fill('appium ios');
    await expect(page.locator('.search-page__live [role="alert"]')).toContainText('Unable to fetch results');
    const failed = refused;
    // InstantSearch's query read as the last one answered after the failure, and the page
    // searched again at once, failing some 75 times a second.
    await page.waitForTimeout(1500);
    expect(refused - failed).toBeLessThanOrEqual(2);
  });

  for (const how of ['Enter', 'the Search button'] as const) {
    test(`after a failure, ${how} asks again for the same query`, async ({ page }) => {
      allowConsoleErrors(page, /Failed to load resource|RetryError|Unreachable search index/i);
      await page.goto('/search/?q=jenkins');
      await expect(page.locator('.search-result').first()).toBeVisible();
      await page.route('**/search/pieces/**', (route) => route.abort('internetdisconnected'));
      const field = page.getByRole('searchbox');
      await field.fill('appium ios');
      const alert = page.locator('.search-page__live [role="alert"]');
      await expect(alert).toContainText('Unable to fetch results');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      // Nothing asks again by itself (it did, in a loop, until one request went through).
      await page.waitForTimeout(1000);
      await expect(alert).toHaveCount(1);
      if (how === 'Enter') await field.press('Enter');
      else await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
      await expect(alert).toHaveCount(0);
      await expect(page.locator('.search-page__count')).toHaveText(/ for “appium ios”$/);
    });
  }

  for (const failure of WORKER_FAILURES) {
    test(`says results cannot be fetched when the search worker ${failure}, and searches once one starts`, async ({
      page,
    }) => {
      allowConsoleErrors(page, /RetryError|Unreachable search index/);
      const workersBack = await breakWorkers(page, failure);
      await page.goto('/search/?q=secrets');
      await expect(page.locator('.search-page__live [role="alert"]')).toContainText('Unable to fetch results');
      await workersBack();
      await page.getByRole('searchbox').fill('secret');
      await expect(page.locator('.search-page__live [role="alert"]')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Secrets/ }).first()).toBeVisible();
    });
  }

  test('without a query loads no search code or index until the field is focused, then searches as typed', async ({
    page,
    request,
  }) => {
    await withoutLinkPrefetch(page);
    const initial = await ownScripts(request, '/search/');
    const later: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      const code = pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js') && !initial.has(pathname);
      if (code || pathname.startsWith('/search/index') || pathname.startsWith('/search/pieces/')) later.push(pathname);
    });
    await page.goto('/search/');
    await expect(page.getByText(`Type a query to search the ${SEARCH_SCOPE}.`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(later).toEqual([]);
    await page.getByRole('searchbox').focus();
    await expect.poll(() => later.some((p) => p.startsWith('/search/index'))).toBe(true);
    expect(later.some((p) => p.endsWith('.js'))).toBe(true);
    await page.getByRole('searchbox').fill('storage state');
    await expect(page.locator('.search-result').first()).toContainText(/Storage State/i);
    await expect(page).toHaveURL(/\?q=storage\+state$/);
    // Emptied again, the field gets the same prompt from the loaded results.
    await page.getByRole('searchbox').fill('');
    await expect(page.getByText(`Type a query to search the ${SEARCH_SCOPE}.`)).toBeVisible();
  });

  test('keeps what was typed before the page hydrated', async ({ page }) => {
    // Hold every script until the visitor has typed into the prerendered form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox').fill('storage state');
    release();
    // Every held script at once, then the results' code, the worker and the index: more than
    // the usual wait on a loaded machine.
    await expect(page.locator('.search-result').first()).toContainText(/Storage State/i, { timeout: 20_000 });
    await expect(page.getByRole('searchbox')).toHaveValue('storage state');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await expect(page).toHaveURL(/\?q=storage\+state$/);
  });

  test('without JavaScript, the form submits and the page says why no results come, with the lists of every doc, post and release', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/search/');
    const form = page.locator('form[role="search"]');
    await expect(form).toHaveAttribute('action', '/search/');
    await expect(form.locator('input[name="q"]')).toHaveAttribute('maxlength', String(SEARCH.pageMaxQueryLength));
    await form.locator('input[name="q"]').fill('secrets');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/\?q=secrets$/);
    // Playwright's text and role engines skip <noscript>: CSS reaches its content.
    const message = page.locator('.search-page__without-script');
    await expect(message).toBeVisible();
    await expect(message.locator('.search-page__title')).toHaveText('Search needs JavaScript');
    const lists = message.locator('a');
    await expect(lists).toHaveText(['Docs', 'Blog archive', 'Changelog']);
    const headings = [/documentation/, 'Archive', 'Changelog'];
    for (const [i, heading] of headings.entries()) {
      await lists.nth(i).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.goBack();
    }
    await context.close();
  });

  test('with JavaScript, the page says nothing of its absence', async ({ page }) => {
    await page.goto('/search/?q=secrets');
    await expect(page.locator('.search-result').first()).toBeVisible();
    await expect(page.locator('.search-page__without-script')).toBeHidden();
  });
});
