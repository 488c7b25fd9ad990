import { STORAGE_KEYS } from '@/lib/constants';
import { expect, test, hydrated } from './fixtures';

const { announcementDismiss, announcementId } = STORAGE_KEYS;

// The spec's other reading, built with ANNOUNCEMENT_CLOSEABLE=true and COLOR_MODE_DISABLE_SWITCH=true.
test.describe('closeable announcement', () => {
  test('is dismissed, stays dismissed across pages and reloads without a flash', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close announcement' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    // The button went with the bar: the focus moves on to the navbar's brand.
    await expect(page.locator('.navbar__brand')).toBeFocused();
    expect(
      await page.evaluate(
        (keys) => keys.map((key) => localStorage.getItem(key)),
        [announcementDismiss, announcementId],
      ),
    ).toEqual(['true', 'release-1-4-20']);
    await page.goto('/blog/', { waitUntil: 'commit' });
    await page.waitForSelector('.announcement', { state: 'attached' });
    // Hidden by the inline script before React runs: never painted.
    expect(await page.locator('.announcement').evaluate((el) => getComputedStyle(el).display)).toBe('none');
  });

  test('on a phone the text keeps clear of the close button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const box = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().toJSON());
    const [text, close] = [await box('.announcement__text'), await box('.announcement__close')];
    expect(text.right).toBeLessThanOrEqual(close.left);
  });

  test('shows again when the announcement id changes', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(
      ([idKey, dismissKey]) => {
        localStorage.setItem(idKey, 'release-1-4-14');
        localStorage.setItem(dismissKey, 'true');
      },
      [announcementId, announcementDismiss],
    );
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  });
});

test.describe('light mode only', () => {
  test('has no colour mode toggle and stays light even when the system prefers dark', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: 'dark', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch between dark and light mode' })).toHaveCount(0);
    await context.close();
  });
});
