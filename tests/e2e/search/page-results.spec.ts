import { SEARCH } from '@/lib/constants';
import { SEARCH_SCOPE } from '@/lib/search/kinds';
import { expect, expectAccessible, hydrated, test } from '../fixtures';
import { scrolledDownTheResults, searchAndOpen, settled, showTwoPagesOfResults, storedList } from './helpers';

test.describe('search page: results, snippets and history', () => {
  test('reads q, shows grouped results with breadcrumbs and writes the query back', async ({ page }) => {
    await page.goto('/search/?q=jenkins%20pipeline');
    await expect(page.getByRole('searchbox')).toHaveValue('jenkins pipeline');
    await expect(page.getByRole('searchbox')).toHaveAttribute('maxlength', String(SEARCH.pageMaxQueryLength));
    await expect(page.locator('.search-page__count')).toContainText(/\d+ results? for “jenkins pipeline”/);
    const first = page.locator('.search-result').first();
    await expect(first.locator('.search-result__crumbs')).toContainText('CICD & Integrations');
    await expect(first.locator('mark').first()).toBeVisible();
    await page.getByRole('searchbox').fill('storage state');
    await expect(page).toHaveURL(/\?q=storage\+state$/);
    await expect(page.locator('.search-result').first()).toContainText(/Storage State/i);
  });

  test("before a query, lists the modal's recent and favorite searches as links, and follows the modal", async ({
    page,
  }) => {
    await searchAndOpen(page, 'secrets', /\/Environments\/secrets\//);
    await page.goto('/search/');
    await hydrated(page);
    const region = (name: string) => page.getByRole('region', { name });
    await expect(region('Recent searches').getByRole('link')).toHaveText(['Secrets']);
    await expect(region('Recent searches').getByRole('link')).toHaveAttribute(
      'href',
      '/docs/Testflux/Environments/secrets/',
    );
    await expect(region('Favorite searches')).toHaveCount(0);
    await expectAccessible(page, 'the search page with a recent search');
    // Saved in the modal opened over the page: the page reads the lists again as it closes.
    await page.keyboard.press('Control+k');
    await expect(storedList(page, 'Recent').getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Control+s');
    await expect(storedList(page, 'Favorite').getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(region('Favorite searches').getByRole('link')).toHaveText(['Secrets']);
    await expect(region('Recent searches')).toHaveCount(0);
    // A query's results take their place; the field emptied, they are back.
    await page.getByRole('searchbox').fill('jenkins');
    await expect(page.locator('.search-result').first()).toBeVisible();
    await expect(region('Favorite searches')).toHaveCount(0);
    await page.getByRole('searchbox').fill('');
    await region('Favorite searches').getByRole('link', { name: 'Secrets' }).click();
    await expect(page).toHaveURL(/\/Environments\/secrets\/$/);
  });

  test("a result opened here joins the modal's recent searches: a heading as itself, text as its page", async ({
    page,
  }) => {
    await page.goto('/search/?q=tokens%20and%20secrets%20in%20the%20pipeline');
    const match = (href: string) => page.locator(`.search-result__match[href="${href}"]`);
    // A heading's own hit (the index's lvl3 record "Tokens and secrets in the pipeline").
    const heading = '/docs/Testflux/Troubleshooting/ci-failures/#tokens-and-secrets-in-the-pipeline';
    await match(heading).click();
    await expect(page).toHaveURL(/\/ci-failures\/#tokens-and-secrets-in-the-pipeline$/);
    await page.goBack();
    // Text under a heading that holds none of the query's words: the hit is the text's.
    await match('/docs/Testflux/Environments/secrets/#rotate-a-secret').click();
    await expect(page).toHaveURL(/\/Environments\/secrets\/#rotate-a-secret$/);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const recent = storedList(page, 'Recent').getByRole('option');
    await expect(recent).toHaveCount(2);
    // The text as its page (the page's own record, whether or not the results held it); then the heading as itself.
    await expect(recent.first()).toHaveText('Secrets');
    await expect(recent.first()).toHaveAttribute('href', '/docs/Testflux/Environments/secrets/');
    await expect(recent.nth(1)).toContainText('Tokens and secrets in the pipeline');
    await expect(recent.nth(1)).toHaveAttribute('href', heading);
    await expectAccessible(page, 'the modal with recent searches opened from the search page');
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

  test('Back from a result shows every page of results shown before, at the same place, Back after Forward too; a new visit starts at the top', async ({
    page,
  }) => {
    const { titles, shown, result, title, y } = await scrolledDownTheResults(page);
    await result.click();
    await expect(page).not.toHaveURL(/\/search\//);
    await page.goBack();
    await expect(titles).toHaveCount(shown);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    await expect(titles.nth(shown - 3)).toHaveText(title);
    await expect(titles.nth(shown - 3)).toBeInViewport();
    // Forward to the result and Back again: the same place, not the top.
    await page.goForward();
    await expect(page).not.toHaveURL(/\/search\//);
    await page.goBack();
    await expect(titles).toHaveCount(shown);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);

    await titles.nth(shown - 3).click();
    await expect(page).not.toHaveURL(/\/search\//);
    await page.goto('/search/?q=test');
    await expect(titles.first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a reload comes back to every page of results shown before, at the same place', async ({ page }) => {
    const { titles, shown, title, y } = await scrolledDownTheResults(page);
    await page.reload();
    await expect(titles).toHaveCount(shown);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    await expect(titles.nth(shown - 3)).toHaveText(title);
    await expect(titles.nth(shown - 3)).toBeInViewport();
  });

  test('Back after leaving by a full page load also shows every page of results shown before', async ({ page }) => {
    // The pages are kept in memory and written to the session as the document is left: a
    // typed address loads a new document, and Back another one.
    const { titles, shown } = await showTwoPagesOfResults(page);
    await page.goto('/docs/');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/\?q=test$/);
    await expect(titles).toHaveCount(shown);
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
    await expect(page.locator('.search-page__title').getByText(/No results for/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /\?q=zzqxwv$/);
    await page.goto('/search/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.getByText('<img src=x onerror=alert(1)>').first()).toBeVisible();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    // Spaces alone are no query: the page asks for one, as for an empty field.
    await page.goto('/search/?q=+++');
    await expect(page.getByText(`Type a query to search the ${SEARCH_SCOPE}.`)).toBeVisible();
    await expect(page.getByText(/No results for/)).toHaveCount(0);
  });

  test('shows each page once with its matching sections: heading and highlighted snippet', async ({ page }) => {
    await page.goto('/search/?q=headless');
    const first = page.locator('.search-result').first();
    await expect(first.locator('h2 mark').first()).toHaveText(/headless/i);
    const match = first.locator('.search-result__match').filter({ has: page.locator('.search-result__snippet mark') });
    await expect(match.first()).toBeVisible();
    await expect(match.first()).toHaveAttribute('href', /^\/docs\/Testflux\/Run%20Tests\/headless\//);
    const titles = await page
      .locator('.search-result__title a')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('offers "Did you mean" for a misspelt query, as links that search', async ({ page }) => {
    // Two letters short of "headless": too far for a typo, and the start of no word one edit from it.
    await page.goto('/search/?q=hedlss');
    await expect(page.locator('.search-page__title').getByText(/No results for/)).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    const suggestion = page.locator('.search-page__suggest a', { hasText: 'headless' });
    await expect(suggestion).toHaveAttribute('href', '/search/?q=headless');
    await expectAccessible(page, '/search/ without results');
    // Chosen from the keyboard, the suggestion's link goes with the old results: focus goes to the field.
    await suggestion.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=headless$/);
    await expect(page.getByRole('searchbox')).toHaveValue('headless');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await expect(page.locator('.search-result').first()).toContainText(/headless/i);
  });

  test('lists pages at least ten at a time, each with its sections and their place on it', async ({ page }) => {
    // One page's sections can fill a request of 20 hits: more are asked for until ten pages show.
    await page.goto('/search/?q=run%20tests%20in%20parallel');
    const titles = page.locator('.search-result__title a');
    await expect.poll(() => titles.count()).toBeGreaterThanOrEqual(10);
    const more = page.getByRole('button', { name: 'Show more results' });
    for (let press = 0; press < 2; press++) {
      await settled(page);
      const shown = await titles.count();
      await more.click();
      await expect.poll(() => titles.count()).toBeGreaterThanOrEqual(shown + 10);
    }
    // The count above the list counts pages, as the list shows them: the one page lists its five sections.
    await page.goto('/search/?q=jenkins&kind=changelog');
    await expect(page.locator('.search-page__count')).toHaveText('1 result for “jenkins”');
    await expect(
      page.getByRole('group', { name: 'Filter by kind' }).getByRole('button', { name: 'Changelog 1' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const changelog = page.locator('.search-result');
    await expect(changelog).toHaveCount(1);
    await expect(changelog.locator('.search-result__match')).toHaveCount(5);
    // A section under a release's heading says which release: "1.4.20 › Fixed", not "Fixed".
    await expect(changelog.locator('.search-result__heading').first()).toHaveText(
      /^\d+\.\d+\.\d+ › (Fixed|Added|Improved)$/,
    );
  });

  // "flaky": its last pages' hits are more sections of pages already listed. The button went
  // only with the last hit, so its last press listed no page.
  for (const query of ['jenkins', 'flaky']) {
    test(`"Show more results" for ${query}, pressed until every page is listed, adds pages each time and leaves focus on the first result it added, the count told`, async ({
      page,
    }) => {
      await page.goto(`/search/?q=${query}`);
      const count = Number((await page.locator('.search-page__count').innerText()).split(' ')[0]);
      const more = page.getByRole('button', { name: 'Show more results' });
      const titles = page.locator('.search-result__title a');
      await expect(more).toBeVisible();
      // The list is busy while a screen or a press still asks for pages: the button may go meanwhile.
      await settled(page);
      for (let pages = 0; (await more.count()) > 0; pages++) {
        expect(pages, 'the results end after a few presses').toBeLessThan(10);
        const shown = await titles.count();
        await more.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => titles.count()).toBeGreaterThan(shown);
        await settled(page);
        if ((await more.count()) === 0) await expect(titles.nth(shown)).toBeFocused();
        else await expect(more).toBeFocused();
        // Said, as the pages arrive below the focus.
        await expect(page.locator('#search-page-status')).toHaveText(
          `${count} results for “${query}”, ${await titles.count()} listed`,
        );
      }
      // Every page the count promised, and no more.
      await expect(titles).toHaveCount(count);
    });
  }
});
