import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureFirstLoad, PAGE_KINDS, type PageKind } from '../../scripts/lib/first-load';
import { budgets, overBudget } from '../budgets';

// Runs after the build (scripts/test-all.ts): it reads the export.
describe('first-load JavaScript budgets', () => {
  for (const [kind, page] of Object.entries(PAGE_KINDS) as [PageKind, string][]) {
    it(`${kind} (${decodeURIComponent(page)})`, () => {
      const { gzipped } = measureFirstLoad(path.resolve('out'), page);
      const budget = budgets.firstLoadJs[kind];
      expect(gzipped <= budget, overBudget('first-load JavaScript', kind, gzipped, budget)).toBe(true);
    });
  }
});
