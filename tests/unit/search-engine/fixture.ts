import { LEVEL_WEIGHT, PAGE_RANK, SEARCH_TAGS, type SearchKind, type SearchRecord } from '@/lib/search/contract';
import { createEngine } from '@/lib/search/engine/host';
import { buildPieces, pieceFiles, type KindWords } from '@/lib/search/engine/pieces';
import { createLocalSearchClient } from '@/lib/search/local-client';
import { placeOfPage } from '@/lib/search/page-counts';

/** A page of the fixture: its sections as [heading level or 1, anchor, heading, paragraphs]. */
export interface PageSpec {
  url: string;
  lvl0: string;
  title: string;
  kind: SearchKind;
  sections: [level: 1 | 2 | 3, anchor: string | null, heading: string | null, text: string[]][];
  /** The page's summary: the first paragraph under its title, searched as a heading too. */
  summary?: string;
  /** The frontmatter keywords its summary record carries. */
  keywords?: string[];
}

export function recordsOf(pages: PageSpec[]): SearchRecord[] {
  return pages.flatMap(({ url, lvl0, title, kind, sections, summary, keywords }) => {
    let position = 0;
    return sections.flatMap(([level, anchor, heading, text]) => {
      const hierarchy = { lvl0, lvl1: title, lvl2: level >= 2 ? heading : null, lvl3: level === 3 ? heading : null };
      const make = (type: SearchRecord['type'], content: string | null): SearchRecord => ({
        objectID: `${url}#${position}`,
        type,
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        content,
        description: type === 'content' && position === 1 && content === summary ? content : null,
        keywords: type === 'content' && position === 1 && content === summary && keywords ? keywords : null,
        hierarchy: { ...hierarchy, lvl4: null, lvl5: null, lvl6: null },
        language: 'en',
        docusaurus_tag: kind === 'docs' ? SEARCH_TAGS.docs : SEARCH_TAGS.blog,
        kind,
        section: kind === 'docs' ? lvl0 : null,
        weight: { pageRank: PAGE_RANK[kind], level: LEVEL_WEIGHT[type], position: position++ },
      });
      return [make(`lvl${level}`, null), ...text.map((t) => make('content', t))];
    });
  });
}

export const PAGES: PageSpec[] = [
  {
    url: '/docs/Testflux/Environments/secrets/',
    lvl0: 'Environments',
    title: 'Secrets',
    kind: 'docs',
    sections: [
      [1, null, null, ['Secrets hold passwords and API keys.']],
      [2, 'rotate', 'Rotate a secret', ['Replace the value of a secret without downtime in any environment.']],
    ],
  },
  {
    url: '/docs/Testflux/Run%20Tests/headless/',
    lvl0: 'Run Tests',
    title: 'Headless runs',
    kind: 'docs',
    sections: [[1, null, null, ['Run a suite headless from the command line in your pipeline with tfx run today.']]],
  },
  {
    url: '/blog/flaky/',
    lvl0: 'Blog',
    title: 'Flaky tests and secrets',
    kind: 'blog',
    sections: [[1, null, null, ['Some <img src=x onerror=alert(1)> markup in text.']]],
  },
  {
    url: '/other/',
    lvl0: 'Other',
    title: 'Other secrets',
    kind: 'changelog',
    sections: [[1, null, null, []]],
  },
  // Ranking fixtures: the same words in a title, a heading and a paragraph; exact, typo, prefix.
  { url: '/docs/a/cart/', lvl0: 'Shop', title: 'Cart', kind: 'docs', sections: [[1, null, null, []]] },
  { url: '/docs/a/card/', lvl0: 'Shop', title: 'Card', kind: 'docs', sections: [[1, null, null, []]] },
  { url: '/docs/a/cartridge/', lvl0: 'Shop', title: 'Cartridge', kind: 'docs', sections: [[1, null, null, []]] },
  { url: '/docs/a/card-keys/', lvl0: 'Shop', title: 'Card keys', kind: 'docs', sections: [[1, null, null, []]] },
  {
    url: '/docs/a/in-text/',
    lvl0: 'Keys',
    title: 'Key text',
    kind: 'docs',
    sections: [[1, null, null, ['Rotate keys monthly.']]],
  },
  {
    url: '/docs/a/in-heading/',
    lvl0: 'Keys',
    title: 'Key headings',
    kind: 'docs',
    sections: [
      [1, null, null, []],
      [2, 'rotate', 'Rotate', ['Keys expire.']],
    ],
  },
  { url: '/docs/a/in-title/', lvl0: 'Keys', title: 'Rotate keys', kind: 'docs', sections: [[1, null, null, []]] },
  { url: '/blog/parallel/', lvl0: 'Blog', title: 'Parallel runs', kind: 'blog', sections: [[1, null, null, []]] },
  {
    url: '/docs/Testflux/Run%20Tests/parallel/',
    lvl0: 'Run Tests',
    title: 'Parallel runs',
    kind: 'docs',
    sections: [[1, null, null, []]],
  },
];

export const SYNONYMS = [['pipeline', 'ci', 'continuous integration']];

/**
 * The engine over a fixture's pieces, served from memory; `failFirst` makes the first fetch fail.
 * `records` stand in for the pages' when a test needs a record the page specs cannot write.
 */
export function fixtureEngine({
  failFirst = false,
  pages = PAGES,
  synonyms = SYNONYMS,
  records = recordsOf(pages),
  kindWords = {},
}: {
  failFirst?: boolean;
  pages?: PageSpec[];
  synonyms?: string[][];
  records?: SearchRecord[];
  kindWords?: KindWords;
} = {}) {
  const pieces = buildPieces(records, synonyms, '/pieces/', kindWords);
  const files = new Map<string, unknown>([['/index.json', pieces.meta]]);
  for (const [file, piece] of pieceFiles(pieces)) files.set(`/pieces/${file}`, piece);
  const fetched: string[] = [];
  let failures = failFirst ? 1 : 0;
  const engine = createEngine('/index.json', async <T>(path: string) => {
    fetched.push(path);
    if (failures-- > 0) throw new Error('offline');
    if (!files.has(path)) throw new Error(`${path}: HTTP 404`);
    return structuredClone(files.get(path)) as T;
  });
  return { client: createLocalSearchClient(engine), fetched, pieces };
}

/** Empty docs pages, so the words of a small fixture are not on most sections (which counts them as text anywhere). */
export const emptyPages = (lvl0: string): PageSpec[] =>
  ['a', 'b', 'c'].map((id) => ({
    url: `/docs/${lvl0.toLowerCase()}/${id}/`,
    lvl0,
    title: id,
    kind: 'docs',
    sections: [[1, null, null, []]],
  }));

/**
 * The hits' URLs for a query over small pages, [url, title, text, heading?] each: a post under
 * /blog/, the changelog under /changelog/, else a docs page; with a heading, the text is under it (anchor #h).
 */
export async function rankedUrls(
  specs: string[][],
  query: string,
  synonyms: string[][] = [],
  kindWords: KindWords = {},
): Promise<string[]> {
  const pages: PageSpec[] = [
    ...specs.map(([url, title, text, heading]) => ({
      url,
      lvl0: 'M',
      title,
      kind: placeOfPage(url).kind,
      sections: (heading
        ? [
            [1, null, null, []],
            [2, 'h', heading, [text]],
          ]
        : [[1, null, null, text ? [text] : []]]) as PageSpec['sections'],
    })),
    ...emptyPages('M'),
  ];
  const small = fixtureEngine({ pages, synonyms, kindWords }).client;
  const { results } = await small.search({ requests: [{ indexName: 'm', query, hitsPerPage: 10 }] });
  return results[0].hits.map((h) => String(h.url));
}

export const { client } = fixtureEngine();
export const SPEC_FACETS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

export async function search(params: Record<string, unknown>) {
  const { results } = await client.search({ requests: [{ indexName: 'testflux', hitsPerPage: 20, ...params }] });
  return results[0];
}
export const urls = async (query: string, params: Record<string, unknown> = {}) =>
  (await search({ query, ...params })).hits.map((h) => String(h.url));
