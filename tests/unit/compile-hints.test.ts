import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '../../scripts/lib/compile-hints';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An export in a temporary folder: path → content. */
function exportOf(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('addCompileHints', () => {
  it('marks the scripts pages load from their HTML, once, and nothing else', () => {
    const out = exportOf({
      'index.html':
        '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js?v=1"></script>' +
        '<script>self.__next_f.push([1])</script><script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      'docs/A & B/page/index.html':
        '<script src="/_next/static/chunks/a.js"></script><script src="/docs/A%20%26%20B/x.js"></script>',
      '_next/static/chunks/a.js': 'A()',
      '_next/static/chunks/b.js': 'B()',
      '_next/static/chunks/lazy.js': 'LAZY()',
      '_next/static/chunks/legacy.js': 'LEGACY()',
      'docs/A & B/x.js': 'X()',
    });
    expect(addCompileHints(out)).toBe(3);
    expect(read('_next/static/chunks/a.js')).toBe(`${COMPILE_HINT}A()`);
    expect(read('_next/static/chunks/b.js')).toBe(`${COMPILE_HINT}B()`);
    expect(read('docs/A & B/x.js')).toBe(`${COMPILE_HINT}X()`);
    // Loaded later by code, or never by a modern browser: compiled as V8 decides.
    expect(read('_next/static/chunks/lazy.js')).toBe('LAZY()');
    expect(read('_next/static/chunks/legacy.js')).toBe('LEGACY()');
    expect(addCompileHints(out)).toBe(0);
    expect(read('_next/static/chunks/a.js')).toBe(`${COMPILE_HINT}A()`);
  });

  it('leaves other sites’ scripts alone', () => {
    const out = exportOf({
      'index.html': '<script src="https://tags.example/gtm.js"></script><script src="//cdn.example/x.js"></script>',
    });
    expect(addCompileHints(out)).toBe(0);
  });
});
