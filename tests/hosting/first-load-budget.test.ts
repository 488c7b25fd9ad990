import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/lib/compile-hints';
import {
  measureFirstLoad,
  PAGE_KINDS,
  pageHtml,
  pageScripts,
  scriptFile,
  withoutScripts,
  type PageKind,
} from '../../scripts/lib/first-load';
import { budgets, overBudget } from '../budgets';

const OUT = path.resolve('out');

// Runs after the build (scripts/test-all.ts): it reads the export.
describe('first-load JavaScript budgets', () => {
  for (const [kind, page] of Object.entries(PAGE_KINDS) as [PageKind, string][]) {
    it(`${kind} (${decodeURIComponent(page)})`, () => {
      const { gzipped, files } = measureFirstLoad(OUT, page);
      const budget = budgets.firstLoadJs[kind];
      expect(gzipped <= budget, overBudget('first-load JavaScript', kind, gzipped, budget)).toBe(true);
      // Each is compiled off the main thread as it streams in (scripts/lib/compile-hints.ts).
      const unhinted = files.filter((src) => !fs.readFileSync(scriptFile(OUT, src), 'utf8').startsWith(COMPILE_HINT));
      expect(unhinted, 'first-load scripts without the compile hint').toEqual([]);
    });
  }
});

// Lighthouse's reference row (scripts/lighthouse.ts) strips each kind's exported HTML as it is.
describe('page kinds with no script', () => {
  for (const [kind, page] of Object.entries(PAGE_KINDS) as [PageKind, string][]) {
    it(`${kind}: nothing left that runs or preloads a script, the text kept`, () => {
      const html = pageHtml(OUT, page);
      const stripped = withoutScripts(html);
      expect(pageScripts(html)).not.toEqual([]);
      // What is left that would run or fetch a script, not the whole page, when it fails.
      expect(stripped.match(/<script\b[^>]*>|<link\b[^>]*(?:\bas="script"|rel="modulepreload")[^>]*>/gi) ?? []).toEqual(
        [],
      );
      expect(stripped.includes('<main') && stripped.trimEnd().endsWith('</html>')).toBe(true);
    });
  }
});
