// After `next build`: extracts DocSearch records from the exported docs, blog posts, changelog
// and the site's own pages (content/pages), and writes
//   out/search/records.json : the full records (what `npm run search:push` uploads to Algolia)
//   out/search/index.json   : the first piece of the embedded offline search (vocabulary, page
//                             shapes, synonyms), and out/search/pieces/<id>/ its other pieces
//                             (postings shards, one piece a page), fetched as queries need them.
// A page's records are cached (.cache/search/) under the hash of its <main>, its keywords and the
// extractor's source, so a rebuild only parses the pages that changed.
// `npm run build` calls buildSearchIndex(); `tsx scripts/build-search-index.ts [out]` runs it alone.
import fs from 'node:fs';
import path from 'node:path';
import { KIND_LABELS, SEARCH_TAGS, type SearchKind, type SearchRecord } from '../lib/search/contract';
import { buildPieces, pieceFiles } from '../lib/search/engine/pieces';
import { siteConfig, type SiteConfig } from '../lib/config';
import { docsSection, extractRecords, parsePage } from '../lib/search/records';
import { getPublishedPosts } from '../lib/content/blog';
import { getAllDocs } from '../lib/content/docs';
import { getStaticPageSlugs } from '../lib/content/pages';
import { exportFilePath, routes } from '../lib/routes';
import { BuildCache, sha256 } from './lib/build-cache';
import { isMain } from './lib/main';

// What a page's records depend on besides its HTML: the extractor, the record's shape, and the
// site's language the records carry (lib/config/product.ts).
const EXTRACTOR = sha256(
  ['lib/search/records.ts', 'lib/search/contract.ts', 'lib/config/product.ts']
    .map((f) => fs.readFileSync(path.resolve(f), 'utf8'))
    .join('\0'),
);

export function buildSearchIndex(outDir = 'out'): string {
  const out = path.resolve(outDir);
  const cache = new BuildCache('search');
  const recordsOf = (
    href: string,
    lvl0: string | null,
    tag: string,
    kind: SearchKind,
    keywords: string[] = [],
  ): SearchRecord[] => {
    // The exported HTML of a page path, e.g. /docs/Testflux/CICD%20%26%20Integrations/cicd/.
    const html = fs.readFileSync(path.join(out, exportFilePath(href), 'index.html'), 'utf8');
    const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
    const key = `${sha256(`${EXTRACTOR}\0${href}\0${lvl0 ?? ''}\0${tag}\0${kind}\0${keywords.join('\n')}\0${main}`)}.json`;
    const cached = cache.read(key);
    if (cached) {
      cache.hits++;
      return JSON.parse(cached.toString('utf8')) as SearchRecord[];
    }
    cache.misses++;
    const tree = parsePage(html);
    const records = extractRecords(tree, { url: href, lvl0: lvl0 ?? docsSection(tree), tag, kind, keywords });
    cache.write(key, JSON.stringify(records));
    return records;
  };

  // The pages come from the content, in sidebar and date order, with the URLs the site links to.
  const records: SearchRecord[] = [
    ...getAllDocs().flatMap((doc) => recordsOf(doc.href, null, SEARCH_TAGS.docs, 'docs', doc.keywords)),
    ...getPublishedPosts().flatMap((post) => recordsOf(post.href, KIND_LABELS.blog, SEARCH_TAGS.blog, 'blog')),
    ...recordsOf(routes.changelog.home, KIND_LABELS.changelog, SEARCH_TAGS.blog, 'changelog'),
    // Under the product's name, which every page is about: a top level is searched as the title
    // is, and the kind's label would match every one of them for "site" (one top-5 place fewer
    // over the sets). The UIs show the label all the same (breadcrumbOf, kind-group.ts).
    ...getStaticPageSlugs()
      .sort()
      .flatMap((slug) => recordsOf(routes.page(slug), siteConfig.product.name, SEARCH_TAGS.blog, 'site')),
  ];
  cache.prune();

  const { files, pages, shards } = writePieces(out, records, siteConfig.search);
  writeFresh(path.join(out, exportFilePath(routes.search.records)), JSON.stringify(records));
  const size = (route: string) => `${(fs.statSync(path.join(out, exportFilePath(route))).size / 1024).toFixed(0)} KiB`;
  return `${records.length} records from ${pages} pages (${cache.misses} parsed, ${cache.hits} from the cache); index.json ${size(routes.search.index)} and ${files} pieces (${shards} postings shards), records.json ${size(routes.search.records)}.`;
}

/**
 * Writes the index pieces. Their folder is named by a hash of their content, so browsers and
 * CDNs may keep them for a year; only index.json, the first piece, is revalidated.
 */
export function writePieces(
  out: string,
  records: SearchRecord[],
  { synonyms, kindWords }: Pick<SiteConfig['search'], 'synonyms' | 'kindWords'>,
) {
  const draft = buildPieces(records, synonyms, '', kindWords);
  const id = sha256(JSON.stringify([draft.postings, draft.pages, draft.meta])).slice(0, 12);
  const base = routes.search.pieces(id);
  const dir = path.join(out, base);
  fs.rmSync(path.join(out, routes.search.piecesRoot), { recursive: true, force: true });
  for (const [file, piece] of pieceFiles(draft)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(piece));
  }
  fs.mkdirSync(path.join(out, 'search'), { recursive: true });
  writeFresh(path.join(out, routes.search.index), JSON.stringify({ ...draft.meta, base }));
  return {
    files: draft.postings.length + draft.pages.length,
    pages: draft.pages.length,
    shards: draft.postings.length,
  };
}

/**
 * Writes a file and drops the .gz and .br copies of what it replaced: after a run on its own,
 * servers would otherwise send the old first piece, which names pieces that no longer exist.
 * The build's hosting phase compresses the new one.
 */
function writeFresh(file: string, data: string) {
  fs.writeFileSync(file, data);
  for (const copy of [`${file}.gz`, `${file}.br`]) fs.rmSync(copy, { force: true });
}

if (isMain(import.meta.url)) console.log(`Search: ${buildSearchIndex(process.argv[2])}`);
