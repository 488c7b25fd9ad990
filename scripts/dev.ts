// `npm run dev`: contentlayer2 dev watches content/ and regenerates .contentlayer while next
// dev serves the app. next dev reads a mirror of the generated content that changes only
// where the content did, and learns of rejected frontmatter through it (scripts/lib/content-dev.ts):
// the terminal and a banner in the browser name the file and the field, the server keeps
// running, and the next valid save clears both. (withContentlayer is not used: it hooks
// webpack and Next 16 builds with Turbopack.) The search worker's script is bundled first and
// again on each change to its sources (scripts/build-search-worker.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { MIRROR, parseContentErrors, publishErrors, syncMirror } from './lib/content-dev';
import { watchSearchWorker } from './build-search-worker';

const bin = (name: string) => path.resolve('node_modules/.bin', name);
const children: ChildProcess[] = [];
// Before next dev starts, so the script is there. It needs no generated content (and must not:
// it is bundled before contentlayer runs, without next's alias to the content mirror).
const workerBundle = await watchSearchWorker();
const stop = () => {
  children.forEach((c) => c.kill('SIGTERM'));
  void workerBundle.dispose();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

let next: ChildProcess | null = null;
const startNext = () => {
  next = spawn(bin('next'), ['dev', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, CONTENT_DEV_MIRROR: path.relative(process.cwd(), MIRROR) },
  });
  children.push(next);
  next.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
};

const content = spawn(bin('contentlayer2'), ['dev'], { stdio: ['ignore', 'pipe', 'pipe'] });
children.push(content);
content.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});

// contentlayer prints an error report as a block ending with `SourceFetchDataError: {...}`.
let report: string[] | null = null;
const onLine = (line: string, stream: NodeJS.WriteStream) => {
  stream.write(`${line}\n`);
  if (/^Generated \d+ documents/.test(line)) {
    const changed = syncMirror([]);
    if (!next) startNext();
    else if (changed) console.log(`Content: ${changed} generated file${changed === 1 ? '' : 's'} changed.`);
  } else if (/^Error: Found \d+ problems/.test(line)) {
    report = [];
  } else if (report && /^SourceFetchDataError/.test(line)) {
    const errors = parseContentErrors(report.join('\n'));
    report = null;
    publishErrors(errors);
    for (const e of errors) {
      console.error(`Content error (shown in the browser too): ${e.file}: ${e.problem} ${e.fields.join(', ')}`);
    }
    if (!next) {
      syncMirror(errors);
      startNext();
    }
  } else if (report) {
    report.push(line);
  }
};
readline.createInterface({ input: content.stdout! }).on('line', (l) => onLine(l, process.stdout));
readline.createInterface({ input: content.stderr! }).on('line', (l) => onLine(l, process.stderr));
