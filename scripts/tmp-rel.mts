import { evaluateRelevance } from '../tests/relevance/evaluate';
const file = process.argv[2];
const cases = file ? JSON.parse((await import('node:fs')).readFileSync(file, 'utf8')) : undefined;
const t = performance.now();
const r = await evaluateRelevance('out', cases);
const at1 = r.filter((x) => x.rank === 1).length,
  top5 = r.filter((x) => x.rank && x.rank <= 5).length;
console.log(
  `n=${r.length} @1=${at1} (${((100 * at1) / r.length).toFixed(1)}%) top5=${top5} in ${(performance.now() - t).toFixed(0)} ms`,
);
for (const x of r.filter((x) => x.rank !== 1))
  console.log(
    `  ${x.rank ?? '-'}  ${x.query}  [${x.kind ?? ''}] want ${decodeURIComponent(x.expected)}\n      got ${x.top.slice(0, 3).map(decodeURIComponent).join(' | ')}`,
  );
