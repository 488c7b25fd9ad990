import fs from 'node:fs';
import path from 'node:path';
import { createLocalSearchClient, type CompactIndex } from '../../lib/search/local-client';
import { FACET_FILTERS } from '../../lib/search/client';

export interface RelevanceCase {
  query: string;
  expected: string;
}

export interface RelevanceResult extends RelevanceCase {
  rank: number | null; // 1-based rank of the expected page among distinct pages, null if absent
  top: string[];
}

/** Runs every query against the built index (out/search/index.json) as the modal does. */
export async function evaluateRelevance(outDir = 'out'): Promise<RelevanceResult[]> {
  const index = JSON.parse(fs.readFileSync(path.join(outDir, 'search/index.json'), 'utf8')) as CompactIndex;
  const cases = JSON.parse(fs.readFileSync(new URL('./queries.json', import.meta.url), 'utf8')) as RelevanceCase[];
  const client = createLocalSearchClient(async () => index);
  const results: RelevanceResult[] = [];
  for (const c of cases) {
    const { results: r } = await client.search({
      requests: [{ indexName: 'testflux', query: c.query, hitsPerPage: 20, facetFilters: FACET_FILTERS }],
    });
    const pages = [...new Set(r[0].hits.map((h) => String(h.url_without_anchor)))];
    const i = pages.indexOf(c.expected);
    results.push({ ...c, rank: i < 0 ? null : i + 1, top: pages.slice(0, 5) });
  }
  return results;
}
