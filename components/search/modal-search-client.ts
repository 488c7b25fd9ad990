import type { DocSearchModal } from '@docsearch/react';
import type { ComponentProps } from 'react';
import { settleWithNewest } from '@/lib/search/newest-answer';
import {
  localClient,
  multiSearch,
  requestsOf,
  withKindFacet,
  withPageCounts,
  type MultiQuery,
  type SearchSettings,
} from '@/lib/search/client';
import { chosenKind, failure, kindCounts } from './modal-kind-state';

type ModalProps = ComponentProps<typeof DocSearchModal>;
export type TransformClient = Parameters<NonNullable<ModalProps['transformSearchClient']>>[0];
type MultiResponse = { results: { facets?: Record<string, Record<string, number>> }[] };

/** An answer without hits, for a request that failed (the error screen covers it). */
const NO_HITS = {
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: 0,
  processingTimeMS: 0,
  query: '',
  params: '',
};

/**
 * The client DocSearch searches through (its transformSearchClient): the embedded index's, or
 * Algolia's as DocSearch made it. The chosen kind joins each request and the kind counts come
 * back with it; every request settles with the newest one's answer, so the "See all" count, the
 * kind counts and the error screen belong to the query in the field.
 */
export function modalSearchClient(provider: SearchSettings['provider'], client: TransformClient): TransformClient {
  // Counted in pages, as /search/ counts them: the "See all" count is the pages it lists.
  const backend = withPageCounts(provider === 'local' ? (localClient() as unknown as TransformClient) : client);
  // DocSearch's search, seen as the multi-query both backends answer.
  const send = multiSearch<MultiResponse>(backend);
  const answer = settleWithNewest(async (input: MultiQuery, rest: unknown[]) => {
    const kinded = withKindFacet(input, chosenKind.get());
    const response = await send(kinded.input, ...rest);
    return { response, ...kinded.split(response.results) };
  });
  const search = (async (input: MultiQuery, ...rest: unknown[]) => {
    try {
      const { response, results, counts } = await answer(input, rest);
      failure.set(false);
      kindCounts.set(counts);
      return { ...response, results };
    } catch {
      // The error screen shows it. Thrown, it would also be an uncaught rejection on every
      // keystroke: DocSearch's autocomplete rethrows what a source throws.
      failure.set(true);
      return { results: requestsOf(input).map(() => NO_HITS) };
    }
  }) as unknown as TransformClient['search'];
  return { ...backend, search };
}
