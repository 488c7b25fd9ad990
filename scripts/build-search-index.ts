// After `next build`: extracts DocSearch records from the exported docs, blog posts and
// changelog, and writes
//   out/search/records.json : the full records (what `npm run search:push` uploads to Algolia)
//   out/search/index.json   : the same records, compacted, for the embedded offline search.
// A page's records are cached (.cache/search/) under the hash of its <main> and of the
// extractor's source, so a rebuild only parses the pages that changed.
// `npm run build` calls buildSearchIndex(); `tsx scripts/build-search-index.ts [out]` runs it alone.
import fs from 'node:fs';
import path from 'node:path';
import { encodeIndex, SEARCH_TAGS, type SearchKind, type SearchRecord } from '../lib/search/contract';
import { docsSection, extractRecords, parsePage } from '../lib/search/records';
import { getPublishedPosts } from '../lib/content/blog';
import { getAllDocs } from '../lib/content/docs';
import { routes } from '../lib/routes';
import { BuildCache, sha256 } from './lib/build-cache';
import { isMain } from './lib/main';

const EXTRACTOR = sha256(
  ['lib/search/records.ts', 'lib/search/contract.ts'].map((f) => fs.readFileSync(path.resolve(f), 'utf8')).join('\0'),
);

export function buildSearchIndex(outDir = 'out'): string {
  const out = path.resolve(outDir);
  const cache = new BuildCache('search');
  const recordsOf = (href: string, lvl0: string | null, tag: string, kind: SearchKind): SearchRecord[] => {
    // The exported HTML of a page path, e.g. /docs/Testflux/CICD%20%26%20Integrations/cicd/.
    const html = fs.readFileSync(path.join(out, decodeURIComponent(href), 'index.html'), 'utf8');
    const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
    const key = `${sha256(`${EXTRACTOR}\0${href}\0${lvl0 ?? ''}\0${tag}\0${kind}\0${main}`)}.json`;
    const cached = cache.read(key);
    if (cached) {
      cache.hits++;
      return JSON.parse(cached.toString('utf8')) as SearchRecord[];
    }
    cache.misses++;
    const tree = parsePage(html);
    const records = extractRecords(tree, { url: href, lvl0: lvl0 ?? docsSection(tree), tag, kind });
    cache.write(key, JSON.stringify(records));
    return records;
  };

  // The pages come from the content, in sidebar and date order, with the URLs the site links to.
  const records: SearchRecord[] = [
    ...getAllDocs().flatMap((doc) => recordsOf(doc.href, null, SEARCH_TAGS.docs, 'docs')),
    ...getPublishedPosts().flatMap((post) => recordsOf(post.href, 'Blog', SEARCH_TAGS.blog, 'blog')),
    ...recordsOf(routes.changelog.home, 'Changelog', SEARCH_TAGS.blog, 'changelog'),
  ];
  cache.prune();

  const index = encodeIndex(records);
  fs.mkdirSync(path.join(out, 'search'), { recursive: true });
  fs.writeFileSync(path.join(out, 'search/records.json'), JSON.stringify(records));
  fs.writeFileSync(path.join(out, 'search/index.json'), JSON.stringify(index));
  const size = (f: string) => `${(fs.statSync(path.join(out, 'search', f)).size / 1024).toFixed(0)} KiB`;
  return `${records.length} records from ${index.pages.length} pages (${cache.misses} parsed, ${cache.hits} from the cache); index.json ${size('index.json')}, records.json ${size('records.json')}.`;
}

if (isMain(import.meta.url)) console.log(`Search: ${buildSearchIndex(process.argv[2])}`);
