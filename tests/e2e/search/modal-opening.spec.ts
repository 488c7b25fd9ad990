import type { Request } from '@playwright/test';
import { SEARCH } from '@/lib/constants';
import { routes } from '@/lib/routes';
import { allowConsoleErrors, expect, ownScripts, test, withoutLinkPrefetch, hydrated } from '../fixtures';
import { input, WORKER_SCRIPT, openModal } from './helpers';

test.describe('search modal: opening and loading', () => {
  test('opens with the button, Ctrl+K and "/", and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveCount(0);
    // Focus returns to the button, as a dialog's does, not to the top of the page.
    await expect(button).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('/');
    await expect(input(page)).toBeVisible();
    await expect(input(page)).toHaveAttribute('maxlength', String(SEARCH.modalMaxQueryLength));
    await page.keyboard.press('Tab');
    await expect(input(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(input(page)).toHaveCount(0);
  });

  test('closed without a choice, leaves the page where the reader was, its button focused', async ({ page }) => {
    await page.goto('/docs/Testflux/Run%20Tests/parallel/');
    await hydrated(page);
    for (const [scrolled, by, before] of [
      ['down (the navbar hidden)', 1400, 1400],
      ['back up a little (the navbar shown)', -100, 1300],
    ] as const) {
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, by);
      // Where the wheel put the page, once it is there (a wheel scrolls after the event).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Search' }).first()).toBeFocused();
      // Chromium scrolled the sticky navbar's button "into view" by about 400 px.
      expect(await page.evaluate(() => window.scrollY), scrolled).toBe(before);
    }
  });

  test('closed by a click outside it, gives the focus back to what had it, as Escape does', async ({ page }) => {
    await page.goto('/docs/Testflux/Run%20Tests/parallel/');
    await hydrated(page);
    const link = page.getByRole('main').getByRole('link').first();
    await link.focus();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    // The backdrop, left of the modal.
    await page.mouse.click(20, 400);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(link).toBeFocused();
    // Opened with the button: the button.
    const button = page.getByRole('button', { name: 'Search' }).first();
    await button.click();
    await expect(input(page)).toBeFocused();
    await page.mouse.click(20, 400);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('is a modal dialog named Search, and the page behind it is inert until it closes', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveAttribute('aria-modal', 'true');
    for (const behind of ['header.navbar', 'main', 'footer.footer']) {
      await expect(page.locator(behind)).toHaveAttribute('inert', '');
    }
    // Nothing behind the dialog takes the focus, even from script.
    const home = page.locator('header.navbar a').first();
    await home.evaluate((link: HTMLElement) => link.focus());
    await expect(home).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(page.locator('body > [inert]')).toHaveCount(0);
  });

  test('keeps every letter of a query typed fast, as results and chips arrive', async ({ page }) => {
    const query = 'how do i contact support for release notes';
    await openModal(page);
    for (const delay of [0, 10, 30]) {
      await input(page).fill('');
      await page.keyboard.type(query, { delay });
      await expect(page.locator('.search-chips--modal')).toBeVisible();
      await expect(input(page)).toHaveValue(query);
    }
  });

  test('keeps what is typed while the modal is still loading', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // The modal's code loads on first use: the first keys arrive before its field exists.
    await page.getByRole('button', { name: 'Search' }).click();
    await page.keyboard.type('exit code 2');
    await expect(input(page)).toHaveValue('exit code 2');
    await expect(input(page)).toBeFocused();
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveCount(0);
    // A reader who knows the shortcut types at once too; Backspace works on held keys.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('jenkinz');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('s');
    await expect(input(page)).toHaveValue('jenkins');
  });

  test('opens at once after Ctrl+K once its code is here, with no timer to wait for', async ({ page }) => {
    await withoutLinkPrefetch(page);
    // The page's timers run on a clock the test holds still below: a modal mounted through
    // Suspense waits for a 300 ms timer (React's fallback throttle) and never shows. Frames
    // counted in real time instead grew with the machine's load.
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const pending = new Set<Request>();
    page.on('request', (r) => pending.add(r));
    page.on('requestfinished', (r) => pending.delete(r));
    page.on('requestfailed', (r) => pending.delete(r));
    // The pointer on its way to the button loads the modal's code.
    await page.getByRole('button', { name: 'Search' }).hover();
    await expect.poll(() => pending.size).toBe(0);
    await page.mouse.move(0, 300);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeAttached();
  });

  test('starts the search worker the moment it opens, while its own code is still on the way', async ({
    page,
    request,
  }) => {
    await withoutLinkPrefetch(page);
    const initial = await ownScripts(request, '/');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every script the page's HTML does not load waits: the modal's, the search client's.
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      if (!initial.has(new URL(route.request().url()).pathname)) await held;
      await route.continue();
    });
    // The page's own record of a worker starting: Playwright's report of its script request
    // crosses two loaded processes and can come after the held code is let go.
    await page.addInitScript(() => {
      const Native = window.Worker;
      window.Worker = class extends Native {
        constructor(...args: ConstructorParameters<typeof Worker>) {
          super(...args);
          (window as unknown as { workerStarted: boolean }).workerStarted = true;
        }
      };
    });
    await page.goto('/');
    await hydrated(page);
    const workerStarted = () => page.evaluate(() => (window as unknown as { workerStarted?: boolean }).workerStarted);
    expect(await workerStarted()).toBeUndefined();
    await page.keyboard.press('Control+k');
    // Started while every script the modal needs is held: by the keydown itself.
    await expect.poll(workerStarted).toBe(true);
    release();
    await input(page).fill('secrets');
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test('has a worker that fetches the index’s first piece as it starts, before any message', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const started = page.waitForEvent('worker');
    await page.keyboard.press('Control+k');
    const script = (await started).url();
    // The same worker script on a fresh page, started and sent nothing: a message from the page
    // reaches a starting worker only when the page's main thread is free to pass it on.
    const fresh = await page.context().newPage();
    await fresh.goto('/');
    const firstPiece = fresh.waitForRequest((r) => new URL(r.url()).pathname === routes.search.index, {
      timeout: 10_000,
    });
    await fresh.evaluate((url) => void new Worker(url), script);
    await firstPiece;
  });

  test('runs its worker from one script that loads no other code', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const started = page.waitForEvent('worker');
    await page.keyboard.press('Control+k');
    const worker = await started;
    // A script of its own under a name from its content (immutable), not a bundler's bootstrap
    // that fetches its chunks one after another before the worker can fetch the index.
    expect(worker.url()).toMatch(WORKER_SCRIPT);
    await input(page).fill('secrets');
    await expect(page.getByRole('option').first()).toBeVisible();
    // Everything the worker fetched, scripts included, to answer: the index's pieces alone.
    const fetched = await worker.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(fetched.length).toBeGreaterThan(1);
    const piece = (path: string) => path === routes.search.index || path.startsWith(routes.search.piecesRoot);
    expect(fetched.filter((path) => !piece(path))).toEqual([]);
  });

  test('whose code cannot be fetched opens the search page instead, with the selected text', async ({
    page,
    request,
  }) => {
    allowConsoleErrors(page, /Failed to load resource|ChunkLoadError/i);
    const path = '/docs/Testflux/Environments/secrets/';
    // Only the code either page's HTML loads: the modal's is gone, as after a newer deploy.
    const kept = new Set([...(await ownScripts(request, path)), ...(await ownScripts(request, '/search/'))]);
    await page.route('**/_next/static/chunks/*.js', (route) =>
      kept.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('failed'),
    );
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('h1')!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    const selected = await page.evaluate(() => getSelection()!.toString().trim());
    await page.keyboard.press('Control+k');
    await expect(page).toHaveURL(`/search/?q=${encodeURIComponent(selected)}`);
    await expect(page.getByRole('searchbox')).toHaveValue(selected);
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
});
