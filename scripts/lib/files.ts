import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, recursively, skipping folders for which `skipDir` is true. */
export function listFiles(dir: string, skipDir: (name: string) => boolean = () => false): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return skipDir(e.name) ? [] : listFiles(p, skipDir);
    return [p];
  });
}
