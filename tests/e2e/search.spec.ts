import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';

const input = (page: import('@playwright/test').Page) => page.locator('.DocSearch-Input');

/** Keyboard shortcuts work once the search button has hydrated. */
async function ready(page: import('@playwright/test').Page) {
  await page.locator('.search-button[data-ready="true"]').waitFor();
}

test.describe('search modal', () => {
  test('opens with the button, Ctrl+K and "/", and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('/');
    await expect(input(page)).toBeVisible();
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Tab');
    await expect(input(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(input(page)).toHaveCount(0);
  });

  test('finds docs, groups hits, and Enter navigates with the router', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    await page.keyboard.press('Control+k');
    await input(page).fill('headless');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible();
    const groups = await page.locator('.DocSearch-Hit-source').allInnerTexts();
    expect(groups.length).toBeGreaterThan(0);
    const sections = await page.locator('section.DocSearch-Hits').all();
    expect(sections.length).toBeGreaterThan(0);
    for (const source of sections) {
      expect(await source.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/Testflux\/Run%20Tests\/headless\//);
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    // The selected hit is now a recent search on the start screen.
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Recent' })).toBeVisible();
  });

  test('arrows move the active hit; a recent search can become a favorite; Ctrl+Enter opens a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('secrets');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain('/docs/Testflux/Environments/secrets/');
    await tab.close();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Environments\/secrets\//);
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', { hasText: 'Recent' }),
    });
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await recent.getByTitle('Save this search').click();
    const favorites = page.locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }),
    });
    await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('__DOCSEARCH_') && k.endsWith('testflux')),
    );
    expect(stored.sort()).toEqual(['__DOCSEARCH_FAVORITE_SEARCHES__testflux', '__DOCSEARCH_RECENT_SEARCHES__testflux']);
  });

  test('shows group titles as text, "CICD & Integrations" included', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('jenkins');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('CICD & Integrations');
  });

  test('starts from the selected text, cut to 64 characters', async ({ page }) => {
    await page.goto('/docs/Testflux/Environments/secrets/');
    await page.evaluate(() => {
      const p = document.querySelector('.markdown p')!;
      const range = document.createRange();
      range.selectNodeContents(p);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    const selected = await page.evaluate(() => getSelection()!.toString().trim());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(input(page)).toHaveValue(selected.slice(0, 64));
  });

  test('shows the no-results screen with a report link', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('zzqxwv');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('zzqxwv');
    const report = page.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', /community\.testflux\.example\/c\/docs-feedback\?q=zzqxwv/);
  });

  test('shows the error screen when the index cannot be fetched; the page keeps working', async ({ page }) => {
    allowConsoleErrors(page, /search\/index\.json|Failed to load resource|RetryError|Unreachable search index/);
    await page.route('**/search/index.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('secrets');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(/\/docs\/$/);
  });

  test('renders a markup query as text', async ({ page }) => {
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('<img src=x onerror=alert(1)>');
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
    expect(dialog).toBe(false);
  });

  test('has no axe violations while open', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('jenkins');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expectAccessible(page, 'search modal');
  });
});

test.describe('search page', () => {
  test('reads q, shows grouped results with breadcrumbs and writes the query back', async ({ page }) => {
    await page.goto('/search/?q=jenkins%20pipeline');
    await expect(page.getByRole('searchbox')).toHaveValue('jenkins pipeline');
    await expect(page.getByRole('searchbox')).toHaveAttribute('maxlength', '512');
    await expect(page.locator('.search-page__count')).toContainText(/\d+ results? for “jenkins pipeline”/);
    const first = page.locator('.search-result').first();
    await expect(first.locator('.search-result__crumbs')).toContainText('CICD & Integrations');
    await expect(first.locator('mark').first()).toBeVisible();
    await page.getByRole('searchbox').fill('storage state');
    await expect(page).toHaveURL(/\?q=storage\+state$/);
    await expect(page.locator('.search-result').first()).toContainText(/Storage State/i);
  });

  test('Back from a result returns to the same query and results', async ({ page }) => {
    await page.goto('/search/?q=storage%20state');
    const first = page.locator('.search-result').first();
    await expect(first).toContainText(/Storage State/i);
    const title = await first.locator('.search-result__title').innerText();
    await first.locator('.search-result__title a').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/\?q=storage\+state$/);
    await expect(page.getByRole('searchbox')).toHaveValue('storage state');
    await expect(page.locator('.search-result').first()).toContainText(/Storage State/i);
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
    await expect(page.locator('.search-result').first()).toContainText(/Storage State/i);
    await expect(page.getByRole('searchbox')).toHaveValue('storage state');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await expect(page).toHaveURL(/\?q=storage\+state$/);
  });

  test('shows indexed text once escaped, never as entities', async ({ page }) => {
    await page.goto('/search/?q=manage%20jenkins%20plugins');
    await expect(
      page.locator('.search-result__match', { hasText: 'Plugins > Available plugins' }).first(),
    ).toBeVisible();
    expect(await page.locator('.search-results').innerText()).not.toContain('&gt;');
  });

  test('shows no-results and renders markup queries as text', async ({ page }) => {
    await page.goto('/search/?q=zzqxwv');
    await expect(page.getByText(/No results for/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /\?q=zzqxwv$/);
    await page.goto('/search/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.getByText('<img src=x onerror=alert(1)>').first()).toBeVisible();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
  });

  test('offers a working form without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/search/');
    const form = page.locator('form[role="search"]');
    await expect(form).toHaveAttribute('action', '/search/');
    await expect(form.locator('input[name="q"]')).toHaveAttribute('maxlength', '512');
    await context.close();
  });

  test('has no axe violations with results', async ({ page }) => {
    await page.goto('/search/?q=secrets');
    await expect(page.locator('.search-result').first()).toBeVisible();
    await expectAccessible(page, '/search/');
  });
});
