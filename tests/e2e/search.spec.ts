import { NAVIGATION_DELAY_MS } from '@/lib/constants';
import { routes } from '@/lib/routes';
import { allowConsoleErrors, expect, expectAccessible, ownScripts, test, withoutLinkPrefetch } from './fixtures';

const input = (page: import('@playwright/test').Page) => page.locator('.DocSearch-Input');

/** Keyboard shortcuts work once the search button has hydrated. */
async function ready(page: import('@playwright/test').Page) {
  await page.locator('.search-button[data-ready="true"]').waitFor();
}

/** Opens a hit from the modal, so it becomes a recent search. */
async function searchAndOpen(page: import('@playwright/test').Page, query: string, url: RegExp) {
  await page.goto('/');
  await ready(page);
  await page.keyboard.press('Control+k');
  await input(page).fill(query);
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
}

/**
 * After a hit's navigation, focus goes with the new page, as after any link: Tab starts at the
 * skip link, not at the search button the modal closed over.
 */
async function expectFocusWithNewPage(page: import('@playwright/test').Page) {
  await expect(input(page)).toHaveCount(0);
  await expect(page.locator('.search-button')).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
}

/** How the search worker fails: its code does not load, or the browser refuses to start one. */
const WORKER_FAILURES = ['does not load', 'cannot start'] as const;

/**
 * Makes the page's workers fail in that way until `window.__workersBack()` is called; after it,
 * workers start as usual. (No route can stand in: the worker's code is a build chunk like others.)
 */
async function breakWorkers(page: import('@playwright/test').Page, failure: (typeof WORKER_FAILURES)[number]) {
  await page.addInitScript((mode) => {
    const Real = window.Worker;
    let broken = true;
    (window as unknown as { __workersBack: () => void }).__workersBack = () => (broken = false);
    class FailingWorker extends EventTarget {
      onerror: ((event: ErrorEvent) => void) | null = null;
      onmessage: ((event: MessageEvent) => void) | null = null;
      onmessageerror: ((event: MessageEvent) => void) | null = null;
      constructor() {
        super();
        setTimeout(() => {
          const event = new ErrorEvent('error', { message: 'the worker script did not load', cancelable: true });
          this.dispatchEvent(event);
          this.onerror?.(event);
        }, 50);
      }
      postMessage() {}
      terminate() {}
    }
    window.Worker = function (url: string | URL, options?: WorkerOptions) {
      if (!broken) return new Real(url, options);
      if (mode === 'cannot start') throw new DOMException('Workers are blocked', 'SecurityError');
      return new FailingWorker();
    } as unknown as typeof Worker;
  }, failure);
}

/** The start screen's list of recent or favorite searches. */
const storedList = (page: import('@playwright/test').Page, source: 'Recent' | 'Favorite') =>
  page.locator('.DocSearch-Hits', { has: page.locator('.DocSearch-Hit-source', { hasText: source }) });

test.describe('search modal', () => {
  test('opens with the button, Ctrl+K and "/", and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await ready(page);
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
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Tab');
    await expect(input(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(input(page)).toHaveCount(0);
  });

  test('is a modal dialog named Search, and the page behind it is inert until it closes', async ({ page }) => {
    await page.goto('/');
    await ready(page);
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
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    for (const delay of [0, 10, 30]) {
      await input(page).fill('');
      await page.keyboard.type(query, { delay });
      await expect(page.locator('.search-chips--modal')).toBeVisible();
      await expect(input(page)).toHaveValue(query);
    }
  });

  test('keeps what is typed while the modal is still loading', async ({ page }) => {
    await page.goto('/');
    await ready(page);
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

  test('opens in the frames right after Ctrl+K once its code is here', async ({ page }) => {
    await withoutLinkPrefetch(page);
    await page.goto('/');
    await ready(page);
    // The pointer on its way to the button loads the modal's code.
    await page.getByRole('button', { name: 'Search' }).hover();
    await page.waitForLoadState('networkidle');
    await page.mouse.move(0, 300);
    const frames = await page.evaluate(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
      let count = 0;
      while (!document.querySelector('.DocSearch-Input') && count < 120) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        count++;
      }
      return count;
    });
    // Mounted through Suspense, the modal was held back until 300 ms after the fallback showed
    // (React's fallback throttle): about 18 frames.
    expect(frames).toBeLessThanOrEqual(8);
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
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const worker = page.waitForEvent('worker');
    await page.goto('/');
    await ready(page);
    requested.length = 0;
    await page.keyboard.press('Control+k');
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    // The keydown's task has run: what it asked for has been requested.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const beforeCode = [...requested];
    release();
    expect(beforeCode).toContain(new URL((await worker).url()).pathname);
    await input(page).fill('secrets');
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test('has a worker that fetches the index’s first piece as it starts, before any message', async ({ page }) => {
    await page.goto('/');
    await ready(page);
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

  test('whose code cannot be fetched opens the search page instead, with the selected text', async ({
    page,
    request,
  }) => {
    allowConsoleErrors(page, /Failed to load resource|ChunkLoadError|chunk/i);
    const path = '/docs/Testflux/Environments/secrets/';
    // Only the code either page's HTML loads: the modal's is gone, as after a newer deploy.
    const kept = new Set([...(await ownScripts(request, path)), ...(await ownScripts(request, '/search/'))]);
    await page.route('**/_next/static/chunks/*.js', (route) =>
      kept.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('failed'),
    );
    await page.goto(path);
    await ready(page);
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

  test('finds docs, groups hits, and Enter navigates with the router', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    await page.keyboard.press('Control+k');
    await input(page).fill('headless');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible();
    const groups = await page.locator('.DocSearch-Hit-source').allInnerTexts();
    expect(groups.length).toBeGreaterThan(0);
    const sections = await page.locator('section.DocSearch-Hits').all();
    expect(sections.length).toBeGreaterThan(0);
    for (const source of sections) {
      expect(await source.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    // Enter acts on the active hit, which is set once the results have settled.
    await expect(page.getByRole('option', { selected: true })).toHaveAttribute('href', /\/Run%20Tests\/headless\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/Testflux\/Run%20Tests\/headless\//);
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    await expectFocusWithNewPage(page);
    // The selected hit is now a recent search on the start screen.
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Recent' })).toBeVisible();
  });

  test('arrows move the active hit; a recent search can become a favorite; Ctrl+Enter opens a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('secrets');
    // The option is the hit's link (components/search/docsearch-a11y.ts).
    const hits = page.getByRole('option');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain('/docs/Testflux/Environments/secrets/');
    await tab.close();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Environments\/secrets\//);
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', { hasText: 'Recent' }),
    });
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await recent.getByTitle('Save this search').click();
    const favorites = page.locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }),
    });
    await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('__DOCSEARCH_') && k.endsWith('testflux')),
    );
    expect(stored.sort()).toEqual(['__DOCSEARCH_FAVORITE_SEARCHES__testflux', '__DOCSEARCH_RECENT_SEARCHES__testflux']);
  });

  test('stored searches: axe finds nothing on the start screen; Ctrl+S saves and Delete removes', async ({ page }) => {
    await searchAndOpen(page, 'secrets', /\/Environments\/secrets\//);
    // From another page, so each stored search links elsewhere.
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
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
      await page.addInitScript((value) => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__testflux', value), stored);
      await page.goto('/docs/');
      await ready(page);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
      expect(warnings.some((w) => /Stored searches under __DOCSEARCH_RECENT_SEARCHES__testflux/.test(w))).toBe(true);
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
    await page.goto('/docs/');
    await ready(page);
    await page.keyboard.press('Control+k');
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

  test('a hit is a link to its page and the option itself', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('headless');
    const option = page.getByRole('option').first();
    await expect(option).toHaveAttribute('href', /^\/docs\/Testflux\/Run%20Tests\/headless\//);
    expect(await option.evaluate((el) => el.tagName)).toBe('A');
    await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute('role', 'none');
    // The input's active descendant is the link.
    const active = await input(page).getAttribute('aria-activedescendant');
    await expect(option).toHaveAttribute('id', active!);
  });

  test('a click on a hit navigates with the router and closes the modal', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    await page.keyboard.press('Control+k');
    await input(page).fill('headless');
    const option = page.getByRole('option').first();
    const href = await option.getAttribute('href');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.?]/g, '\\$&')}$`));
    await expect(input(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    await expectFocusWithNewPage(page);
  });

  const newTabClicks: [string, Parameters<import('@playwright/test').Locator['click']>[0]][] = [
    ['Ctrl+click', { modifiers: ['ControlOrMeta'] }],
    ['a middle click', { button: 'middle' }],
  ];
  for (const [name, click] of newTabClicks) {
    test(`${name} on a hit opens it in a new tab and leaves the page as it was`, async ({ page, context }) => {
      await page.goto('/');
      await ready(page);
      await page.keyboard.press('Control+k');
      await input(page).fill('headless');
      const option = page.getByRole('option').first();
      const href = await option.getAttribute('href');
      const [tab] = await Promise.all([context.waitForEvent('page'), option.click(click)]);
      await tab.waitForLoadState('domcontentloaded');
      expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
      await tab.close();
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(input(page)).toHaveValue('headless');
    });
  }

  test('kind chips narrow the results to a kind and count each kind', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    // No chips on the start screen.
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Filter by kind' })).toHaveCount(0);
    await input(page).fill('flaky');
    const chips = page.getByRole('toolbar', { name: 'Filter by kind' });
    const blog = chips.getByRole('button', { name: /^Blog \d+$/ });
    await expect(chips.getByRole('button', { name: /^All \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getByRole('button', { name: /^Docs \d+$/ })).toBeEnabled();
    const hrefs = () => page.getByRole('option').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    await expect.poll(async () => (await hrefs()).some((h) => h!.startsWith('/docs/'))).toBe(true);
    await blog.click();
    await expect(blog).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await hrefs()).every((h) => h!.startsWith('/blog/'))).toBe(true);
    // The input kept the focus: the arrow keys and Enter still drive the hits.
    await expect(input(page)).toBeFocused();
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'search modal with a kind chosen');
    await blog.click();
    await expect(chips.getByRole('button', { name: /^All \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await hrefs()).some((h) => h!.startsWith('/docs/'))).toBe(true);
    // Clearing the query brings the start screen back, without chips.
    await input(page).fill('');
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    await expect(chips).toHaveCount(0);
  });

  test('kind chips are reached with Shift+Tab; Tab returns to the input, and Tab there still closes', async ({
    page,
  }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('flaky');
    const chips = page.getByRole('toolbar', { name: 'Filter by kind' });
    await expect(chips).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(chips.getByRole('button', { name: /^All / })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const docs = chips.getByRole('button', { name: /^Docs / });
    await expect(docs).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(docs).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() =>
        page.getByRole('option').evaluateAll((els) => els.every((el) => el.getAttribute('href')!.startsWith('/docs/'))),
      )
      .toBe(true);
    // Space presses a chip too: no key on the chips is taken for the field.
    await page.keyboard.press('ArrowRight');
    const blog = chips.getByRole('button', { name: /^Blog / });
    await expect(blog).toBeFocused();
    await page.keyboard.press('Space');
    await expect(blog).toHaveAttribute('aria-pressed', 'true');
    await expect(input(page)).toHaveValue('flaky');
    await page.keyboard.press('Tab');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(input(page)).toHaveCount(0);
  });

  test('"See all results" opens the search page with the query and the chosen kind', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('flaky');
    const chips = page.getByRole('toolbar', { name: 'Filter by kind' });
    await chips.getByRole('button', { name: /^Docs / }).click();
    const link = page.getByRole('link', { name: /^See all \d+ results?$/ });
    await expect(link).toHaveAttribute('href', '/search/?q=flaky&kind=docs');
    await link.click();
    await expect(page).toHaveURL(/\/search\/\?q=flaky&kind=docs$/);
    await expect(input(page)).toHaveCount(0);
    await expect(page.locator('#search-page-input')).toHaveValue('flaky');
    await expect(page.getByRole('button', { name: /^Docs /, pressed: true })).toBeVisible();
  });

  test('"See all results" counts the query in the field, is reached with ArrowDown from the last hit, and Enter follows it', async ({
    page,
  }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    // Typed at once, the shorter prefixes' answers can arrive after the query's own.
    await page.keyboard.type('slack', { delay: 0 });
    const link = page.getByRole('link', { name: /^See all \d+ results?$/ });
    const all = page.getByRole('toolbar', { name: 'Filter by kind' }).getByRole('button', { name: /^All \d+$/ });
    const number = async (locator: typeof link) => Number((await locator.textContent())!.match(/\d+/)![0]);
    await expect.poll(async () => (await number(link)) === (await number(all))).toBe(true);
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const count = await options.count();
    for (let i = 1; i < count; i++) await page.keyboard.press('ArrowDown');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(link).toBeFocused();
    // The row is then the one highlighted row: the last hit looks like the others again.
    const background = (option: typeof link) => option.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect.poll(() => background(options.last())).toBe(await background(options.first()));
    await page.keyboard.press('ArrowUp');
    await expect(input(page)).toBeFocused();
    // Back in the field, the arrows walk the hits again and lead on to the row.
    for (let i = 0; i <= count && !(await link.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=slack$/);
    await expect(page.locator('#search-page-input')).toHaveValue('slack');
  });

  test('a query of spaces alone is no query: the field stays empty and the start screen stays', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('   ');
    await expect(input(page)).toHaveValue('');
    await page.keyboard.type('slack');
    await expect(page.getByRole('option').first()).toBeVisible();
    // Words deleted down to the spaces around them: the field empties, and the hits go.
    await input(page).fill(' slack ');
    await input(page).press('End');
    for (let i = 0; i < 6; i++) await input(page).press('Backspace');
    await expect(input(page)).toHaveValue('');
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
  });

  test('"See all results" on the search page shows the new query, and Back and Forward move between the two', async ({
    page,
  }) => {
    const field = page.locator('#search-page-input');
    const docs = page.getByRole('group', { name: 'Filter by kind' }).getByRole('button', { name: /^Docs / });
    await page.goto('/search/?q=secrets&kind=docs');
    await expect(page.locator('.search-page__count')).toContainText('for “secrets”');
    await page.keyboard.press('Control+k');
    await input(page).fill('jenkins');
    await page.getByRole('link', { name: /^See all \d+ results?$/ }).click();
    await expect(page).toHaveURL(/\/search\/\?q=jenkins$/);
    await expect(field).toHaveValue('jenkins');
    await expect(page.locator('.search-page__count')).toContainText('for “jenkins”');
    await expect(docs).toHaveAttribute('aria-pressed', 'false');
    // The same page stays mounted: no route renders, so no progress bar may start and stay.
    await page.waitForTimeout(NAVIGATION_DELAY_MS + 300);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/\?q=secrets&kind=docs$/);
    await expect(field).toHaveValue('secrets');
    await expect(page.locator('.search-page__count')).toContainText('for “secrets”');
    await expect(docs).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(field).toHaveValue('jenkins');
    await expect(page.locator('.search-page__count')).toContainText('for “jenkins”');
  });

  test('shows group titles as text, "CICD & Integrations" included', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('jenkins');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('CICD & Integrations');
  });

  test('starts from the selected text, cut to 64 characters', async ({ page }) => {
    await page.goto('/docs/Testflux/Environments/secrets/');
    await page.evaluate(() => {
      const p = document.querySelector('.markdown p')!;
      const range = document.createRange();
      range.selectNodeContents(p);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    const selected = await page.evaluate(() => getSelection()!.toString().trim());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(input(page)).toHaveValue(selected.slice(0, 64));
  });

  test('shows the no-results screen with a report link', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('zzqxwv');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('zzqxwv');
    const report = page.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', /community\.testflux\.example\/c\/docs-feedback\?q=zzqxwv/);
  });

  test('offers "Did you mean" from the vocabulary on a first query without results, and runs it', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    // Three edits from "assertions": no typo match, but the vocabulary's nearest word.
    await input(page).fill('asertoinz');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen.getByText('Did you mean:')).toBeVisible();
    // Between the title and the report link, where DocSearch puts its own list.
    await expect(screen.locator('.DocSearch-Title + .search-did-you-mean + p')).toContainText('Let us know.');
    await expectAccessible(page, 'the modal without results');
    await screen.getByRole('button', { name: 'assertions' }).click();
    await expect(input(page)).toHaveValue('assertions');
    await expect(input(page)).toBeFocused();
    await expect(page.getByRole('option').first()).toContainText(/assertion/i);
    // After a query with hits DocSearch has suggestions of its own, and they stand alone.
    await input(page).fill('asertoinz');
    await expect(screen.getByText('Try searching for:')).toBeVisible();
    await expect(screen.getByText('Did you mean:')).toHaveCount(0);
    await expectAccessible(page, "the modal without results, with DocSearch's suggestions");
  });

  test('says how many results there are, in the kind chosen, and when there are none, once typing stops', async ({
    page,
  }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    const status = page.locator('.DocSearch-Modal [role="status"]');
    await expect(status).toHaveText('');
    await input(page).fill('jenkins');
    await expect(status).toHaveText(/^\d+ results$/);
    const all = Number((await status.textContent())!.split(' ')[0]);
    await page
      .getByRole('toolbar', { name: 'Filter by kind' })
      .getByRole('button', { name: /^Docs / })
      .click();
    await expect(status).toHaveText(/^\d+ results? in Docs$/);
    expect(Number((await status.textContent())!.split(' ')[0])).toBeLessThan(all);
    await input(page).fill('qwxzvq');
    await expect(status).toHaveText('No results for “qwxzvq”');
    await input(page).fill('');
    await expect(status).toHaveText('');
  });

  test('shows the error screen when the index cannot be fetched; the page keeps working', async ({ page }) => {
    // The browser's own message for the failed request; the search itself raises no error.
    allowConsoleErrors(page, /Failed to load resource/);
    await page.route('**/search/index.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('secrets');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(/\/docs\/$/);
  });

  for (const failure of WORKER_FAILURES) {
    test(`shows the error screen when the search worker ${failure}, and searches once one starts`, async ({ page }) => {
      await breakWorkers(page, failure);
      await page.goto('/');
      await ready(page);
      await page.keyboard.press('Control+k');
      await input(page).fill('secrets');
      await expect(page.getByText('Unable to fetch results')).toBeVisible();
      await page.evaluate(() => (window as unknown as { __workersBack: () => void }).__workersBack());
      await input(page).fill('secret');
      await expect(page.getByRole('option').first()).toBeVisible();
    });
  }

  test('renders a markup query as text', async ({ page }) => {
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('<img src=x onerror=alert(1)>');
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
    // Indexed markup ("<img src=x onerror=...>" in an article about XSS checks would be one) is text too.
    await input(page).fill('script');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await page.locator('.DocSearch-Modal script, .DocSearch-Modal img').count()).toBe(0);
    expect(dialog).toBe(false);
  });

  test('has no axe violations while open', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('jenkins');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Filter by kind' })).toBeVisible();
    await expectAccessible(page, 'search modal');
    await input(page).fill('zzqxwv');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await expectAccessible(page, 'search modal without results');
  });
});

/** Opens /search/?q=test and presses "Show more results" once: the result titles and their count. */
async function showTwoPagesOfResults(page: import('@playwright/test').Page) {
  await page.goto('/search/?q=test');
  const titles = page.locator('.search-result__title a');
  await expect(titles.first()).toBeVisible();
  const firstPage = await titles.count();
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect.poll(() => titles.count()).toBeGreaterThan(firstPage);
  return { titles, shown: await titles.count() };
}

test.describe('search page', () => {
  test('shows "Searching…" until the first answer, never "No results" for a query that has them', async ({ page }) => {
    // Every state the results area passes through, from the first parse on.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __states: string[] }).__states = []);
      new MutationObserver(() => {
        const text = document.querySelector('.search-page__results')?.textContent?.trim() ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/search/?q=test%20runner');
    await expect(page.locator('.search-result').first()).toBeVisible();
    const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states);
    expect(states.filter((s) => /No results/.test(s))).toEqual([]);
    expect(states.at(-1)).toMatch(/^\d+ results for “test runner”/);
  });

  // The results' code (InstantSearch) loads after the page: its failure reads as the index's does.
  const unreachable = [
    { what: 'the index', block: (url: URL) => url.pathname.endsWith('/search/index.json') },
    {
      what: "the results' code",
      block: (url: URL, initial: Set<string>) =>
        url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js') && !initial.has(url.pathname),
    },
  ];
  for (const { what, block } of unreachable) {
    test(`says results cannot be fetched when ${what} cannot be, and keeps working`, async ({ page, request }) => {
      allowConsoleErrors(page, /Failed to load resource|RetryError|Unreachable search index|ChunkLoadError|chunk/i);
      const initial = await ownScripts(request, '/search/');
      await page.route('**/*', (route) =>
        block(new URL(route.request().url()), initial) ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.goto('/search/?q=secrets');
      await expect(page.locator('.search-page__live [role="alert"]')).toContainText('Unable to fetch results');
      await expect(page.getByText(/No results/)).toBeHidden();
      await expect(page.getByRole('searchbox')).toHaveValue('secrets');
      // Back online, the page still navigates (the docs need code this page did not load).
      await page.unroute('**/*');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
      await expect(page).toHaveURL(/\/docs\/$/);
    });
  }

  for (const failure of WORKER_FAILURES) {
    test(`says results cannot be fetched when the search worker ${failure}, and searches once one starts`, async ({
      page,
    }) => {
      allowConsoleErrors(page, /RetryError|Unreachable search index/);
      await breakWorkers(page, failure);
      await page.goto('/search/?q=secrets');
      await expect(page.locator('.search-page__live [role="alert"]')).toContainText('Unable to fetch results');
      await page.evaluate(() => (window as unknown as { __workersBack: () => void }).__workersBack());
      await page.getByRole('searchbox').fill('secret');
      await expect(page.locator('.search-page__live [role="alert"]')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Secrets/ }).first()).toBeVisible();
    });
  }

  test('without a query loads no search code or index until the field is focused, then searches as typed', async ({
    page,
    request,
  }) => {
    await withoutLinkPrefetch(page);
    const initial = await ownScripts(request, '/search/');
    const later: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      const code = pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js') && !initial.has(pathname);
      if (code || pathname.startsWith('/search/index') || pathname.startsWith('/search/pieces/')) later.push(pathname);
    });
    await page.goto('/search/');
    await expect(page.getByText('Type a query to search the documentation, the blog and the changelog.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(later).toEqual([]);
    await page.getByRole('searchbox').focus();
    await expect.poll(() => later.some((p) => p.startsWith('/search/index'))).toBe(true);
    expect(later.some((p) => p.endsWith('.js'))).toBe(true);
    await page.getByRole('searchbox').fill('storage state');
    await expect(page.locator('.search-result').first()).toContainText(/Storage State/i);
    await expect(page).toHaveURL(/\?q=storage\+state$/);
    // Emptied again, the field gets the same prompt from the loaded results.
    await page.getByRole('searchbox').fill('');
    await expect(page.getByText('Type a query to search the documentation, the blog and the changelog.')).toBeVisible();
  });

  test('reads q, shows grouped results with breadcrumbs and writes the query back', async ({ page }) => {
    await page.goto('/search/?q=jenkins%20pipeline');
    await expect(page.getByRole('searchbox')).toHaveValue('jenkins pipeline');
    await expect(page.getByRole('searchbox')).toHaveAttribute('maxlength', '512');
    await expect(page.locator('.search-page__count')).toContainText(/\d+ results? for “jenkins pipeline”/);
    const first = page.locator('.search-result').first();
    await expect(first.locator('.search-result__crumbs')).toContainText('CICD & Integrations');
    await expect(first.locator('mark').first()).toBeVisible();
    await page.getByRole('searchbox').fill('storage state');
    await expect(page).toHaveURL(/\?q=storage\+state$/);
    await expect(page.locator('.search-result').first()).toContainText(/Storage State/i);
  });

  test('Back from a result returns to the same query and results', async ({ page }) => {
    await page.goto('/search/?q=storage%20state');
    const first = page.locator('.search-result').first();
    await expect(first).toContainText(/Storage State/i);
    const title = await first.locator('.search-result__title').innerText();
    await first.locator('.search-result__title a').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/\?q=storage\+state$/);
    await expect(page.getByRole('searchbox')).toHaveValue('storage state');
    await expect(page.locator('.search-result').first()).toContainText(/Storage State/i);
  });

  test('Back from a result shows every page of results shown before, at the same place, Back after Forward too; a new visit starts at the top', async ({
    page,
  }) => {
    const { titles, shown } = await showTwoPagesOfResults(page);
    const result = titles.nth(shown - 3);
    const title = await result.innerText();
    await result.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(0);
    await result.click();
    await expect(page).not.toHaveURL(/\/search\//);
    await page.goBack();
    await expect(titles).toHaveCount(shown);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    await expect(titles.nth(shown - 3)).toHaveText(title);
    await expect(titles.nth(shown - 3)).toBeInViewport();
    // Forward to the result and Back again: the same place, not the top.
    await page.goForward();
    await expect(page).not.toHaveURL(/\/search\//);
    await page.goBack();
    await expect(titles).toHaveCount(shown);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);

    await titles.nth(shown - 3).click();
    await expect(page).not.toHaveURL(/\/search\//);
    await page.goto('/search/?q=test');
    await expect(titles.first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back after leaving by a full page load also shows every page of results shown before', async ({ page }) => {
    // The pages are kept in memory and written to the session as the document is left: a
    // typed address loads a new document, and Back another one.
    const { titles, shown } = await showTwoPagesOfResults(page);
    await page.goto('/docs/');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/\?q=test$/);
    await expect(titles).toHaveCount(shown);
  });

  test('keeps what was typed before the page hydrated', async ({ page }) => {
    // Hold every script until the visitor has typed into the prerendered form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox').fill('storage state');
    release();
    await expect(page.locator('.search-result').first()).toContainText(/Storage State/i);
    await expect(page.getByRole('searchbox')).toHaveValue('storage state');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await expect(page).toHaveURL(/\?q=storage\+state$/);
  });

  test('shows indexed text once escaped, never as entities', async ({ page }) => {
    await page.goto('/search/?q=manage%20jenkins%20plugins');
    await expect(
      page.locator('.search-result__match', { hasText: 'Plugins > Available plugins' }).first(),
    ).toBeVisible();
    expect(await page.locator('.search-results').innerText()).not.toContain('&gt;');
  });

  test('shows no-results and renders markup queries as text', async ({ page }) => {
    await page.goto('/search/?q=zzqxwv');
    await expect(page.locator('.search-page__title').getByText(/No results for/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /\?q=zzqxwv$/);
    await page.goto('/search/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.getByText('<img src=x onerror=alert(1)>').first()).toBeVisible();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    // Spaces alone are no query: the page asks for one, as for an empty field.
    await page.goto('/search/?q=+++');
    await expect(page.getByText('Type a query to search the documentation, the blog and the changelog.')).toBeVisible();
    await expect(page.getByText(/No results for/)).toHaveCount(0);
  });

  test('the four kind chips, with four-digit counts, fit a 390 px screen whole', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/search/?q=test');
    const row = page.locator('.search-page__kinds');
    await expect(row.getByRole('button', { name: /^All \d{4}$/ })).toBeVisible();
    const chips = row.getByRole('button');
    await expect(chips).toHaveCount(4);
    for (const chip of await chips.all()) await expect(chip).toBeInViewport({ ratio: 1 });
    expect(await row.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  });

  test('one live region, in the page from the first paint, says what the results are', async ({ page, request }) => {
    expect(await (await request.get('/search/')).text()).toMatch(/<p id="search-page-status" role="status"/);
    await page.goto('/search/?q=secrets');
    const region = page.locator('#search-page-status');
    await expect(region).toHaveText(/^\d+ results for “secrets”$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(1);
    await page.getByLabel('Search the docs, blog and changelog').fill('qqxqzz');
    await expect(region).toHaveText('No results for “qqxqzz”');
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(1);
  });

  test('the live region speaks once typing stops, not at every key', async ({ page }) => {
    await page.goto('/search/?q=secrets');
    const region = page.locator('#search-page-status');
    await expect(region).toHaveText(/^\d+ results for “secrets”$/);
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
    const field = page.getByLabel('Search the docs, blog and changelog');
    await field.fill('');
    // Keys 80 ms apart, each answered by the index well within that: a region that follows every
    // answer says "… for “p”", "… for “pi”" and so on.
    await field.pressSequentially('pipeline', { delay: 80 });
    await expect(region).toHaveText(/^\d+ results? for “pipeline”$/);
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said).toEqual([await region.textContent()]);
  });

  test('the field is labelled and its placeholder shows whole at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search/');
    const field = page.getByLabel('Search the docs, blog and changelog');
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
    await kinds.getByRole('button', { name: /^Docs \d+$/ }).click();
    await expect(page).toHaveURL(/\?q=runner&kind=docs&kind=blog$/);
    const sections = page.getByRole('group', { name: 'Docs section' });
    await sections.getByRole('checkbox', { name: /^Run Tests \d+$/ }).check();
    await expect(page).toHaveURL(/\?q=runner&kind=docs&kind=blog&section=Run\+Tests$/);
    const crumbs = page.locator('.search-result__crumbs');
    await expect.poll(async () => (await crumbs.allInnerTexts()).every((c) => c === 'Docs › Run Tests')).toBe(true);
    const count = await page.locator('.search-page__count').innerText();

    await page.reload();
    await expect(page.locator('.search-page__count')).toHaveText(count);
    await expect(kinds.getByRole('button', { name: /^Docs \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(kinds.getByRole('button', { name: /^Blog \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(sections.getByRole('checkbox', { name: /^Run Tests \d+$/ })).toBeChecked();

    await page.locator('.search-result__title a').first().click();
    await expect(page).toHaveURL(/\/docs\/Testflux\/Run%20Tests\//);
    await page.goBack();
    await expect(page).toHaveURL(/\?q=runner&kind=docs&kind=blog&section=Run\+Tests$/);
    await expect(page.locator('.search-page__count')).toHaveText(count);
    await expect(sections.getByRole('checkbox', { name: /^Run Tests \d+$/ })).toBeChecked();
    await expectAccessible(page, '/search/ with facets chosen');
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
    await expect(page).toHaveURL(/\?q=runner&section=Run\+Tests$/);
    await expect(title).toHaveText('Docs section (1 chosen)');
    await expectAccessible(page, '/search/ at 390 px with the section facet open');
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

  test('shows each page once with its matching sections: heading and highlighted snippet', async ({ page }) => {
    await page.goto('/search/?q=headless');
    const first = page.locator('.search-result').first();
    await expect(first.locator('h2 mark').first()).toHaveText(/headless/i);
    const match = first.locator('.search-result__match').filter({ has: page.locator('.search-result__snippet mark') });
    await expect(match.first()).toBeVisible();
    await expect(match.first()).toHaveAttribute('href', /^\/docs\/Testflux\/Run%20Tests\/headless\//);
    const titles = await page
      .locator('.search-result__title a')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('offers "Did you mean" for a misspelt query, as links that search', async ({ page }) => {
    // Two letters short of "headless": too far for a typo, and the start of no word one edit from it.
    await page.goto('/search/?q=hedlss');
    await expect(page.locator('.search-page__title').getByText(/No results for/)).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    const suggestion = page.locator('.search-page__suggest a', { hasText: 'headless' });
    await expect(suggestion).toHaveAttribute('href', '/search/?q=headless');
    await expectAccessible(page, '/search/ without results');
    // Chosen from the keyboard, the suggestion's link goes with the old results: focus goes to the field.
    await suggestion.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=headless$/);
    await expect(page.getByRole('searchbox')).toHaveValue('headless');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await expect(page.locator('.search-result').first()).toContainText(/headless/i);
  });

  test('"Show more results" pressed until the last page leaves focus on the first result it added', async ({
    page,
  }) => {
    await page.goto('/search/?q=jenkins');
    const more = page.getByRole('button', { name: 'Show more results' });
    const titles = page.locator('.search-result__title a');
    await expect(more).toBeVisible();
    for (let pages = 0; (await more.count()) > 0; pages++) {
      expect(pages, 'the results end after a few pages').toBeLessThan(10);
      const shown = await titles.count();
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => titles.count()).toBeGreaterThan(shown);
      if ((await more.count()) === 0) await expect(titles.nth(shown)).toBeFocused();
      else await expect(more).toBeFocused();
    }
  });

  test('offers a working form without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/search/');
    const form = page.locator('form[role="search"]');
    await expect(form).toHaveAttribute('action', '/search/');
    await expect(form.locator('input[name="q"]')).toHaveAttribute('maxlength', '512');
    await context.close();
  });

  test('has no axe violations with results', async ({ page }) => {
    await page.goto('/search/?q=secrets');
    await expect(page.locator('.search-result').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Docs section' })).toBeVisible();
    await expectAccessible(page, '/search/');
  });
});
