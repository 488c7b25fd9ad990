/**
 * The modal's cold first search timed in Chromium with no DevTools protocol attached
 * (chromium-probe.ts says why): the probe page frames a site page, waits until it has settled as
 * a reader's would (ready, idle, then no new request for half a second), opens the search with
 * Ctrl+K, types the query as soon as the field is there, and times until the first hit is painted.
 * A new Chromium for each run, so nothing of the search is in its cache.
 */
import { SEARCH_MEASURE } from '../../lib/search/local-client';
import { inScript, postResult, runProbe } from './chromium-probe';

export interface ColdFigures {
  /** Milliseconds from the query typed to the first hit painted. */
  keystroke: number;
  /** Milliseconds from Ctrl+K to the first hit painted. */
  open: number;
  /** The keystroke's time in parts: to the search's request, its answer, the answer to paint. */
  parts: { toRequest: number; answer: number; inWorker: number; toPaint: number };
}

/** The probe's script, as bench-search.ts's coldSearch measures in a Playwright page. */
function coldScript(pagePath: string, query: string): string {
  return `async function cold() {
  const deadline = performance.now() + 60_000;
  const wait = async (what, ready, next) => {
    while (!ready()) {
      if (performance.now() > deadline) throw new Error('no ' + what + ' within 60 s');
      await next();
    }
  };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  if (document.readyState === 'loading') await new Promise((r) => addEventListener('DOMContentLoaded', r));
  const frame = document.createElement('iframe');
  const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  frame.src = ${inScript(pagePath)};
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow;
  const doc = win.document;
  await wait('ready search button', () => doc.querySelector('.search-button[data-ready="true"]'), () => sleep(10));
  await new Promise((r) => win.requestIdleCallback(r));
  let seen = -1;
  let since = 0;
  await wait('quiet network', () => {
    const n = win.performance.getEntriesByType('resource').length;
    if (n !== seen) [seen, since] = [n, performance.now()];
    return performance.now() - since >= 500;
  }, () => sleep(50));
  const start = win.performance.now();
  win.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
  let input = null;
  await wait('search field', () => (input = doc.querySelector('.DocSearch-Input')), () => new Promise((r) => win.setTimeout(r, 2)));
  const typedAt = win.performance.now();
  Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value').set.call(input, ${inScript(query)});
  input.dispatchEvent(new win.Event('input', { bubbles: true }));
  await wait('hit', () => doc.querySelector('.DocSearch-Hit'), () => new Promise((r) => win.requestAnimationFrame(r)));
  await new Promise((r) => win.requestAnimationFrame(r));
  const painted = win.performance.now();
  const measure = win.performance.getEntriesByName(${inScript(SEARCH_MEASURE)}).find((m) => m.startTime >= typedAt);
  if (!measure) throw new Error('no search measure after the keystroke');
  const parts = {
    toRequest: measure.startTime - typedAt,
    answer: measure.duration,
    inWorker: measure.detail.engine[0] ?? 0,
    toPaint: painted - measure.startTime - measure.duration,
  };
  return { keystroke: painted - typedAt, open: painted - start, parts };
}
${postResult('cold')}`;
}

/** One cold first search of `query` on `pagePath`, in a new Chromium with no protocol attached. */
export function probeColdSearch(site: URL, pagePath: string, query: string): Promise<ColdFigures> {
  return runProbe<ColdFigures>({ script: coldScript(pagePath, query), site, frameable: true, timeoutMs: 90_000 });
}
