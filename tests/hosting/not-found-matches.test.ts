import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressMatch, sitemapPaths } from '../../lib/address-query';
import { docsSidebar, getSectionHref } from '../../lib/content/docs';
import { exportFilePath, routes } from '../../lib/routes';

// Runs after the build: the not-found page names the page an address means from the sitemap the
// export holds, by its order and by its pages' addresses.
const pages = sitemapPaths(fs.readFileSync(path.resolve('out', exportFilePath(routes.sitemap)), 'utf8'));

describe("the not-found page's address matches, over the built sitemap", () => {
  it.each(docsSidebar.categories.map((c) => c.label))(
    "the folder of %s is the section's first page, as its menu links it",
    (section) => {
      expect(addressMatch(routes.docs.page(section), pages)).toBe(getSectionHref(section));
    },
  );

  it('every page is itself in another case: no two of its addresses differ in case alone', () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) expect(addressMatch(page.toUpperCase(), pages)).toBe(page);
  });
});
