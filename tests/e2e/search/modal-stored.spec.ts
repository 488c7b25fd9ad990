import { storedSearchKeys } from '@/components/search/history-keys';
import { searchSettings } from '@/lib/config';
import { NAVIGATION_DELAY_MS, SEARCH } from '@/lib/constants';
import { expect, expectAccessible, test, hydrated } from '../fixtures';
import { input, searchAndOpen, storedList, openModal } from './helpers';

test.describe('search modal: recent and favorite searches', () => {
  test('stored searches: axe finds nothing on the start screen; Ctrl+S saves and Delete removes, each said', async ({
    page,
  }) => {
    await searchAndOpen(page, 'secrets', /\/Environments\/secrets\//);
    // From another page, so each stored search links elsewhere.
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.search-button__keys')).toHaveText('Ctrl K');
    await page.keyboard.press('Control+k');
    // One wording for what both search fields search (DocSearch's own says "Search docs").
    await expect(input(page)).toHaveAttribute('placeholder', SEARCH.placeholder);
    const stored = (source: 'Recent' | 'Favorite') => storedList(page, source);
    const recent = stored('Recent').getByRole('option');
    await expect(recent).toHaveCount(1);
    await expect(recent).toHaveAttribute('aria-selected', 'true');
    await expect(recent).toHaveAttribute('aria-keyshortcuts', 'Control+S Meta+S Delete');
    // The footer names the keys of the active stored search, beside DocSearch's own.
    const keys = page.locator('.DocSearch-Commands .stored-search-keys');
    await expect(keys).toHaveText(/^Ctrl S\s*to save\s*Del\s*to remove$/);
    await expectAccessible(page, 'search start screen with a recent search');
    await page.keyboard.press('Control+s');
    const favorite = stored('Favorite').getByRole('option');
    await expect(favorite).toHaveCount(1);
    await expect(recent).toHaveCount(0);
    // Said, as the touch list's buttons say it.
    const status = page.locator('.DocSearch-Modal [role="status"]');
    await expect(status).toHaveText('“Secrets” saved to favorites.');
    // The action ran inside the hit's link, and no navigation began: no progress bar, no spinner.
    await page.waitForTimeout(NAVIGATION_DELAY_MS * 2);
    await expect(page.locator('#nprogress, .page-loading .spinner')).toHaveCount(0);
    await expect(favorite).toHaveAttribute('aria-keyshortcuts', 'Delete');
    await expect(keys).toHaveText(/^Del\s*to remove$/);
    await expectAccessible(page, 'search start screen with a favorite search');
    await page.keyboard.press('Delete');
    await expect(favorite).toHaveCount(0);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await expect(keys).toBeHidden();
    await expect(status).toHaveText('“Secrets” removed.');
  });

  test('on an Apple keyboard, the button and the footer name ⌘ and ⌦, and Cmd+K and Cmd+S work', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await searchAndOpen(page, 'secrets', /\/Environments\/secrets\//);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.search-button__keys')).toHaveText('⌘ K');
    await page.keyboard.press('Meta+k');
    const keys = page.locator('.DocSearch-Commands .stored-search-keys');
    await expect(keys).toHaveText(/^⌘ S\s*to save\s*⌦\s*to remove$/);
    await page.keyboard.press('Meta+s');
    await expect(storedList(page, 'Favorite').getByRole('option')).toHaveCount(1);
    await expect(keys).toHaveText(/^⌦\s*to remove$/);
  });

  // Another script's value under DocSearch's key, or one edited by hand: DocSearch parsed it unguarded.
  for (const [what, stored] of [
    ['text that is no JSON', '{not json'],
    ['JSON that is no list', '{"a":1}'],
    ['a list of no searches', '[null,1,"x"]'],
  ]) {
    test(`stored searches holding ${what} are cleared with a warning, and the modal opens`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
      const [recent] = storedSearchKeys(searchSettings.indexName);
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [recent, stored]);
      await openModal(page, '/docs/');
      await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
      expect(warnings.some((w) => w.includes(`Stored searches under ${recent}`))).toBe(true);
      await input(page).fill('secrets');
      await expect(page.getByRole('option').first()).toBeVisible();
    });
  }

  test('a stored search holding markup shows it as text', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => void (r.url().includes('/x1') && requested.push(r.url())));
    await page.addInitScript(() =>
      localStorage.setItem(
        '__DOCSEARCH_RECENT_SEARCHES__testflux',
        JSON.stringify([
          {
            objectID: 'a',
            type: 'lvl1',
            url: '/docs/',
            hierarchy: { lvl0: 'Get Started', lvl1: 'Hello <img src=/x1 onerror=alert(1)><b>bold</b>' },
          },
        ]),
      ),
    );
    await openModal(page, '/docs/');
    const recent = storedList(page, 'Recent').getByRole('option');
    await expect(recent).toContainText('Hello <img src=/x1 onerror=alert(1)><b>bold</b>');
    await expect(page.locator('.DocSearch-Modal img, .DocSearch-Modal b')).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test('stored searches are saved and removed with reduced motion too', async ({ page }) => {
    // DocSearch runs the action when the hit's transition ends; reduced motion must keep one.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await searchAndOpen(page, 'secrets', /\/Environments\/secrets\//);
    await page.keyboard.press('Control+k');
    const stored = (source: 'Recent' | 'Favorite') => storedList(page, source);
    await expect(stored('Recent').getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Control+s');
    await expect(stored('Favorite').getByRole('option')).toHaveCount(1);
    await stored('Favorite').getByTitle('Remove this search from favorites').click();
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a screen reader reaches save and remove as buttons after the lists, out of sight until focused', async ({
      page,
    }) => {
      await searchAndOpen(page, 'secrets', /\/Environments\/secrets\//);
      await page.goto('/');
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await expect(storedList(page, 'Recent').getByRole('option')).toHaveCount(1);
      const panel = page.locator('.stored-search-edit__panel');
      const toggle = page.getByRole('button', { name: 'Edit search history' });
      // After the lists, not inside one (an option holds no control), and one clipped pixel.
      await expect(page.locator('.DocSearch-Dropdown > :last-child')).toContainText('Edit search history');
      await expect(page.getByRole('listbox').getByRole('button')).toHaveCount(0);
      const size = async () => (await panel.boundingBox())?.width ?? 0;
      expect(await size()).toBeLessThanOrEqual(1);
      await toggle.focus();
      expect(await size()).toBeGreaterThan(100);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page, 'search start screen with its stored searches as buttons');
      const status = page.locator('.DocSearch-Modal [role="status"]');
      await page.getByRole('button', { name: 'Save this search: Secrets' }).tap();
      await expect(storedList(page, 'Favorite').getByRole('option')).toHaveCount(1);
      await expect(storedList(page, 'Recent')).toHaveCount(0);
      await expect(status).toHaveText('“Secrets” saved to favorites.');
      await expect(toggle).toBeFocused();
      await expect(page.getByRole('button', { name: 'Save this search: Secrets' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Remove this search from favorites: Secrets' }).tap();
      await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
      await expect(status).toHaveText('“Secrets” removed.');
      await expect(toggle).toHaveCount(0);
      await expect(input(page)).toBeFocused();
      // Nothing of it shows once a query is typed.
      await input(page).fill('secrets');
      await expect(page.getByRole('option').first()).toBeVisible();
      await expect(panel).toHaveCount(0);
    });
  });
});
