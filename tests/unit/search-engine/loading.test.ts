import { describe, expect, it } from 'vitest';
import { createEngine } from '@/lib/search/engine/host';
import {
  buildPieces,
  pagePiecePath,
  pieceFiles,
  SHARD_SLACK,
  SHARD_TARGET_CHARS,
  shardPath,
  shardStarts,
} from '@/lib/search/engine/pieces';
import { createLocalSearchClient } from '@/lib/search/local-client';
import { recordsOf, PAGES, SYNONYMS, fixtureEngine, type PageSpec } from './fixture';

describe('embedded search engine: loading the pieces', () => {
  it('refuses a first piece of another format, as a failed load: the engine and the index may differ across a deploy', async () => {
    const { meta } = fixtureEngine().pieces;
    const engine = createEngine('/index.json', async <T>() => ({ ...meta, version: 5 }) as T);
    const client = createLocalSearchClient(engine);
    await expect(client.search({ requests: [{ indexName: 'i', query: 'secrets' }] })).rejects.toThrow(/format 5/);
  });

  it('fetches only the postings shard and the page a query needs', async () => {
    // Enough words apart for several shards: w0zq, w1zq, … on 30 pages of 100 words each.
    const words = Array.from({ length: 3000 }, (_, i) => `w${i.toString(36)}zq`);
    const many: PageSpec[] = Array.from({ length: 30 }, (_, p) => ({
      url: `/docs/many/${p}/`,
      lvl0: 'Many',
      title: `page ${p}`,
      kind: 'docs',
      sections: [[1, null, null, [words.slice(p * 100, p * 100 + 100).join(' ')]]],
    }));
    const fresh = fixtureEngine({ pages: many });
    const { meta, postings } = fresh.pieces;
    expect(postings.length).toBeGreaterThanOrEqual(3);
    const word = words[1234];
    const term = meta.terms.split('\n').indexOf(word);
    const shard = meta.shards.findLastIndex((first) => first <= term);
    const { results } = await fresh.client.search({ requests: [{ indexName: 'i', query: word, hitsPerPage: 5 }] });
    expect(results[0].hits.map((h) => h.url)).toEqual(['/docs/many/12/']);
    expect(fresh.fetched).toEqual(['/index.json', `/pieces/${shardPath(shard)}`, `/pieces/${pagePiecePath(12)}`]);
  });

  it('asks a query again of the new pieces when the ones it read are gone: a tab open across a deploy sees no error', async () => {
    const build = (base: string) => buildPieces(recordsOf(PAGES), SYNONYMS, base);
    let live = build('/pieces/old/');
    const fetched: string[] = [];
    const engine = createEngine('/index.json', async <T>(path: string) => {
      fetched.push(path);
      if (path === '/index.json') return structuredClone(live.meta) as T;
      const piece = pieceFiles(live).find(([file]) => `${live.meta.base}${file}` === path)?.[1];
      if (!piece) throw new Error(`${path}: HTTP 404`);
      return structuredClone(piece) as T;
    });
    const deployed = createLocalSearchClient(engine);
    const ask = (query: string) => deployed.search({ requests: [{ indexName: 'i', query }] });
    await ask('secrets');
    // A deploy: the old folder of pieces is gone, and the first piece names the new one.
    live = build('/pieces/new/');
    expect(fetched.filter((p) => p === '/index.json')).toHaveLength(1);
    const cached = fetched.length;
    const { results } = await ask('cartridge');
    expect(results[0].nbHits).toBeGreaterThan(0);
    const since = fetched.slice(cached);
    // The old pieces failed, the first piece was read again, and the new pieces answered.
    const reread = since.indexOf('/index.json');
    expect(since.slice(0, reread).length).toBeGreaterThan(0);
    expect(since.slice(0, reread).every((p) => p.startsWith('/pieces/old/'))).toBe(true);
    expect(since.slice(reread + 1).length).toBeGreaterThan(0);
    expect(since.slice(reread + 1).every((p) => p.startsWith('/pieces/new/'))).toBe(true);
    // Settled: the next query reads no first piece again.
    const settled = fetched.length;
    expect((await ask('secrets')).results[0].nbHits).toBeGreaterThan(0);
    expect(fetched.slice(settled)).not.toContain('/index.json');
  });

  it('fails a query whose piece fails when the first piece, read again, names the same pieces; the next asks again', async () => {
    const live = buildPieces(recordsOf(PAGES), SYNONYMS, '/pieces/one/');
    let failing = true;
    const fetched: string[] = [];
    const engine = createEngine('/index.json', async <T>(path: string) => {
      fetched.push(path);
      if (path === '/index.json') return structuredClone(live.meta) as T;
      if (failing) throw new Error(`${path}: HTTP 503`);
      return structuredClone(pieceFiles(live).find(([file]) => `${live.meta.base}${file}` === path)![1]) as T;
    });
    const client = createLocalSearchClient(engine);
    const ask = () => client.search({ requests: [{ indexName: 'i', query: 'secrets' }] });
    await expect(ask()).rejects.toMatchObject({ name: 'RetryError' });
    // Read again once, at the failure, and the query not asked again of the same pieces.
    expect(fetched.filter((p) => p === '/index.json')).toHaveLength(2);
    const pieces = fetched.filter((p) => p !== '/index.json');
    expect(pieces.length).toBeGreaterThan(0);
    expect(new Set(pieces).size).toBe(pieces.length);
    failing = false;
    // The next query reads the first piece again before it asks for the pieces.
    const before = fetched.length;
    expect((await ask()).results[0].nbHits).toBeGreaterThan(0);
    expect(fetched[before]).toBe('/index.json');
  });

  it('answers offline from what it has fetched, even after a query failed, and reads the first piece again once online', async () => {
    const live = buildPieces(recordsOf(PAGES), SYNONYMS, '/pieces/one/');
    let offline = false;
    const fetched: string[] = [];
    const engine = createEngine('/index.json', async <T>(path: string) => {
      if (offline) throw new TypeError('Failed to fetch');
      fetched.push(path);
      if (path === '/index.json') return structuredClone(live.meta) as T;
      return structuredClone(pieceFiles(live).find(([file]) => `${live.meta.base}${file}` === path)![1]) as T;
    });
    const client = createLocalSearchClient(engine);
    const ask = (query: string) => client.search({ requests: [{ indexName: 'i', query }] });
    const before = (await ask('secrets')).results[0].hits.map((h) => h.url);
    offline = true;
    // Pieces not fetched yet: the query fails, as it must.
    await expect(ask('cartridge')).rejects.toMatchObject({ name: 'RetryError' });
    // The first piece cannot be read again, but what the query needs is held.
    expect((await ask('secrets')).results[0].hits.map((h) => h.url)).toEqual(before);
    offline = false;
    const held = fetched.length;
    expect((await ask('cartridge')).results[0].nbHits).toBeGreaterThan(0);
    // Online again: the first piece is read again, then not (nothing failed since); the pieces
    // it names are the same, and those the held index has are not fetched again.
    expect(fetched.slice(held)).toContain('/index.json');
    const settled = fetched.length;
    expect((await ask('secrets')).results[0].hits.map((h) => h.url)).toEqual(before);
    expect(fetched.slice(settled)).toEqual([]);
  });

  it('rejects with a RetryError when the index cannot be loaded, and retries next time', async () => {
    const flaky = fixtureEngine({ failFirst: true }).client;
    await expect(flaky.search({ requests: [{ indexName: 'i', query: 'secret' }] })).rejects.toMatchObject({
      name: 'RetryError',
    });
    const { results } = await flaky.search({ requests: [{ indexName: 'i', query: 'secret' }] });
    expect((results[0] as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });
});

describe('embedded search engine: where postings shards start', () => {
  // A thousand characters of postings a term: twelve fill a shard.
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const filler = (from: number, n: number) => Array.from({ length: n }, (_, i) => `b${letters[from + i]}`);
  const shardOf = (starts: number[], term: number) => starts.findLastIndex((start) => start <= term);
  it.each([
    // The word and its plural straddle the target: the shard ends a term early, between two
    // terms that share no letter, rather than between "password" and "passwords".
    {
      name: 'a word and its plural at the target',
      terms: [...filler(0, 11), 'password', 'passwords', ...filler(11, 15)],
      together: ['password', 'passwords'],
    },
    {
      name: 'three forms of a word across the target',
      terms: [...filler(0, 10), 'pass', 'password', 'passwords', ...filler(10, 15)],
      together: ['pass', 'password', 'passwords'],
    },
    { name: 'no word family near the target', terms: [...filler(0, 26), 'c', 'd', 'e'], together: [] },
  ])('$name', ({ terms, together }) => {
    const chars = terms.map(() => 1000);
    const starts = shardStarts(terms, chars);
    expect(starts[0]).toBe(0);
    const ends = [...starts.slice(1), terms.length];
    starts.slice(0, -1).forEach((start, i) => {
      const size = chars.slice(start, ends[i]).reduce((a, b) => a + b, 0);
      expect(size).toBeGreaterThanOrEqual(SHARD_TARGET_CHARS * (1 - SHARD_SLACK));
      expect(size).toBeLessThanOrEqual(SHARD_TARGET_CHARS * (1 + SHARD_SLACK));
    });
    const shards = together.map((term) => shardOf(starts, terms.indexOf(term)));
    expect(new Set(shards).size).toBeLessThanOrEqual(1);
    // Without a family to keep together, shards end at the target.
    if (!together.length) expect(starts).toEqual([0, 12, 24]);
  });
});
