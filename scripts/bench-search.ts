// `npm run bench:search` (after `npm run build`): figures only, nothing asserted here (the byte
// budget is enforced by tests/e2e/budgets.spec.ts).
//  1. Engines compared in Node over the same corpus and queries: bytes (brotli) that must
//     arrive before the first hit, cold time (load + first query) and warm query times. Run on
//     the real corpus and on a synthetic corpus ten times larger (each page copied ten times
//     under new URLs, its title given the copy's number).
//  2. This site's search in Chromium on the built site served by the `npm start` server
//     (brotli): on a docs page with nothing of the search preloaded, bytes from opening the modal
//     to the first painted hit (other pages' prefetched payloads left out), the cold first
//     keystroke to a painted hit (five cold starts a query), the same with the pieces those starts
//     fetched already in the HTTP cache (what is left is the processors' time), the cold figures
//     again with a network's round trip added to each request, and warm keystrokes to paint.
//  3. With no DevTools protocol attached (Playwright's following of each request costs every
//     fetch of a piece a few milliseconds), in Chromium run as its own process: the cold
//     keystroke again, split where its time goes (scripts/lib/cold-probe.ts), and the warm
//     queries in the search worker (scripts/lib/worker-probe.ts).
// Queries: the relevance set plus queries generated from the corpus (title words, cut short or
// with a typo), so no figure depends on one hand-written list.
import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { SearchRecord } from '../lib/search/contract';
import type { MetaPiece } from '../lib/search/engine/pieces';
import { siteConfig } from '../lib/config';
import { routes } from '../lib/routes';
import { STOP_WORDS, tokenize } from '../lib/search/engine/tokenize';
import { SEARCH_MEASURE } from '../lib/search/local-client';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { relevanceCases } from '../tests/relevance/evaluate';
import { PAGE_KINDS } from './lib/first-load';
import { miniSearchEngine, piecesEngine, type BenchEngine } from './lib/search-engines';
import { COLD_SEARCH, probeColdSearch, type ColdFigures } from './lib/cold-probe';
import { probeWorker } from './lib/worker-probe';

const records = JSON.parse(fs.readFileSync(`out${routes.search.records}`, 'utf8')) as SearchRecord[];

/** A small seeded generator, so every run asks the same generated queries. */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function generatedQueries(corpus: SearchRecord[], n: number): string[] {
  const next = random(42);
  const titles = [...new Set(corpus.map((r) => r.hierarchy.lvl2 ?? r.hierarchy.lvl1 ?? ''))].filter(Boolean);
  const out: string[] = [];
  while (out.length < n) {
    const words = tokenize(titles[Math.floor(next() * titles.length)]).filter((w) => !STOP_WORDS.has(w));
    if (!words.length) continue;
    const start = Math.floor(next() * words.length);
    const picked = words.slice(start, start + 1 + Math.floor(next() * 3));
    const last = picked.length - 1;
    const mode = next();
    if (mode < 0.3 && picked[last].length > 4) picked[last] = picked[last].slice(0, 3 + Math.floor(next() * 2));
    else if (mode < 0.55) {
      const i = picked.findIndex((w) => w.length >= 5);
      if (i >= 0) picked[i] = picked[i].slice(0, 2) + picked[i].slice(3);
    }
    out.push(picked.join(' '));
  }
  return out;
}

/** Ten copies of every page, under new URLs, each title marked with its copy. */
function tenfold(corpus: SearchRecord[]): SearchRecord[] {
  return Array.from({ length: 10 }, (_, k) =>
    corpus.map((r) => {
      const move = (u: string) => (k ? u.replace(/\/$|\/(?=#)/, `-${k}/`) : u);
      return {
        ...r,
        objectID: `${k}:${r.objectID}`,
        url: k ? move(r.url) : r.url,
        url_without_anchor: move(r.url_without_anchor),
        hierarchy: { ...r.hierarchy, lvl1: k ? `${r.hierarchy.lvl1} ${k}` : r.hierarchy.lvl1 },
      };
    }),
  ).flat();
}

const pct = (times: number[], p: number) => {
  const s = [...times].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function measure(engine: BenchEngine, queries: string[]) {
  const t0 = performance.now();
  await engine.first(queries[0]);
  const cold = performance.now() - t0;
  const firstHit = engine.transferred();
  const times: number[] = [];
  for (const q of queries.slice(1)) {
    const t = performance.now();
    await engine.query(q);
    times.push(performance.now() - t);
  }
  return { firstHit, cold, median: pct(times, 50), p95: pct(times, 95) };
}

async function compareEngines(label: string, corpus: SearchRecord[], queries: string[], all: boolean) {
  const pages = new Set(corpus.map((r) => r.url_without_anchor)).size;
  console.log(
    `\n${label}: ${pages.toLocaleString('en-US')} pages, ${corpus.length.toLocaleString('en-US')} records, ${queries.length} queries (Node, in-process)`,
  );
  console.log('| Engine | Bytes before the first hit | Requests | Cold: load + first query | Warm median | Warm p95 |');
  console.log('|---|---|---|---|---|---|');
  const engines = [piecesEngine(corpus, siteConfig.search)];
  if (all) engines.push(miniSearchEngine(corpus, true), miniSearchEngine(corpus, false));
  const figures = [];
  for (const engine of engines) {
    const f = await measure(engine, queries);
    figures.push(f);
    console.log(
      `| ${engine.name} | ${kib(f.firstHit.bytes)} | ${f.firstHit.requests} | ${f.cold.toFixed(0)} ms | ${f.median.toFixed(2)} ms | ${f.p95.toFixed(2)} ms |`,
    );
  }
  return figures[0];
}

const queries = [...relevanceCases().map((c) => c.query), ...generatedQueries(records, 300)];
// The cold query first: a typical first search, the same for every engine.
const coldFirst = ['secrets', ...queries];
const real = await compareEngines('Real corpus', records, coldFirst, true);
// MiniSearch takes minutes to load the 10× corpus whole: BENCH_ALL=1 includes it.
const big = await compareEngines('Synthetic corpus, 10×', tenfold(records), coldFirst, process.env.BENCH_ALL === '1');
console.log(
  `\n10× against real: bytes before the first hit ${(big.firstHit.bytes / real.firstHit.bytes).toFixed(2)}×, warm median ${big.median.toFixed(2)} ms`,
);

// 2. Chromium, the built site.
const port = 4390;
const base = `http://127.0.0.1:${port}`;
const answers = () =>
  fetch(`${base}/`).then(
    () => true,
    () => false,
  );
// A server left on the port (another checkout's) would be measured instead of this build.
if (await answers()) throw new Error(`port ${port} is in use: stop the server on it first`);
// Its own process group, so the server (npx, tsx and node) stops as a whole at the end.
const server = spawn('npx', ['tsx', 'scripts/serve.ts'], {
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
  detached: true,
});
// Stopped on the way out, whether the bench ends or fails.
process.on('exit', () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
});
for (let i = 0; !(await answers()); i++) {
  if (i === 100) throw new Error(`the npm start server did not answer on port ${port} within 10 s`);
  await new Promise((r) => setTimeout(r, 100));
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const docsPage = `${base}${PAGE_KINDS['docs article']}`;
/** Where the index's pieces after the first live (under their content-named folder). */
const piecesPrefix = (JSON.parse(fs.readFileSync(`out${routes.search.index}`, 'utf8')) as MetaPiece).base;

/**
 * Opens the modal on a fresh docs page, types `query`, and measures until the first hit is painted.
 * `cached`: index pieces fetched into the page's HTTP cache first (they are immutable, so the
 * worker's requests for them are answered from it). `roundTrip`: milliseconds added to each
 * request from opening on (Chromium's network emulation, which covers the worker's requests).
 */
async function coldSearch(query: string, cached: string[] = [], roundTrip = 0) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let pending = 0;
  let lastActivity = Date.now();
  const settle = () => {
    pending--;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    pending++;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.goto(docsPage, { waitUntil: 'load' });
  await page.locator('.search-button[data-ready="true"]').waitFor();
  // The page as a reader has it, its links prefetched once it is idle, and settled: the network
  // quiet for half a second after an idle moment (prefetching off would measure a page colder
  // than any reader's: about 30% slower to the first hit here).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  while (pending > 0 || Date.now() - lastActivity < 500) await new Promise((r) => setTimeout(r, 50));
  await page.evaluate((urls) => Promise.all(urls.map((u) => fetch(u).then((r) => r.arrayBuffer()))), cached);
  if (roundTrip) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: roundTrip,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  // Requests of the page and of its search worker, from opening the modal on. A link prefetch
  // that a busy machine starts late (another page's payload) is not the search's.
  const sizes: Promise<number>[] = [];
  const pieces: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.headers()['next-router-prefetch'] || /\.txt$/.test(new URL(request.url()).pathname)) return;
    sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    if (new URL(request.url()).pathname.startsWith(piecesPrefix)) pieces.push(request.url());
  });
  const figures = (await page.evaluate(`(${COLD_SEARCH})(window, ${JSON.stringify(query)})`)) as ColdFigures;
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  return { page, context, pieces, figures: { ...figures, bytes, requests: sizes.length } };
}

/** Cold starts a query: one cold start's figure is as much the machine's noise as the site's. */
const COLD_RUNS = 5;

console.log(
  `\nThis site in Chromium (${PAGE_KINDS['docs article']}, npm start server, brotli, nothing of the search preloaded)`,
);
console.log(`Each query on ${COLD_RUNS} fresh pages: the most bytes, and the median time (fastest–slowest)`);
// The last column tells the network's share of the keystroke's time from the processors'.
console.log(
  '| First query | Bytes, open to first painted hit | Requests | Keystroke to painted hit | Open to painted hit | Keystroke to painted hit, the pieces it fetched already cached |',
);
console.log('|---|---|---|---|---|---|');
const coldQueries = ['j', 'secrets', 'run tests in parallel', 'jenkis pipelne', 'how do i store a password'];
const spread = (t: number[]) =>
  `${pct(t, 50).toFixed(0)} ms (${Math.min(...t).toFixed(0)}–${Math.max(...t).toFixed(0)})`;
let warmPage: Page | null = null;
for (const q of coldQueries) {
  const runs = [];
  const fetched = new Set<string>();
  for (let i = 0; i < COLD_RUNS; i++) {
    const { page, context, pieces, figures } = await coldSearch(q);
    runs.push(figures);
    pieces.forEach((url) => fetched.add(url));
    if (!warmPage) warmPage = page;
    else await context.close();
  }
  const cachedRuns = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const { context, figures } = await coldSearch(q, [...fetched]);
    cachedRuns.push(figures);
    await context.close();
  }
  const most = runs.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `| ${q} | ${kib(most.bytes)} | ${most.requests} | ${spread(runs.map((r) => r.keystroke))} | ${spread(runs.map((r) => r.open))} | ${spread(cachedRuns.map((r) => r.keystroke))} |`,
  );
}

// On a network, every request in a chain costs a round trip: the figures above, on the same
// machine, with one added to each request (a good broadband or 4G line's).
const ROUND_TRIP = 40;
console.log(
  `\nThe same with ${ROUND_TRIP} ms added to each request, nothing cached (median of ${COLD_RUNS} fresh pages)`,
);
console.log('| First query | Keystroke to painted hit | Open to painted hit |\n|---|---|---|');
for (const q of coldQueries) {
  const runs = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const { context, figures } = await coldSearch(q, [], ROUND_TRIP);
    runs.push(figures);
    await context.close();
  }
  console.log(`| ${q} | ${spread(runs.map((r) => r.keystroke))} | ${spread(runs.map((r) => r.open))} |`);
}

/** A label and the median and p95 of its times. */
const line = (label: string, t: number[]) =>
  `${label}: median ${pct(t, 50).toFixed(1)} ms, p95 ${pct(t, 95).toFixed(1)} ms`;

/** Types each query into the open modal, a whole query or one character at a time, and times each change. */
async function typeQueries(list: string[], byCharacter: boolean, label: string) {
  const page = warmPage!;
  await page.evaluate((name) => performance.clearMeasures(name), SEARCH_MEASURE);
  const dom: number[] = [];
  for (const q of list) {
    const steps = byCharacter ? Array.from(q, (_, i) => q.slice(0, i + 1)) : [q];
    for (const step of steps) {
      dom.push(
        await page.evaluate(async (query) => {
          const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
          const count = performance.getEntriesByType('measure').length;
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          const t0 = performance.now();
          setter.call(input, query);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          // Answered (a new measure), then one more task for DocSearch to render it.
          while (performance.getEntriesByType('measure').length === count) {
            if (performance.now() - t0 > 30_000) throw new Error(`no answer to "${query}" within 30 s`);
            await new Promise((r) => setTimeout(r, 0));
          }
          await new Promise((r) => setTimeout(r, 0));
          return performance.now() - t0;
        }, step),
      );
    }
  }
  const measures = await page.evaluate(
    (name) =>
      performance.getEntriesByName(name).map((e) => ({
        roundTrip: e.duration,
        engine: ((e as PerformanceMeasure).detail as { engine: number[] } | null)?.engine[0] ?? 0,
      })),
    SEARCH_MEASURE,
  );
  console.log(`  ${label} (${measures.length} requests):`);
  console.log(
    `    ${line(
      'in the worker (processingTimeMS, pieces fetched as needed)',
      measures.map((m) => m.engine),
    )}`,
  );
  console.log(
    `    ${line(
      'request to answer on the main thread (worker round trip)',
      measures.map((m) => m.roundTrip),
    )}`,
  );
  console.log(`    ${line('keystroke to results handed to DocSearch', dom)}`);
}

console.log('\nWarm, Chromium, the open modal:');
await typeQueries(queries, false, 'whole queries, one after another');
// Every piece these queries need is in memory now: the engine alone.
await typeQueries(queries, false, 'the same queries again, no piece left to fetch');
await typeQueries(queries.slice(0, 60), true, 'typed a character at a time');
await browser.close();

// Playwright follows each request over the DevTools protocol, at a cost per fetch of a piece: the
// cold keystroke as a reader's browser has it, and where its time goes.
console.log(
  `\nThe cold keystroke in Chromium with no DevTools protocol attached (scripts/lib/cold-probe.ts), median of ${COLD_RUNS} new browsers`,
);
console.log(
  '| First query | Keystroke to painted hit | Open to painted hit | To the request | Worker round trip | Of which in the worker | Answer to paint |\n|---|---|---|---|---|---|---|',
);
for (const q of coldQueries) {
  const runs: ColdFigures[] = [];
  for (let i = 0; i < COLD_RUNS; i++) runs.push(await probeColdSearch(new URL(base), PAGE_KINDS['docs article'], q));
  const median = (pick: (r: ColdFigures) => number) => `${pct(runs.map(pick), 50).toFixed(0)} ms`;
  console.log(
    `| ${q} | ${spread(runs.map((r) => r.keystroke))} | ${spread(runs.map((r) => r.open))} | ${median((r) => r.parts.toRequest)} | ${median((r) => r.parts.answer)} | ${median((r) => r.parts.inWorker)} | ${median((r) => r.parts.toPaint)} |`,
  );
}

const probed = await probeWorker('out', new URL(base), queries);
console.log(
  '\nWarm, Chromium with no DevTools protocol attached, the search worker asked directly (scripts/lib/worker-probe.ts):',
);
console.log(`    ${line('whole queries, one after another, pieces fetched as needed', probed.first)}`);
console.log(`    ${line('the same queries again, no piece left to fetch', probed.again)}`);
process.kill(-server.pid!, 'SIGTERM');
