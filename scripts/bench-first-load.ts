// `npm run bench:js`: first-load JavaScript of each page kind in the built export (run
// `npm run build` first), measured as the budget test measures it (scripts/lib/first-load.ts).
import path from 'node:path';
import { budgets } from '../tests/budgets';
import { kib, measureFirstLoad, PAGE_KINDS, type PageKind } from './lib/first-load';

const OUT = path.resolve(process.argv[2] ?? 'out');
const rows = Object.entries(PAGE_KINDS).map(([kind, page]) => {
  const m = measureFirstLoad(OUT, page);
  const budget = budgets.firstLoadJs[kind as PageKind];
  return {
    kind,
    page: decodeURIComponent(page),
    files: m.files.length,
    raw: kib(m.raw),
    gzipped: kib(m.gzipped),
    budget: kib(budget),
    'inline (in HTML)': kib(m.inlineGzipped),
  };
});
console.table(rows);
