import { SEARCH_KINDS } from '@/lib/search/kinds';
import { expect, expectAccessible, test } from '../fixtures';

test.describe('search page: kind chips and docs-section facet', () => {
  test('the kind chips keep to one row at 390 px: the first four whole, the last reachable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/search/?q=test');
    const row = page.locator('.search-page__kinds');
    // Counts of pages: "test" is on every page of the site.
    await expect(row.getByRole('button', { name: /^All \d{3}$/ })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Docs \d{3}$/ })).toBeVisible();
    const chips = row.getByRole('button');
    await expect(chips).toHaveCount(SEARCH_KINDS.length + 1);
    const all = await chips.all();
    for (const chip of all.slice(0, 4)) await expect(chip).toBeInViewport({ ratio: 1 });
    // One row: no chip below the first.
    const tops = await Promise.all(all.map(async (chip) => (await chip.boundingBox())!.y));
    expect(new Set(tops).size).toBe(1);
    const last = all[all.length - 1];
    await last.scrollIntoViewIfNeeded();
    // Whole but for a fraction of a pixel of its border, which the row's subpixel scroll may clip.
    await expect(last).toBeInViewport({ ratio: 0.99 });
  });

  test('kind chips and the docs-section facet refine, live in the address, and survive reload and Back', async ({
    page,
  }) => {
    await page.goto('/search/?q=runner');
    const kinds = page.getByRole('group', { name: 'Filter by kind' });
    await expect(kinds.getByRole('button', { name: /^All \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Docs section' })).toBeVisible();
    await kinds.getByRole('button', { name: /^Blog \d+$/ }).click();
    await expect(page).toHaveURL(/\/search\/\?q=runner&kind=blog$/);
    // Sections are docs only: with the blog alone there are none to offer.
    await expect(page.getByRole('group', { name: 'Docs section' })).toHaveCount(0);
    await expect(page.locator('.search-result__title a').first()).toHaveAttribute('href', /^\/blog\//);
    // One kind at a time, as in the modal: Docs instead of the blog.
    await kinds.getByRole('button', { name: /^Docs \d+$/ }).click();
    await expect(page).toHaveURL(/\?q=runner&kind=docs$/);
    await expect(kinds.getByRole('button', { name: /^Blog \d+$/ })).toHaveAttribute('aria-pressed', 'false');
    const sections = page.getByRole('group', { name: 'Docs section' });
    await sections.getByRole('checkbox', { name: /^Run Tests \d+$/ }).check();
    await expect(page).toHaveURL(/\?q=runner&kind=docs&section=Run\+Tests$/);
    const crumbs = page.locator('.search-result__crumbs');
    await expect.poll(async () => (await crumbs.allInnerTexts()).every((c) => c === 'Docs › Run Tests')).toBe(true);
    const count = await page.locator('.search-page__count').innerText();

    await page.reload();
    await expect(page.locator('.search-page__count')).toHaveText(count);
    await expect(kinds.getByRole('button', { name: /^Docs \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(sections.getByRole('checkbox', { name: /^Run Tests \d+$/ })).toBeChecked();

    await page.locator('.search-result__title a').first().click();
    await expect(page).toHaveURL(/\/docs\/Testflux\/Run%20Tests\//);
    await page.goBack();
    await expect(page).toHaveURL(/\?q=runner&kind=docs&section=Run\+Tests$/);
    await expect(page.locator('.search-page__count')).toHaveText(count);
    await expect(sections.getByRole('checkbox', { name: /^Run Tests \d+$/ })).toBeChecked();
    await expectAccessible(page, '/search/ with facets chosen');
  });

  test('a docs section narrows the docs only: it chooses Docs, the chips keep their counts, All clears it', async ({
    page,
  }) => {
    await page.goto('/search/?q=jenkins');
    const kinds = page.getByRole('group', { name: 'Filter by kind' });
    const chips = kinds.getByRole('button');
    await expect(chips.first()).toHaveText(/^All \d+$/);
    const counts = await chips.allInnerTexts();
    const section = page
      .getByRole('group', { name: 'Docs section' })
      .getByRole('checkbox', { name: /^CICD & Integrations \d+$/ });
    const inSection = await page
      .locator('.search-sections__item', { hasText: 'CICD & Integrations' })
      .locator('.search-chip__count')
      .innerText();
    await section.check();
    await expect(page.locator('.search-page__count')).toHaveText(`${inSection} results for “jenkins”`);
    await expect(page).toHaveURL(/\?q=jenkins&kind=docs&section=CICD\+%26\+Integrations$/);
    await expect(kinds.getByRole('button', { name: /^Docs \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    // Counted whatever the section: the blog and the changelog can still be chosen.
    await expect.poll(() => chips.allInnerTexts()).toEqual(counts);
    await expect(kinds.getByRole('button', { name: /^Blog \d+$/ })).toBeEnabled();
    await kinds.getByRole('button', { name: /^All \d+$/ }).click();
    await expect(page).toHaveURL(/\/search\/\?q=jenkins$/);
    await expect(section).not.toBeChecked();
  });

  test('an address may choose several kinds, and a docs section narrows only the docs among them', async ({ page }) => {
    await page.goto('/search/?q=jenkins&kind=docs&kind=blog&section=CICD+%26+Integrations');
    const kinds = page.getByRole('group', { name: 'Filter by kind' });
    await expect(kinds.getByRole('button', { name: /^Docs \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(kinds.getByRole('button', { name: /^Blog \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    // Docs in the section, or the blog.
    const crumbs = page.locator('.search-result__crumbs');
    await expect
      .poll(async () => [...new Set((await crumbs.allInnerTexts()).map((c) => c.split(' › ')[0]))].sort())
      .toEqual(['Blog', 'Docs']);
    expect(
      (await crumbs.allInnerTexts())
        .filter((c) => c.startsWith('Docs'))
        .every((c) => c === 'Docs › CICD & Integrations'),
    ).toBe(true);
    // A chip then chooses its kind alone: the blog, without the section.
    await kinds.getByRole('button', { name: /^Blog \d+$/ }).click();
    await expect(page).toHaveURL(/\?q=jenkins&kind=blog$/);
  });

  test('More sections lists the rest of the docs sections and says whether the list is expanded', async ({ page }) => {
    await page.goto('/search/?q=test');
    const sections = page.getByRole('group', { name: 'Docs section' });
    const more = sections.getByRole('button', { name: 'More sections' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(sections.getByRole('checkbox')).toHaveCount(8);
    await more.click();
    const fewer = sections.getByRole('button', { name: 'Fewer sections' });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => sections.getByRole('checkbox').count()).toBeGreaterThan(8);
    await expectAccessible(page, '/search/ with every docs section listed');
    await fewer.click();
    await expect(sections.getByRole('checkbox')).toHaveCount(8);
  });

  test('the docs-section facet comes before the results, on the page and in the Tab order', async ({ page }) => {
    await page.goto('/search/?q=runner');
    const title = page.locator('summary', { hasText: 'Docs section' });
    const sections = page.getByRole('group', { name: 'Docs section' });
    const lastChip = page.getByRole('group', { name: 'Filter by kind' }).getByRole('button').last();
    const firstResult = page.locator('.search-result').first();
    // Wide: a column left of the results, open.
    await expect(sections.getByRole('checkbox').first()).toBeVisible();
    expect((await title.boundingBox())!.x).toBeLessThan((await firstResult.boundingBox())!.x);
    await lastChip.focus();
    await page.keyboard.press('Tab');
    await expect(title).toBeFocused();

    // Narrow: a closed disclosure above the results, which stay in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(firstResult).toBeInViewport();
    await expect(sections.getByRole('checkbox').first()).toBeHidden();
    expect((await title.boundingBox())!.y).toBeLessThan((await firstResult.boundingBox())!.y);
    await lastChip.focus();
    await page.keyboard.press('Tab');
    await expect(title).toBeFocused();
    await page.keyboard.press('Enter');
    await sections.getByRole('checkbox', { name: /^Run Tests \d+$/ }).check();
    await expect(page).toHaveURL(/\?q=runner&kind=docs&section=Run\+Tests$/);
    await expect(title).toHaveText('Docs section (1 chosen)');
    await expectAccessible(page, '/search/ at 390 px with the section facet open');
  });

  test('a kind or section that holds nothing for the query offers to search everything', async ({ page }) => {
    await page.goto('/search/?q=figma&kind=docs&section=Reports');
    await expect(page.locator('.search-page__title').getByText(/No results for/)).toBeVisible();
    await expect(page.getByText('Not in the kinds and sections chosen.')).toBeVisible();
    await expectAccessible(page, '/search/ without results in the chosen facets');
    await page.getByRole('button', { name: 'Search everything' }).click();
    await expect(page).toHaveURL(/\/search\/\?q=figma$/);
    await expect(page.locator('.search-result').first()).toContainText(/figma/i);
    await expect(page.getByRole('searchbox')).toBeFocused();
  });

  test('ignores unknown kinds and sections in the address', async ({ page }) => {
    await page.goto('/search/?q=runner&kind=nope&section=Nowhere&section=%3Cb%3E');
    await expect(page.locator('.search-page__count')).toContainText(/\d+ results for “runner”/);
    await expect(
      page.getByRole('group', { name: 'Filter by kind' }).getByRole('button', { name: /^All \d+$/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/search\/\?q=runner$/);
  });
});
