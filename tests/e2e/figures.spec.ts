import { expect, expectAccessible, test, useTheme, type Page, hydrated } from './fixtures';

// The CI overview: one figure, the pipeline diagram.
const PAGE = '/docs/Testflux/CICD%20%26%20Integrations/cicd/';
const CAPTION = 'How a commit turns into a passed or failed pipeline with Testflux.';

const opener = (page: Page) => page.locator('.diagram__open').first();
const dialog = (page: Page) => page.getByRole('dialog', { name: CAPTION });

test.describe('docs figures', () => {
  test('a click opens the figure full size; Escape closes it and focus returns', async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page);
    await expect(opener(page)).toHaveAccessibleName(/^Enlarge figure: Pipeline diagram: a commit/);
    await opener(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('img')).toHaveAccessibleName(/^Pipeline diagram: a commit/);
    await expect(dialog(page).getByRole('button', { name: 'Close figure' })).toBeFocused();
    // Full size: wider in the dialog than in the article column.
    const inline = await opener(page).locator('svg.figure-svg').boundingBox();
    const zoomed = await dialog(page).locator('svg').boundingBox();
    expect(zoomed!.width).toBeGreaterThan(inline!.width);
    // The copy's arrow markers are renamed, so the page keeps unique ids.
    expect(await page.locator('[id="ci-pipeline-arrow"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener(page)).toBeFocused();
  });

  test('Enter and Space open it; the close button and the backdrop close it', async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page);
    await opener(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Enter'); // on the focused close button
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener(page)).toBeFocused();

    await page.keyboard.press(' ');
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(4, 4); // the backdrop, outside the dialog box
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener(page)).toBeFocused();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing with the figure open (${theme})`, async ({ page }) => {
      await page.goto(PAGE);
      await useTheme(page, theme);
      await hydrated(page);
      await expectAccessible(page, `${PAGE} (${theme})`);
      await opener(page).click();
      await expect(dialog(page)).toBeVisible();
      await expectAccessible(page, `${PAGE} with the zoom open (${theme})`);
    });
  }

  test('the figure follows the colour mode', async ({ page }) => {
    await page.goto(PAGE);
    const colours = () =>
      page
        .locator('.diagram')
        .first()
        .evaluate((figure) => {
          const fill = (selector: string) => getComputedStyle(figure.querySelector(selector)!).fill;
          return { box: fill('.f-box'), text: fill('.f-strong') };
        });
    await useTheme(page, 'light');
    const light = await colours();
    await useTheme(page, 'dark');
    const dark = await colours();
    expect(dark.box).not.toBe(light.box);
    expect(dark.text).not.toBe(light.text);
    expect(light.text).toBe('rgb(17, 24, 39)'); // --color-text, not the SVG default black
  });
});

test('the home page shows the Studio picture, sized before it paints', async ({ page }) => {
  await page.goto('/');
  const picture = page.locator('.studio-visual__whole svg');
  await expect(picture).toHaveAttribute('role', 'img');
  await expect(page.locator('.studio-visual__details')).toBeHidden();
  await expect(picture).toHaveAccessibleName(/^Testflux Studio with the test case SHOP-142/);
  const box = (await picture.boundingBox())!;
  expect(Math.abs(box.width / box.height - 720 / 440)).toBeLessThan(0.01);
  const fills = async () =>
    picture
      .locator('.f-accent')
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
  const light = await fills();
  await useTheme(page, 'dark');
  expect(await fills()).not.toBe(light);
});

test('on a phone the Studio picture shows two details near their own size, and keeps its name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('img', { name: /^Testflux Studio with the test case SHOP-142/ })).toHaveCount(1);
  expect((await page.locator('.studio-visual__whole').boundingBox())!.width).toBeLessThanOrEqual(1);
  const details = page.locator('.studio-visual__details svg');
  await expect(details).toHaveCount(2);
  for (const detail of await details.all()) {
    await expect(detail).toBeVisible();
    // Pixels a unit of the figure: its 12-unit text drawn 11 px tall or more (the whole draws it at 6).
    const scale = await detail.evaluate(
      (svg) => svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width,
    );
    expect(scale * 12).toBeGreaterThanOrEqual(11);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
