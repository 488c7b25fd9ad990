/**
 * The search engines `npm run bench:search` compares, each behind the same small interface:
 * load what the first query needs, answer queries, and count the bytes (brotli, as the site
 * serves them) that reached the browser before the first hit.
 */
import MiniSearch from 'minisearch';
import zlib from 'node:zlib';
import type { SiteConfig } from '../../lib/config';
import { type SearchRecord } from '../../lib/search/contract';
import { createEngine } from '../../lib/search/engine/host';
import { buildPieces, pieceFiles } from '../../lib/search/engine/pieces';
import { createLocalSearchClient } from '../../lib/search/local-client';
import { typosAllowed } from '../../lib/search/engine/tokenize';

export const brotliSize = (text: string) =>
  zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export interface BenchEngine {
  name: string;
  /** Loads the index and answers the first query; returns the URLs of the first page of hits. */
  first: (query: string) => Promise<string[]>;
  query: (query: string) => Promise<string[]>;
  /** Bytes transferred so far (brotli), and the number of requests. */
  transferred: () => { bytes: number; requests: number };
}

/** This site's engine: the index in pieces (meta first, postings shards and pages on demand). */
export function piecesEngine(
  records: SearchRecord[],
  { synonyms, kindWords }: Pick<SiteConfig['search'], 'synonyms' | 'kindWords'>,
): BenchEngine {
  const pieces = buildPieces(records, synonyms, '/pieces/', kindWords);
  const files = new Map<string, string>([['/index.json', JSON.stringify(pieces.meta)]]);
  for (const [file, piece] of pieceFiles(pieces)) files.set(`/pieces/${file}`, JSON.stringify(piece));
  // Compressed sizes are counted when asked for, so compressing never adds to a query's time.
  const fetched: string[] = [];
  const engine = createEngine('/index.json', async <T>(path: string) => {
    fetched.push(path);
    return JSON.parse(files.get(path)!) as T;
  });
  const transferred = () => ({
    bytes: fetched.reduce((sum, path) => sum + brotliSize(files.get(path)!), 0),
    requests: fetched.length,
  });
  const client = createLocalSearchClient(engine);
  const query = async (q: string) => {
    const { results } = await client.search({ requests: [{ indexName: 'bench', query: q, hitsPerPage: 20 }] });
    return results[0].hits.map((h) => String(h.url));
  };
  return {
    name: 'pieces, typos walked over the sorted vocabulary (this site)',
    first: query,
    query,
    transferred,
  };
}

interface MiniDoc {
  id: number;
  title: string;
  heading: string;
  content: string;
  context: string;
}

const miniOptions = { fields: ['title', 'heading', 'content', 'context'], idField: 'id' };
const miniSearchOptions = {
  boost: { title: 8, heading: 4, content: 1, context: 0.4 },
  prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
  fuzzy: (term: string) => typosAllowed(term) || false,
  combineWith: 'OR' as const,
};

function miniDocs(records: SearchRecord[]): MiniDoc[] {
  return records.map((r, id) => ({
    id,
    title: r.type === 'lvl1' ? (r.hierarchy.lvl1 ?? '') : '',
    heading: r.type === 'lvl2' || r.type === 'lvl3' ? (r.hierarchy[r.type] ?? '') : '',
    content: r.content ?? '',
    context: [r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3].filter(Boolean).join(' '),
  }));
}

/** The records every MiniSearch variant ships whole: what a hit shows. */
const shippedRecords = (records: SearchRecord[]) =>
  JSON.stringify(records.map((r) => [r.url, r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.content]));

/**
 * MiniSearch as VitePress uses it and as this site did before: the whole index loads before
 * the first result. `serialized`: its index is built at build time and loaded with loadJSON;
 * otherwise the records ship and the browser builds the index.
 */
export function miniSearchEngine(records: SearchRecord[], serialized: boolean): BenchEngine {
  const shipped = shippedRecords(records);
  let payload = shipped;
  if (serialized) {
    const mini = new MiniSearch<MiniDoc>(miniOptions);
    mini.addAll(miniDocs(records));
    payload = JSON.stringify({ index: mini, records: shipped });
  }
  let mini: MiniSearch<MiniDoc> | null = null;
  let bytes = 0;
  let requests = 0;
  const query = async (q: string) =>
    mini!
      .search(q, miniSearchOptions)
      .slice(0, 20)
      .map((r) => records[r.id as number].url);
  return {
    name: serialized ? 'MiniSearch, serialized whole index (loadJSON)' : 'MiniSearch, index built in the browser',
    async first(q) {
      bytes += brotliSize(payload);
      requests++;
      if (serialized) {
        const parsed = JSON.parse(payload) as { index: unknown };
        mini = MiniSearch.loadJSON<MiniDoc>(JSON.stringify(parsed.index), miniOptions);
      } else {
        JSON.parse(payload);
        mini = new MiniSearch<MiniDoc>(miniOptions);
        mini.addAll(miniDocs(records));
      }
      return query(q);
    },
    query,
    transferred: () => ({ bytes, requests }),
  };
}
