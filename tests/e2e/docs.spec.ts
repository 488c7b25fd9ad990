import { allowConsoleErrors, expect, test, hydrated } from './fixtures';
import type { Locator } from '@playwright/test';

const JENKINS = '/docs/Testflux/CICD%20%26%20Integrations/Jenkinspipeline/';

/** The docs sidebar, once hydrated: before that a click on a category does nothing. */
async function hydratedSidebar(page: import('@playwright/test').Page) {
  const sidebar = page.locator('.docs-sidebar').getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar).toHaveAttribute('data-ready', 'true');
  return sidebar;
}

test.describe('docs', () => {
  test('the docs root is the Get Started onboarding page', async ({ page }) => {
    await page.goto('/docs/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Get started/i);
    await expect(
      page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: /Get started with Testflux/ }),
    ).toHaveAttribute('aria-current', 'page');
    // Its second address: the canonical is the page's own, so it is listed once.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://testflux.example/docs/Testflux/Get%20Started/onboard/',
    );
  });

  test('an article opens by its encoded URL with breadcrumbs, TOC, tags, edit link, last update and pager', async ({
    page,
  }) => {
    const response = await page.goto(JENKINS);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('CICD & Integrations');
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /content\/docs\/Testflux\/CICD%20%26%20Integrations\/Jenkinspipeline\.mdx$/,
    );
    await expect(page.getByText(/Last updated on/)).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/docs/Testflux/CICD%20%26%20Integrations/Jenkins/',
    );
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/docs/Testflux/CICD%20%26%20Integrations/Mobile_CLI/',
    );
    // Headings have stable ids and a hover anchor.
    const firstH2 = page.locator('.markdown h2[id]').first();
    const id = await firstH2.getAttribute('id');
    await expect(firstH2.locator('a.hash-link')).toHaveAttribute('href', `#${id}`);
  });

  test("a breadcrumb's section links to its first page, unless that is the page being read", async ({ page }) => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await page.goto(JENKINS);
    await expect(crumbs.getByRole('link', { name: 'CICD & Integrations' })).toHaveAttribute(
      'href',
      '/docs/Testflux/CICD%20%26%20Integrations/cicd/',
    );
    await page.goto('/docs/Testflux/Code%20Blocks/code-blocks/');
    await expect(crumbs.getByRole('listitem')).toHaveText(['Docs', 'Code Blocks', 'Code Blocks']);
    await expect(crumbs.getByRole('link')).toHaveText(['Docs']);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('one sidebar for every article: current page highlighted, its category expanded, client navigation', async ({
    page,
  }) => {
    await page.goto(JENKINS);
    const sidebar = await hydratedSidebar(page);
    await expect(sidebar).toHaveAttribute('data-sidebar-id', 'tutorialSidebar');
    await expect(sidebar.getByRole('button', { name: 'CICD & Integrations' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: 'Get Started' })).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Jenkins pipeline' })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    await sidebar.getByRole('button', { name: 'Run Tests' }).click();
    await sidebar.getByRole('link', { name: 'Headless runs' }).click();
    await expect(page).toHaveURL(/\/Run%20Tests\/headless\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Headless runs' })).toBeVisible();
    // Client navigation: the window object survived.
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    await expect(sidebar.getByRole('link', { name: 'Headless runs' })).toHaveAttribute('aria-current', 'page');
  });

  test('on first load, the sidebar scrolls its current link into view, and the window stays at the top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/docs/Testflux/Use%20Cases/popups/');
    const sidebar = await hydratedSidebar(page);
    const link = sidebar.getByRole('link', { name: 'Popups' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    const box = page.locator('.docs-sidebar__scroll');
    // The current link sits far down a sidebar taller than the window: the box scrolled to it.
    await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const [linkRect, boxRect] = await Promise.all([link.boundingBox(), box.boundingBox()]);
    expect(linkRect!.y).toBeGreaterThanOrEqual(boxRect!.y);
    expect(linkRect!.y + linkRect!.height).toBeLessThanOrEqual(boxRect!.y + boxRect!.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on first load, a current link the sidebar already shows leaves the sidebar at its top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/Testflux/Run%20Tests/parallel/');
    const sidebar = await hydratedSidebar(page);
    await expect(sidebar.getByRole('link', { name: 'Parallel runs' })).toBeInViewport({ ratio: 1 });
    // A frame for the scroll that would have run, then none.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.locator('.docs-sidebar__scroll').evaluate((el) => el.scrollTop)).toBe(0);
  });

  test('categories collapse, and the sidebar can be hidden on desktop and stays hidden', async ({ page }) => {
    await page.goto(JENKINS);
    const sidebar = await hydratedSidebar(page);
    const category = sidebar.getByRole('button', { name: 'CICD & Integrations' });
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Jenkins pipeline' })).toBeHidden();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.locator('.docs-sidebar')).toBeHidden();
    // The pressed button is gone: the focus is on the one that undoes it, not lost to the page.
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeFocused();
    await page.reload();
    await expect(page.locator('.docs-sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.docs-sidebar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeFocused();
  });

  // A fragment that does not percent-decode names no heading, and breaks nothing.
  for (const hash of ['', '#%']) {
    test(`the TOC highlights the heading in view${hash ? `, the address ending in ${hash}` : ''}`, async ({ page }) => {
      await page.goto(JENKINS + hash);
      await hydrated(page);
      const links = page.locator('.toc--desktop .toc__link');
      const count = await links.count();
      expect(count).toBeGreaterThan(2);
      const third = links.nth(2);
      const id = (await third.getAttribute('href'))!.slice(1);
      // Scrolled to the top of the view (below the sticky navbar, thanks to scroll-padding-top).
      await page.locator(`[id="${id}"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect(third).toHaveAttribute('aria-current', 'location');
      await expect(links.first()).not.toHaveAttribute('aria-current', 'location');
    });
  }

  test('at the end of a page, the TOC highlights the last heading, even just under the top', async ({ page }) => {
    await page.goto('/docs/Testflux/Get%20Started/onboard/');
    const last = page.locator('.toc--desktop .toc__link').last();
    const heading = page.locator(`[id="${(await last.getAttribute('href'))!.slice(1)}"]`);
    // 20 px from the top: above the zone the observer watches, below the top of the window.
    await heading.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 20));
    expect(await heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(20);
    await expect(last).toHaveAttribute('aria-current', 'location');
  });

  // Their last sections are short: scrolled to the end, the last heading stays below the zone.
  for (const path of ['/features/', '/Privacy/']) {
    test(`on ${path}, scrolled to the end or sent to the last heading, the TOC highlights it`, async ({ page }) => {
      // A tall window: the end leaves the last heading lower down, below the zone.
      await page.setViewportSize({ width: 1280, height: 1000 });
      await page.goto(path);
      await hydrated(page);
      const last = page.locator('.toc--desktop .toc__link').last();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(last).toHaveAttribute('aria-current', 'location');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(last).not.toHaveAttribute('aria-current', 'location');
      await last.click();
      await expect(last).toHaveAttribute('aria-current', 'location');
      // The one before it, followed, lands in the window too, at the end: the address names it.
      const previous = page.locator('.toc--desktop .toc__link').nth(-2);
      await previous.click();
      await expect(previous).toHaveAttribute('aria-current', 'location');
    });
  }

  test('the sidebar collapsed on another page opens, when expanded, at the page shown, the window unmoved', async ({
    page,
  }) => {
    await page.goto('/docs/Testflux/Troubleshooting/timeouts/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.goto('/docs/Testflux/Use%20Cases/popups/');
    await hydrated(page);
    const y = await page.evaluate(() => window.scrollY);
    // Dispatched: Playwright's own click would scroll the window to show the whole of the
    // button, a bar taller than the window.
    await page.getByRole('button', { name: 'Expand sidebar' }).dispatchEvent('click');
    const current = page.locator('.docs-sidebar [aria-current="page"]');
    await expect(current).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeFocused();
  });

  test('code blocks have a working copy button, which copies blank lines empty', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/Testflux/CICD%20%26%20Integrations/Gitlab/');
    await hydrated(page);
    const block = page.locator('.code-block').first();
    const code = (await block.locator('code').innerText()).trim();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(block.getByRole('status')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The .gitlab-ci.yml has blank lines, drawn as a space each: none is copied as one.
    expect(copied).toMatch(/\n\n/);
    expect(copied).not.toMatch(/^[ \t]+$/m);
    expect(copied.trim()).toBe(code.replace(/^[ \t]+$/gm, ''));
  });

  test('a code block whose copy is refused says so, to the eye and in its status', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    });
    await page.goto(JENKINS);
    await hydrated(page);
    const block = page.locator('.code-block').first();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copy failed' })).toBeVisible();
    await expect(block.getByRole('status')).toHaveText('Copy failed');
    // Then back to its name, ready for another try.
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible({ timeout: 5_000 });
    await expect(block.getByRole('status')).toHaveText('');
  });

  test.describe('the copy button covers no code', () => {
    // Where a block has a title the button sits in its bar; an untitled block leaves a strip
    // for it on a phone (no hover) and shows it only on hover elsewhere.
    const cases = [
      { name: 'titled, phone', path: JENKINS, titled: true, phone: true },
      { name: 'untitled, phone', path: '/docs/Testflux/Run%20Tests/test-suite/', titled: false, phone: true },
      { name: 'titled, desktop', path: JENKINS, titled: true, phone: false },
    ];
    for (const c of cases) {
      test(c.name, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: c.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
          hasTouch: c.phone,
          isMobile: c.phone,
        });
        const page = await context.newPage();
        await page.goto(c.path);
        const figure = page.locator(
          c.titled ? 'figure:has(> figcaption)' : 'figure[data-rehype-pretty-code-figure]:not(:has(> figcaption))',
        );
        const button = figure.first().getByRole('button', { name: 'Copy code to clipboard' });
        await expect(button).toHaveCSS('opacity', '1');
        const box = (await button.boundingBox())!;
        const line = (await figure.first().locator('[data-line]').first().boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(line.y);
        if (c.titled) {
          const bar = (await figure.first().locator('figcaption').boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(bar.y);
          expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
        }
        await context.close();
      });
    }
  });

  test('tabs with one group switch together and the choice is remembered', async ({ page }) => {
    await page.goto('/docs/Testflux/Get%20Started/installation/');
    await hydrated(page);
    const tabsets = page.locator('.tabs');
    const first = tabsets.first();
    const labels = await first.getByRole('tab').allInnerTexts();
    const target = labels[labels.length - 1];
    await first.getByRole('tab', { name: target }).click();
    await expect(first.getByRole('tab', { name: target })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/downloads/');
    await expect(page.locator('.tabs').first().getByRole('tab', { name: target })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('tabs follow the arrow keys round the ends, Home and End, selecting the tab reached', async ({ page }) => {
    await page.goto('/docs/Testflux/Get%20Started/installation/');
    await hydrated(page);
    const tabs = page.locator('.tabs').first().getByRole('tab');
    const n = await tabs.count();
    expect(n).toBeGreaterThan(2);
    await tabs.first().click();
    // [key, the tab it reaches], each from where the row before left the focus.
    const steps: [string, number][] = [
      ['ArrowRight', 1],
      ['End', n - 1],
      ['ArrowRight', 0],
      ['ArrowLeft', n - 1],
      ['Home', 0],
    ];
    for (const [key, index] of steps) {
      await page.keyboard.press(key);
      await expect(tabs.nth(index), key).toBeFocused();
      await expect(tabs.nth(index), key).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(index), key).toHaveAttribute('tabindex', '0');
    }
  });

  test('on a phone the tabs keep one row, and the tab reached by a key is scrolled wholly into view', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // Its agent tabs, "Linux or macOS agent" and "Windows agent", are wider together than a phone.
    await page.goto('/docs/Testflux/CICD%20%26%20Integrations/Jenkins/');
    await hydrated(page);
    const list = page.locator('.tabs').first().getByRole('tablist');
    const tabs = list.getByRole('tab');
    const rows = new Set(await tabs.evaluateAll((all) => all.map((t) => t.getBoundingClientRect().top)));
    expect(rows.size, 'one row of tabs').toBe(1);
    // The labels outrun the column here: the last tab starts out cut off by the list's edge.
    const inView = async (i: number) => {
      const [tab, box] = [(await tabs.nth(i).boundingBox())!, (await list.boundingBox())!];
      return tab.x >= box.x - 0.5 && tab.x + tab.width <= box.x + box.width + 0.5;
    };
    const last = (await tabs.count()) - 1;
    expect(await inView(last)).toBe(false);
    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect(tabs.nth(last)).toBeFocused();
    await expect.poll(() => inView(last)).toBe(true);
    await context.close();
  });

  test('a row of tabs wider than the column fades its labels at the edge it can still scroll past', async ({
    page,
  }) => {
    // At 1280 px the devices page's four tabs outrun the column; the installation page's fit.
    const fades = (list: Locator) =>
      list.evaluate((l) => {
        const style = getComputedStyle(l);
        return [style.getPropertyValue('--tabs-fade-start'), style.getPropertyValue('--tabs-fade-end')];
      });
    await page.goto('/docs/Testflux/Get%20Started/installation/');
    expect(await fades(page.getByRole('tablist').first())).toEqual(['0px', '0px']);
    await page.goto('/docs/Testflux/Mobile%20Testing/devices/');
    const list = page.locator('.tabs', { hasText: 'iOS Simulator' }).getByRole('tablist');
    expect(await list.evaluate((l) => l.scrollWidth > l.clientWidth)).toBe(true);
    expect(await fades(list)).toEqual(['0px', '48px']);
    await list.evaluate((l) => l.scrollTo({ left: l.scrollWidth }));
    await expect.poll(() => fades(list)).toEqual(['48px', '0px']);
  });

  test("a tab choice reaches the visitor's other tabs at once", async ({ page, context }) => {
    await page.goto('/docs/Testflux/Get%20Started/installation/');
    const other = await context.newPage();
    await other.goto('/downloads/');
    const labels = await page.locator('.tabs').first().getByRole('tab').allInnerTexts();
    const target = labels[labels.length - 1];
    const otherTab = other.locator('.tabs').first().getByRole('tab', { name: target });
    await expect(otherTab).toHaveAttribute('aria-selected', 'false');
    await page.locator('.tabs').first().getByRole('tab', { name: target }).click();
    await expect(otherTab).toHaveAttribute('aria-selected', 'true');
  });

  test('an old Generate Tests path sends the visitor to Autogenerate', async ({ page }) => {
    await page.goto('/docs/Testflux/Generate%20Tests/Autogenerate/');
    await expect(page).toHaveURL(/\/docs\/Testflux\/AI-Powered%20Test%20Case%20Generation\/Autogenerate\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Autogenerate/);
  });

  test('category pages list their docs as cards', async ({ page }) => {
    await page.goto('/docs/category/mobile-app-testing/');
    await expect(page.getByRole('heading', { level: 1, name: 'Android, iOS and Flutter app testing' })).toBeVisible();
    const cards = page.locator('.card-grid .card');
    expect(await cards.count()).toBe(9);
    await expect(cards.first()).toHaveAttribute('href', '/docs/Testflux/Mobile%20Testing/mobile-testing/');
    // The product's category: a card for each section of the sidebar, in its order.
    await page.goto('/docs/category/Testflux/');
    const sections = await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .locator(':scope > ul > li > .menu__category-toggle')
      .allInnerTexts();
    expect(sections.length).toBeGreaterThan(1);
    await expect(page.locator('.card-grid .card__title')).toHaveText(sections);
    // It is linked from every page, and leads to the other collections, which no page links else.
    const others = page.getByRole('region', { name: 'More collections' }).getByRole('link');
    expect(await others.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/docs/category/debug/',
      '/docs/category/library/',
      '/docs/category/mobile-app-testing/',
    ]);
  });

  test('tag pages: the index counts docs per tag and a tag page lists them', async ({ page }) => {
    await page.goto('/docs/tags/');
    const setup = page.getByRole('link', { name: /^Setup \d+$/ });
    const count = Number((await setup.locator('.tag__count').innerText()).trim());
    expect(count).toBeGreaterThan(3);
    await setup.click();
    await expect(page).toHaveURL(/\/docs\/tags\/setup\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${count} docs tagged with “Setup”`);
    expect(await page.locator('.card-grid .card').count()).toBe(count);
  });

  test('any other docs path is not found', async ({ page }) => {
    allowConsoleErrors(page, /status of 404/);
    const response = await page.goto('/docs/Testflux/Get%20Started/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

// The "On this page" column follows the article in the HTML: a page painted before it is parsed
// must already have the article at its final width, or the text re-wraps and jumps (CLS).
for (const [kind, path, article] of [
  ['docs article', '/docs/Testflux/Troubleshooting/element-not-found/', '.doc-article'],
  ['blog post', '/blog/cypress-vs-selenium/', '.post'],
] as const) {
  test(`a ${kind} is as wide before its "On this page" column is parsed as after`, async ({ page }) => {
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const [withColumn, without] = await page.locator(article).evaluate((el) => {
        const before = el.getBoundingClientRect().width;
        document.querySelectorAll('.doc-toc').forEach((column) => column.remove());
        return [before, el.getBoundingClientRect().width];
      });
      expect(without, `${width} px`).toBe(withColumn);
    }
  });
}
