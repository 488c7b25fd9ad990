import { POSTS_PER_PAGE } from '../../lib/constants';
import { allowConsoleErrors, expect, expectAccessible, test, type Page } from './fixtures';

async function sidebarPostCount(page: Page) {
  const links = page.getByRole('navigation', { name: 'All blog posts' }).getByRole('link');
  // count() does not wait: make sure the sidebar is there first.
  await expect(links.first()).toBeVisible();
  return links.count();
}

test.describe('blog', () => {
  test('page 1 shows 5 posts with date, reading time, authors, tags, summary and Read more', async ({ page }) => {
    await page.goto('/blog/');
    const posts = page.locator('.post-card');
    await expect(posts).toHaveCount(5);
    const first = posts.first();
    await expect(first.locator('time')).toBeVisible();
    await expect(first).toContainText(/\d+ min read/);
    await expect(first.locator('.tag').first()).toBeVisible();
    await expect(first.getByRole('link', { name: /Read more/ })).toBeVisible();
    expect((await first.locator('.post-card__summary').innerText()).length).toBeGreaterThan(60);
    // Newest first.
    const dates = await posts.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('paginates to its last page with numbered and newer/older links; page 1 and the one after the last are not pages', async ({
    page,
  }) => {
    allowConsoleErrors(page, /status of 404/);
    await page.goto('/blog/');
    const pagination = page.getByRole('navigation', { name: 'Blog list pages' });
    await pagination.getByRole('link', { name: 'Older posts »' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
    await expect(page.locator('.post-card')).toHaveCount(POSTS_PER_PAGE);
    // As many pages as the posts the sidebar lists fill, the last one holding the rest.
    const total = await sidebarPostCount(page);
    const pages = Math.ceil(total / POSTS_PER_PAGE);
    await pagination.getByRole('link', { name: `Page ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/page/${pages}/$`));
    await expect(page.locator('.post-card')).toHaveCount(total - (pages - 1) * POSTS_PER_PAGE);
    await expect(pagination.getByRole('link', { name: 'Older posts »' })).toHaveCount(0);
    await pagination.getByRole('link', { name: '« Newer posts' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/page/${pages - 1}/$`));
    expect((await page.goto(`/blog/page/${pages + 1}/`))?.status()).toBe(404);
    expect((await page.goto('/blog/page/1/'))?.status()).toBe(404);
  });

  test('every list page links the archive, the tags and the authors', async ({ page }) => {
    for (const path of ['/blog/', '/blog/page/2/', '/blog/blog/tags/ai-testing/']) {
      await page.goto(path);
      const browse = page.getByRole('navigation', { name: 'Browse the blog' }).getByRole('link');
      expect(await browse.evaluateAll((links) => links.map((a) => a.getAttribute('href'))), path).toEqual([
        '/blog/archive/',
        '/blog/blog/tags/',
        '/blog/authors/',
      ]);
    }
  });

  test('the sidebar lists every post grouped by year, newest year first', async ({ page }) => {
    await page.goto('/blog/page/3/');
    const sidebar = page.getByRole('navigation', { name: 'All blog posts' });
    // Every post the sitemap has, not the newest few.
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const posts = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/blog\/[^/<]+\/)<\/loc>/g)]
      .map((m) => m[1])
      .filter((path) => !/^\/blog\/(page|blog|archive|authors)\/$/.test(path));
    const listed = await sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(listed.toSorted()).toEqual(posts.toSorted());
    const years = await sidebar.getByRole('heading').allInnerTexts();
    expect(years).toEqual(['2025', '2024', '2023']);
  });

  test('a post shows its authors, reading time, tags, TOC and newer/older links', async ({ page }) => {
    await page.goto('/blog/the-flaky-test-ep-9-ai-in-qa/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const author = page.locator('.post__authors .author').first();
    await expect(author.locator('img.author__avatar')).toBeVisible();
    await expect(author.locator('.author__name')).toHaveText('Tomás Rivera');
    await expect(author.locator('.author__role')).toHaveText('Developer Relations Engineer');
    // Named once, on the cards: the line under the title gives the date and reading time.
    await expect(page.locator('.post__header .post-meta')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} · \d+ min read$/);
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Blog post navigation' });
    await expect(nav.getByRole('link', { name: /Newer post/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Older post/ })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/rss\.xml$/,
    );
  });

  test('after the skip link, Tab reaches the post before the sidebar of every post', async ({ page }) => {
    await page.goto('/blog/testflux-1-4-20-onboarding-oracle-flutter-web/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.blog-main')))).toBe(true);
    // The sidebar is still drawn on the left.
    const [sidebar, post] = await Promise.all(
      ['.blog-sidebar', '.blog-main'].map((s) => page.locator(s).evaluate((el) => el.getBoundingClientRect().left)),
    );
    expect(sidebar).toBeLessThan(post);
  });

  test('a long identifier in a heading wraps, on a phone and in the table of contents', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blog/selenium-webdriver-interview-questions/');
    await expect(page.getByRole('heading', { name: /StaleElementReferenceException/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // On a wide screen its entry in the table of contents wraps inside the column too.
    await page.setViewportSize({ width: 1280, height: 900 });
    const entry = page.locator('.toc__link:visible', { hasText: 'StaleElementReferenceException' });
    await expect(entry).toBeVisible();
    expect(await entry.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('tag pages paginate 5 per page, the largest to page 5 and no further', async ({ page }) => {
    allowConsoleErrors(page, /status of 404/);
    await page.goto('/blog/blog/tags/');
    const link = page.getByRole('link', { name: /^Test automation \d+$/ });
    const count = Number(await link.locator('.tag__count').innerText());
    expect(count).toBeGreaterThanOrEqual(21);
    expect(count).toBeLessThanOrEqual(25);
    await link.click();
    await expect(page).toHaveURL(/\/blog\/blog\/tags\/test-automation\/$/);
    await expect(page.locator('.post-card')).toHaveCount(5);
    await page.getByRole('navigation', { name: 'Blog list pages' }).getByRole('link', { name: 'Page 5' }).click();
    await expect(page).toHaveURL(/\/blog\/blog\/tags\/test-automation\/page\/5\/$/);
    await expect(page.locator('.post-card')).toHaveCount(count - 20);
    expect((await page.goto('/blog/blog/tags/test-automation/page/6/'))?.status()).toBe(404);
  });

  test("the archive lists every post by year and month; the authors page lists each author's posts", async ({
    page,
  }) => {
    await page.goto('/blog/archive/');
    const total = await page.locator('.archive-list li').count();
    expect(total).toBe(await page.goto('/blog/').then(() => sidebarPostCount(page)));
    await page.goto('/blog/archive/');
    await expect(page.getByRole('heading', { level: 3, name: 'October 2025' })).toBeVisible();
    await page.goto('/blog/authors/');
    const authors = page.locator('.author-grid__item');
    await expect(authors).toHaveCount(5);
    // Each count opens the list of that author's posts, as many as it says; together, every post.
    let listed = 0;
    for (const author of await authors.all()) {
      const posts = author.locator('details.author-posts');
      const count = Number((await posts.locator('summary').innerText()).split(' ')[0]);
      // Closed, the list is no links a reader or a screen reader meets.
      await expect(posts.getByRole('link')).toHaveCount(0);
      await posts.locator('summary').click();
      await expect(posts.getByRole('link')).toHaveCount(count);
      listed += count;
    }
    // A post with two authors is listed under both.
    expect(listed).toBeGreaterThanOrEqual(total);
    await expectAccessible(page, "the authors page, every author's posts shown");
    const first = page.locator('details.author-posts').first().getByRole('link').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a post revised by a dated update note says when in its byline, as its structured data does', async ({
    page,
  }) => {
    await page.goto('/blog/testflux-1-4-14-recorder-extension-jenkins-step/');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = ld.map((t) => JSON.parse(t) as Record<string, string>).find((d) => d['@type'] === 'BlogPosting')!;
    expect(posting.dateModified.slice(0, 10)).not.toBe(posting.datePublished.slice(0, 10));
    const long = (iso: string) =>
      new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    // Dates are words and digits: no character of theirs means anything in a pattern.
    await expect(page.locator('.post__header .post-meta')).toHaveText(
      new RegExp(`^${long(posting.datePublished)} · Updated ${long(posting.dateModified)} · \\d+ min read$`),
    );
    await expect(page.locator('.post__header .post-meta time').nth(1)).toHaveAttribute(
      'datetime',
      posting.dateModified,
    );
  });

  test('the blog list links its RSS, Atom and JSON feeds, which are valid and hold every published post', async ({
    page,
  }) => {
    await page.goto('/blog/');
    const feeds = page.getByText('Subscribe to the blog').getByRole('link');
    await expect(feeds).toHaveText(['RSS', 'Atom', 'JSON Feed']);
    expect(await feeds.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/blog/rss.xml',
      '/blog/atom.xml',
      '/blog/feed.json',
    ]);
    const total = await sidebarPostCount(page);
    for (const [path, root, item] of [
      ['/blog/rss.xml', 'rss', 'item'],
      ['/blog/atom.xml', 'feed', 'entry'],
    ] as const) {
      const xml = await (await page.request.get(path)).text();
      const result = await page.evaluate(
        ([text, , i]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            root: doc.documentElement.nodeName,
            items: doc.getElementsByTagName(i).length,
          };
        },
        [xml, root, item],
      );
      expect(result).toEqual({ error: null, root, items: total });
      expect(xml).toContain('https://testflux.example/blog/');
    }
    const json = await (await page.request.get('/blog/feed.json')).json();
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.items).toHaveLength(total);
    expect(json.items[0].url).toMatch(/^https:\/\/testflux\.example\/blog\//);
  });

  test("every feed names all of a post's authors, as each format does", async ({ page }) => {
    await page.goto('/blog/testflux-vs-writing-your-own-framework/');
    const names = await page.locator('.post__authors .author__name').allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    const url = 'https://testflux.example/blog/testflux-vs-writing-your-own-framework/';
    // RSS's <author> is an e-mail address, which the authors do not publish: names go in dc:creator.
    for (const [path, entry, name] of [
      ['/blog/rss.xml', 'item', 'dc:creator'],
      ['/blog/atom.xml', 'entry', 'name'],
    ] as const) {
      const xml = await (await page.request.get(path)).text();
      const found = await page.evaluate(
        ([text, e, n, u]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          const post = [...doc.getElementsByTagName(e)].find((el) => el.textContent!.includes(u))!;
          return {
            names: [...post.getElementsByTagName(n)].map((el) => el.textContent),
            author: post.getElementsByTagName('author').length,
          };
        },
        [xml, entry, name, url] as const,
      );
      expect(found, path).toEqual({ names, author: entry === 'entry' ? names.length : 0 });
    }
    const json = await (await page.request.get('/blog/feed.json')).json();
    const item = json.items.find((i: { url: string }) => i.url === url);
    expect(item.authors.map((a: { name: string }) => a.name)).toEqual(names);
  });

  // At 1280 px, lines of text keep a reading measure: a post, a list of posts and the changelog.
  for (const [name, path, selector] of [
    ['a list of posts', '/blog/', '.post-card'],
    ['a tag page', '/blog/blog/tags/flaky-tests/', '.post-card'],
    ['a post', '/blog/smoke-vs-sanity-suites/', 'article.post'],
    ['the changelog introduction', '/changelog/', '.changelog > .lead'],
    ['a release of the changelog', '/changelog/', 'section.release'],
  ] as const) {
    test(`${name} is no wider than the reading column at 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const box = (await page.locator(selector).first().boundingBox())!;
      expect(box.width).toBeGreaterThan(600);
      expect(box.width).toBeLessThanOrEqual(860);
    });
  }

  test('the changelog lists every release newest first, each with its own anchor, and has a feed', async ({ page }) => {
    await page.goto('/changelog/#v1-4-20');
    const releases = page.locator('section.release');
    await expect(releases).toHaveCount(12);
    await expect(releases.first().locator('h2')).toHaveAttribute('id', 'v1-4-20');
    await expect(releases.last().locator('h2')).toHaveAttribute('id', 'v1-0-0');
    await expect(releases.first()).toContainText('Oracle');
    for (const group of ['Added', 'Improved', 'Fixed'])
      await expect(releases.first().getByRole('heading', { name: group })).toBeVisible();
    await page.getByRole('navigation', { name: 'Releases' }).getByRole('link', { name: '1.3.0' }).click();
    await expect(page).toHaveURL(/#v1-3-0$/);
    await expect(page.locator('#v1-3-0')).toBeInViewport();
    const rss = await (await page.request.get('/changelog/rss.xml')).text();
    expect(rss.match(/<item>/g)).toHaveLength(12);
  });

  test('each release links the post that announces it, and that post links back to the release', async ({ page }) => {
    await page.goto('/changelog/');
    const posts = await page
      .locator('section.release')
      .evaluateAll((sections) =>
        sections.map((s) => [s.querySelector('h2')!.id, s.querySelector('.release__post a')?.getAttribute('href')]),
      );
    expect(posts).toHaveLength(12);
    for (const [anchor, href] of posts) {
      expect(href, anchor!).toMatch(/^\/blog\/testflux-1-[\w-]+\/$/);
      await page.goto(href!);
      await expect(page.locator(`article a[href$="/changelog/#${anchor}"]`).first(), href!).toBeAttached();
    }
  });
});
