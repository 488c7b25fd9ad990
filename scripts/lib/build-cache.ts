// The build's own cache, kept between builds in .cache/ (git-ignored): outputs of expensive
// steps (precompression, search records, generated images) stored under a hash of their
// inputs, so a rebuild only redoes the work whose inputs changed. Deleting .cache/ is always
// safe; the next build fills it again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const CACHE_ROOT = path.resolve(process.env.BUILD_CACHE_DIR ?? '.cache');

/** Entries not used for this long are removed at the end of a build. */
const MAX_IDLE_MS = 14 * 24 * 3600 * 1000;

export function sha256(data: string | Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

/** One named area of the cache, e.g. `precompress`; keys are content hashes plus a suffix. */
export class BuildCache {
  readonly dir: string;
  hits = 0;
  misses = 0;

  constructor(name: string) {
    this.dir = path.join(CACHE_ROOT, name);
    fs.mkdirSync(this.dir, { recursive: true });
  }

  path(key: string): string {
    return path.join(this.dir, key);
  }

  /** True when the entry exists; marks it as used so pruning keeps it. */
  has(key: string): boolean {
    const file = this.path(key);
    try {
      const now = new Date();
      fs.utimesSync(file, now, now);
      return true;
    } catch {
      return false;
    }
  }

  read(key: string): Buffer | null {
    return this.has(key) ? fs.readFileSync(this.path(key)) : null;
  }

  /** Writes through a temporary name, so an interrupted build never leaves half an entry. */
  write(key: string, data: string | Buffer): void {
    const tmp = `${this.path(key)}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, this.path(key));
  }

  /** Removes entries no build has used for two weeks (and leftovers of interrupted writes). */
  prune(now = Date.now()): number {
    let removed = 0;
    for (const name of fs.readdirSync(this.dir)) {
      const file = path.join(this.dir, name);
      if (name.endsWith('.tmp') || now - fs.statSync(file).mtimeMs > MAX_IDLE_MS) {
        fs.rmSync(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
