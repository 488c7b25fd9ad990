// `npm run dev`: contentlayer2 watches content/ and regenerates .contentlayer while next dev
// serves the app, so an MDX edit shows up without a restart. (withContentlayer is not used:
// it hooks webpack and Next 16 builds with Turbopack.)
import { spawn } from 'node:child_process';

const run = (cmd: string, args: string[]) => spawn(cmd, args, { stdio: 'inherit', shell: false });
const children = [run('npx', ['contentlayer2', 'dev']), run('npx', ['next', 'dev', ...process.argv.slice(2)])];

const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
