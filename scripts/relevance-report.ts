// `npm run bench:relevance` (after `npm run build`): the relevance set against the built index,
// as the modal asks: the share of queries whose expected page comes first and in the top 5,
// per kind of query, and every query that misses first place with what came instead.
// `--set <name>` evaluates another of RELEVANCE_SETS, tests/relevance/<name>.json.
import { evaluateRelevance, relevanceCases, RELEVANCE_SETS, type RelevanceSet } from '../tests/relevance/evaluate';

const setArg = process.argv.indexOf('--set');
const set = (setArg >= 0 ? process.argv[setArg + 1] : 'queries') as RelevanceSet;
if (!RELEVANCE_SETS.includes(set)) throw new Error(`--set must be one of ${RELEVANCE_SETS.join(', ')}, not ${set}`);
const results = await evaluateRelevance('out', relevanceCases(set));
const kinds = [...new Set(results.map((r) => r.kind ?? 'other'))];
const share = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`;
console.log('| Kind | Queries | First | Top 5 |\n|---|---|---|---|');
for (const kind of [...kinds, 'all']) {
  const set = kind === 'all' ? results : results.filter((r) => (r.kind ?? 'other') === kind);
  const first = set.filter((r) => r.rank === 1).length;
  const top5 = set.filter((r) => r.rank !== null && r.rank <= 5).length;
  console.log(`| ${kind} | ${set.length} | ${share(first, set.length)} | ${share(top5, set.length)} |`);
}
console.log('\nNot first:');
for (const r of results.filter((x) => x.rank !== 1)) {
  console.log(`  ${r.rank ?? '-'}  "${r.query}" [${r.kind ?? ''}] wants ${decodeURIComponent(r.expected)}`);
  console.log(`      first: ${r.top.slice(0, 2).map(decodeURIComponent).join(' | ')}`);
}
