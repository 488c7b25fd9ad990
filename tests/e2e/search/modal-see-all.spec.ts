import { NAVIGATION_DELAY_MS } from '@/lib/constants';
import { expect, test } from '../fixtures';
import { input, searchInModal, openModal } from './helpers';

test.describe('search modal: "See all results"', () => {
  test('"See all results" opens the search page with the query and the chosen kind', async ({ page }) => {
    await searchInModal(page, 'flaky');
    const chips = page.getByRole('toolbar', { name: 'Filter by kind' });
    await chips.getByRole('button', { name: /^Docs / }).click();
    const link = page.getByRole('link', { name: /^See all \d+ results?$/ });
    await expect(link).toHaveAttribute('href', '/search/?q=flaky&kind=docs');
    await link.click();
    await expect(page).toHaveURL(/\/search\/\?q=flaky&kind=docs$/);
    await expect(input(page)).toHaveCount(0);
    await expect(page.locator('#search-page-input')).toHaveValue('flaky');
    await expect(page.getByRole('button', { name: /^Docs /, pressed: true })).toBeVisible();
  });

  test('"See all results" counts the query in the field, is reached with ArrowDown from the last hit, and Enter follows it', async ({
    page,
  }) => {
    await openModal(page);
    // Typed at once, the shorter prefixes' answers can arrive after the query's own.
    await page.keyboard.type('slack', { delay: 0 });
    const link = page.getByRole('link', { name: /^See all \d+ results?$/ });
    const all = page.getByRole('toolbar', { name: 'Filter by kind' }).getByRole('button', { name: /^All \d+$/ });
    const number = async (locator: typeof link) => Number((await locator.textContent())!.match(/\d+/)![0]);
    await expect.poll(async () => (await number(link)) === (await number(all))).toBe(true);
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const count = await options.count();
    for (let i = 1; i < count; i++) await page.keyboard.press('ArrowDown');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(link).toBeFocused();
    // The row is then the one highlighted row: the last hit looks like the others again.
    const background = (option: typeof link) => option.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect.poll(() => background(options.last())).toBe(await background(options.first()));
    await page.keyboard.press('ArrowUp');
    await expect(input(page)).toBeFocused();
    // Back in the field, the arrows walk the hits again and lead on to the row.
    for (let i = 0; i <= count && !(await link.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=slack$/);
    await expect(page.locator('#search-page-input')).toHaveValue('slack');
  });

  test('a query of spaces alone is no query: the field stays empty and the start screen stays', async ({ page }) => {
    await openModal(page);
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('   ');
    await expect(input(page)).toHaveValue('');
    await page.keyboard.type('slack');
    await expect(page.getByRole('option').first()).toBeVisible();
    // Words deleted down to the spaces around them: the field empties, and the hits go.
    await input(page).fill(' slack ');
    await input(page).press('End');
    for (let i = 0; i < 6; i++) await input(page).press('Backspace');
    await expect(input(page)).toHaveValue('');
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
  });

  test('"See all results" on the search page shows the new query, and Back and Forward move between the two', async ({
    page,
  }) => {
    const field = page.locator('#search-page-input');
    const docs = page.getByRole('group', { name: 'Filter by kind' }).getByRole('button', { name: /^Docs / });
    await page.goto('/search/?q=secrets&kind=docs');
    await expect(page.locator('.search-page__count')).toContainText('for “secrets”');
    await page.keyboard.press('Control+k');
    await input(page).fill('jenkins');
    await page.getByRole('link', { name: /^See all \d+ results?$/ }).click();
    await expect(page).toHaveURL(/\/search\/\?q=jenkins$/);
    await expect(field).toHaveValue('jenkins');
    await expect(page.locator('.search-page__count')).toContainText('for “jenkins”');
    await expect(docs).toHaveAttribute('aria-pressed', 'false');
    // The same page stays mounted: no route renders, so no progress bar may start and stay.
    await page.waitForTimeout(NAVIGATION_DELAY_MS + 300);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/\?q=secrets&kind=docs$/);
    await expect(field).toHaveValue('secrets');
    await expect(page.locator('.search-page__count')).toContainText('for “secrets”');
    await expect(docs).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(field).toHaveValue('jenkins');
    await expect(page.locator('.search-page__count')).toContainText('for “jenkins”');
  });
});
