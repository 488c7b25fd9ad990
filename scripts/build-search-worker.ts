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
import { createRequire } from 'node:module';

/** The bundle, beside the sources and ignored by git (the path search-worker.ts refers to). */
export const SEARCH_WORKER_BUNDLE = '.generated/search-worker.js';

// The browsers next compiles the rest of the site's code for ("chrome 111" and so on), read
// from next itself so that an upgrade moves both.
const nextTargets = createRequire(import.meta.url)('next/dist/shared/lib/modern-browserslist-target') as string[];

const options: esbuild.BuildOptions = {
  entryPoints: ['lib/search/worker.ts'],
  outfile: SEARCH_WORKER_BUNDLE,
  bundle: true,
  minify: true,
  format: 'iife',
  target: nextTargets.map((t) => t.replace(' ', '')),
  // next replaces this in the code it compiles; a worker has no `process` to read it from.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The bundle's name is its content's: no comment that changes with the machine or the run.
  legalComments: 'none',
  logLevel: 'warning',
};

/** Fails where the bundle would throw as the worker starts: code that reads Node's `process`. */
function checkBundle(): void {
  const code = fs.readFileSync(SEARCH_WORKER_BUNDLE, 'utf8');
  if (/\bprocess\./.test(code)) {
    throw new Error(
      `${SEARCH_WORKER_BUNDLE}: a module of lib/search/worker.ts reads process (a worker has none): pass the value in from the page, or add it to the define of scripts/build-search-worker.ts`,
    );
  }
}

/** Writes the bundle once. Returns a one-line summary for the build's phase table. */
export async function buildSearchWorker(): Promise<string> {
  await esbuild.build(options);
  checkBundle();
  // esbuild's service process would otherwise live until the build ends, its time uncounted.
  await esbuild.stop();
  return `${SEARCH_WORKER_BUNDLE}: ${(fs.statSync(SEARCH_WORKER_BUNDLE).size / 1024).toFixed(1)} KiB.`;
}

/**
 * Writes the bundle (readable, with a source map), then again whenever one of its sources
 * changes (`npm run dev`). A source that does not compile is reported in the terminal, and the
 * watch goes on: the next save that compiles replaces the bundle.
 */
export async function watchSearchWorker(): Promise<esbuild.BuildContext> {
  const context = await esbuild.context({
    ...options,
    minify: false,
    sourcemap: 'inline',
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    logLevel: 'info',
  });
  try {
    await context.rebuild();
  } catch {
    // Reported by esbuild already (logLevel); next dev starts anyway.
  }
  await context.watch();
  return context;
}
