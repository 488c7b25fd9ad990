// Search benchmark in Chromium on the built site (run `npm run build` first). Reports:
//  - bytes transferred from opening the modal to the first results (cold, embedded index),
//  - time from the first keystroke to the first results painted (cold),
//  - median and 95th-percentile time per query (warm) over the relevance set.
// Figures only: nothing here is asserted.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';

const queries = (
  JSON.parse(fs.readFileSync(new URL('../tests/relevance/queries.json', import.meta.url), 'utf8')) as {
    query: string;
  }[]
).map((q) => q.query);
// The `npm start` server, which serves the precompressed (brotli) copies as production does.
const port = 4390;
const server = spawn('npx', ['tsx', 'scripts/serve.ts'], {
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 50; i++) {
  if (
    await fetch(`${base}/`).then(
      () => true,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto(`${base}/`, { waitUntil: 'networkidle' });
await page.locator('.search-button[data-ready="true"]').waitFor();

const cold = await page.evaluate(async () => {
  const start = performance.now();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
  let input: HTMLInputElement | null;
  while (!(input = document.querySelector<HTMLInputElement>('.DocSearch-Input')))
    await new Promise((r) => setTimeout(r, 5));
  const typedAt = performance.now();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, 'j');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  while (!document.querySelector('.DocSearch-Hit')) await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => requestAnimationFrame(r));
  const painted = performance.now();
  const bytes = performance
    .getEntriesByType('resource')
    .map((e) => e as PerformanceResourceTiming)
    .filter((e) => e.startTime >= start)
    .reduce((sum, e) => sum + (e.transferSize || e.encodedBodySize || 0), 0);
  return { bytes, keystrokeToResults: painted - typedAt, openToResults: painted - start };
});

const times: number[] = [];
for (const q of queries) {
  times.push(
    await page.evaluate(async (query) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
      const before = document.querySelector('.DocSearch-Dropdown')?.innerHTML;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const t0 = performance.now();
      setter.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      for (;;) {
        await new Promise((r) => requestAnimationFrame(r));
        const now = document.querySelector('.DocSearch-Dropdown')?.innerHTML;
        if (now && now !== before && !document.querySelector('.DocSearch-Container--Stalled'))
          return performance.now() - t0;
      }
    }, q),
  );
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const indexBytes = fs.statSync('out/search/index.json').size;
console.log('Embedded search, Chromium, built site:');
console.log(`  index file (uncompressed on disk)        ${(indexBytes / 1024).toFixed(0)} KiB`);
console.log(
  `  bytes transferred, open to first results ${(cold.bytes / 1024).toFixed(0)} KiB (brotli, as the npm start server and nginx serve it)`,
);
console.log(
  `  cold: first keystroke to results painted ${cold.keystrokeToResults.toFixed(0)} ms (open to results ${cold.openToResults.toFixed(0)} ms)`,
);
console.log(`  warm: ${times.length} queries, median ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms`);
await browser.close();
server.kill('SIGTERM');
