import { expect, test } from './fixtures';

test('robots.txt points at the sitemap, and every sitemap URL is served', async ({ page, request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://testflux.example/sitemap.xml');
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls.length).toBeGreaterThan(300);
  expect(urls.every((u) => u.startsWith('https://testflux.example/') && u.endsWith('/'))).toBe(true);
  expect(urls).toContain('https://testflux.example/docs/Testflux/CICD%20%26%20Integrations/Jenkinspipeline/');
  expect(urls).toContain('https://testflux.example/blog/page/19/');
  const failures: string[] = [];
  for (const url of urls) {
    const path = url.replace('https://testflux.example', '');
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) failures.push(`${response.status()} ${path}`);
  }
  expect(failures).toEqual([]);
  await page.goto('/');
});
