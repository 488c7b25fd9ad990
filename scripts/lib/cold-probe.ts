/**
 * The modal's cold first search, timed the same way in a Playwright page (bench-search.ts) and in
 * Chromium with no DevTools protocol attached (chromium-probe.ts says why): there the probe page
 * frames a site page, waits until it has settled as a reader's would (ready, idle, then no request
 * through the probe's server for half a second), and runs the same timing in the frame. A new
 * Chromium for each run, so nothing of the search is in its cache.
 */
import { SEARCH_MEASURE } from '../../lib/search/local-client';
import { inScript, PROBE_NETWORK, postResult, runProbe } from './chromium-probe';

export interface ColdFigures {
  /** Milliseconds from the query typed to the first hit painted. */
  keystroke: number;
  /** Milliseconds from Ctrl+K to the first hit painted. */
  open: number;
  /** The keystroke's time in parts: to the search's request, its answer, the answer to paint. */
  parts: { toRequest: number; answer: number; inWorker: number; toPaint: number };
}

/**
 * `async (win, query) => ColdFigures`, as source: opens the search on the page of window `win`
 * with Ctrl+K, types `query` as soon as the field is there, and times until the first hit is
 * painted. Plain JavaScript with no helper of tsx's, to run in a page as it is.
 */
export const COLD_SEARCH = `async (win, query) => {
  const doc = win.document;
  const deadline = win.performance.now() + 30_000;
  const until = async (what, ready, next) => {
    while (!ready()) {
      if (win.performance.now() > deadline) throw new Error('no ' + what + ' for "' + query + '" within 30 s');
      await next();
    }
  };
  const frame = () => new Promise((r) => win.requestAnimationFrame(r));
  const start = win.performance.now();
  win.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
  let input = null;
  await until('search field', () => (input = doc.querySelector('.DocSearch-Input')), () => new Promise((r) => win.setTimeout(r, 2)));
  const typedAt = win.performance.now();
  Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value').set.call(input, query);
  input.dispatchEvent(new win.Event('input', { bubbles: true }));
  await until('hit', () => doc.querySelector('.DocSearch-Hit'), frame);
  await frame();
  const painted = win.performance.now();
  // The query's answer: the last search measured since the keystroke that ended before the paint.
  const answers = win.performance
    .getEntriesByName(${inScript(SEARCH_MEASURE)})
    .filter((m) => m.startTime >= typedAt && m.startTime + m.duration <= painted);
  const answer = answers[answers.length - 1];
  if (!answer) throw new Error('no search measured between the keystroke and the paint');
  if (!answer.detail.engine.length) throw new Error('the search that was painted failed');
  return {
    keystroke: painted - typedAt,
    open: painted - start,
    parts: {
      toRequest: answer.startTime - typedAt,
      answer: answer.duration,
      inWorker: answer.detail.engine[0],
      toPaint: painted - answer.startTime - answer.duration,
    },
  };
}`;

/** The probe's script: the page framed and settled, then COLD_SEARCH in the frame. */
function coldScript(pagePath: string, query: string): string {
  return `async function cold() {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const deadline = performance.now() + 60_000;
  const until = async (what, ready) => {
    while (!(await ready())) {
      if (performance.now() > deadline) throw new Error('no ' + what + ' within 60 s');
      await sleep(50);
    }
  };
  if (document.readyState === 'loading') await new Promise((r) => addEventListener('DOMContentLoaded', r));
  const frame = document.createElement('iframe');
  const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  frame.src = ${inScript(pagePath)};
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow;
  await until('ready search button', () => win.document.querySelector('.search-button[data-ready="true"]'));
  await new Promise((r) => win.requestIdleCallback(r));
  await until('quiet network', async () => {
    const { pending, quietMs } = await (await fetch(${inScript(PROBE_NETWORK)})).json();
    return pending === 0 && quietMs >= 500;
  });
  return (${COLD_SEARCH})(win, ${inScript(query)});
}
${postResult('cold')}`;
}

/** One cold first search of `query` on `pagePath`, in a new Chromium with no protocol attached. */
export function probeColdSearch(site: URL, pagePath: string, query: string): Promise<ColdFigures> {
  return runProbe<ColdFigures>({ script: coldScript(pagePath, query), site, frameable: true, timeoutMs: 90_000 });
}
