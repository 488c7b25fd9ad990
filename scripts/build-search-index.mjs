#!/usr/bin/env node
// After `next build`: extracts DocSearch records from the exported docs, blog posts and
// changelog, and writes
//   out/search/records.json : the full records (what `npm run search:push` uploads to Algolia)
//   out/search/index.json   : the same records, compacted, for the embedded offline search.
import fs from 'node:fs';
import path from 'node:path';
import { docsSection, extractRecords } from '../lib/search/records.mjs';

const OUT = path.resolve(process.argv[2] ?? 'out');
const DOCS_TAG = 'docs-default-current';
const BLOG_TAG = 'default';

function pages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? pages(p) : e.name === 'index.html' ? [p] : [];
  });
}

const urlOf = (file) =>
  '/' + path.relative(OUT, path.dirname(file)).split(path.sep).map(encodeURIComponent).join('/') + '/';

const records = [];
for (const file of pages(path.join(OUT, 'docs/Testflux'))) {
  const html = fs.readFileSync(file, 'utf8');
  if (html.includes('http-equiv="refresh"')) continue; // redirect stubs
  records.push(...extractRecords(html, { url: urlOf(file), lvl0: docsSection(html), tag: DOCS_TAG }));
}
for (const e of fs.readdirSync(path.join(OUT, 'blog'), { withFileTypes: true })) {
  if (!e.isDirectory() || ['page', 'blog', 'archive', 'authors'].includes(e.name)) continue;
  const file = path.join(OUT, 'blog', e.name, 'index.html');
  if (fs.existsSync(file))
    records.push(...extractRecords(fs.readFileSync(file, 'utf8'), { url: urlOf(file), lvl0: 'Blog', tag: BLOG_TAG }));
}
records.push(
  ...extractRecords(fs.readFileSync(path.join(OUT, 'changelog/index.html'), 'utf8'), {
    url: '/changelog/',
    lvl0: 'Changelog',
    tag: BLOG_TAG,
  }),
);

// Compact form: page-level fields once per page, one short array per record.
const pageIndex = new Map();
const compactPages = [];
const compactRecords = records.map((r) => {
  const key = `${r.url_without_anchor}`;
  if (!pageIndex.has(key)) {
    pageIndex.set(key, compactPages.length);
    compactPages.push([r.url_without_anchor, r.hierarchy.lvl0, r.hierarchy.lvl1, r.docusaurus_tag]);
  }
  return [pageIndex.get(key), r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content];
});

fs.mkdirSync(path.join(OUT, 'search'), { recursive: true });
fs.writeFileSync(path.join(OUT, 'search/records.json'), JSON.stringify(records));
fs.writeFileSync(
  path.join(OUT, 'search/index.json'),
  JSON.stringify({ version: 1, pages: compactPages, records: compactRecords }),
);
const size = (f) => `${(fs.statSync(path.join(OUT, 'search', f)).size / 1024).toFixed(0)} KiB`;
console.log(
  `Search: ${records.length} records from ${compactPages.length} pages; index.json ${size('index.json')}, records.json ${size('records.json')}.`,
);
