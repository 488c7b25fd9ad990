// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Configure, InstantSearch, useInfiniteHits, useInstantSearch, useSearchBox } from 'react-instantsearch';
import { useEnoughPages } from '@/components/search/use-enough-pages';
import { SEARCH } from '@/lib/constants';
import type { SearchHit } from '@/lib/search/group-hits';

type Request = { indexName: string; params: { query?: string; page?: number } };

/**
 * A search backend over `total` hits for any query, `sectionsPerPage` sections of each site page
 * in a row, answering after `delay` ms; it records each request as "query#page".
 */
function backend({
  sectionsPerPage,
  total = 200,
  delay = 5,
}: {
  sectionsPerPage: number;
  total?: number;
  delay?: number;
}) {
  const sent: string[] = [];
  const searchClient = {
    search: (requests: Request[]) => {
      for (const { params } of requests) sent.push(`${params.query ?? ''}#${params.page ?? 0}`);
      return new Promise((resolve) =>
        setTimeout(() => {
          resolve({
            results: requests.map(({ params }) => {
              const query = params.query ?? '';
              const page = params.page ?? 0;
              const hitsPerPage = SEARCH.hitsPerPage;
              const hits = Array.from(
                { length: Math.max(0, Math.min(hitsPerPage, total - page * hitsPerPage)) },
                (_, i) => {
                  const n = page * hitsPerPage + i;
                  const url = `/${query}/p${Math.floor(n / sectionsPerPage)}/`;
                  return {
                    objectID: `${query}-${n}`,
                    url: `${url}#s${n}`,
                    url_without_anchor: url,
                    type: 'content',
                    hierarchy: {},
                  };
                },
              );
              return {
                hits,
                nbHits: total,
                page,
                nbPages: Math.ceil(total / hitsPerPage),
                hitsPerPage,
                query,
                params: '',
                processingTimeMS: 1,
                exhaustiveNbHits: true,
              };
            }),
          });
        }, delay),
      );
    },
  };
  return { sent, searchClient };
}

const probe: { items: SearchHit[]; done: boolean; refine: (q: string) => void; showMorePages: () => void } = {
  items: [],
  done: false,
  refine: () => {},
  showMorePages: () => {},
};

function Probe() {
  const { items, results, isLastPage, showMore } = useInfiniteHits<SearchHit>();
  const { status } = useInstantSearch();
  const { refine } = useSearchBox();
  const { done, showMorePages } = useEnoughPages({
    items,
    results,
    status,
    searchKey: results?.query ?? '',
    isLastPage,
    showMore,
  });
  Object.assign(probe, { items, done, refine, showMorePages });
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
    const { searchClient } = backend({ sectionsPerPage: 5, delay: 30 });
    await mount(searchClient, 'a');
    await waitFor(() => expect(probe.done).toBe(true));
    probe.refine('ab');
    await new Promise((r) => setTimeout(r, 10));
    probe.refine('abc');
    await waitFor(() => expect(probe.items[0]?.objectID.startsWith('abc')).toBe(true), { timeout: 3000 });
    await waitFor(() => expect(probe.done).toBe(true), { timeout: 3000 });
    expect(probe.items[0].objectID).toBe('abc-0');
    expect(probe.items.map((h) => h.objectID)).toEqual(probe.items.map((_, i) => `abc-${i}`));
  });
});
