/**
 * The searches the issue measures this site's against, run over the same built pages so that
 * `npm run bench:relevance -- --anchors` can score every relevance set on each:
 *   Pagefind, as a site would set it up: its own index of the exported pages' articles;
 *   MiniSearch as VitePress's local search configures it: one document a section.
 * Neither sees a docs page's keywords, which the HTML does not print; that is how each would
 * index this site. So this site's search runs a second time too, over an index built without
 * them: what the engine does, apart from what the keywords add. Algolia's DocSearch needs its
 * hosted service, so it has no column here.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import MiniSearch from 'minisearch';
import * as pagefind from 'pagefind';
import type { SearchRecord } from '../../lib/search/contract';
import { buildPieces } from '../../lib/search/engine/pieces';
import { SKIPPED_CLASSES } from '../../lib/search/records';
import { exportFilePath, routes } from '../../lib/routes';
import { siteConfig } from '../../lib/config';
import { siteRanker, type Ranker } from '../../tests/relevance/evaluate';
import { writePieces } from '../build-search-index';

export interface Anchor {
  name: string;
  rank: Ranker;
  /** Frees what the search holds (a server, a folder). */
  close: () => Promise<void>;
}

/** The records the build wrote, which name every page the site's search holds. */
export function builtRecords(outDir: string): SearchRecord[] {
  return JSON.parse(
    fs.readFileSync(path.join(outDir, exportFilePath(routes.search.records)), 'utf8'),
  ) as SearchRecord[];
}

/** This site's search over an index built from the same records less the docs pages' keywords. */
export function keywordlessAnchor(records: SearchRecord[]): Anchor {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keywordless-'));
  writePieces(
    dir,
    records.map((r) => ({ ...r, keywords: null })),
    siteConfig.search,
  );
  return {
    name: 'This site, no keywords',
    rank: siteRanker(dir),
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The part of Pagefind's browser API a query needs (its own script, written with the index). */
interface PagefindSearch {
  options: (options: { basePath: string }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: { data: () => Promise<{ url: string }> }[] } | null>;
}

/**
 * Pagefind indexing each page's `<main>` less the chrome the site's own records skip, and
 * searched by its own script, which fetches the index over HTTP as a browser would.
 */
export async function pagefindAnchor(outDir: string, records: SearchRecord[]): Promise<Anchor> {
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: SKIPPED_CLASSES.map((c) => `.${c}`),
    forceLanguage: 'en',
  });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  for (const url of new Set(records.map((r) => r.url_without_anchor))) {
    const content = fs.readFileSync(path.join(outDir, exportFilePath(url), 'index.html'), 'utf8');
    const added = await index.addHTMLFile({ url, content });
    if (added.errors.length) throw new Error(`Pagefind, ${url}: ${added.errors.join('; ')}`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-'));
  const written = await index.writeFiles({ outputPath: dir });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  // Its script is an ES module: a package file says so to Node.
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200).end(fs.readFileSync(file));
  });
  // No idle timeout: the client reuses a socket the server may close the same moment after 5 s idle
  // (ECONNRESET, "fetch failed"), while the other searches of a set hold the event loop.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const search = (await import(pathToFileURL(path.join(dir, 'pagefind.js')).href)) as PagefindSearch;
  await search.options({ basePath: `http://127.0.0.1:${port}/` });
  await search.init();
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as { version: string };
  return {
    name: `Pagefind ${version}`,
    async rank(query) {
      const found = await search.search(query);
      return Promise.all((found?.results ?? []).slice(0, 20).map(async (r) => (await r.data()).url));
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface VitePressDoc {
  id: number;
  /** The section's own heading (the page title for the part above the first heading). */
  title: string;
  /** The headings above it. */
  titles: string;
  text: string;
}

/** VitePress's defaults for its local search (`miniSearch.searchOptions`). */
const VITEPRESS_SEARCH = { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } };

/** MiniSearch as VitePress's local search indexes and queries a site: each section a document. */
export function vitePressAnchor(records: SearchRecord[]): Anchor {
  const { pages } = buildPieces(records, [], '');
  const docs: VitePressDoc[] = [];
  const pageOf: string[] = [];
  for (const page of pages) {
    for (const [type, , lvl2, lvl3, content] of page.sections) {
      const own = type === 'content' ? page.lvl1 : type === 'lvl2' ? lvl2 : lvl3;
      const above = type === 'content' ? [] : type === 'lvl2' ? [page.lvl1] : [page.lvl1, lvl2];
      docs.push({
        id: docs.length,
        title: own ?? '',
        titles: above.filter(Boolean).join(' '),
        text: content.join(' '),
      });
      pageOf.push(page.url);
    }
  }
  const mini = new MiniSearch<VitePressDoc>({ fields: ['title', 'titles', 'text'], searchOptions: VITEPRESS_SEARCH });
  mini.addAll(docs);
  return {
    name: "MiniSearch, VitePress's defaults",
    rank: async (query) => mini.search(query).map((r) => pageOf[r.id as number]),
    close: async () => {},
  };
}
