import { storedSearchKeys } from '@/components/search/history-keys';
import { searchSettings } from '@/lib/config';
import { SEARCH } from '@/lib/constants';
import { expect, expectAccessible, test, hydrated } from '../fixtures';
import { input, expectFocusWithNewPage, storedList, searchInModal, openModal } from './helpers';

test.describe('search modal: hits, links and kind chips', () => {
  for (const how of ['Enter', 'a click'] as const) {
    test(`finds docs in groups; ${how} on a hit navigates with the router, closes the modal and keeps it as a recent search`, async ({
      page,
    }) => {
      await page.goto('/');
      await hydrated(page);
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
      // Enter acts on the active hit, which is set once the results have settled: the first.
      const option = page.getByRole('option').first();
      await expect(option).toHaveAttribute('href', /^\/docs\/Testflux\/Run%20Tests\/headless\//);
      await expect(option).toHaveAttribute('aria-selected', 'true');
      const href = (await option.getAttribute('href'))!;
      if (how === 'Enter') await page.keyboard.press('Enter');
      else await option.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(input(page)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
      await expectFocusWithNewPage(page);
      // The hit is now a recent search on the start screen.
      await page.keyboard.press('Control+k');
      await expect(storedList(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(1);
    });
  }

  test('arrows move the active hit; a recent search can become a favorite; Ctrl+Enter opens a new tab', async ({
    page,
    context,
  }) => {
    await searchInModal(page, 'secrets');
    // The option is the hit's link (components/search/docsearch-a11y.ts).
    const hits = page.getByRole('option');
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
    const { indexName } = searchSettings;
    const stored = await page.evaluate(
      (index) => Object.keys(localStorage).filter((k) => k.startsWith('__DOCSEARCH_') && k.endsWith(index)),
      indexName,
    );
    expect(stored.sort()).toEqual(storedSearchKeys(indexName).sort());
  });

  test('a hit is a link to its page and the option itself', async ({ page }) => {
    await searchInModal(page, 'headless');
    const option = page.getByRole('option').first();
    await expect(option).toHaveAttribute('href', /^\/docs\/Testflux\/Run%20Tests\/headless\//);
    expect(await option.evaluate((el) => el.tagName)).toBe('A');
    await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute('role', 'none');
    // The input's active descendant is the link.
    const active = await input(page).getAttribute('aria-activedescendant');
    await expect(option).toHaveAttribute('id', active!);
  });

  const newTabClicks: [string, Parameters<import('@playwright/test').Locator['click']>[0]][] = [
    ['Ctrl+click', { modifiers: ['ControlOrMeta'] }],
    ['a middle click', { button: 'middle' }],
  ];
  for (const [name, click] of newTabClicks) {
    test(`${name} on a hit opens it in a new tab and leaves the page as it was`, async ({ page, context }) => {
      await searchInModal(page, 'headless');
      const option = page.getByRole('option').first();
      const href = await option.getAttribute('href');
      const [tab] = await Promise.all([context.waitForEvent('page'), option.click(click)]);
      await tab.waitForLoadState('domcontentloaded');
      expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
      await tab.close();
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(input(page)).toHaveValue('headless');
    });
  }

  test('kind chips narrow the results to a kind and count each kind', async ({ page }) => {
    await openModal(page);
    // No chips on the start screen.
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Filter by kind' })).toHaveCount(0);
    await input(page).fill('flaky');
    const chips = page.getByRole('toolbar', { name: 'Filter by kind' });
    const blog = chips.getByRole('button', { name: /^Blog \d+$/ });
    await expect(chips.getByRole('button', { name: /^All \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getByRole('button', { name: /^Docs \d+$/ })).toBeEnabled();
    const hrefs = () => page.getByRole('option').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    await expect.poll(async () => (await hrefs()).some((h) => h!.startsWith('/docs/'))).toBe(true);
    await blog.click();
    await expect(blog).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await hrefs()).every((h) => h!.startsWith('/blog/'))).toBe(true);
    // The input kept the focus: the arrow keys and Enter still drive the hits.
    await expect(input(page)).toBeFocused();
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'search modal with a kind chosen');
    await blog.click();
    await expect(chips.getByRole('button', { name: /^All \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await hrefs()).some((h) => h!.startsWith('/docs/'))).toBe(true);
    // Clearing the query brings the start screen back, without chips.
    await input(page).fill('');
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    await expect(chips).toHaveCount(0);
  });

  test('kind chips are reached with Shift+Tab; Tab returns to the input, and Tab there still closes', async ({
    page,
  }) => {
    await searchInModal(page, 'flaky');
    const chips = page.getByRole('toolbar', { name: 'Filter by kind' });
    await expect(chips).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(chips.getByRole('button', { name: /^All / })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const docs = chips.getByRole('button', { name: /^Docs / });
    await expect(docs).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(docs).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() =>
        page.getByRole('option').evaluateAll((els) => els.every((el) => el.getAttribute('href')!.startsWith('/docs/'))),
      )
      .toBe(true);
    // Space presses a chip too: no key on the chips is taken for the field.
    await page.keyboard.press('ArrowRight');
    const blog = chips.getByRole('button', { name: /^Blog / });
    await expect(blog).toBeFocused();
    await page.keyboard.press('Space');
    await expect(blog).toHaveAttribute('aria-pressed', 'true');
    await expect(input(page)).toHaveValue('flaky');
    await page.keyboard.press('Tab');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(input(page)).toHaveCount(0);
  });

  test('names a release note by its release and kind of change, not by the page under its group', async ({ page }) => {
    await searchInModal(page, 'stopped responding file download');
    await page
      .getByRole('toolbar', { name: 'Filter by kind' })
      .getByRole('button', { name: /^Changelog \d+$/ })
      .click();
    const note = page.getByRole('option').first();
    // It links to its group's own heading, the kind of change its name says.
    await expect(note).toHaveAttribute('href', /^\/changelog\/#v[\d-]+-(added|improved|fixed)$/);
    const group = (await note.getAttribute('href'))!.split('-').at(-1)!;
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Changelog');
    await expect(note.locator('.DocSearch-Hit-path')).toHaveText(new RegExp(`^\\d+\\.\\d+\\.\\d+ › ${group}$`, 'i'));
  });

  test('shows group titles as text, "CICD & Integrations" included', async ({ page }) => {
    await searchInModal(page, 'jenkins');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('CICD & Integrations');
    // Each list is named by its group's title, so a screen reader says where a hit is.
    await expect(page.getByRole('listbox', { name: 'CICD & Integrations' })).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Search' })).toHaveCount(0);
  });

  for (const how of ['Enter', 'a click'] as const) {
    test(`${how} on a hit whose address is the one shown takes the page back to its heading`, async ({ page }) => {
      const heading = '#headless-and-resource-use';
      await page.goto(`/docs/Testflux/Run%20Tests/headless/${heading}`);
      await hydrated(page);
      await expect(page.locator(heading)).toBeInViewport();
      // The reader scrolls away, and asks for the same section again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.locator(heading)).not.toBeInViewport();
      await page.keyboard.press('Control+k');
      await input(page).fill('headless resource');
      const option = page.getByRole('option').first();
      await expect(option).toHaveAttribute('href', `/docs/Testflux/Run%20Tests/headless/${heading}`);
      await expect(option).toHaveAttribute('aria-selected', 'true');
      if (how === 'Enter') await page.keyboard.press('Enter');
      else await option.click();
      await expect(input(page)).toHaveCount(0);
      await expect(page.locator(heading)).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`${heading}$`));
      // Tab goes on from the heading, as after a link to it.
      await page.keyboard.press('Tab');
      await expect(page.locator(`${heading} a, ${heading} ~ * a`).first()).toBeFocused();
    });
  }

  test(`starts from the selected text, cut to ${SEARCH.modalMaxQueryLength} characters`, async ({ page }) => {
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
    await expect(input(page)).toHaveValue(selected.slice(0, SEARCH.modalMaxQueryLength));
  });
});
