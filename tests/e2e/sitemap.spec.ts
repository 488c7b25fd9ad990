import { expect, test } from './fixtures';

test('robots.txt points at the sitemap, and every sitemap URL is served', async ({ page, request }) => {
  // Every page of the site fetched in turn: more than the usual time on a loaded machine.
  test.slow();
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://testflux.example/sitemap.xml');
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls.length).toBeGreaterThan(300);
  expect(urls.every((u) => u.startsWith('https://testflux.example/') && u.endsWith('/'))).toBe(true);
  expect(urls).toContain('https://testflux.example/docs/Testflux/CICD%20%26%20Integrations/Jenkinspipeline/');
  expect(urls).toContain('https://testflux.example/blog/page/19/');
  const failures: string[] = [];
  // A title and a description each say what their page holds: no two pages share one, page 2
  // of a list included.
  const pagesBy = { title: new Map<string, string[]>(), description: new Map<string, string[]>() };
  for (const url of urls) {
    const path = url.replace('https://testflux.example', '');
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) failures.push(`${response.status()} ${path}`);
    const html = await response.text();
    // The sitemap lists each page by its canonical address, once.
    const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    if (canonical !== url) failures.push(`${path}: canonical ${canonical ?? '(none)'}`);
    const found = {
      title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '(none)',
      description: html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '(none)',
    };
    for (const key of ['title', 'description'] as const) {
      pagesBy[key].set(found[key], [...(pagesBy[key].get(found[key]) ?? []), path]);
    }
  }
  expect(failures).toEqual([]);
  for (const key of ['title', 'description'] as const) {
    expect(
      [...pagesBy[key].values()].filter((paths) => paths.length > 1),
      key,
    ).toEqual([]);
  }
  await page.goto('/');
});
