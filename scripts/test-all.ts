// `npm test`: every check, in the order a failure is cheapest to find, each step timed.
// The variant build is the spec's other reading (closeable announcement, light mode only);
// it is moved to out-variant/ and served beside the default build for its own e2e project.
// Each output is built once; the variant, which no compressing server serves, skips the
// .gz/.br copies (BUILD_PRECOMPRESS=skip) and the twins, images and search index its tests do
// not visit (BUILD_PAGES_ONLY=true), and reuses the content the first step built
// (BUILD_CONTENT=skip).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const steps: { name: string; seconds: number }[] = [];

function run(cmd: string, env: Record<string, string> = {}): Promise<void> {
  console.log(`\n▶ ${cmd}`);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed (exit ${code})`))));
  });
}

/** Runs the work side by side; every part finishes before the first failure is reported. */
async function step(name: string, ...work: (() => Promise<void>)[]) {
  const start = performance.now();
  const results = await Promise.allSettled(work.map((w) => w()));
  steps.push({ name, seconds: (performance.now() - start) / 1000 });
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

const start = performance.now();
try {
  // Steps that share no files run side by side: one step's single-threaded stretches leave a
  // core to the other (the unit tests touch neither out/ nor .next/, which the build writes;
  // they read the content built in the first step, which the variant build therefore reuses
  // rather than rebuilding it under them).
  // Lint needs no types, so it runs beside the content build; tsc reads the content's types.
  await step(
    'format, lint, content',
    () => run('npx prettier --check .'),
    () => run('npx eslint .'),
    () => run('npx contentlayer2 build'),
  );
  // Before any build: tsc also reads .next/types, which next build rewrites.
  await step('types', () => run('npx tsc --noEmit'));
  await step(
    'unit, variant build',
    () => run('npx vitest run'),
    () =>
      run('npm run build', {
        ANNOUNCEMENT_CLOSEABLE: 'true',
        COLOR_MODE_DISABLE_SWITCH: 'true',
        BUILD_PRECOMPRESS: 'skip',
        BUILD_PAGES_ONLY: 'true',
        BUILD_CONTENT: 'skip',
      }),
  );
  fs.rmSync('out-variant', { recursive: true, force: true });
  fs.renameSync('out', 'out-variant');
  await step('build', () => run('npm run build'));
  // The hosting tests start their own servers on free ports, beside the e2e servers.
  await step(
    'links, after build, e2e',
    () => run('npx tsx scripts/check-links.ts out'),
    () => run('npx vitest run', { AFTER_BUILD: '1' }),
    () => run('npx playwright test'),
  );
} finally {
  console.log(`\nnpm test steps (load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores):`);
  for (const s of steps) console.log(`  ${s.name.padEnd(24)} ${s.seconds.toFixed(0).padStart(5)} s`);
  console.log(`  ${'total'.padEnd(24)} ${((performance.now() - start) / 1000).toFixed(0).padStart(5)} s`);
}
