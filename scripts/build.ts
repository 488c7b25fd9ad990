// `npm run build`: the production build as timed phases, with a table of their times at the end.
//   config   validate the site configuration (a bad value stops here, naming the key)
//   content  contentlayer2 build: content/ to .contentlayer/generated (its own cache)
//   next     next build: the static export in out/
//   search   the search records and index (scripts/build-search-index.ts, cached per page)
//   hosting  CSP, precompressed copies (cached by content hash), server configurations
//   images   generated images (the slot of the OG-image step)
// Caches live in .cache/ (scripts/lib/build-cache.ts); deleting it only makes the next build slower.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { childCpuSeconds, formatPhaseTable, type PhaseTime } from './lib/phase-table';

const OUT = process.env.OUT_DIR ?? 'out';
const bin = (name: string) => path.resolve('node_modules/.bin', name);

function exec(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

interface Phase {
  name: string;
  /** Returns a one-line summary, or nothing. Absent: the phase has no step in this build. */
  run?: () => Promise<string | void>;
}

const phases: Phase[] = [
  { name: 'config', run: async () => (await import('./check-config')).checkConfig() },
  { name: 'content', run: () => exec(bin('contentlayer2'), ['build']) },
  { name: 'next', run: () => exec(bin('next'), ['build']) },
  { name: 'search', run: async () => (await import('./build-search-index')).buildSearchIndex(OUT) },
  { name: 'hosting', run: async () => (await import('./hosting')).applyHosting(OUT) },
  { name: 'images' },
];

const times: PhaseTime[] = [];
const loadBefore = os.loadavg()[0];
let failed: unknown = null;
for (const phase of phases) {
  if (!phase.run) {
    times.push({ name: phase.name, wall: null, cpu: null });
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
    wall: (performance.now() - start) / 1000,
    cpu: (used.user + used.system) / 1e6 + (childCpu !== null && children !== null ? childCpu - children : 0),
  });
  if (failed) break;
}
console.log(
  `\n${formatPhaseTable(times, { cores: os.availableParallelism(), loadBefore, loadAfter: os.loadavg()[0] })}`,
);
if (failed) {
  console.error(`\nBuild failed: ${failed instanceof Error ? failed.message : String(failed)}`);
  process.exit(1);
}
