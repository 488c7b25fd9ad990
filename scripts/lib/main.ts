import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when the module at `url` is the script node was started with (not an import). */
export function isMain(url: string): boolean {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]) === fileURLToPath(url);
}
