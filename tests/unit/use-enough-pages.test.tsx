// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Configure, InstantSearch, useInfiniteHits, useInstantSearch, useSearchBox } from 'react-instantsearch';
import { pagesOf, useEnoughPages } from '@/components/search/use-enough-pages';
import { SEARCH } from '@/lib/constants';
import type { SearchHit } from '@/lib/search/group-hits';

type Request = { indexName: string; params: { query?: string; page?: number } };

/** A promise settled from outside, when a case chooses. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}

/**
 * A search backend over `total` hits for any query, `sectionsPerPage` sections of each site page
 * in a row, or with `sitePages`, hit n on site page n mod `sitePages`; it counts pages, as the
 * site's clients do (lib/search/page-counts.ts), and records each request as "query#page". The
 * requests named in `hold` are answered when the case calls `release` with their name, the
 * others a few ms after they are sent.
 */
function backend({
  sectionsPerPage = 1,
  sitePages,
  total = 200,
  hold = [],
}: {
  sectionsPerPage?: number;
  sitePages?: number;
  total?: number;
  hold?: string[];
}) {
  const sent: string[] = [];
  const held = new Map(hold.map((key) => [key, deferred()]));
  const answer = ({ params }: Request) => {
    const query = params.query ?? '';
    const page = params.page ?? 0;
    const hitsPerPage = SEARCH.hitsPerPage;
    const hits = Array.from({ length: Math.max(0, Math.min(hitsPerPage, total - page * hitsPerPage)) }, (_, i) => {
      const n = page * hitsPerPage + i;
      const url = `/${query}/p${sitePages ? n % sitePages : Math.floor(n / sectionsPerPage)}/`;
      return {
        objectID: `${query}-${n}`,
        url: `${url}#s${n}`,
        url_without_anchor: url,
        type: 'content',
        hierarchy: {},
      };
    });
    return {
      hits,
      nbHits: sitePages ?? Math.ceil(total / sectionsPerPage),
      page,
      nbPages: Math.ceil(total / hitsPerPage),
      hitsPerPage,
      query,
      params: '',
      processingTimeMS: 1,
      exhaustiveNbHits: true,
    };
  };
  const searchClient = {
    search: async (requests: Request[]) => {
      const keys = requests.map(({ params }) => `${params.query ?? ''}#${params.page ?? 0}`);
      sent.push(...keys);
      const gates = keys.flatMap((key) => held.get(key)?.promise ?? []);
      if (gates.length) await Promise.all(gates);
      else await new Promise((resolve) => setTimeout(resolve, 5));
      return { results: requests.map(answer) };
    },
  };
  return { sent, searchClient, release: (key: string) => held.get(key)!.resolve() };
}

const probe: {
  items: SearchHit[];
  /** The query of the answer the hits come from. */
  answered: string;
  done: boolean;
  allListed: boolean;
  refine: (q: string) => void;
  showMorePages: () => void;
} = {
  items: [],
  answered: '',
  done: false,
  allListed: false,
  refine: () => {},
  showMorePages: () => {},
};

function Probe() {
  const { items, results, isLastPage, showMore } = useInfiniteHits<SearchHit>();
  const { status } = useInstantSearch();
  const { refine } = useSearchBox();
  const { done, allListed, showMorePages } = useEnoughPages({
    items,
    results,
    status,
    searchKey: results?.query ?? '',
    isLastPage,
    showMore,
  });
  Object.assign(probe, { items, answered: results?.query ?? '', done, allListed, refine, showMorePages });
  return null;
}

/** Mounts the search and waits for its first hits. */
async function mount(searchClient: object, query: string) {
  render(
    <InstantSearch searchClient={searchClient as never} indexName="i" initialUiState={{ i: { query } }}>
      <Configure hitsPerPage={SEARCH.hitsPerPage} />
      <Probe />
    </InstantSearch>,
  );
  await waitFor(() => expect(probe.items.length).toBeGreaterThan(0));
}

const pages = () => new Set(probe.items.map((h) => h.url_without_anchor)).size;

afterEach(() => {
  cleanup();
  probe.items = [];
  probe.answered = '';
});

describe('/search/ lists at least ten pages a screen and a press', () => {
  it('asks for more hits until ten pages show, and no more', async () => {
    const { sent, searchClient } = backend({ sectionsPerPage: 5 });
    await mount(searchClient, 'q');
    await waitFor(() => expect(probe.done).toBe(true));
    expect(pages()).toBeGreaterThanOrEqual(SEARCH.pagesPerStep);
    expect(sent).toEqual(['q#0', 'q#1', 'q#2']);
    // A press asks for ten more pages.
    probe.showMorePages();
    await waitFor(() => expect(pages()).toBeGreaterThanOrEqual(2 * SEARCH.pagesPerStep));
    await waitFor(() => expect(probe.done).toBe(true));
    expect(sent).toEqual(['q#0', 'q#1', 'q#2', 'q#3', 'q#4', 'q#5']);
  });

  it('sends at most SEARCH.moreRequestsPerStep more requests for a screen or a press', async () => {
    // Every request holds one page's sections alone.
    const { sent, searchClient } = backend({ sectionsPerPage: SEARCH.hitsPerPage });
    await mount(searchClient, 'q');
    await waitFor(() => expect(probe.done).toBe(true));
    expect(sent).toHaveLength(1 + SEARCH.moreRequestsPerStep);
    probe.showMorePages();
    await waitFor(() => expect(sent).toHaveLength(1 + 2 * SEARCH.moreRequestsPerStep));
    await waitFor(() => expect(probe.done).toBe(true));
  });

  it('asks for no more once every page is listed: the hits left are more sections of them', async () => {
    // Three pages, each with sections on every page of hits.
    const { sent, searchClient } = backend({ sitePages: 3 });
    await mount(searchClient, 'q');
    await waitFor(() => expect(probe.done).toBe(true));
    expect(probe.allListed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual(['q#0']);
  });

  it('starts again for a new query, and back to an earlier one, and its press still works', async () => {
    const { sent, searchClient } = backend({ sectionsPerPage: 5 });
    await mount(searchClient, 'a');
    await waitFor(() => expect(probe.done).toBe(true));
    const first = sent.length;
    probe.refine('b');
    await waitFor(() => expect(probe.items[0]?.objectID).toBe('b-0'));
    await waitFor(() => expect(probe.done).toBe(true));
    probe.refine('a');
    await waitFor(() => expect(probe.items[0]?.objectID).toBe('a-0'));
    await waitFor(() => expect(probe.done).toBe(true));
    expect(pages()).toBeGreaterThanOrEqual(SEARCH.pagesPerStep);
    const before = sent.length;
    expect(before).toBeGreaterThan(2 * first);
    probe.showMorePages();
    await waitFor(() => expect(pages()).toBeGreaterThanOrEqual(2 * SEARCH.pagesPerStep));
  });

  it("keeps a query's first hits when it is typed while an earlier one is answered", async () => {
    const { sent, searchClient, release } = backend({ sectionsPerPage: 5, hold: ['ab#0', 'abc#0', 'abc#1'] });
    await mount(searchClient, 'a');
    await waitFor(() => expect(probe.done).toBe(true));
    const before = sent.length;
    probe.refine('ab');
    await waitFor(() => expect(sent.slice(before)).toEqual(['ab#0']));
    probe.refine('abc');
    await waitFor(() => expect(sent.slice(before)).toEqual(['ab#0', 'abc#0']));
    // The older query's answer arrives while the newer one is in flight: no more is asked for,
    // which would page "abc" on from "ab"'s first page.
    release('ab#0');
    await waitFor(() => expect(probe.answered).toBe('ab'));
    expect(sent.slice(before)).toEqual(['ab#0', 'abc#0']);
    // The newer query's own first page, then the requests that fill the screen from it.
    release('abc#0');
    await waitFor(() => expect(probe.items[0]?.objectID).toBe('abc-0'));
    await waitFor(() => expect(sent.slice(before)).toEqual(['ab#0', 'abc#0', 'abc#1']));
    release('abc#1');
    await waitFor(() => expect(probe.done).toBe(true));
    expect(sent.slice(before)).toEqual(['ab#0', 'abc#0', 'abc#1', 'abc#2']);
    expect(probe.items.map((h) => h.objectID)).toEqual(probe.items.map((_, i) => `abc-${i}`));
  });
});

describe('the pages an answer counts', () => {
  it.each([
    ['an answer', { nbHits: 77 }, 77],
    ['no answer yet', undefined, Infinity],
    ["InstantSearch's stand-in before the first answer", { nbHits: 0, __isArtificial: true }, Infinity],
    ["a count cut at the facet's most values", { nbHits: SEARCH.countedPages }, Infinity],
  ])('%s', (_name, results, pages) => {
    expect(pagesOf(results)).toBe(pages);
  });
});
