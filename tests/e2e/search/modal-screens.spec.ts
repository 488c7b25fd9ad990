import type { Page } from '@playwright/test';
import { routes } from '@/lib/routes';
import { allowConsoleErrors, expect, expectAccessible, test } from '../fixtures';
import { input, searchInModal, WORKER_FAILURES, breakWorkers, openModal } from './helpers';

test.describe('search modal: no results, errors and markup', () => {
  test('shows the no-results screen with a report link', async ({ page }) => {
    await searchInModal(page, 'zzqxwv');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('zzqxwv');
    const report = page.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', /community\.testflux\.example\/c\/docs-feedback\?q=zzqxwv/);
  });

  test('offers "Did you mean" from the vocabulary on a first query without results, and runs it', async ({ page }) => {
    await openModal(page);
    // Three edits from "assertions": no typo match, but the vocabulary's nearest word.
    await input(page).fill('asertoinz');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen.getByText('Did you mean:')).toBeVisible();
    // Between the title and the report link, where DocSearch puts its own list.
    await expect(screen.locator('.DocSearch-Title + .search-did-you-mean + p')).toContainText('Let us know.');
    await expectAccessible(page, 'the modal without results');
    // Tab closes the modal (spec section 4): the arrow keys reach the suggestions and the report
    // link, in the screen's order, and come back to the field.
    const stops = screen.locator('button, a[href]');
    const count = await stops.count();
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('ArrowDown');
      await expect(stops.nth(i)).toBeFocused();
    }
    await expect(stops.last()).toHaveText('Let us know.');
    for (let i = 0; i < count; i++) await page.keyboard.press('ArrowUp');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    while (!(await screen.getByRole('button', { name: 'assertions' }).evaluate((b) => b === document.activeElement)))
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(input(page)).toHaveValue('assertions');
    await expect(input(page)).toBeFocused();
    await expect(page.getByRole('option').first()).toContainText(/assertion/i);
    // After a query with hits DocSearch lists that query's sections too: the vocabulary's
    // nearest words come first, under the title.
    await input(page).fill('asertoinz');
    await expect(screen.getByText('Try searching for:')).toBeVisible();
    await expect(screen.locator('.DocSearch-Title + .search-did-you-mean')).toContainText('Did you mean:');
    await expectAccessible(page, "the modal without results, with DocSearch's suggestions");
  });

  /**
   * The modal's empty screen for `query`, with the Changelog chosen after a query with hits of
   * other kinds (whose sections DocSearch then suggests).
   */
  async function emptyInChangelog(page: Page, query: string) {
    await searchInModal(page, 'oracle');
    const chips = page.getByRole('toolbar', { name: 'Filter by kind' });
    await chips.getByRole('button', { name: /^Changelog / }).click();
    await input(page).fill(query);
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toBeVisible();
    return { chips, screen };
  }

  test('with a kind chosen that leaves out the hits of others, offers to search everything', async ({ page }) => {
    // A message only the docs print.
    const { chips, screen } = await emptyInChangelog(page, 'ERR_CONNECTION_REFUSED');
    await expect(screen.locator('.DocSearch-Title + .search-did-you-mean')).toContainText('Not in Changelog.');
    await expect(screen.getByText('Did you mean:')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Modal [role="status"]')).toHaveText(
      'No results for “ERR_CONNECTION_REFUSED” in Changelog',
    );
    await expectAccessible(page, 'the modal without results in the kind chosen');
    await screen.getByRole('button', { name: 'Search everything' }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(chips.getByRole('button', { name: /^All / })).toHaveAttribute('aria-pressed', 'true');
    await expect(input(page)).toHaveValue('ERR_CONNECTION_REFUSED');
    await expect(input(page)).toBeFocused();
  });

  // A message only the docs print, and words nothing holds.
  for (const query of ['ERR_CONNECTION_REFUSED', 'zzqxwv']) {
    test(`DocSearch's own "Try searching for", with a kind chosen that holds nothing for ${query}, searches everything`, async ({
      page,
    }) => {
      const { chips, screen } = await emptyInChangelog(page, query);
      const suggestion = screen
        .locator('.DocSearch-NoResults-Prefill-List:not(.search-did-you-mean) .DocSearch-Prefill')
        .first();
      const section = (await suggestion.innerText()).toLowerCase();
      await suggestion.click();
      await expect(input(page)).toHaveValue(`${section} `);
      await expect(chips.getByRole('button', { name: /^All / })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('option').first()).toBeVisible();
    });
  }

  test('says how many results there are, in the kind chosen, and when there are none, once typing stops', async ({
    page,
  }) => {
    await openModal(page);
    const status = page.locator('.DocSearch-Modal [role="status"]');
    await expect(status).toHaveText('');
    await input(page).fill('jenkins');
    await expect(status).toHaveText(/^\d+ results$/);
    const all = Number((await status.textContent())!.split(' ')[0]);
    await page
      .getByRole('toolbar', { name: 'Filter by kind' })
      .getByRole('button', { name: /^Docs / })
      .click();
    await expect(status).toHaveText(/^\d+ results? in Docs$/);
    expect(Number((await status.textContent())!.split(' ')[0])).toBeLessThan(all);
    await input(page).fill('qwxzvq');
    await expect(status).toHaveText('No results for “qwxzvq”');
    await input(page).fill('');
    await expect(status).toHaveText('');
  });

  test('shows the error screen when the index cannot be fetched; the page keeps working', async ({ page }) => {
    // The browser's own message for the failed request; the search itself raises no error.
    allowConsoleErrors(page, /Failed to load resource/);
    await page.route('**/search/index.json', (route) => route.abort('internetdisconnected'));
    await searchInModal(page, 'secrets');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(/\/docs\/$/);
  });

  test('a late answer: the last hits are dimmed, "Searching…" is said, and Enter waits for the new hits', async ({
    page,
  }) => {
    await searchInModal(page, 'jenkins');
    await expect(page.getByRole('option').first()).toHaveAttribute('href', /Jenkins/);
    // The next query's pieces are held until the test lets them go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route('**/search/pieces/**', async (route) => {
      asked++;
      await held;
      await route.continue();
    });
    await input(page).fill('visual baseline');
    await expect.poll(() => asked).toBeGreaterThan(0);
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(1);
    await expect(page.locator('.DocSearch-Dropdown-Container')).toHaveCSS('opacity', '0.45');
    await expect(page.locator('.DocSearch-Modal [role="status"]')).toHaveText('Searching…');
    // Enter would open the first of the last query's hits, and close the modal with it.
    await page.keyboard.press('Enter');
    await expect(input(page)).toHaveValue('visual baseline');
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    const first = page.getByRole('option').first();
    await expect(first).not.toHaveAttribute('href', /Jenkins/);
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Modal [role="status"]')).toHaveText(/^\d+ results?$/);
    const href = (await first.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(href, page.url()).href);
  });

  test('offline after a query failed, still answers what the pieces it has fetched answer', async ({ page }) => {
    allowConsoleErrors(page, /Failed to load resource/);
    await searchInModal(page, 'jenkins');
    await expect(page.getByRole('option').first()).toHaveAttribute('href', /Jenkins/);
    const count = await page.getByRole('option').count();
    await page.route('**/search/**', (route) => route.abort('internetdisconnected'));
    await input(page).fill('visual baseline');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await input(page).fill('jenkins');
    await expect(page.getByRole('option')).toHaveCount(count);
    await expect(page.getByText('Unable to fetch results')).toBeHidden();
    // Online again, the query that failed finds its pieces.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await input(page).fill('visual baseline');
    await expect(page.getByRole('option').first()).not.toHaveAttribute('href', /Jenkins/);
  });

  test('across a deploy, a query whose pieces are gone is asked of the new ones, with no error screen', async ({
    page,
  }) => {
    allowConsoleErrors(page, /Failed to load resource/);
    await searchInModal(page, 'jenkins');
    await expect(page.getByRole('option').first()).toHaveAttribute('href', /Jenkins/);
    // The deploy: the first piece names a folder of its own, and the folder read so far is gone.
    const { base } = (await (await page.request.get(routes.search.index)).json()) as { base: string };
    const deployed = `${routes.search.piecesRoot}deployed/`;
    await page.route(`**${routes.search.index}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), base: deployed } });
    });
    const asked = { gone: 0, deployed: 0 };
    await page.route(`**${routes.search.piecesRoot}**`, async (route) => {
      const url = new URL(route.request().url());
      if (!url.pathname.startsWith(deployed)) {
        asked.gone++;
        return route.fulfill({ status: 404 });
      }
      asked.deployed++;
      url.pathname = url.pathname.replace(deployed, base);
      return route.continue({ url: url.href });
    });
    await input(page).fill('visual baseline');
    await expect(page.getByRole('option').first()).not.toHaveAttribute('href', /Jenkins/);
    await expect(page.locator('.DocSearch-Modal [role="status"]')).toHaveText(/^\d+ results?$/);
    await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
    expect(asked.gone).toBeGreaterThan(0);
    expect(asked.deployed).toBeGreaterThan(0);
  });

  for (const failure of WORKER_FAILURES) {
    test(`shows the error screen when the search worker ${failure}, and searches once one starts`, async ({ page }) => {
      const workersBack = await breakWorkers(page, failure);
      await searchInModal(page, 'secrets');
      await expect(page.getByText('Unable to fetch results')).toBeVisible();
      await workersBack();
      await input(page).fill('secret');
      await expect(page.getByRole('option').first()).toBeVisible();
    });
  }

  test('renders a markup query as text', async ({ page }) => {
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await searchInModal(page, '<img src=x onerror=alert(1)>');
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
    // Indexed markup ("<img src=x onerror=...>" in an article about XSS checks would be one) is text too.
    await input(page).fill('script');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await page.locator('.DocSearch-Modal script, .DocSearch-Modal img').count()).toBe(0);
    expect(dialog).toBe(false);
  });

  test('has no axe violations while open', async ({ page }) => {
    await searchInModal(page, 'jenkins');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Filter by kind' })).toBeVisible();
    await expectAccessible(page, 'search modal');
    await input(page).fill('zzqxwv');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await expectAccessible(page, 'search modal without results');
  });
});
