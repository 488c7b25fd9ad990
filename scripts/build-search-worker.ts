// Before `next build` and `next dev`: the search Web Worker (lib/search/worker.ts) bundled into
// one script, which lib/search/search-worker.ts refers to as an asset (`new URL(…,
// import.meta.url)`), so next copies it into static/media under a name from its content
// (immutable, like every chunk).
//
// Why not `new Worker(new URL('./worker.ts', import.meta.url))`, which Turbopack bundles itself:
// its worker is a bootstrap that loads Turbopack's runtime and then the engine's chunks with
// importScripts, one request after another: four requests in a row (34.7 KB, 13.8 KB brotli)
// before the worker can ask for the index's first piece, on the path of the first keystroke of
// a reader who opens the search with Ctrl+K. One script: one request, 22 KB (9 KB brotli). With
// 40 ms added to each request, the cold first keystroke's medians to a painted hit fell from
// 344–415 ms to 271–319 ms over `npm run bench:search`'s five queries.
import * as esbuild from 'esbuild';
import fs from 'node:fs';

/** The bundle, beside the sources and ignored by git (the path search-worker.ts refers to). */
export const SEARCH_WORKER_BUNDLE = '.generated/search-worker.js';

const options: esbuild.BuildOptions = {
  entryPoints: ['lib/search/worker.ts'],
  outfile: SEARCH_WORKER_BUNDLE,
  bundle: true,
  minify: true,
  format: 'iife',
  // Next's default browser targets, which the rest of the site's code is compiled for.
  target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
  // The bundle's name is its content's: no comment that changes with the machine or the run.
  legalComments: 'none',
  logLevel: 'warning',
};

/** Writes the bundle once. Returns a one-line summary for the build's phase table. */
export async function buildSearchWorker(): Promise<string> {
  await esbuild.build(options);
  return `${SEARCH_WORKER_BUNDLE}: ${(fs.statSync(SEARCH_WORKER_BUNDLE).size / 1024).toFixed(1)} KiB.`;
}

/** Writes the bundle, then again whenever one of its sources changes (`npm run dev`). */
export async function watchSearchWorker(): Promise<esbuild.BuildContext> {
  const context = await esbuild.context(options);
  await context.rebuild();
  await context.watch();
  return context;
}
