import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/files';
import { siteConfig } from '../../lib/config';
import { DOCS_ROOT_ID, docsSidebar, getAllDocs, getDocById } from '../../lib/content/docs';
import { LLMS_TXT_PATH, llmsSectionPath, routes, twinPath } from '../../lib/routes';

// Runs after the build: /llms.txt is the index of every page with a Markdown twin.
const OUT = path.resolve('out');
const read = (urlPath: string) => fs.readFileSync(path.join(OUT, decodeURIComponent(urlPath)), 'utf8');

describe('/llms.txt', () => {
  const listed = new Set(
    [...read(LLMS_TXT_PATH).matchAll(/\]\((https?:[^)\s]+)\)/g)]
      .map(([, url]) => new URL(url))
      .filter((url) => url.origin === new URL(siteConfig.site.url).origin && url.pathname.endsWith('.md'))
      .map((url) => url.pathname),
  );
  // The twins in the export, as URL paths; the home page's twin is the index itself, and the
  // docs root's is its onboarding page's, listed under that page's address.
  const unlisted = [twinPath('/'), twinPath(routes.docs.home)];
  const twins = listFiles(OUT)
    .filter((file) => file.endsWith('.md'))
    .map((file) => '/' + path.relative(OUT, file).split(path.sep).map(encodeURIComponent).join('/'))
    .filter((urlPath) => !unlisted.includes(urlPath));

  it('links every Markdown twin in the export, and nothing that is not one', () => {
    expect(twins.length).toBeGreaterThan(200);
    expect(twins.filter((t) => !listed.has(t))).toEqual([]);
    expect([...listed].filter((l) => !twins.includes(l))).toEqual([]);
  });

  it('lists the docs, the product pages, the changelog and the latest posts before Optional, which holds the legal pages', () => {
    const txt = read(LLMS_TXT_PATH);
    const sections = [...txt.matchAll(/^## (.+)$/gm)].map(([, title]) => title);
    expect(sections.slice(-4)).toEqual(['Product pages', 'Changelog', 'Blog', 'Optional']);
    const optional = txt.slice(txt.indexOf('## Optional'));
    for (const { to } of siteConfig.footer.legal)
      expect(optional).toContain(`(${siteConfig.site.url}${twinPath(to!)})`);
    expect(optional).not.toContain(`(${siteConfig.site.url}${twinPath(routes.page('features'))})`);
  });

  it("starts each docs section's list with one file of the articles below it, in their order", () => {
    const txt = read(LLMS_TXT_PATH);
    const linked = (block: string) =>
      [...block.matchAll(/\]\((https?:[^)\s]+)\)/g)].map(([, url]) => new URL(url).pathname);
    let articles = 0;
    for (const { label } of docsSidebar.categories) {
      const [file, ...pages] = linked(txt.slice(txt.indexOf(`\n## ${label}\n`) + 1).split('\n## ')[0]);
      expect(file).toBe(llmsSectionPath(label));
      const whole = read(file);
      expect(
        whole.startsWith(`# ${siteConfig.product.name} documentation: ${label}\n\n> The ${pages.length} articles `),
      ).toBe(true);
      let at = 0;
      for (const page of pages) {
        const next = whole.indexOf(read(page).trim(), at);
        expect(next, `${page} after the one before it in ${file}`).toBeGreaterThan(at);
        at = next;
      }
      expect(whole.endsWith(`${read(pages.at(-1)!).trim()}\n`)).toBe(true);
      articles += pages.length;
    }
    expect(articles).toBe(getAllDocs().length);
  });

  it('gives the docs root the twin of the page it shows, the onboarding page', () => {
    const root = getDocById(DOCS_ROOT_ID)!;
    expect(read(twinPath(routes.docs.home))).toBe(read(twinPath(root.href)));
  });

  it("is the home page's twin too, under the twin's header", () => {
    const home = read(twinPath('/'));
    const body = read(LLMS_TXT_PATH).replace(/^# .+\n\n> .+\n\n/, '');
    expect(home).toMatch(/^# .+\n\n> .+\n\nSource: <https:\/\/testflux\.example\/>\n\n/);
    expect(home.endsWith(body)).toBe(true);
  });
});
