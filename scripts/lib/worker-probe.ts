/**
 * The search worker timed in Chromium with no DevTools protocol attached (chromium-probe.ts says
 * why): a probe page starts the built worker and asks it the queries as the modal does, then
 * posts the worker's times back. A page of the worker's origin must start it, which the probe's
 * own server is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SEARCH } from '../../lib/constants';
import { FACET_FILTERS } from '../../lib/search/contract';
import { normaliseRequests } from '../../lib/search/local-client';
import { inScript, postResult, runProbe } from './chromium-probe';

export interface ProbeTimes {
  /** The worker's processingTimeMS per query, asked once each in turn, pieces fetched as needed. */
  first: number[];
  /** The same queries asked again: every piece they need in memory. */
  again: number[];
}

const LEVELS = [0, 1, 2, 3, 4, 5, 6];

/** The probe's script: DocSearch's parameters for each query, as the modal sends them (search-modal.tsx). */
function probeScript(workerScript: string, queries: string[]): string {
  const requests = queries.map((query) =>
    normaliseRequests([
      {
        indexName: 'probe',
        params: {
          query,
          hitsPerPage: SEARCH.hitsPerPage,
          facetFilters: FACET_FILTERS,
          attributesToRetrieve: [...LEVELS.map((l) => `hierarchy.lvl${l}`), 'content', 'type', 'url'],
          attributesToSnippet: [
            ...LEVELS.slice(1).map((l) => `hierarchy.lvl${l}:${SEARCH.snippetWords}`),
            `content:${SEARCH.snippetWords}`,
          ],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          snippetEllipsisText: '…',
        },
      },
    ]),
  );
  return `async function probe() {
  const worker = new Worker(${JSON.stringify(workerScript)});
  const failed = new Promise((_, reject) => worker.addEventListener('error', () => reject(new Error('the worker did not start'))));
  let id = 0;
  const waiting = new Map();
  worker.onmessage = (e) => { waiting.get(e.data.id)(e.data); waiting.delete(e.data.id); };
  const ask = (method, args) =>
    Promise.race([failed, new Promise((done) => { waiting.set(++id, done); worker.postMessage({ id, method, args }); })]);
  await ask('preload', []);
  const requests = ${inScript(requests)};
  const times = { first: [], again: [] };
  for (const pass of ['first', 'again'])
    for (const request of requests) {
      const answer = await ask('search', [request]);
      if (answer.error) throw new Error(answer.error);
      times[pass].push(answer.result[0].processingTimeMS);
    }
  return times;
}
${postResult('probe')}`;
}

/**
 * Asks the built worker each query twice, in Chromium with no protocol attached: `outDir` names
 * the worker's script, `site` is the `npm start` server that serves the export.
 */
export async function probeWorker(
  outDir: string,
  site: URL,
  queries: string[],
  timeoutMs = 300_000,
): Promise<ProbeTimes> {
  const media = path.join(outDir, '_next/static/media');
  const script = fs.readdirSync(media).find((f) => /^search-worker.*\.js$/.test(f));
  if (!script) throw new Error(`no search worker script in ${media}: build first`);
  return runProbe<ProbeTimes>({
    script: probeScript(`/_next/static/media/${script}`, queries),
    site,
    timeoutMs,
  });
}
