/**
 * The search worker timed in Chromium with no DevTools protocol attached. Playwright follows every
 * request a page or its workers make over the protocol, which costs each fetch of an index piece
 * a few milliseconds that no reader's browser spends. Here Chromium runs as its own process on a
 * probe page that starts the built worker and asks it the queries as the modal does, then posts
 * the worker's times back. A page of the worker's origin must start it: a small server of the
 * probe's own serves that page and passes every other request on to the `npm start` server, which
 * answers it as it answers a reader (its encodings, types and cache headers).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SEARCH } from '../../lib/constants';
import { FACET_FILTERS } from '../../lib/search/contract';
import { normaliseRequests } from '../../lib/search/local-client';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium';

export interface ProbeTimes {
  /** The worker's processingTimeMS per query, asked once each in turn, pieces fetched as needed. */
  first: number[];
  /** The same queries asked again: every piece they need in memory. */
  again: number[];
}

const PROBE = '/__worker-probe.html';
const RESULT = '/__worker-probe-result';

const LEVELS = [0, 1, 2, 3, 4, 5, 6];
/** JSON for an inline script: a query's "</script>" must not end it. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The probe page: DocSearch's parameters for each query, as the modal sends them (search-modal.tsx). */
function probePage(workerScript: string, queries: string[]): string {
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
  return `<!doctype html><title>worker probe</title><script>
(async () => {
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
})().then(
  (times) => fetch(${JSON.stringify(RESULT)}, { method: 'POST', body: JSON.stringify(times) }),
  (error) => fetch(${JSON.stringify(RESULT)}, { method: 'POST', body: JSON.stringify({ error: String(error) }) }),
);
</script>`;
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
  const page = probePage(`/_next/static/media/${script}`, queries);
  let settle: (body: string) => void = () => {};
  const posted = new Promise<string>((resolve) => (settle = resolve));
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://probe').pathname;
    if (pathname === PROBE) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    if (pathname === RESULT) {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => (res.end(), settle(body)));
      return;
    }
    const upstream = http.request(
      { host: site.hostname, port: site.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-probe-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, `http://127.0.0.1:${port}${PROBE}`],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  // Chromium and its helpers are one process group, stopped whichever way this process ends.
  const stop = (signal: NodeJS.Signals) => {
    try {
      if (browser.pid) process.kill(-browser.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const onExit = () => stop('SIGKILL');
  process.on('exit', onExit);
  let timer: NodeJS.Timeout | undefined;
  try {
    const body = await Promise.race([
      posted,
      new Promise<never>((_, reject) => {
        browser.once('error', (error) =>
          reject(new Error(`Chromium (${CHROMIUM_PATH}) did not start: ${error.message}`)),
        );
        void exited.then(() =>
          reject(new Error(`Chromium exited (code ${browser.exitCode}) before the probe answered`)),
        );
        timer = setTimeout(
          () => reject(new Error(`the worker probe gave no answer within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
      }),
    ]);
    const answer = JSON.parse(body) as ProbeTimes | { error: string };
    if ('error' in answer) throw new Error(`the worker probe failed: ${answer.error}`);
    return answer;
  } finally {
    clearTimeout(timer);
    stop('SIGTERM');
    // Its profile is written until it has exited; one that does not stop is killed.
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
    if (!stopped) stop('SIGKILL');
    process.off('exit', onExit);
    server.close();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
