import fs from 'node:fs';
import matter from 'gray-matter';
import { expect, expectAccessible, test, useTheme, hydrated } from './fixtures';
import { routes } from '../../lib/routes';

const INSTALL = '/docs/Testflux/Get%20Started/installation/';
const INSTALL_TWIN = '/docs/Testflux/Get%20Started/installation.md';
const POST = '/blog/flutter-testing-options-compared/';

test.describe('Copy page', () => {
  test('the main button copies the page Markdown fetched from its twin', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(INSTALL);
    await hydrated(page);
    const twin = await (await page.request.get(INSTALL_TWIN)).text();
    expect(twin).toMatch(/^# Install Testflux Desktop\n/);
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });

  test('Copy as Markdown from the menu of a blog post', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(POST);
    await hydrated(page);
    await page.getByRole('button', { name: 'More ways to use this page' }).click();
    await page.getByRole('menuitem', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Flutter testing options compared/);
  });

  test('where the clipboard is refused, a dialog shows the Markdown selected', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    });
    await page.goto(INSTALL);
    await hydrated(page);
    const main = page.getByRole('button', { name: 'Copy page', exact: true });
    await main.click();
    const dialog = page.getByRole('dialog', { name: 'Copy this page as Markdown' });
    await expect(dialog).toBeVisible();
    const text = dialog.getByRole('textbox', { name: 'The page as Markdown' });
    await expect(text).toHaveValue(/^# Install Testflux Desktop\n/);
    await expect(text).toBeFocused();
    const [start, end, length] = await text.evaluate((t: HTMLTextAreaElement) => [
      t.selectionStart,
      t.selectionEnd,
      t.value.length,
    ]);
    expect([start, end]).toEqual([0, length]);
    await expectAccessible(page, 'Copy page fallback dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(main).toBeFocused();
  });

  test('the menu follows the WAI-ARIA menu button pattern', async ({ page }) => {
    await page.goto(INSTALL);
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'More ways to use this page' });
    await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('menu');
    await expect(menu).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['Copy as Markdown', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();
    await expectAccessible(page, 'Copy page menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // ArrowUp opens on the last item; a click outside closes.
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.locator('h1').click();
    await expect(menu).toBeHidden();
  });

  test('the menu links the twin and the two assistants with a prompt naming the twin URL', async ({ page }) => {
    await page.goto(INSTALL);
    await hydrated(page);
    await page.getByRole('button', { name: 'More ways to use this page' }).click();
    const twinUrl = `https://testflux.example${INSTALL_TWIN}`;
    await expect(page.getByRole('menuitem', { name: 'View as Markdown' })).toHaveAttribute('href', INSTALL_TWIN);
    for (const [name, base] of [
      ['Open in ChatGPT', 'https://chatgpt.com/?q='],
      ['Open in Claude', 'https://claude.ai/new?q='],
    ]) {
      const href = (await page.getByRole('menuitem', { name }).getAttribute('href'))!;
      expect(href.startsWith(base), href).toBe(true);
      expect(decodeURIComponent(href.slice(base.length))).toContain(twinUrl);
    }
    await page.getByRole('menuitem', { name: 'View as Markdown' }).click();
    await expect(page).toHaveURL(new RegExp(`${INSTALL_TWIN.replace(/[.%]/g, '\\$&')}$`));
  });

  test('axe-clean in dark mode too', async ({ page }) => {
    await page.goto(POST);
    await useTheme(page, 'dark');
    await hydrated(page);
    await page.getByRole('button', { name: 'More ways to use this page' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'Copy page menu, dark');
  });
});

test.describe('Markdown twins and metadata', () => {
  for (const path of [INSTALL, POST, '/changelog/', '/features/', '/']) {
    test(`${path} links its twin, served as text/markdown`, async ({ page, request }) => {
      await page.goto(path);
      const alternate = page.locator('link[rel="alternate"][type="text/markdown"]');
      await expect(alternate).toHaveCount(1);
      const href = new URL((await alternate.getAttribute('href'))!);
      expect(href.origin).toBe('https://testflux.example');
      expect(href.pathname).toBe(routes.twin(path));
      const twin = await request.get(href.pathname);
      expect(twin.status()).toBe(200);
      expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(await twin.text()).toMatch(/^# .+\n\n> .+\n\nSource: <https:\/\/testflux\.example\//);
    });
  }

  test('pages carry og:image, its size and alt, a large Twitter card and valid JSON-LD', async ({ page, request }) => {
    await page.goto(INSTALL);
    const meta = async (key: string) =>
      page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');
    const image = new URL((await meta('og:image'))!);
    expect(image.href).toBe('https://testflux.example/og/docs/Testflux/Get%20Started/installation.png');
    expect(await meta('og:image:width')).toBe('1200');
    expect(await meta('og:image:height')).toBe('630');
    expect(await meta('og:image:alt')).toBe('Install Testflux Desktop (Docs · Get Started, Testflux)');
    expect(await meta('twitter:card')).toBe('summary_large_image');
    const png = await request.get(image.pathname);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((b) => JSON.parse(b)['@type'])).toEqual(['TechArticle', 'BreadcrumbList']);
    // The frontmatter keywords, as Docusaurus writes them, end the article's schema.org keywords.
    const { keywords } = matter(fs.readFileSync('content/docs/Testflux/Get Started/installation.mdx', 'utf8')).data as {
      keywords: string[];
    };
    expect(keywords.length).toBeGreaterThan(0);
    expect(await meta('keywords')).toBe(keywords.join(','));
    expect(String(JSON.parse(blocks[0]).keywords).endsWith(`, ${keywords.join(', ')}`)).toBe(true);
  });

  test('the home page has WebSite with a search action and Organization', async ({ page }) => {
    await page.goto('/');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) =>
      JSON.parse(b),
    );
    expect(blocks.map((b) => b['@type'])).toEqual(['WebSite', 'Organization']);
    expect(blocks[0].potentialAction.target.urlTemplate).toBe(
      'https://testflux.example/search/?q={search_term_string}',
    );
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      'https://testflux.example/og/index.png',
    );
  });

  test('the changelog has a CollectionPage whose description is its meta description', async ({ page }) => {
    await page.goto('/changelog/');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) =>
      JSON.parse(b),
    );
    expect(blocks.map((b) => b['@type'])).toEqual(['CollectionPage']);
    expect(blocks[0].url).toBe('https://testflux.example/changelog/');
    expect(blocks[0].description).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
  });

  test("a static page has a WebPage of the site, with the page's canonical address and meta description", async ({
    page,
  }) => {
    await page.goto('/features/');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) =>
      JSON.parse(b),
    );
    expect(blocks.map((b) => b['@type'])).toEqual(['WebPage']);
    expect(blocks[0].url).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
    expect(blocks[0].description).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
    expect(blocks[0].name).toBe(await page.getByRole('heading', { level: 1 }).innerText());
  });

  test('docs articles link to edit the source and to report a problem', async ({ page }) => {
    await page.goto(INSTALL);
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://github.testflux.example/testflux/website/edit/main/content/docs/Testflux/Get%20Started/installation.mdx',
    );
    const report = new URL(
      (await page.getByRole('link', { name: 'Report a problem with this page' }).getAttribute('href'))!,
    );
    expect(report.pathname).toBe('/testflux/website/issues/new');
    expect(report.searchParams.get('body')).toContain(`https://testflux.example${INSTALL}`);
  });
});
