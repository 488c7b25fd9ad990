import { DESKTOP_BREAKPOINT_PX } from '@/lib/constants';
import {
  allowConsoleErrors,
  EARLIEST_DELAYED_MS,
  expect,
  expectAccessible,
  hydrated,
  ownScripts,
  test,
  type Page,
} from './fixtures';

test.describe('colour mode', () => {
  test('is light by default, toggles to dark, is stored under "theme" and survives a reload without a flash', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Its name says which mode is on, as Docusaurus's does.
    const toggle = page.getByRole('button', { name: 'Switch between dark and light mode' });
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The theme is applied by an inline script before the first paint: check the very first DOM.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
  });

  test('follows the system preference when nothing is stored', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: 'dark', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('is synced across tabs', async ({ page, context }) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/blog/');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch between dark and light mode' }).click();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('mobile navbar sidebar', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the hamburger, traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.click();
    const sidebar = page.getByRole('dialog', { name: 'Testflux navigation' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Docs' })).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#navbar-sidebar')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('opens with the page shown in view, far down a long docs tree', async ({ page }) => {
    await page.goto('/docs/Testflux/Troubleshooting/timeouts/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Testflux navigation' });
    await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport();
    // The menu scrolled to it keeps its close button and the way back to the main menu in view.
    expect(await sidebar.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    for (const name of ['Close navigation menu', '← Back to main menu'])
      await expect(sidebar.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  });

  test('opens at its top when the page shown is already in view, so no item hides under its sticky bar', async ({
    page,
  }) => {
    await page.goto('/docs/Testflux/Code%20Blocks/code-blocks/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Testflux navigation' });
    await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport();
    expect(await sidebar.evaluate((el) => el.scrollTop)).toBe(0);
    const back = await sidebar.getByRole('button', { name: '← Back to main menu' }).boundingBox();
    const first = await sidebar.getByRole('button', { name: 'Get Started' }).boundingBox();
    expect(first!.y).toBeGreaterThanOrEqual(back!.y + back!.height);
  });

  test('closes on a link to the page already shown, which changes no route', async ({ page }) => {
    await page.goto('/blog/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(toggle).not.toHaveAttribute('aria-controls');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-controls', 'navbar-sidebar');
    const sidebar = page.getByRole('dialog', { name: 'Testflux navigation' });
    await sidebar.getByRole('button', { name: '← Back to main menu' }).click();
    await sidebar.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(sidebar).toBeHidden();
    await expect(page.locator('[inert]')).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // The blog sidebar is drawn twice (page and menu) with ids of its own each time.
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test('makes the page behind it inert while open; the backdrop still closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Testflux navigation' });
    await expect(sidebar).toBeVisible();
    // The rest of the navbar (the menu's own siblings) and the page around it.
    for (const behind of ['main', 'footer', '.navbar__toggle', '.navbar__brand']) {
      await expect(page.locator(behind).first()).toHaveAttribute('inert', '');
    }
    await expect(sidebar).not.toHaveAttribute('inert', '');
    await page.locator('.navbar-sidebar__backdrop').click({ position: { x: 370, y: 400 } });
    await expect(sidebar).toBeHidden();
    await expect(page.locator('[inert]')).toHaveCount(0);
  });

  test('shows the docs sidebar as its secondary menu and closes on route change', async ({ page }) => {
    await page.goto('/docs/Testflux/Get%20Started/installation/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Testflux navigation' });
    await expect(sidebar.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    // Each view replaces the other: the focus goes to the new view's first control.
    await sidebar.getByRole('button', { name: '← Back to main menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByRole('link', { name: 'Blog' })).toBeVisible();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar__primary')))).toBe(true);
    await sidebar.getByRole('button', { name: /Back to this section/ }).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByRole('button', { name: '← Back to main menu' })).toBeFocused();
    await sidebar.getByRole('button', { name: 'Environments' }).click();
    await sidebar.getByRole('link', { name: 'Secrets' }).click();
    await expect(page).toHaveURL(/\/Environments\/secrets\/$/);
    await expect(sidebar).toBeHidden();
  });

  // Pages the reviewers found wider than a phone, each for a long inline code span.
  for (const path of [
    '/downloads/',
    '/docs/Testflux/Use%20Cases/popups/',
    '/blog/ios-permission-dialogs-in-ui-tests/',
  ]) {
    test(`${decodeURI(path)} is no wider than the phone`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  // WCAG 1.4.10: no sideways scrolling at 320 px (the keyboard review's pages: cards, the
  // archive's date column, a long bold word) nor where the desktop navbar starts, up to where it
  // has room for every label (a 1280 px screen zoomed to 125% is 1024 px wide).
  for (const { path, width } of [
    { path: '/blog/authors/', width: 320 },
    { path: '/blog/archive/', width: 320 },
    { path: '/docs/Testflux/Environments/secrets/', width: 320 },
    { path: '/docs/Testflux/Get%20Started/installation/', width: DESKTOP_BREAKPOINT_PX },
    { path: '/', width: 1100 },
    { path: '/blog/', width: 1279 },
    { path: '/changelog/', width: 1280 },
  ]) {
    test(`${decodeURI(path)} does not scroll sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width >= DESKTOP_BREAKPOINT_PX)
        await expect(page.getByRole('button', { name: 'Search' })).toBeInViewport({ ratio: 1 });
    });
  }

  test('Escape in the search opened over it closes the search only, and the focus returns into the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Testflux navigation' });
    const blog = sidebar.getByRole('link', { name: 'Blog', exact: true });
    await blog.focus();
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Input')).toHaveCount(0);
    await expect(sidebar).toBeVisible();
    await expect(blog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
  });

  /**
   * The scripts a page fetches that hold the open menu's code (its close button's name), as they
   * arrive. A body that can no longer be read (the page gone) holds nothing.
   */
  const menuCode = (page: Page) => {
    const found: string[] = [];
    const reads: Promise<void>[] = [];
    let arrived: (url: string) => void = () => {};
    const first = new Promise<string>((resolve) => (arrived = resolve));
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script' || !r.ok()) return;
      reads.push(
        r.text().then(
          (body) => {
            if (!body.includes('Close navigation menu')) return;
            found.push(new URL(r.url()).pathname);
            arrived(new URL(r.url()).pathname);
          },
          () => {},
        ),
      );
    });
    return { first, all: async () => (await Promise.all(reads), found) };
  };

  test("loads the open menu's code apart from the first load, when a phone-sized page is idle", async ({ page }) => {
    const code = menuCode(page);
    await page.goto('/blog/');
    const firstLoad = await ownScripts(page.request, '/blog/');
    // No tap: it arrives on its own, in a script the page's HTML does not load.
    expect(firstLoad.has(await code.first)).toBe(false);
  });

  test("never loads the open menu's code at desktop width", async ({ page }) => {
    const code = menuCode(page);
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto('/blog/');
    await hydrated(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState('networkidle');
    // Past the idle callback's one-second limit, when a phone-sized page has it.
    await page.waitForTimeout(1500);
    expect(await code.all()).toEqual([]);
  });

  test('opens once its code is in, when tapped before it arrived', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('Close navigation menu')) await held;
      await route.fulfill({ response });
    });
    await page.goto('/blog/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.click();
    await page.waitForTimeout(300);
    // Nothing half open while it waits: no expanded button pointing at a missing menu, no inert page.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).not.toHaveAttribute('aria-controls');
    await expect(page.locator('[inert]')).toHaveCount(0);
    release();
    const sidebar = page.getByRole('dialog', { name: 'Testflux navigation' });
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-controls', 'navbar-sidebar');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#navbar-sidebar')))).toBe(true);
  });

  test("stays closed when the open menu's code cannot load, and opens at the next tap once it can", async ({
    page,
  }) => {
    allowConsoleErrors(page, /Failed to load resource/, /ChunkLoadError|Failed to load chunk/);
    let refuse = true;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      if (refuse && (await response.text()).includes('Close navigation menu')) await route.abort();
      else await route.fulfill({ response });
    });
    await page.goto('/blog/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    const sidebar = page.getByRole('dialog', { name: 'Testflux navigation' });
    // The tap's own attempt has failed (not only the idle fetch) before the code is let through:
    // a second tap while the first still waits shares its answer.
    const failed = page.waitForEvent('console', (m) => m.text().includes('could not be loaded'));
    await toggle.click();
    await failed;
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).not.toHaveAttribute('aria-controls');
    await expect(sidebar).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    refuse = false;
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('closes when the viewport becomes desktop-sized', async ({ page }) => {
    await page.goto('/blog/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Testflux navigation' });
    await expect(sidebar.getByRole('navigation', { name: 'All blog posts' })).toBeVisible();
    // The spec's breakpoint: one pixel narrower is still mobile.
    await page.setViewportSize({ width: DESKTOP_BREAKPOINT_PX - 1, height: 844 });
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({ width: DESKTOP_BREAKPOINT_PX, height: 844 });
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
  });
});

test.describe('progress bar', () => {
  test('starts 200 ms after a slow client navigation begins and ends when the route renders', async ({ page }) => {
    await page.goto('/docs/Testflux/Get%20Started/onboard/');
    await page.waitForLoadState('networkidle');
    // Categories open once the sidebar has hydrated.
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveAttribute('data-ready', 'true');
    // Hold the next route's data for a second so the navigation is slow.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/Environments\/secrets\/.*\.txt/, async (route) => {
      await held;
      await route.continue();
    });
    await page.route(/Environments%20\/secrets|Environments\/secrets/, async (route) => {
      if (route.request().resourceType() === 'document') return route.continue();
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'Environments' }).click();
    // Timestamps taken in the page: the click, and the moment the bar's element appears.
    await page.evaluate(() => {
      const w = window as unknown as { __clickAt?: number; __barAt?: number };
      document.addEventListener('click', () => (w.__clickAt ??= performance.now()), true);
      new MutationObserver(() => {
        if (!w.__barAt && document.getElementById('nprogress')) w.__barAt = performance.now();
      }).observe(document.body, { childList: true });
    });
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Secrets' }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    const { clickAt, barAt } = await page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __barAt: number };
      return { clickAt: w.__clickAt, barAt: w.__barAt };
    });
    // Not before the delay; that it comes at all while the page is held is the check above.
    expect(barAt - clickAt).toBeGreaterThanOrEqual(EARLIEST_DELAYED_MS);
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    await expectAccessible(page, 'a page with the progress bar showing');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Secrets' })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});
