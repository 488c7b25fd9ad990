// `npm test`: every check, in the order a failure is cheapest to find.
// The variant build is the spec's other reading (closeable announcement, light mode only);
// it is moved to out-variant/ and served beside the default build for its own e2e project.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const run = (cmd: string, env: Record<string, string> = {}) => {
  console.log(`\n▶ ${cmd}`);
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, ...env } });
};

run('npx prettier --check .');
run('npx contentlayer2 build');
run('npx eslint .');
run('npx tsc --noEmit');
run('npx vitest run');

run('npm run build', { ANNOUNCEMENT_CLOSEABLE: 'true', COLOR_MODE_DISABLE_SWITCH: 'true' });
fs.rmSync('out-variant', { recursive: true, force: true });
fs.renameSync('out', 'out-variant');
run('npm run build');
run('npx tsx scripts/check-links.ts out');
run('npx vitest run', { AFTER_BUILD: '1' });
run('npx playwright test');
