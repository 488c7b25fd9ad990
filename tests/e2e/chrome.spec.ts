import { facts } from '@/lib/content/facts';
import { releaseAnchor } from '@/lib/content/changelog-model';
import type { Route } from '@playwright/test';
import { allowConsoleErrors, expect, expectAccessible, test, hydrated } from './fixtures';

const anchor = releaseAnchor(facts.release);

test.describe('site chrome', () => {
  test('the announcement advertises the current release, links to its changelog entry and cannot be closed by default', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toContainText(`v${facts.release}`);
    await expect(bar).toContainText('Oracle DB connector');
    await expect(bar.getByRole('button', { name: 'Close announcement' })).toHaveCount(0);
    await bar.getByRole('link', { name: 'Read the changelog' }).click();
    await expect(page).toHaveURL(new RegExp(`/changelog/#${anchor}$`));
    await expect(page.locator(`#${anchor}`)).toBeVisible();
  });

  test('on a phone the announcement keeps to three lines: no room is kept for a close button it does not have', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const lines = await page
      .locator('.announcement__text')
      .evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
    // Four lines with the closeable bar's 3 rem on each side.
    expect(Math.round(lines)).toBeLessThanOrEqual(3);
  });

  test('the html element declares English, left to right, with canonical and hreflang links', async ({ page }) => {
    await page.goto('/features/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://testflux.example/features/');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      'https://testflux.example/features/',
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page).toHaveTitle(/Features \| Testflux/);
    // The tag manager loads only when an id is configured.
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });

  test('the navbar hides on scroll down and shows on scroll up; the sticky columns rise and fall with it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/Testflux/Get%20Started/onboard/');
    const navbar = page.locator('header.navbar');
    const sidebar = page.locator('.docs-sidebar');
    const toc = page.locator('.toc--desktop');
    const top = async (l: typeof sidebar) => (await l.boundingBox())!.y;
    await expect(navbar).toHaveAttribute('data-hidden', 'false');
    // With the announcement bar in view, the sidebar starts below it, yet its toggle is in view.
    expect(await top(sidebar)).toBeGreaterThan(90);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeInViewport({ ratio: 1 });
    // Scrolling before the navbar has hydrated moves the page but nothing listens yet: scroll on.
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(navbar).toHaveAttribute('data-hidden', 'true', { timeout: 1000 });
    }).toPass();
    // No empty strip where the navbar was: the columns move up to the window's top.
    await expect.poll(() => top(sidebar)).toBe(0);
    await expect.poll(() => top(toc)).toBeLessThan(20);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeInViewport({ ratio: 1 });
    await page.mouse.wheel(0, -300);
    await expect(navbar).toHaveAttribute('data-hidden', 'false');
    await expect.poll(() => top(sidebar)).toBe(60);
  });

  test('the navbar holds the main navigation, the language and version menus and the calls to action', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Docs', 'Blog', 'Use cases', 'Pricing', 'Community', 'Schedule a demo', 'Try for free']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Try for free' })).toHaveAttribute(
      'href',
      'https://app.testflux.example/signup',
    );
    await nav.locator('summary', { hasText: 'Next' }).click();
    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });

  test('the navbar menus close on Escape, on a click outside and when the focus leaves them', async ({ page }) => {
    await page.goto('/docs/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = (name: string) => nav.locator('details.dropdown', { has: page.locator('summary', { hasText: name }) });
    const version = menu('Next');
    const summary = version.locator('summary');
    await summary.click();
    await expect(version).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(version).not.toHaveAttribute('open');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(version).toHaveAttribute('open', '');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(version).not.toHaveAttribute('open');
    const language = menu('English');
    await language.locator('summary').click();
    await expect(language).toHaveAttribute('open', '');
    // Tab through the menu's one link and on: the focus has left it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(language).not.toHaveAttribute('open');
    await summary.click();
    await page.keyboard.press('Tab');
    await expect(version.getByRole('link', { name: 'Next' })).toBeFocused();
    await expect(version).toHaveAttribute('open', '');
  });

  test('the focus ring keeps 3:1 contrast on the dark announcement bar and footer', async ({ page }) => {
    await page.goto('/');
    // Keyboard focus first, so the links below take :focus-visible as a Tab would give it.
    await page.keyboard.press('Tab');
    for (const link of [page.locator('.announcement a').first(), page.locator('.footer a').first()]) {
      await link.focus();
      // The ring is drawn (outline-style none would leave the colour below meaningless).
      expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
      const ratio = await link.evaluate((el) => {
        const rgb = (color: string) =>
          color
            .match(/[\d.]+/g)!
            .slice(0, 3)
            .map(Number);
        const luminance = (color: string) => {
          const [r, g, b] = rgb(color).map((v) => {
            const c = v / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        let box: Element | null = el;
        while (box && getComputedStyle(box).backgroundColor.replace(/\s/g, '') === 'rgba(0,0,0,0)')
          box = box.parentElement;
        const [a, b] = [
          luminance(getComputedStyle(el).outlineColor),
          luminance(getComputedStyle(box!).backgroundColor),
        ];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(3);
    }
  });

  test('the footer has the spec columns, legal links, the 2025 copyright and a 1200px maximum width', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer.footer');
    for (const col of ['Community', 'Resources', 'Products', 'Features', 'Support']) {
      await expect(footer.getByRole('heading', { name: col })).toBeVisible();
    }
    const expected: [string, string][] = [
      ['Blog', '/blog/'],
      ['Documentation', '/docs/category/Testflux/'],
      ['Use cases', '/UseCases/'],
      ['All features', '/features/'],
      ['Changelog', '/changelog/'],
      ['Integrations', '/docs/Testflux/Integrations/integrations/'],
      ['CI/CD', '/docs/Testflux/CICD%20%26%20Integrations/cicd/'],
      ['Database validation', '/docs/Testflux/Integrations/database-validation/'],
      ['Test management', '/docs/Testflux/Create%20Tests/test-management/'],
      ['Terms', '/Terms/'],
      ['Privacy', '/Privacy/'],
    ];
    for (const [name, href] of expected)
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    const brochure = footer.getByRole('link', { name: /Brochure \(PDF\)/ });
    await expect(brochure).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get((await brochure.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(footer).toContainText('Copyright © 2025 Testflux');
    await expect(footer.getByRole('link', { name: 'support@testflux.example' })).toHaveAttribute(
      'href',
      'mailto:support@testflux.example',
    );
    expect(await page.locator('.footer__inner').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('1200px');
  });

  test("every page names the site's OpenSearch description, so a browser can add its search", async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/docs/Testflux/Run%20Tests/parallel/']) {
      await page.goto(path);
      const link = page.locator('head link[rel="search"]');
      await expect(link).toHaveAttribute('type', 'application/opensearchdescription+xml');
      await expect(link).toHaveAttribute('title', 'Testflux');
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/opensearchdescription+xml; charset=utf-8');
      expect(await response.text()).toContain('template="https://testflux.example/search/?q={searchTerms}"');
    }
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    allowConsoleErrors(page, /status of 404/);
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the documentation' })).toBeVisible();
  });

  test("the not-found page offers the pages its address's words find, and a search for them", async ({ page }) => {
    allowConsoleErrors(page, /status of 404/);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await page.goto('/docs/testflux/run-tests/paralel/'))?.status()).toBe(404);
    // The footer's place before the suggestions arrive: they come in room kept for them.
    const footerTop = () => page.locator('footer.footer').evaluate((el) => el.getBoundingClientRect().top);
    const before = await footerTop();
    const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' });
    await expect(suggestions.getByRole('link').first()).toHaveText('Parallel runs');
    expect(await footerTop()).toBe(before);
    await expect(suggestions.getByRole('link').first()).toHaveAttribute('href', '/docs/Testflux/Run%20Tests/parallel/');
    await expect(suggestions).toContainText('Docs › Run Tests');
    await expect(page.getByRole('link', { name: 'Search the site for “run tests paralel”' })).toHaveAttribute(
      'href',
      '/search/?q=run%20tests%20paralel',
    );
    await expectAccessible(page, 'the not-found page with suggestions');
    await suggestions.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parallel runs');

    // Words no page holds all of (pages hold "parallel" alone): no suggestion, the search link
    // alone, drawn once the search has answered.
    await page.goto('/docs/testflux/parallel-xyzzyq/');
    await expect(page.getByRole('link', { name: 'Search the site for “parallel xyzzyq”' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Were you looking for one of these?' })).toHaveCount(0);
  });

  test.describe('the not-found page names the page an address means, from the sitemap', () => {
    for (const [path, page, title, text] of [
      ['/usecases/', '/UseCases/', 'Use cases', '/UseCases/'],
      [
        '/docs/testflux/get%20started/Installation',
        '/docs/Testflux/Get%20Started/installation/',
        'Install Testflux Desktop',
        '/docs/Testflux/Get Started/installation/',
      ],
      [
        '/docs/Testflux/Code%20Blocks/',
        '/docs/Testflux/Code%20Blocks/code-blocks/',
        'Code Blocks',
        '/docs/Testflux/Code Blocks/code-blocks/',
      ],
      ['/blog/page/1/', '/blog/', 'Blog', '/blog/'],
    ] as const) {
      test(`${path} (status 404) offers ${page}, by its title`, async ({ page: tab }) => {
        allowConsoleErrors(tab, /status of 404/);
        expect((await tab.goto(path))?.status()).toBe(404);
        const match = tab.locator('.status-page__match');
        await expect(match.getByRole('link')).toHaveText(title);
        await expect(match).toHaveText(`Did you mean ${title}?${text}`);
        await expect(match.getByRole('link')).toHaveAttribute('href', page);
        // The page is named alone: no search for the address's words beside it.
        await expect(tab.getByRole('region', { name: 'Were you looking for one of these?' })).toHaveCount(0);
        await expectAccessible(tab, `the not-found page at ${path}`);
        await match.getByRole('link').click();
        await tab.waitForURL((url) => url.pathname === page);
      });
    }

    test('the page the address means is named by its address when its title cannot be read', async ({ page }) => {
      allowConsoleErrors(page, /status of 404|ERR_FAILED/);
      await page.route('**/UseCases/', (route) => route.abort());
      await page.goto('/usecases/');
      await expect(page.locator('.status-page__match')).toHaveText('Did you mean /UseCases/?');
    });

    for (const [what, answer] of [
      ['refused', (route: Route) => route.abort()],
      // Never answered: the page waits for it a while, not for ever.
      ['left hanging', () => {}],
    ] as const) {
      test(`with the sitemap ${what}, the address's words are still searched`, async ({ page }) => {
        allowConsoleErrors(page, /status of 404|ERR_FAILED|sitemap/);
        await page.route('**/sitemap.xml', answer);
        await page.goto('/docs/Testflux/Get%20Started/instalation');
        const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' });
        await expect(suggestions.getByRole('link').first()).toHaveText('Install Testflux Desktop', { timeout: 15_000 });
      });
    }

    test("a mistyped docs address is offered docs pages only, not the blog's", async ({ page }) => {
      allowConsoleErrors(page, /status of 404/);
      await page.goto('/docs/Testflux/Get%20Started/instalation');
      const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' });
      await expect(suggestions.getByRole('link').first()).toHaveText('Install Testflux Desktop');
      const places = await suggestions.locator('.status-page__where').allTextContents();
      expect(places.length).toBeGreaterThan(0);
      for (const place of places) expect(place).toMatch(/^Docs › /);
      await expect(page.locator('.status-page__match')).toHaveCount(0);
    });
  });

  test('an address that cannot be decoded shows a readable error, not a blank page', async ({ page }) => {
    allowConsoleErrors(page, /status of 400/);
    const response = await page.goto('/docs/%E0%A4%A/');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'This address cannot be read' })).toBeVisible();
    await expect(page.getByText(/decoding error/)).toBeVisible();
  });

  test("the not-found page's language menu links to the address asked for", async ({ page }) => {
    allowConsoleErrors(page, /status of 404/);
    await page.goto('/no/such/page/');
    await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'English' }).click();
    const english = page.getByRole('link', { name: 'English', exact: true });
    expect(await english.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(page.url());
    expect(page.url()).toMatch(/\/no\/such\/page\/$/);
  });

  test("the footer's links to a section of a page navigate without a reload", async ({ page }) => {
    await page.goto('/blog/');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    await page.locator('footer.footer').getByRole('link', { name: 'Web testing' }).click();
    await expect(page).toHaveURL(/\/features\/#web-testing$/);
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
  });

  test('a navbar menu closes once an entry is chosen', async ({ page }) => {
    await page.goto('/blog/');
    await hydrated(page);
    const version = page.getByRole('navigation', { name: 'Main' }).locator('details', { hasText: 'Next' });
    await version.locator('summary').click();
    await expect(version).toHaveAttribute('open', '');
    await version.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(version).not.toHaveAttribute('open', '');
  });

  test('a modified click on the version the docs page is in still opens it elsewhere', async ({ page, context }) => {
    await page.goto('/docs/Testflux/Run%20Tests/parallel/');
    await hydrated(page);
    const menu = page
      .getByRole('navigation', { name: 'Main' })
      .locator('details.dropdown', { has: page.locator('summary', { hasText: 'Next' }) });
    await menu.locator('summary').click();
    const opened = context.waitForEvent('page');
    await menu.getByRole('link', { name: 'Next', exact: true }).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/docs/');
    expect(new URL(page.url()).pathname).toBe('/docs/Testflux/Run%20Tests/parallel/');
  });

  // Focused without scrolling and chosen by keys: a pointer on the sticky navbar scrolls the page.
  for (const menuName of ['English', 'Next']) {
    test(`choosing ${menuName}, what a docs page already is, keeps the reader's place`, async ({ page }) => {
      const address = '/docs/Testflux/Run%20Tests/parallel/#read-a-parallel-run';
      await page.goto(address);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(500);
      const menu = page
        .getByRole('navigation', { name: 'Main' })
        .locator('details.dropdown', { has: page.locator('summary', { hasText: menuName }) });
      await menu.locator('summary').evaluate((s) => (s as HTMLElement).focus({ preventScroll: true }));
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('open', '');
      await menu
        .getByRole('link', { name: menuName, exact: true })
        .evaluate((a) => (a as HTMLElement).focus({ preventScroll: true }));
      await page.keyboard.press('Enter');
      await expect(menu).not.toHaveAttribute('open', '');
      expect(page.url()).toMatch(/\/parallel\/#read-a-parallel-run$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
    });
  }

  test('a static host serving the 404 page for an undecodable address shows the same error', async ({ page }) => {
    await page.route('**/docs/%E0%A4%A/', (route) => route.fulfill({ path: 'out/404.html', contentType: 'text/html' }));
    await page.goto('/docs/%E0%A4%A/');
    await expect(page.getByRole('heading', { name: 'This address cannot be read' })).toBeVisible();
  });

  test.describe('.html addresses are normalised to the bare path', () => {
    for (const path of ['/features/index.html', '/features.html']) {
      test(`by the server: ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/features\/$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
      });
    }

    test('in the browser, when a host serves the .html file itself', async ({ page }) => {
      await page.route('**/community/index.html', (route) =>
        route.fulfill({ path: 'out/community/index.html', contentType: 'text/html' }),
      );
      await page.goto('/community/index.html?ref=x#top');
      await expect(page).toHaveURL(/\/community\/\?ref=x#top$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    });
  });

  test('a render error shows the crash page, and Try again renders the page again', async ({ page }) => {
    allowConsoleErrors(page, /querySelectorAll is broken|This page crashed|The above error occurred/);
    // Break the browser API the page's table of contents uses after it renders (only for the
    // TOC's links, recognised by their selector), as a browser bug or an extension might.
    await page.addInitScript(() => {
      const original = Document.prototype.querySelectorAll;
      const state = { broken: true };
      (window as unknown as { __restore: () => void }).__restore = () => {
        state.broken = false;
      };
      Document.prototype.querySelectorAll = function (this: Document, selectors: string) {
        if (state.broken && selectors.includes('.toc__link')) throw new Error('querySelectorAll is broken');
        return original.call(this, selectors);
      } as Document['querySelectorAll'];
    });
    await page.goto('/docs/Testflux/Environments/secrets/');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.evaluate(() => (window as unknown as { __restore: () => void }).__restore());
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Secrets' })).toBeVisible();
  });

  test('every kind of page shows its content without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/', /without writing a framework/],
      ['/docs/Testflux/Environments/secrets/', 'Secrets'],
      ['/docs/category/Testflux/', /Testflux/],
      ['/blog/', 'Blog'],
      ['/changelog/', 'Changelog'],
      ['/features/', /./],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
    }
    await context.close();
  });

  test('blocked browser storage costs only a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/docs/Testflux/Get%20Started/installation/');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Switch between dark and light mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const tab = page.getByRole('tab').nth(1);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.locator('.docs-sidebar')).toBeHidden();
    expect(warnings.some((w) => /storage is unavailable/i.test(w))).toBe(true);
  });

  for (const [path, marked] of [
    ['/docs/Testflux/Run%20Tests/parallel/', 'Docs'],
    ['/blog/selenium-vs-playwright/', 'Blog'],
    ['/blog/page/2/', 'Blog'],
    ['/', null],
  ] as const) {
    test(`the navbar shows the area ${path} is in: ${marked ?? 'none'}`, async ({ page }) => {
      await page.goto(path);
      const navbar = page.locator('.navbar__items').first();
      for (const label of ['Docs', 'Blog']) {
        const shadow = await navbar
          .getByRole('link', { name: label, exact: true })
          .evaluate((a) => getComputedStyle(a).boxShadow);
        expect(shadow !== 'none', label).toBe(label === marked);
      }
    });
  }

  test('route prefetching is skipped on data-saver and 2g connections', async ({ page }) => {
    const prefetches = (p: typeof page) => {
      const urls: string[] = [];
      p.on('request', (r) => {
        if (r.headers()['next-router-prefetch'] || /\.txt(\?|$)/.test(r.url())) urls.push(r.url());
      });
      return urls;
    };
    const normal = prefetches(page);
    await page.goto('/');
    // Once hydrated and idle: on a loaded machine that can be seconds after the load event.
    await expect.poll(() => normal.length, { timeout: 20_000 }).toBeGreaterThan(0);

    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { saveData: false, effectiveType: '2g' },
    ]) {
      const constrained = await page.context().newPage();
      await constrained.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value }), connection);
      const requests = prefetches(constrained);
      await constrained.goto('/');
      // Hydrated and past an idle moment, when the normal page prefetches, then a quiet while.
      await hydrated(constrained);
      await constrained.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await constrained.waitForTimeout(1500);
      expect(requests, JSON.stringify(connection)).toEqual([]);
    }
  });
});
