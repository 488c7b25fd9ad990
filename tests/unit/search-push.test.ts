import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../lib/search/contract';
import { INDEX_SETTINGS, pushConfig, pushRecords } from '../../scripts/search-push';

interface Seen {
  method: string;
  path: string;
  body: unknown;
  headers: http.IncomingHttpHeaders;
}

/** A local server standing in for the Algolia API: records every request, answers like Algolia. */
let server: http.Server;
const seen: Seen[] = [];
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        body: data ? JSON.parse(data) : null,
        headers: req.headers,
      });
      res.setHeader('content-type', 'application/json');
      if (url.pathname.includes('/task/')) return res.end(JSON.stringify({ status: 'published', pendingTask: false }));
      if (url.pathname.endsWith('/batch')) return res.end(JSON.stringify({ taskID: 2, objectIDs: [] }));
      return res.end(JSON.stringify({ taskID: 1, updatedAt: '2025-10-21T00:00:00Z' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const record = (i: number, content: string | null): SearchRecord => ({
  objectID: `/docs/x/#${i}`,
  type: content ? 'content' : 'lvl1',
  url: '/docs/x/',
  url_without_anchor: '/docs/x/',
  anchor: null,
  content,
  // A summary record: its text is searched as a heading too.
  description: content,
  keywords: content ? ['<i>odd</i> keyword'] : null,
  hierarchy: { lvl0: 'Docs', lvl1: 'A <b> page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  kind: 'docs',
  section: 'Docs',
  weight: { pageRank: 2, level: content ? 0 : 90, position: i },
  docusaurus_tag: 'docs-default-current',
});

describe('search:push', () => {
  it('names each missing credential', () => {
    expect(() => pushConfig({})).toThrow(
      /application id \(ALGOLIA_APP_ID\) and an Algolia admin api key \(ALGOLIA_ADMIN_API_KEY\)/,
    );
    expect(() => pushConfig({ ALGOLIA_APP_ID: 'A' })).toThrow(
      /needs an Algolia admin api key \(ALGOLIA_ADMIN_API_KEY\)$/,
    );
  });

  it('sets the settings, fills a temporary index and moves it over the live one', async () => {
    const config = pushConfig({
      ALGOLIA_APP_ID: 'APPID',
      ALGOLIA_ADMIN_API_KEY: 'admin-secret',
      ALGOLIA_INDEX_NAME: 'testflux',
      ALGOLIA_HOSTS: base,
    });
    const synonyms = [
      ['ci', 'pipeline'],
      ['login', 'sign in'],
    ];
    const result = await pushRecords(config, [record(0, null), record(1, 'Use <script> carefully')], synonyms, {
      changelog: ['fixed'],
    });
    expect(result).toEqual({ indexName: 'testflux', count: 2 });

    const settings = seen.find((s) => s.method === 'PUT' && s.path === '/1/indexes/testflux/settings');
    expect(settings?.body).toEqual(INDEX_SETTINGS);
    expect(settings?.body).toMatchObject({
      // A docs page's keywords are searched as its summary is, under the headings.
      searchableAttributes: [
        'hierarchy.lvl0,hierarchy.lvl1',
        'hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,description,keywords',
        'unordered(content)',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      attributesForFaceting: expect.arrayContaining(['kind', 'section']),
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
    });

    // The configuration's synonyms, replacing whatever the index had, before the records move.
    const synonymCall = seen.find((s) => s.path === '/1/indexes/testflux/synonyms/batch');
    expect(synonymCall?.body).toEqual([
      { objectID: 'synonyms-1', type: 'synonym', synonyms: ['ci', 'pipeline'] },
      { objectID: 'synonyms-2', type: 'synonym', synonyms: ['login', 'sign in'] },
    ]);
    expect(seen.indexOf(synonymCall!)).toBeLessThan(seen.findIndex((s) => /_tmp_\d+\/batch$/.test(s.path)));

    // The kind words as rules, replacing the index's own, before the records move.
    const rulesCall = seen.find((s) => s.path === '/1/indexes/testflux/rules/batch');
    expect(rulesCall?.body).toEqual([
      {
        objectID: 'kind-word-changelog-fixed',
        description: '"fixed" asks for the changelog',
        conditions: [{ pattern: 'fixed', anchoring: 'contains', alternatives: true }],
        consequence: { params: { optionalFilters: ['kind:changelog'] } },
      },
    ]);
    expect(seen.indexOf(rulesCall!)).toBeLessThan(seen.findIndex((s) => /_tmp_\d+\/batch$/.test(s.path)));

    const batch = seen.find((s) => /_tmp_\d+\/batch$/.test(s.path));
    expect(batch?.path).toMatch(/^\/1\/indexes\/testflux_tmp_\d+\/batch$/);
    const objects = (
      batch?.body as {
        requests: {
          action: string;
          body: {
            content: string | null;
            description: string | null;
            keywords: string[] | null;
            hierarchy: { lvl1: string };
          };
        }[];
      }
    ).requests;
    expect(objects.map((o) => o.action)).toEqual(['addObject', 'addObject']);
    expect(objects[1].body.content).toBe('Use &lt;script&gt; carefully');
    expect(objects[0].body.hierarchy.lvl1).toBe('A &lt;b&gt; page');
    expect(objects[1].body.description).toBe('Use &lt;script&gt; carefully');
    expect(objects[0].body.description).toBeNull();
    expect(objects[1].body.keywords).toEqual(['&lt;i&gt;odd&lt;/i&gt; keyword']);
    expect(objects[0].body.keywords).toBeNull();

    const moves = seen
      .filter((s) => s.path.endsWith('/operation'))
      .map((s) => s.body as { operation: string; destination: string });
    expect(moves.at(-1)).toMatchObject({ operation: 'move', destination: 'testflux' });
    // Credentials travel as headers to this host, never in the records.
    expect(
      seen.every(
        (s) => s.headers['x-algolia-application-id'] === 'APPID' && s.headers['x-algolia-api-key'] === 'admin-secret',
      ),
    ).toBe(true);
  });
});
