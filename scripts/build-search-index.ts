// After `next build`: extracts DocSearch records from the exported docs, blog posts and
// changelog, and writes
//   out/search/records.json : the full records (what `npm run search:push` uploads to Algolia)
//   out/search/index.json   : the same records, compacted, for the embedded offline search.
import fs from 'node:fs';
import path from 'node:path';
import { encodeIndex, SEARCH_TAGS, type SearchRecord } from '../lib/search/contract';
import { docsSection, extractRecords } from '../lib/search/records';
import { getPublishedPosts } from '../lib/content/blog';
import { getAllDocs } from '../lib/content/docs';
import { routes } from '../lib/routes';

const OUT = path.resolve(process.argv[2] ?? 'out');

/** The exported HTML of a page path, e.g. /docs/Testflux/CICD%20%26%20Integrations/cicd/. */
const htmlOf = (href: string) => fs.readFileSync(path.join(OUT, decodeURIComponent(href), 'index.html'), 'utf8');

// The pages come from the content, in sidebar and date order, with the URLs the site links to.
const records: SearchRecord[] = [];
for (const doc of getAllDocs()) {
  const html = htmlOf(doc.href);
  records.push(...extractRecords(html, { url: doc.href, lvl0: docsSection(html), tag: SEARCH_TAGS.docs }));
}
for (const post of getPublishedPosts()) {
  records.push(...extractRecords(htmlOf(post.href), { url: post.href, lvl0: 'Blog', tag: SEARCH_TAGS.blog }));
}
records.push(
  ...extractRecords(htmlOf(routes.changelog.home), {
    url: routes.changelog.home,
    lvl0: 'Changelog',
    tag: SEARCH_TAGS.blog,
  }),
);

const index = encodeIndex(records);
fs.mkdirSync(path.join(OUT, 'search'), { recursive: true });
fs.writeFileSync(path.join(OUT, 'search/records.json'), JSON.stringify(records));
fs.writeFileSync(path.join(OUT, 'search/index.json'), JSON.stringify(index));
const size = (f: string) => `${(fs.statSync(path.join(OUT, 'search', f)).size / 1024).toFixed(0)} KiB`;
console.log(
  `Search: ${records.length} records from ${index.pages.length} pages; index.json ${size('index.json')}, records.json ${size('records.json')}.`,
);
