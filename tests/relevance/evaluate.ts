import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../../lib/search/engine/host';
import type { Fetch } from '../../lib/search/engine/searcher';
import { createLocalSearchClient } from '../../lib/search/local-client';
import { FACET_FILTERS } from '../../lib/search/contract';
import { pagePiecePath, type MetaPiece, type PagePiece } from '../../lib/search/engine/pieces';
import { canonicalPath, decodeSegment, encodePath, routes } from '../../lib/routes';
import { SITE_URL } from '../../lib/config/product';
import { z } from 'zod';

export interface RelevanceCase {
  query: string;
  expected: string;
  kind?: string;
}

export interface RelevanceResult extends RelevanceCase {
  rank: number | null; // 1-based rank of the expected page among distinct pages, null if absent
  top: string[];
}

/** Reads the built index pieces from an export folder, as the worker fetches them over HTTP. */
export function exportFetch(outDir = 'out'): Fetch {
  return async <T>(urlPath: string) => JSON.parse(fs.readFileSync(path.join(outDir, urlPath), 'utf8')) as T;
}

/** The local client over the built index, in-process. */
export function exportClient(outDir = 'out') {
  return createLocalSearchClient(createEngine(routes.search.index, exportFetch(outDir)));
}

/** The relevance sets, each a file of this folder. */
export const RELEVANCE_SETS = [
  'queries',
  'holdout',
  'fresh',
  'blind',
  'blind2',
  'blind3',
  'blind4',
  'blind5',
  'blind6',
  'blind7',
  'blind8',
  'blind9',
  'blind10',
  'blind11',
  'blind12',
  'blind13',
  'blind14',
  'blind15',
  'blind16',
  'blind17',
  'blind18',
  'blind19',
  'blind20',
  'blind21',
  'blind22',
  'blind23',
  'blind24',
  'blind25',
  'blind26',
  'blind27',
  'blind28',
  'blind29',
  'blind30',
  'blind31',
  'blind32',
  'blind33',
  'blind34',
  'blind35',
  'blind36',
  'blind37',
  'blind38',
  'blind39',
  'blind40',
  'blind41',
] as const;
export type RelevanceSet = (typeof RELEVANCE_SETS)[number];

/**
 * A relevance set, a file of this folder. README.md says where each came from and what it has
 * informed: the sets no change was made for are the honest measure.
 */
export function relevanceCases(set: RelevanceSet = 'queries'): RelevanceCase[] {
  return readRelevanceFile(fileURLToPath(new URL(`./${set}.json`, import.meta.url)));
}

// The query is kept as written: a last word followed by a space is no longer matched as a prefix.
const caseSchema = z.object({
  query: z.string().refine((q) => q.trim() !== '', 'is empty'),
  expected: z.string().trim().min(1, 'is empty'),
  kind: z.string().trim().min(1, 'is empty').optional(),
});

/**
 * A relevance set from a file, such as one kept outside the repository: a JSON array of
 * { query, expected, kind? }, or lines of `query<TAB>expected page<TAB>kind` (blank lines and
 * lines starting with # are skipped). A file whose text starts with [ or { is read as JSON. A
 * malformed entry is an error naming the file, the entry and the field.
 */
export function readRelevanceFile(file: string): RelevanceCase[] {
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  // JSON by its content, whatever the file is called.
  if (/^\s*[[{]/.test(text)) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new Error(`${file}: not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!Array.isArray(data)) throw new Error(`${file}: must be an array of { query, expected } entries`);
    return data.map((entry, i) => {
      const parsed = caseSchema.safeParse(entry);
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      const field = issue.path.length ? `field "${issue.path.join('.')}"` : 'entry';
      throw new Error(`${file}: entry ${i + 1}: ${field} ${issue.message}`);
    });
  }
  return text.split(/\r?\n/).flatMap((line, i) => {
    if (!line.trim() || line.startsWith('#')) return [];
    const [query, expected = '', kind = ''] = line.split('\t');
    if (!query.trim() || !expected.trim())
      throw new Error(`${file}:${i + 1}: expected "query<TAB>expected page", got ${JSON.stringify(line)}`);
    return [{ query, expected: expected.trim(), ...(kind.trim() ? { kind: kind.trim() } : {}) }];
  });
}

/** Where a set's addresses may point: the site, or a copy of it served on this machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The page path a set names, in the form the index holds (each segment percent-encoded once),
 * whichever way it was written: an address on the site (or a local copy of it), a path decoded
 * or encoded, without its trailing slash, with `.html`, a query or an anchor. Null for an
 * address on another site.
 */
export function expectedPage(expected: string): string | null {
  let url: URL;
  try {
    url = new URL(expected, SITE_URL);
  } catch {
    return null;
  }
  if (url.origin !== new URL(SITE_URL).origin && !LOCAL_HOSTS.has(url.hostname)) return null;
  const pathname = canonicalPath(url.pathname) ?? url.pathname;
  return encodePath(...pathname.split('/').filter(Boolean).map(decodeSegment));
}

/** The page paths the built index holds, from its page pieces. */
export async function indexedPages(outDir = 'out'): Promise<Set<string>> {
  const read = exportFetch(outDir);
  const meta = await read<MetaPiece>(routes.search.index);
  const pages = await Promise.all(
    meta.pages.sections.map((_, p) => read<PagePiece>(`${meta.base}${pagePiecePath(p)}`)),
  );
  return new Set(pages.map((p) => p.url));
}

/**
 * Whether the built index holds a word of its own (not only two title words joined, see
 * `MetaPiece.joined`): its vocabulary, from the first piece.
 */
export async function indexVocabulary(outDir = 'out'): Promise<(word: string) => boolean> {
  const meta = await exportFetch(outDir)<MetaPiece>(routes.search.index);
  const terms = meta.terms.split('\n');
  let id = 0;
  const joined = new Set(meta.joined.map((d) => terms[(id += d)]));
  const words = new Set(terms.filter((t) => !joined.has(t)));
  return (word) => words.has(word);
}

/** A search under test: a query to the addresses of the pages it finds, best first. */
export type Ranker = (query: string) => Promise<string[]>;

/** This site's search over the built index, as the modal asks it. */
export function siteRanker(outDir = 'out'): Ranker {
  const client = exportClient(outDir);
  return async (query) => {
    const { results } = await client.search({
      requests: [{ indexName: 'testflux', query, hitsPerPage: 20, facetFilters: FACET_FILTERS }],
    });
    return [...new Set(results[0].hits.map((h) => String(h.url_without_anchor)))];
  };
}

/**
 * Runs every query against the built index as the modal does, or through another search over the
 * same pages (`rank`). An expected page the index does not hold is a mistake in the set (a renamed
 * page, a typo), not a miss: it is an error naming them all.
 */
export async function evaluateRelevance(
  outDir = 'out',
  cases = relevanceCases(),
  rank: Ranker = siteRanker(outDir),
): Promise<RelevanceResult[]> {
  const known = await indexedPages(outDir);
  const wrong = cases.flatMap((c) => {
    const page = expectedPage(c.expected);
    if (page === null) return [`  "${c.query}" expects ${c.expected}: an address on another site`];
    return known.has(page) ? [] : [`  "${c.query}" expects ${c.expected}`];
  });
  if (wrong.length) {
    throw new Error(`${wrong.length} expected page(s) are not pages the search index holds:\n${wrong.join('\n')}`);
  }
  const results: RelevanceResult[] = [];
  for (const c of cases) {
    // Another search's addresses in the index's form; this site's are already.
    const pages = [...new Set((await rank(c.query)).map((url) => expectedPage(url) ?? url))];
    const i = pages.indexOf(expectedPage(c.expected)!);
    results.push({ ...c, rank: i < 0 ? null : i + 1, top: pages.slice(0, 5) });
  }
  return results;
}
