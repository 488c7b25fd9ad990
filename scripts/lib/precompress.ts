// Precompressed .gz and .br copies of the export's text files, as nginx (gzip_static,
// brotli_static) and scripts/serve.ts serve them. Settings are fixed (gzip level 9, brotli
// quality 11, or 9 above 1 MB) so a file always compresses to the same bytes; that lets
// the copies be cached by content hash between builds and shared by identical files (Next
// writes the same RSC payload under several names). The misses are compressed by worker
// threads, one per core, which take the next file (largest first) from a shared counter, so
// they keep working while the main thread is busy with something else.
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { BuildCache, sha256 } from './build-cache';

/** Files smaller than this are served as they are. */
export const MIN_COMPRESS_BYTES = 512;
/** Bumped when the settings change, so old cache entries are not reused. */
const SETTINGS = 'gz9-br11';

export interface Job {
  src: string;
  gz: string;
  br: string;
}

// Plain JavaScript so the workers need no TypeScript loader; the settings live here only.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const zlib = require('node:zlib');
const put = (file, data) => { const tmp = file + '.' + process.pid + '.tmp'; fs.writeFileSync(tmp, data); fs.renameSync(tmp, file); };
const { jobs, counter } = workerData;
const next = new Int32Array(counter);
for (let i = Atomics.add(next, 0, 1); i < jobs.length; i = Atomics.add(next, 0, 1)) {
  const { src, gz, br } = jobs[i];
  const data = fs.readFileSync(src);
  put(gz, zlib.gzipSync(data, { level: 9 }));
  const quality = data.length > 1000000 ? 9 : 11;
  put(br, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }));
}
parentPort.postMessage('done');
`;

/** Runs the jobs on worker threads, one per core; each takes the next job, largest first. */
export async function compressAll(jobs: Job[], threads = Math.max(1, os.availableParallelism())): Promise<void> {
  if (!jobs.length) return;
  const sorted = jobs
    .map((job) => ({ job, size: fs.statSync(job.src).size }))
    .sort((a, b) => b.size - a.size)
    .map(({ job }) => job);
  const counter = new SharedArrayBuffer(4);
  await Promise.all(
    Array.from(
      { length: Math.min(threads, jobs.length) },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(WORKER, { eval: true, workerData: { jobs: sorted, counter } });
          worker.once('message', () => void worker.terminate().then(() => resolve()));
          worker.once('error', reject);
        }),
    ),
  );
}

export interface PrecompressResult {
  files: number;
  compressed: number;
  fromCache: number;
  /** Size and modification time of each file as it was read: a file whose stamp changed since needs new copies. */
  stamps: Map<string, string>;
}

/** Size and modification time, to tell whether a file changed after it was compressed. */
export function stamp(file: string): string | null {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : null;
}

/** Writes `<file>.gz` and `<file>.br` beside each file, compressing only content not seen before. */
export async function precompress(files: string[]): Promise<PrecompressResult> {
  const cache = new BuildCache('precompress');
  const byHash = new Map<string, string[]>();
  const stamps = new Map<string, string>();
  for (const file of files) {
    // Stamped before the read: a change during the read shows as a changed stamp later.
    const before = stamp(file);
    const data = fs.readFileSync(file);
    if (before) stamps.set(file, before);
    if (data.length < MIN_COMPRESS_BYTES) continue;
    const key = `${sha256(data)}-${SETTINGS}`;
    const same = byHash.get(key);
    if (same) same.push(file);
    else byHash.set(key, [file]);
  }
  const jobs: Job[] = [];
  for (const [key, [first]] of byHash) {
    if (cache.has(`${key}.gz`) && cache.has(`${key}.br`)) cache.hits++;
    else jobs.push({ src: first, gz: cache.path(`${key}.gz`), br: cache.path(`${key}.br`) });
  }
  cache.misses = jobs.length;
  await compressAll(jobs);
  let count = 0;
  for (const [key, targets] of byHash) {
    for (const file of targets) {
      fs.copyFileSync(cache.path(`${key}.gz`), `${file}.gz`, fs.constants.COPYFILE_FICLONE);
      fs.copyFileSync(cache.path(`${key}.br`), `${file}.br`, fs.constants.COPYFILE_FICLONE);
      count++;
    }
  }
  cache.prune();
  return { files: count, compressed: cache.misses, fromCache: cache.hits, stamps };
}
