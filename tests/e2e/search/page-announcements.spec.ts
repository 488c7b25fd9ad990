import { STATUS_SETTLE_MS } from '@/lib/constants';
import { SEARCH_SCOPE } from '@/lib/search/kinds';
import { expect, expectAccessible, test } from '../fixtures';

test.describe('search page: announcements, layout and axe', () => {
  test('one live region, in the page from the first paint, says what the results are', async ({ page, request }) => {
    expect(await (await request.get('/search/')).text()).toMatch(/<p id="search-page-status" role="status"/);
    await page.goto('/search/?q=secrets');
    const region = page.locator('#search-page-status');
    await expect(region).toHaveText(/^\d+ results for “secrets”$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(1);
    await page.getByLabel(`Search the ${SEARCH_SCOPE}`).fill('qqxqzz');
    await expect(region).toHaveText('No results for “qqxqzz”');
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(1);
  });

  test('the live region speaks once typing stops, not at every key', async ({ page }) => {
    await page.goto('/search/?q=secrets');
    const region = page.locator('#search-page-status');
    await expect(region).toHaveText(/^\d+ results for “secrets”$/);
    // The page's timers from here on run only as the test moves the clock: a real 80 ms between
    // keys became more than the settle time on a loaded CI machine, and "… for “pipel”" was said.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    // Every text the region takes from here on, as a screen reader would hear it.
    await region.evaluate((el) => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => el.textContent && said.push(el.textContent)).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const field = page.getByLabel(`Search the ${SEARCH_SCOPE}`);
    const count = page.locator('.search-page__count');
    await field.fill('');
    // Each prefix's results drawn, then held for a third of the settle time: a region that follows
    // every answer says "… for “p”", "… for “pi”" and so on.
    const typed = 'pipeline';
    for (let end = 1; end <= typed.length; end++) {
      await field.press(typed[end - 1]);
      await expect(count).toHaveText(new RegExp(`for “${typed.slice(0, end)}”$`));
      await page.clock.runFor(STATUS_SETTLE_MS / 3);
    }
    await page.clock.runFor(STATUS_SETTLE_MS);
    await expect(region).toHaveText(/^\d+ results? for “pipeline”$/);
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said).toEqual([await region.textContent()]);
  });

  test('the field is labelled and its placeholder shows whole at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search/');
    const field = page.getByLabel(`Search the ${SEARCH_SCOPE}`);
    // As the modal's field: a phone keyboard leaves "tfx run" and "ECONNREFUSED" as typed.
    for (const [name, value] of [
      ['autocapitalize', 'off'],
      ['autocorrect', 'off'],
      ['spellcheck', 'false'],
      ['enterkeyhint', 'search'],
    ])
      await expect(field).toHaveAttribute(name, value);
    // The placeholder as the field's text: wider than the field, it would scroll.
    const overflow = await field.evaluate((el: HTMLInputElement) => {
      el.value = el.placeholder;
      const scrolls = el.scrollWidth - el.clientWidth;
      el.value = '';
      return scrolls;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a long unbroken query wraps instead of widening the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/search/?q=${'x'.repeat(500)}`);
    await expect(page.locator('.search-page__title').getByText(/No results for/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const width of [412, 1280]) {
    test(`the results arrive without moving what is already drawn, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 823 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Four-digit counts: chips that wrapped to a second row pushed the results down.
      await page.goto('/search/?q=test');
      await expect(page.locator('.search-result').nth(3)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Show more results' })).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
    });
  }

  test('has no axe violations with results', async ({ page }) => {
    await page.goto('/search/?q=secrets');
    await expect(page.locator('.search-result').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Docs section' })).toBeVisible();
    await expectAccessible(page, '/search/');
  });
});
