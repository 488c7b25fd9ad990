// V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a script
// that begins with this line is compiled whole on a background thread while it streams in.
// Without it, V8 compiles each function on the main thread when it is first called, and for
// the scripts a page runs at start (Next's runtime, React, our layout) nearly all of them are.
// On this machine that lazy compiling was about half of the task that starts Next, the longest
// task of a page load. Only the scripts a page's HTML loads get it: code loaded later (search,
// dialogs) keeps compiling lazily, since most of it may never run.
import fs from 'node:fs';
import { listFiles } from './files';
import { pageScripts, scriptFile } from './first-load';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every script that some page of the export loads from its own HTML with the compile
 * hint, once. Returns how many files it changed; run again, it changes none.
 */
export function addCompileHints(outDir: string): number {
  const scripts = new Set<string>();
  for (const page of listFiles(outDir).filter((f) => f.endsWith('.html'))) {
    for (const src of pageScripts(fs.readFileSync(page, 'utf8'))) {
      if (src.startsWith('/') && !src.startsWith('//') && src.split('?')[0].endsWith('.js')) {
        scripts.add(scriptFile(outDir, src));
      }
    }
  }
  let changed = 0;
  for (const file of scripts) {
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    changed++;
  }
  return changed;
}
