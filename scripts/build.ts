// `npm run build`: the production build as timed phases, with a table of their times at the end.
//   config   validate the site configuration (a bad value stops here, naming the key)
//   content  contentlayer2 build: content/ to .contentlayer/generated (its own cache)
//   worker   the search Web Worker bundled into one script, which next copies as an asset
//            (scripts/build-search-worker.ts)
//   next     next build (with its type check): the static export in out/; then the pages' CSP
//            (no later step changes the pages), V8's compile hint atop the scripts they load,
//            and the start of the precompression of everything next wrote, on worker threads
//            (scripts/hosting.ts startHosting())
//   twins    Markdown twins of every page, /llms.txt and /llms-full.txt (scripts/markdown-twins.ts)
//   images   Open Graph images, regenerated only when their inputs change (scripts/og-images.ts):
//            the missing ones are rendered into the cache beside next build (they need the
//            content only), this phase copies them into the export
//   search   the search records and index (scripts/build-search-index.ts, cached per page)
//            (the precompression of next's output runs beside twins, images and search)
//   hosting  waits for that precompression, then compresses what the later steps wrote
//            (cached by content hash) and writes the server configurations
// Caches live in .cache/ (scripts/lib/build-cache.ts); deleting it only makes the next build slower.
// For test builds: BUILD_PRECOMPRESS=skip when no server will send the .gz/.br copies, and
// BUILD_PAGES_ONLY=true when only the pages are tested: no twins, OG images or search index
// (scripts/test-all.ts uses both for the variant build, whose tests visit its pages only), and
// BUILD_CONTENT=skip when this checkout's content was just built: scripts/test-all.ts builds it
// first, and the unit tests that run beside the variant build read it while contentlayer would
// rewrite it.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { childCpuSeconds, formatPhaseTable, type PhaseTime } from './lib/phase-table';
import type { EarlyHosting } from './hosting';

// next build always exports to out/.
const OUT = 'out';
const bin = (name: string) => path.resolve('node_modules/.bin', name);

const running = new Set<ChildProcess>();

/** The lowest scheduling priority: the process runs on CPU time nothing else wants. */
const IDLE_PRIORITY = os.constants.priority.PRIORITY_LOW;

function exec(command: string, args: string[], { priority }: { priority?: number } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    if (priority !== undefined && child.pid) os.setPriority(child.pid, priority);
    running.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? code})`));
    });
  });
}

interface Phase {
  name: string;
  note?: string;
  /** Returns a one-line summary, or nothing. Absent: the phase has no step in this build. */
  run?: () => Promise<string | void>;
  /** Why the phase has no step in this build. */
  skipped?: string;
}

const precompress = process.env.BUILD_PRECOMPRESS !== 'skip';
const pagesOnly = process.env.BUILD_PAGES_ONLY === 'true';
const contentBuilt = process.env.BUILD_CONTENT === 'skip';
const PAGES_ONLY = 'skipped (BUILD_PAGES_ONLY)';
let early: EarlyHosting | undefined;
let ogImages: Promise<void> | undefined;
const beside = precompress ? "cpu includes the precompression of next's output beside it" : undefined;

const phases: Phase[] = [
  { name: 'config', run: async () => (await import('./check-config')).checkConfig() },
  {
    name: 'content',
    run: contentBuilt ? undefined : () => exec(bin('contentlayer2'), ['build']),
    skipped: 'skipped (BUILD_CONTENT=skip: built before)',
  },
  { name: 'worker', run: async () => (await import('./build-search-worker')).buildSearchWorker() },
  {
    name: 'next',
    note: precompress ? "then the pages' CSP; starts precompressing next's output" : "then the pages' CSP",
    run: async () => {
      // The OG images need the content only: rendered into the cache while next builds, at the
      // lowest priority, so they take the core next leaves idle (its type check runs on one)
      // rather than slowing its compile. Node runs them itself (tsx as a loader, no child
      // process of its own), so the priority set here covers all of their work.
      if (!pagesOnly) {
        ogImages = exec(process.execPath, ['--import', 'tsx', 'scripts/og-images.ts', '--cache-only'], {
          priority: IDLE_PRIORITY,
        });
        ogImages.catch(() => {}); // a failure is reported where the images phase awaits it
      }
      await exec(bin('next'), ['build']);
      // Pages, RSC payloads and assets are final now: worker threads compress them while the
      // next three phases run (hosting awaits them).
      early = (await import('./hosting')).startHosting(OUT, { precompress });
      return `CSP in ${early.pages.size} pages; compile hint atop ${early.hinted} scripts${precompress ? '; precompression of the export started' : ''}.`;
    },
  },
  // Twins and images read the export; the search and hosting phases come after them so the
  // twins are precompressed.
  {
    name: 'twins',
    note: beside,
    run: pagesOnly ? undefined : () => exec(bin('tsx'), ['scripts/markdown-twins.ts', OUT]),
    skipped: PAGES_ONLY,
  },
  {
    name: 'images',
    note: `rendered beside next; ${beside ?? ''}`.replace(/; $/, ''),
    run: pagesOnly
      ? undefined
      : async () => {
          await ogImages;
          await exec(bin('tsx'), ['scripts/og-images.ts', OUT]);
        },
    skipped: PAGES_ONLY,
  },
  {
    name: 'search',
    note: beside,
    run: pagesOnly ? undefined : async () => (await import('./build-search-index')).buildSearchIndex(OUT),
    skipped: PAGES_ONLY,
  },
  {
    name: 'hosting',
    note: precompress ? 'waits for that precompression, then compresses the rest' : undefined,
    run: async () => (await import('./hosting')).applyHosting(OUT, { precompress, early }),
  },
];

const times: PhaseTime[] = [];
const loadBefore = os.loadavg()[0];
let failed: unknown = null;
for (const phase of phases) {
  if (!phase.run) {
    times.push({ name: phase.name, wall: null, cpu: null, note: phase.skipped });
    continue;
  }
  console.log(`\n▶ ${phase.name}`);
  const start = performance.now();
  const self = process.cpuUsage();
  const children = childCpuSeconds();
  try {
    const summary = await phase.run();
    if (summary) console.log(`${phase.name}: ${summary}`);
  } catch (error) {
    failed = error;
  }
  const used = process.cpuUsage(self);
  const childCpu = childCpuSeconds();
  times.push({
    name: phase.name,
    note: phase.note,
    wall: (performance.now() - start) / 1000,
    cpu: (used.user + used.system) / 1e6 + (childCpu !== null && children !== null ? childCpu - children : 0),
  });
  if (failed) break;
}
console.log(
  `\n${formatPhaseTable(times, { cores: os.availableParallelism(), loadBefore, loadAfter: os.loadavg()[0] })}`,
);
if (failed) {
  running.forEach((child) => child.kill('SIGTERM'));
  console.error(`\nBuild failed: ${failed instanceof Error ? failed.message : String(failed)}`);
  process.exit(1);
}
